import { interpolate, messages } from '@afscheid/shared';
import { drawParagraph, drawSectionHeading, SMALL_SIZE } from '../../../lib/pdf-document.ts';
import { PDF_FONTS } from '../../../lib/pdf-fonts.ts';
import { columnsOf, drawTable, type PdfCell } from '../../../lib/pdf-table.ts';
import {
  deceasedName,
  drawBudgetTable,
  drawNote,
  drawTotals,
  finishPdf,
  pdfTexts as p,
  startPdf,
  type PdfInput,
} from './common.ts';

/**
 * Begroting: the lines per section in the organisation's order (with discount and covered amount), the overview
 * per section (excl., VAT per rate, incl., covered, to pay) and the totals, as the budget overview shows them.
 */
export async function renderBudget(input: PdfInput): Promise<Buffer> {
  const { data } = input;
  const run = startPdf(input, messages.generatables.builtIns.budget.name);
  const { doc } = run;
  drawParagraph(doc, interpolate(p.budgetDocument.intro, { name: deceasedName(data) }), { gap: 6 });
  if (data.budget.isEmpty) {
    drawNote(doc, p.budgetEmpty);
    return finishPdf(run);
  }
  drawSectionHeading(doc, p.headings.budget, 60);
  await drawBudgetTable(doc, data.budget, { detailed: true });

  drawSectionHeading(doc, p.budgetDocument.overview, 60);
  const c = p.budgetColumns;
  const size = SMALL_SIZE + 0.5;
  const money = (text: string, bold = false): PdfCell => ({
    text,
    font: bold ? PDF_FONTS.bold : PDF_FONTS.regular,
    size,
    align: 'right',
  });
  const vatText = (rows: (typeof data.budget.totals)['vat']) =>
    rows
      .map((row) => `${p.vatShort[row.rate as keyof typeof p.vatShort] ?? row.label}: ${row.amount.text}`)
      .join('\n');
  await drawTable(doc, {
    columns: columnsOf(doc, [2.5, 1.3, 2.1, 1.3, 1.2, 1.3]),
    header: {
      labels: [c.section, c.excl, c.vatPerRate, c.incl, c.covered, c.toPay],
      size,
      align: [undefined, 'right', 'right', 'right', 'right', 'right'],
    },
    rows: [
      ...data.budget.sections.map((section) => [
        { text: section.name, font: PDF_FONTS.regular, size },
        money(section.totals.excl.text),
        money(vatText(section.totals.vat)),
        money(section.totals.incl.text),
        money(section.totals.covered.text),
        money(section.totals.toPay.text),
      ]),
      [
        { text: c.total, font: PDF_FONTS.bold, size },
        money(data.budget.totals.excl.text, true),
        money(vatText(data.budget.totals.vat), true),
        money(data.budget.totals.incl.text, true),
        money(data.budget.totals.covered.text, true),
        money(data.budget.totals.toPay.text, true),
      ],
    ],
  });
  drawSectionHeading(doc, p.headings.totals, 100);
  drawTotals(doc, data.budget.totals);
  return finishPdf(run);
}
