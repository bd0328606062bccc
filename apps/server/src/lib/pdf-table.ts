import PDFDocument from 'pdfkit';
import { PDF_FONTS, registerPdfFonts } from './pdf-fonts.ts';

/**
 * The pieces every generated A4 PDF shares (the planning and the register of ash destinations in landscape, the
 * dossier documents of issue 16 in portrait): the document with the DejaVu fonts, the heading block, a footer
 * with the page numbers on every page, and tables with thin black borders whose cells wrap their text, that break
 * across pages with their header repeated, and that split a row taller than a page instead of cutting it off.
 * Black on white only, so a black-and-white print reads the same.
 */

export type Doc = PDFKit.PDFDocument;
/** One column of a table: where it starts and how wide it is (points). */
export type PdfColumn = { x: number; width: number };
/** One cell's text and how it is set (left-aligned unless `align` says otherwise, e.g. amounts at the right). */
export type PdfCell = { text: string; font: string; size: number; align?: 'left' | 'right' | 'center' };

export const PDF_MARGIN = 36;
const FOOTER_HEIGHT = 24;
const BORDER = 0.5;
/** The space between a cell's border and its text. */
export const CELL_PAD = 3;
const HEADER_FILL = '#e6e6e6';
const FOOTER_SIZE = 8;
/** Rows a table draws before it lets the event loop run other work. */
const YIELD_EVERY = 50;

/**
 * A new A4-landscape document in DejaVu Sans (every name as written: `pdf-fonts.ts`), its pages buffered so the
 * footers can count them, and the bytes it gives once the caller ends it.
 */
export function createLandscapePdf(info: PdfInfo): { doc: Doc; done: Promise<Buffer> } {
  return createA4Pdf(info, 'landscape');
}

/** The same, A4 portrait: the generated dossier documents (issue 16). */
export function createPortraitPdf(info: PdfInfo): { doc: Doc; done: Promise<Buffer> } {
  return createA4Pdf(info, 'portrait');
}

export type PdfInfo = { title: string; author: string; createdAt: Date };

function createA4Pdf(info: PdfInfo, layout: 'landscape' | 'portrait'): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margins: {
      top: PDF_MARGIN,
      left: PDF_MARGIN,
      right: PDF_MARGIN,
      bottom: PDF_MARGIN + FOOTER_HEIGHT,
    },
    bufferPages: true,
    lang: 'nl-NL',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Creator: 'Afscheid', CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerPdfFonts(doc);
  return { doc, done };
}

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/**
 * The heading block of the first page: the organisation's name, the title, then lines such as a subtitle and
 * "Opgemaakt op …"; the logo (PNG or JPEG) at the right when there is one pdfkit can read.
 */
export function drawDocumentHeader(
  doc: Doc,
  heading: {
    organizationName: string;
    title: string;
    lines: { text: string; size: number; bold?: boolean }[];
    logo?: Buffer | null;
  },
): void {
  const top = doc.page.margins.top;
  const left = doc.page.margins.left;
  let textWidth = contentWidth(doc);
  let logoBottom = top;
  if (heading.logo) {
    const box: [number, number] = [150, 50];
    try {
      const x = left + contentWidth(doc) - box[0];
      doc.image(heading.logo, x, top, { fit: box, align: 'right' });
      textWidth -= box[0] + 12;
      logoBottom = top + box[1];
    } catch {
      // An unreadable or unsupported logo (e.g. WebP) is left out; the name says whose document it is.
    }
  }
  doc
    .fillColor('black')
    .font(PDF_FONTS.bold)
    .fontSize(12)
    .text(heading.organizationName, left, top, { width: textWidth });
  doc.moveDown(0.2);
  doc.font(PDF_FONTS.bold).fontSize(18).text(heading.title, { width: textWidth });
  for (const line of heading.lines) {
    doc.moveDown(0.15);
    doc
      .font(line.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(line.size)
      .text(line.text, { width: textWidth });
  }
  doc.y = Math.max(doc.y, logoBottom) + 10;
  doc.x = left;
}

/**
 * On every page, below the bottom margin: `label` at the left (the organisation and the title, so a loose
 * printed page still says what it is) and `pageLabel(page, pages)` ("Pagina 1 van 3") at the right. Call it last,
 * when every page exists.
 */
export function drawPageFooters(
  doc: Doc,
  footer: { label: string; pageLabel: (page: number, pages: number) => string },
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PDF_MARGIN - FOOTER_SIZE;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font(PDF_FONTS.regular).fontSize(FOOTER_SIZE).fillColor('black');
    doc.text(footer.label, left, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(footer.pageLabel(index - range.start + 1, range.count), left + width * 0.7, y, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** Column x positions and widths over the content width, in proportion to `weights`. */
export function columnsOf(doc: Doc, weights: number[]): PdfColumn[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let x = doc.page.margins.left;
  return weights.map((weight) => {
    const width = (contentWidth(doc) * weight) / total;
    const column = { x, width };
    x += width;
    return column;
  });
}

/** The height of a cell's wrapped text (without the padding); 0 for an empty cell. */
export function cellHeight(doc: Doc, text: string, width: number, font: string, size: number): number {
  if (!text) return 0;
  return doc
    .font(font)
    .fontSize(size)
    .heightOfString(text, { width: width - 2 * CELL_PAD });
}

/** The height of a row: its tallest cell and the padding. */
export function rowHeight(doc: Doc, columns: PdfColumn[], cells: PdfCell[]): number {
  const size = cells[0]?.size ?? FOOTER_SIZE;
  const empty = doc.font(PDF_FONTS.regular).fontSize(size).currentLineHeight();
  const tallest = Math.max(
    0,
    ...cells.map((cell, i) => cellHeight(doc, cell.text, columns[i]!.width, cell.font, cell.size)),
  );
  return Math.max(tallest, empty) + 2 * CELL_PAD;
}

/** One table row at `doc.y`: optional grey fill (the header), thin borders, the texts; moves `doc.y` below it. */
export function drawRow(
  doc: Doc,
  columns: PdfColumn[],
  cells: PdfCell[],
  height: number,
  fill: string | null = null,
): void {
  const y = doc.y;
  const left = columns[0]!.x;
  const right = columns[columns.length - 1]!.x + columns[columns.length - 1]!.width;
  if (fill) doc.rect(left, y, right - left, height).fill(fill);
  doc.lineWidth(BORDER).strokeColor('black');
  doc.rect(left, y, right - left, height).stroke();
  for (const column of columns.slice(1))
    doc
      .moveTo(column.x, y)
      .lineTo(column.x, y + height)
      .stroke();
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    if (!cell.text) return;
    doc
      .fillColor('black')
      .font(cell.font)
      .fontSize(cell.size)
      .text(cell.text, column.x + CELL_PAD, y + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: cell.align ?? 'left',
      });
  });
  doc.y = y + height;
  doc.x = doc.page.margins.left;
}

/** The height of one line of the row's largest text. */
const lineHeight = (doc: Doc, cells: PdfCell[]) =>
  Math.max(...cells.map((cell) => doc.font(cell.font).fontSize(cell.size).currentLineHeight(true)));

/** A table's header row (bold labels on grey): its height, and how to draw it at `doc.y`. */
export function headerRow(
  doc: Doc,
  columns: PdfColumn[],
  labels: string[],
  size: number,
  align?: readonly (PdfCell['align'] | undefined)[],
) {
  const cells = labels.map((text, index) => ({ text, font: PDF_FONTS.bold, size, align: align?.[index] }));
  const height = rowHeight(doc, columns, cells);
  return { height, draw: () => drawRow(doc, columns, cells, height, HEADER_FILL) };
}

export function newPage(doc: Doc): void {
  doc.addPage();
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top;
}

/**
 * The longest start of `text` whose wrapped height is at most `maxHeight`, cut at a space when there is one, and
 * the rest; the whole text and '' when it fits.
 */
export function splitCellText(
  doc: Doc,
  text: string,
  width: number,
  font: string,
  size: number,
  maxHeight: number,
): [string, string] {
  if (cellHeight(doc, text, width, font, size) <= maxHeight) return [text, ''];
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cellHeight(doc, text.slice(0, middle).trimEnd(), width, font, size) <= maxHeight) low = middle;
    else high = middle - 1;
  }
  const space = text.slice(0, low + 1).search(/\s\S*$/);
  const cut = space > 0 ? space : low;
  return [text.slice(0, cut).trimEnd(), text.slice(cut).trimStart()];
}

/**
 * A table from `doc.y` on: the header, then the rows; a row that does not fit on the page goes to the next one,
 * where `onPageBreak` draws what belongs above the repeated header (e.g. "Aula (vervolg)"). A row taller than a
 * whole page is split line by line over as many pages as it takes, its first cell repeated on each: nothing is
 * cut off.
 */
export async function drawTable(
  doc: Doc,
  table: {
    columns: PdfColumn[];
    /** `align`: per column, as its cells (amounts at the right). */
    header: { labels: string[]; size: number; align?: readonly (PdfCell['align'] | undefined)[] };
    rows: PdfCell[][];
    onPageBreak?: () => void;
  },
): Promise<void> {
  const { columns } = table;
  const header = headerRow(doc, columns, table.header.labels, table.header.size, table.header.align);
  // Fresh: the header stands at the top of the page with no row below it yet, so a row that does not fit
  // there fits nowhere and is split.
  let fresh = false;
  const breakPage = () => {
    newPage(doc);
    table.onPageBreak?.();
    header.draw();
    fresh = true;
  };
  const tallerThanPage = (height: number) => height > bottomLimit(doc) - doc.page.margins.top - header.height;
  const fewLines = (cells: PdfCell[]) => 3 * lineHeight(doc, cells) + 2 * CELL_PAD;
  const first = table.rows[0];
  if (first && doc.y > doc.page.margins.top) {
    // A header never stands alone at the bottom of a page: it goes with (the start of) the first row.
    const height = rowHeight(doc, columns, first);
    const room = bottomLimit(doc) - doc.y - header.height;
    if (height > room && !(tallerThanPage(height) && room >= fewLines(first))) newPage(doc);
  }
  fresh = doc.y <= doc.page.margins.top;
  header.draw();
  for (const [index, row] of table.rows.entries()) {
    // pdfkit draws synchronously: a register of thousands of lines would hold the server for seconds, so the
    // other requests get their turn every so many rows.
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    let cells = row;
    for (;;) {
      const height = rowHeight(doc, columns, cells);
      if (doc.y + height <= bottomLimit(doc)) {
        drawRow(doc, columns, cells, height);
        fresh = false;
        break;
      }
      const room = bottomLimit(doc) - doc.y;
      // A row taller than a whole page is split anyway: it starts here when a few of its lines fit.
      if (!fresh && !(tallerThanPage(height) && room >= fewLines(cells))) {
        breakPage();
        continue;
      }
      // What fits goes on this page, the rest of each cell continues on the next.
      const parts = cells.map((cell, i) =>
        splitCellText(doc, cell.text, columns[i]!.width, cell.font, cell.size, room - 2 * CELL_PAD),
      );
      if (parts.every(([head]) => head === '')) throw new Error('A table row has no room on an empty page.');
      drawRow(
        doc,
        columns,
        cells.map((cell, i) => ({ ...cell, text: parts[i]![0] })),
        room,
      );
      // The continued row says whose it is: the first column's text comes again.
      cells = cells.map((cell, i) => ({ ...cell, text: parts[i]![1] || (i === 0 ? row[0]!.text : '') }));
      breakPage();
    }
  }
}
