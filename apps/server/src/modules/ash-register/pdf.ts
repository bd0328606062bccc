import { interpolate, messages } from '@afscheid/shared';
import { PDF_FONTS } from '../../lib/pdf-fonts.ts';
import {
  columnsOf,
  createLandscapePdf,
  drawDocumentHeader,
  drawPageFooters,
  drawTable,
  type PdfCell,
} from '../../lib/pdf-table.ts';
import type { RegisterText } from './lines.ts';

const texts = messages.ash.register;
const columns = texts.columns;
const CELL_SIZE = 7;
const BODY_SIZE = 9;

export type RegisterDocument = {
  organizationName: string;
  year: number;
  /** `Opgemaakt op 21 november 2026` */
  generatedAt: string;
  /** The moment written in the PDF's metadata. */
  createdAt: Date;
  lines: readonly RegisterText[];
};

/**
 * The PDF's columns and their widths in points (of the 770 between the margins; `columnsOf` scales them). The
 * decider's name and address share a cell (the address on the next line), and so do the status and the day the
 * entry was closed, so that twelve columns leave the remark room enough on A4 landscape.
 */
const TABLE: { label: string; width: number; text: (line: RegisterText) => string; bold?: boolean }[] = [
  { label: columns.registrationNumber, width: 66, text: (line) => line.registrationNumber, bold: true },
  { label: columns.lastName, width: 62, text: (line) => line.lastName, bold: true },
  { label: columns.firstNames, width: 58, text: (line) => line.firstNames },
  { label: columns.crematedOn, width: 48, text: (line) => line.crematedOn },
  { label: columns.destination, width: 72, text: (line) => line.destination },
  { label: columns.outcome, width: 50, text: (line) => line.outcome },
  {
    label: columns.decidedByName,
    width: 76,
    text: (line) => [line.decidedByName, line.decidedByAddress].filter(Boolean).join('\n'),
  },
  { label: columns.destinationPlace, width: 70, text: (line) => line.destinationPlace },
  { label: columns.handedToOrPlaced, width: 70, text: (line) => line.handedToOrPlaced },
  { label: columns.executedOn, width: 48, text: (line) => line.executedOn },
  {
    label: columns.status,
    width: 58,
    text: (line) => [line.status, line.closedAt].filter(Boolean).join('\n'),
  },
  { label: columns.remark, width: 92, text: (line) => line.remark },
];

/**
 * Where the long words of the column names may break ("Registratie-nummer"): a soft hyphen, which pdfkit shows
 * as a hyphen only where it breaks the line. Without it the narrow columns would cut them anywhere.
 */
const withBreaks = (label: string) => label.replace(/(Registratie|Crematie|Over)(?=\p{Ll})/gu, '$1\u00AD');

/**
 * The register of art. 50 Wlb for one year as an A4-landscape PDF: the organisation, the title, the year and the
 * article, when it was made, then one table over as many pages as it takes (the header repeated on each, every
 * cell wrapped, nothing cut off), and "Pagina 1 van 3" on every page. A year without cremations says so.
 */
export async function renderRegisterPdf(register: RegisterDocument): Promise<Buffer> {
  const title = texts.title;
  const subtitle = interpolate(texts.subtitle, { year: register.year });
  const { doc, done } = createLandscapePdf({
    title: `${title} ${register.year}`,
    author: register.organizationName,
    createdAt: register.createdAt,
  });
  drawDocumentHeader(doc, {
    organizationName: register.organizationName,
    title,
    lines: [
      { text: subtitle, size: 11, bold: true },
      { text: register.generatedAt, size: BODY_SIZE },
    ],
  });
  if (register.lines.length === 0) {
    doc
      .font(PDF_FONTS.regular)
      .fontSize(BODY_SIZE + 1)
      .text(interpolate(texts.empty, { year: register.year }), doc.page.margins.left, doc.y + 6);
  } else {
    await drawTable(doc, {
      columns: columnsOf(
        doc,
        TABLE.map((column) => column.width),
      ),
      header: { labels: TABLE.map((column) => withBreaks(column.label)), size: CELL_SIZE },
      rows: register.lines.map((line) =>
        TABLE.map((column): PdfCell => ({
          text: column.text(line),
          font: column.bold ? PDF_FONTS.bold : PDF_FONTS.regular,
          size: CELL_SIZE,
        })),
      ),
    });
  }
  drawPageFooters(doc, {
    label: `${register.organizationName} · ${title} ${register.year}`,
    pageLabel: (page, pages) => interpolate(texts.page, { page, pages }),
  });
  doc.end();
  return done;
}
