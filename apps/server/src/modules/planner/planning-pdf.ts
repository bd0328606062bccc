import PDFDocument from 'pdfkit';
import { interpolate, messages } from '@afscheid/shared';
import { PDF_FONTS, registerPdfFonts } from '../../lib/pdf-fonts.ts';

const texts = messages.reservations.planner;

/** One reservation line of the day planning: the cells in the order of `DAY_COLUMNS`. */
export type DayRow = { cells: string[]; option: boolean };
/** One place of the day planning: its heading, where it is, and its reservations in time order. */
export type DaySection = { heading: string; subheading: string | null; rows: DayRow[] };
/** One place of the week planning: seven cells (Monday to Sunday), each a list of reservation lines. */
export type WeekRow = { heading: string; subheading: string | null; cells: string[][] };

export type PlanningDocument = {
  title: string;
  organizationName: string;
  /** `Opgemaakt op 24 november 2026 om 03:40` */
  generatedAt: string;
  /** A PNG or JPEG; anything pdfkit cannot read is left out. */
  logo: Buffer | null;
  /** The moment written in the PDF's metadata. */
  createdAt: Date;
  body: { view: 'day'; sections: DaySection[] } | { view: 'week'; dayLabels: string[]; rows: WeekRow[] };
};

// A4 landscape in points; thin black borders and black text only, so a black-and-white print reads the same.
const MARGIN = 36;
const FOOTER_HEIGHT = 24;
const BORDER = 0.5;
const PAD = 3;
const BODY_SIZE = 9;
const CELL_SIZE = 8;
const HEADER_FILL = '#e6e6e6';
const FONT = PDF_FONTS.regular;
const BOLD = PDF_FONTS.bold;
const ITALIC = PDF_FONTS.italic;

type Doc = PDFKit.PDFDocument;

/** Relative widths of the day planning's columns: time, duration, title, kind, dossier, status, notes. */
const DAY_WIDTHS = [1.25, 0.75, 2.4, 1.05, 0.85, 0.85, 2.6];
const DAY_COLUMNS = [
  texts.columns.time,
  texts.columns.duration,
  texts.columns.title,
  texts.columns.kind,
  texts.columns.dossier,
  texts.columns.status,
  texts.columns.notes,
];
const PLACE_COLUMN_WIDTH = 130;

/** Renders the planning as an A4-landscape PDF in DejaVu Sans (every name as written: `lib/pdf-fonts.ts`). */
export function renderPlanningPdf(planning: PlanningDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: 'nl-NL',
    displayTitle: true,
    info: {
      Title: planning.title,
      Author: planning.organizationName,
      Creator: 'Afscheid',
      CreationDate: planning.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  registerPdfFonts(doc);
  drawHeader(doc, planning);
  if (planning.body.view === 'day') drawDay(doc, planning.body.sections);
  else drawWeek(doc, planning.body.dayLabels, planning.body.rows);
  drawFooters(doc, planning);
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function drawHeader(doc: Doc, planning: PlanningDocument): void {
  const top = doc.page.margins.top;
  const left = doc.page.margins.left;
  let textWidth = contentWidth(doc);
  let logoBottom = top;
  if (planning.logo) {
    const box: [number, number] = [150, 50];
    try {
      const x = left + contentWidth(doc) - box[0];
      doc.image(planning.logo, x, top, { fit: box, align: 'right' });
      textWidth -= box[0] + 12;
      logoBottom = top + box[1];
    } catch {
      // An unreadable or unsupported logo (e.g. WebP) is left out; the name says whose planning it is.
    }
  }
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(12)
    .text(planning.organizationName, left, top, { width: textWidth });
  doc.moveDown(0.2);
  doc.font(BOLD).fontSize(18).text(planning.title, { width: textWidth });
  doc.moveDown(0.15);
  doc.font(FONT).fontSize(BODY_SIZE).text(planning.generatedAt, { width: textWidth });
  doc.y = Math.max(doc.y, logoBottom) + 10;
  doc.x = left;
}

/** Page numbers and the title on every page, so a loose printed page still says what it is. */
function drawFooters(doc: Doc, planning: PlanningDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - CELL_SIZE;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font(FONT).fontSize(CELL_SIZE).fillColor('black');
    doc.text(`${planning.organizationName} · ${planning.title}`, left, y, {
      width: width * 0.7,
      lineBreak: false,
      ellipsis: true,
    });
    const page = interpolate(texts.page, { page: index - range.start + 1, pages: range.count });
    doc.text(page, left + width * 0.7, y, { width: width * 0.3, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function sectionHeadingHeight(doc: Doc, heading: string, subheading: string | null): number {
  const width = contentWidth(doc);
  let height = doc.font(BOLD).fontSize(12).heightOfString(heading, { width }) + 2;
  if (subheading) height += doc.font(FONT).fontSize(BODY_SIZE).heightOfString(subheading, { width });
  return height + 6;
}

function drawSectionHeading(doc: Doc, heading: string, subheading: string | null): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.fillColor('black').font(BOLD).fontSize(12).text(heading, left, doc.y, { width });
  doc.y += 2;
  if (subheading) doc.font(FONT).fontSize(BODY_SIZE).text(subheading, left, doc.y, { width });
  doc.y += 6;
}

/** Column x positions and widths over the content width. */
function columnsOf(doc: Doc, weights: number[]): { x: number; width: number }[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let x = doc.page.margins.left;
  return weights.map((weight) => {
    const width = (contentWidth(doc) * weight) / total;
    const column = { x, width };
    x += width;
    return column;
  });
}

function cellHeight(doc: Doc, text: string, width: number, font: string, size: number): number {
  if (!text) return 0;
  return doc
    .font(font)
    .fontSize(size)
    .heightOfString(text, { width: width - 2 * PAD });
}

/** One table row: optional grey fill (the header), thin borders, the texts. */
function drawRow(
  doc: Doc,
  columns: { x: number; width: number }[],
  cells: { text: string; font: string; size: number }[],
  height: number,
  fill: string | null,
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
      .text(cell.text, column.x + PAD, y + PAD, { width: column.width - 2 * PAD });
  });
  doc.y = y + height;
  doc.x = doc.page.margins.left;
}

function headerRow(doc: Doc, columns: { x: number; width: number }[], labels: string[], size: number) {
  const cells = labels.map((text) => ({ text, font: BOLD, size }));
  const height =
    Math.max(...cells.map((cell, i) => cellHeight(doc, cell.text, columns[i]!.width, BOLD, size))) + 2 * PAD;
  return { height, draw: () => drawRow(doc, columns, cells, height, HEADER_FILL) };
}

function newPage(doc: Doc): void {
  doc.addPage();
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top;
}

function drawDay(doc: Doc, sections: DaySection[]): void {
  if (sections.length === 0) {
    doc.font(FONT).fontSize(BODY_SIZE).text(texts.noPlaces);
    return;
  }
  const columns = columnsOf(doc, DAY_WIDTHS);
  const header = headerRow(doc, columns, DAY_COLUMNS, BODY_SIZE);

  for (const section of sections) {
    const headingHeight = sectionHeadingHeight(doc, section.heading, section.subheading);
    const rows = section.rows.map((row) => {
      const cells = row.cells.map((text, index) => ({
        text,
        // The title of an option is set in italics as well as marked ‘Optie’ in its own column.
        font: index === 2 && row.option ? ITALIC : index === 2 ? BOLD : FONT,
        size: BODY_SIZE,
      }));
      const height =
        Math.max(
          ...cells.map((cell, i) => cellHeight(doc, cell.text, columns[i]!.width, cell.font, cell.size)),
        ) +
        2 * PAD;
      return { cells, height };
    });
    const firstHeight = rows[0]?.height ?? doc.font(FONT).fontSize(BODY_SIZE).currentLineHeight() + 2 * PAD;
    // A heading never stands alone at the bottom of a page: it goes with the table's header and first row.
    if (doc.y + headingHeight + header.height + firstHeight > bottomLimit(doc)) newPage(doc);
    drawSectionHeading(doc, section.heading, section.subheading);
    if (rows.length === 0) {
      doc.font(ITALIC).fontSize(BODY_SIZE).text(texts.noReservations, doc.page.margins.left, doc.y);
      doc.y += 12;
      continue;
    }
    header.draw();
    for (const row of rows) {
      if (doc.y + row.height > bottomLimit(doc)) {
        newPage(doc);
        drawSectionHeading(doc, interpolate(texts.continued, { place: section.heading }), null);
        header.draw();
      }
      drawRow(doc, columns, row.cells, row.height, null);
    }
    doc.y += 14;
  }
}

function drawWeek(doc: Doc, dayLabels: string[], rows: WeekRow[]): void {
  if (rows.length === 0) {
    doc.font(FONT).fontSize(BODY_SIZE).text(texts.noPlaces);
    return;
  }
  const dayWidth = (contentWidth(doc) - PLACE_COLUMN_WIDTH) / dayLabels.length;
  const columns = columnsOf(doc, [PLACE_COLUMN_WIDTH, ...dayLabels.map(() => dayWidth)]);
  const header = headerRow(doc, columns, [texts.columns.place, ...dayLabels], BODY_SIZE);
  const entryGap = 3;
  const entryHeight = (text: string, width: number) => cellHeight(doc, text, width, FONT, CELL_SIZE);
  const placeText = (row: WeekRow, continued: boolean) => ({
    heading: continued ? interpolate(texts.continued, { place: row.heading }) : row.heading,
    subheading: row.subheading,
  });
  const placeHeight = (heading: string, subheading: string | null) =>
    cellHeight(doc, heading, columns[0]!.width, BOLD, BODY_SIZE) +
    (subheading ? cellHeight(doc, subheading, columns[0]!.width, FONT, CELL_SIZE) : 0) +
    2 * PAD;

  header.draw();
  for (const row of rows) {
    // The entries still to draw per day. A row goes whole onto the page it fits on; only a row taller than a
    // page is split, continuing on the next page under its place name with "(vervolg)".
    const remaining = row.cells.map((entries) => [...entries]);
    let continued = false;
    for (;;) {
      const place = placeText(row, continued);
      const available = bottomLimit(doc) - doc.y;
      const freshPage = doc.y <= doc.page.margins.top + header.height + 1;
      const taken = remaining.map((entries, day) => {
        let height = 2 * PAD;
        let count = 0;
        for (const entry of entries) {
          const next = height + entryHeight(entry, columns[day + 1]!.width) + (count > 0 ? entryGap : 0);
          // On a fresh page at least one entry of each day goes in, whatever it takes: the row moves on.
          if (next > available && !(freshPage && count === 0)) break;
          height = next;
          count++;
        }
        return { count, height };
      });
      const rowHeight = Math.max(placeHeight(place.heading, place.subheading), ...taken.map((t) => t.height));
      const allTaken = taken.every((t, day) => t.count === remaining[day]!.length);
      const complete = allTaken && (freshPage || rowHeight <= available);
      if (!complete && !freshPage) {
        newPage(doc);
        header.draw();
        continue;
      }
      drawWeekRow(doc, columns, place, remaining, taken, rowHeight, entryGap);
      for (const [day, t] of taken.entries()) remaining[day]!.splice(0, t.count);
      if (complete) break;
      newPage(doc);
      header.draw();
      continued = true;
    }
  }
}

function drawWeekRow(
  doc: Doc,
  columns: { x: number; width: number }[],
  place: { heading: string; subheading: string | null },
  remaining: string[][],
  taken: { count: number }[],
  height: number,
  entryGap: number,
): void {
  const y = doc.y;
  drawRow(
    doc,
    columns,
    columns.map(() => ({ text: '', font: FONT, size: CELL_SIZE })),
    height,
    null,
  );
  const first = columns[0]!;
  doc
    .font(BOLD)
    .fontSize(BODY_SIZE)
    .text(place.heading, first.x + PAD, y + PAD, { width: first.width - 2 * PAD });
  if (place.subheading) {
    doc
      .font(FONT)
      .fontSize(CELL_SIZE)
      .text(place.subheading, first.x + PAD, doc.y, { width: first.width - 2 * PAD });
  }
  remaining.forEach((entries, day) => {
    const column = columns[day + 1]!;
    let entryY = y + PAD;
    for (const entry of entries.slice(0, taken[day]!.count)) {
      doc
        .font(FONT)
        .fontSize(CELL_SIZE)
        .text(entry, column.x + PAD, entryY, { width: column.width - 2 * PAD });
      entryY = doc.y + entryGap;
    }
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height;
}
