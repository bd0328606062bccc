import {
  interpolate,
  messages,
  type DocumentAddress,
  type DocumentBudgetTotals,
  type DocumentDate,
  type DocumentPerson,
  type DossierDocumentData,
} from '@afscheid/shared';
import {
  BODY_SIZE,
  drawLetterhead,
  drawParagraph,
  drawSectionHeading,
  drawSignatureBlocks,
  ensureSpace,
  signatureBlocksHeight,
  SMALL_SIZE,
  type SignatureBlock,
} from '../../../lib/pdf-document.ts';
import { PDF_FONTS } from '../../../lib/pdf-fonts.ts';
import {
  columnsOf,
  contentWidth,
  createPortraitPdf,
  drawPageFooters,
  drawTable,
  type Doc,
  type PdfCell,
} from '../../../lib/pdf-table.ts';

export const pdfTexts = messages.generatables.pdf;
const p = pdfTexts;

/** What every built-in PDF is drawn from. */
export type PdfInput = { data: DossierDocumentData; logo: Buffer | null; createdAt: Date };

export type PdfRun = { doc: Doc; done: Promise<Buffer>; title: string; data: DossierDocumentData };

/** `Dossier 2026-0042 · Crematie` */
export const dossierLine = (data: DossierDocumentData) =>
  `${interpolate(p.dossier, { number: data.dossier.number })} · ${data.dossier.typeLabel}`;

/** A new A4-portrait document of the organisation; with `letterhead` its head drawn on the first page. */
export function startPdf(
  input: PdfInput,
  title: string,
  options: { letterhead?: boolean; lines?: string[] } = {},
): PdfRun {
  const { data } = input;
  const { doc, done } = createPortraitPdf({
    title: `${title} ${data.dossier.number}`,
    author: data.organization.name,
    createdAt: input.createdAt,
  });
  if (options.letterhead !== false) {
    drawLetterhead(doc, {
      organization: organizationHead(data),
      logo: input.logo,
      title,
      lines: options.lines ?? [
        dossierLine(data),
        interpolate(p.generatedOn, { date: data.generatedOn.text }),
      ],
    });
  }
  return { doc, done, title, data };
}

export function organizationHead(data: DossierDocumentData) {
  const org = data.organization;
  return {
    name: org.name,
    addressLines: org.addressLines,
    contactLine: [org.phone ? interpolate(p.phone, { number: org.phone }) : '', org.email, org.website]
      .filter(Boolean)
      .join(' · '),
    registrationLine: [
      org.kvkNumber ? interpolate(p.kvk, { number: org.kvkNumber }) : '',
      org.vatNumber ? interpolate(p.vat, { number: org.vatNumber }) : '',
      org.iban ? interpolate(p.iban, { number: org.iban }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The footers ("Pagina 1 van 2") on every page, then the bytes. */
export function finishPdf(run: PdfRun): Promise<Buffer> {
  const { doc, data, title } = run;
  drawPageFooters(doc, {
    label: `${data.organization.name} · ${title} · ${interpolate(p.dossier, { number: data.dossier.number })}`,
    pageLabel: (page, pages) => interpolate(p.page, { page, pages }),
  });
  doc.end();
  return run.done;
}

// ——— Small formatters ———

export const yesNo = (value: boolean | null) => (value === null ? '' : value ? p.yes : p.no);

export const joined = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(separator);

/** `13:00–14:00`, `13:00`, `''`. */
export const timeRange = (start: string, end: string) =>
  start && end ? `${start}–${end}` : start || (end ? `– ${end}` : '');

/** `21 november 2026 13:00–14:00`. */
export const dateAndTimes = (date: DocumentDate | null, start = '', end = '') =>
  joined([date?.text, timeRange(start, end)], ' ');

export const addressText = (address: DocumentAddress | null) => (address ? address.lines.join('\n') : '');

export const personText = (person: DocumentPerson | null) => (person ? person.formalName || person.name : '');

/** `Donderdag 26 november 2026` */
export function dayText(date: DocumentDate): string {
  const [year, month, day] = date.iso.split('-').map(Number) as [number, number, number];
  const weekday = p.dayPlanning.weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
  const text = interpolate(p.dayPlanning.dayHeading, { weekday, date: date.text });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The deceased as a document names them: first names, prefix and last name. */
export const deceasedName = (data: DossierDocumentData) =>
  data.deceased.fullName || data.deceased.name || data.dossier.number;

// ——— Budget ———

const cell = (text: string, options: { bold?: boolean; right?: boolean; size?: number } = {}): PdfCell => ({
  text,
  font: options.bold ? PDF_FONTS.bold : PDF_FONTS.regular,
  size: options.size ?? SMALL_SIZE + 0.5,
  align: options.right ? 'right' : 'left',
});

/**
 * The budget's lines in one table, section after section in the organisation's order: a bold row with the
 * section's name, its lines, and its subtotal excl. VAT. `detailed` adds the discount and the covered amount.
 */
export async function drawBudgetTable(
  doc: Doc,
  budget: DossierDocumentData['budget'],
  options: { detailed: boolean },
): Promise<void> {
  const c = p.budgetColumns;
  const labels = options.detailed
    ? [c.description, c.quantity, c.unitPrice, c.discount, c.vat, c.amount, c.covered]
    : [c.description, c.quantity, c.unitPrice, c.vat, c.amount];
  const weights = options.detailed ? [3.7, 1, 1.3, 1, 1.35, 1.55, 1.25] : [4.8, 1.1, 1.4, 1.25, 1.75];
  const right = options.detailed
    ? [false, true, true, true, false, true, true]
    : [false, true, true, false, true];
  const rows: PdfCell[][] = [];
  for (const section of budget.sections) {
    rows.push(labels.map((_, index) => cell(index === 0 ? section.name : '', { bold: true })));
    for (const line of section.lines) {
      const quantity = joined([line.quantityText, line.unit], ' ');
      const texts = options.detailed
        ? [
            line.description,
            quantity,
            line.unitPrice.text,
            line.discountText,
            line.vatShortLabel,
            line.amountExcl.text,
            line.insuranceCovered.cents ? line.insuranceCovered.text : '',
          ]
        : [line.description, quantity, line.unitPrice.text, line.vatShortLabel, line.amountExcl.text];
      rows.push(texts.map((text, index) => cell(text, { right: right[index] })));
    }
    const subtotal = interpolate(p.totals.subtotal, { section: section.name });
    rows.push(
      labels.map((_, index) =>
        index === 0
          ? cell(subtotal, { bold: true })
          : index === (options.detailed ? 5 : 4)
            ? cell(section.totals.excl.text, { bold: true, right: true })
            : index === 6 && section.totals.covered.cents
              ? cell(section.totals.covered.text, { bold: true, right: true })
              : cell(''),
      ),
    );
  }
  await drawTable(doc, {
    columns: columnsOf(doc, weights),
    header: { labels, size: SMALL_SIZE + 0.5, align: right.map((value) => (value ? 'right' : 'left')) },
    rows,
  });
}

/** The overview's rows: excl., each VAT kind (with its base), incl., covered, what the client pays. */
export function totalsRows(
  totals: DocumentBudgetTotals,
): { label: string; amount: string; strong?: boolean }[] {
  const t = p.totals;
  return [
    { label: t.excl, amount: totals.excl.text, strong: true },
    ...totals.vat.map((row) =>
      row.rate === 'exempt' || row.rate === 'disbursement'
        ? { label: row.label, amount: row.base.text }
        : {
            label: interpolate(t.vatOver, { rate: row.label, base: row.base.text }),
            amount: row.amount.text,
          },
    ),
    { label: t.incl, amount: totals.incl.text, strong: true },
    { label: t.covered, amount: totals.covered.text },
    { label: t.toPay, amount: totals.toPay.text, strong: true },
  ];
}

/** The totals at the right half of the page, a rule above each total; kept on one page. */
export function drawTotals(doc: Doc, totals: DocumentBudgetTotals): void {
  const rows = totalsRows(totals);
  const width = contentWidth(doc) * 0.55;
  const x = doc.page.margins.left + contentWidth(doc) - width;
  const amountWidth = 90;
  const lineHeight = doc.font(PDF_FONTS.regular).fontSize(BODY_SIZE).currentLineHeight(true) + 4;
  ensureSpace(doc, rows.length * lineHeight + 12);
  doc.y += 6;
  for (const row of rows) {
    const y = doc.y;
    if (row.strong) {
      doc
        .lineWidth(0.5)
        .strokeColor('black')
        .moveTo(x, y - 1)
        .lineTo(x + width, y - 1)
        .stroke();
    }
    const font = row.strong ? PDF_FONTS.bold : PDF_FONTS.regular;
    doc.fillColor('black').font(font).fontSize(BODY_SIZE);
    doc.text(row.label, x, y + 1.5, { width: width - amountWidth - 6 });
    doc.text(row.amount, x + width - amountWidth, y + 1.5, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, y + lineHeight);
  }
  doc.y += 4;
  doc.x = doc.page.margins.left;
}

/** A one-line note in italics (an empty list). */
export function drawNote(doc: Doc, text: string): void {
  ensureSpace(doc, 16);
  doc.font(PDF_FONTS.italic).fontSize(BODY_SIZE).fillColor('black').text(text, doc.page.margins.left, doc.y);
  doc.y += 4;
}

/** "Ondertekening": the heading, the declaration and the signature blocks, together on one page. */
export function drawSigning(doc: Doc, declaration: string, blocks: readonly SignatureBlock[]): void {
  const text = doc
    .font(PDF_FONTS.regular)
    .fontSize(BODY_SIZE)
    .heightOfString(declaration, {
      width: contentWidth(doc),
    });
  drawSectionHeading(doc, p.headings.signatures, text + 12 + signatureBlocksHeight(doc, blocks));
  drawParagraph(doc, declaration, { gap: 8 });
  drawSignatureBlocks(doc, blocks);
}
