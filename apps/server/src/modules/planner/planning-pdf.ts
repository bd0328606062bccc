import { interpolate, messages } from '@afscheid/shared';
import { PDF_FONTS } from '../../lib/pdf-fonts.ts';
import {
  bottomLimit,
  CELL_PAD as PAD,
  cellHeight,
  columnsOf,
  contentWidth,
  createLandscapePdf,
  drawDocumentHeader,
  drawPageFooters,
  drawRow,
  drawTable,
  headerRow,
  newPage,
  rowHeight,
  type Doc,
  type PdfColumn,
} from '../../lib/pdf-table.ts';

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

// A4 landscape (the document, heading, footers and tables of `lib/pdf-table.ts`): black on white only.
const BODY_SIZE = 9;
const CELL_SIZE = 8;
const FONT = PDF_FONTS.regular;
const BOLD = PDF_FONTS.bold;
const ITALIC = PDF_FONTS.italic;

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
export async function renderPlanningPdf(planning: PlanningDocument): Promise<Buffer> {
  const { doc, done } = createLandscapePdf({
    title: planning.title,
    author: planning.organizationName,
    createdAt: planning.createdAt,
  });
  drawDocumentHeader(doc, {
    organizationName: planning.organizationName,
    title: planning.title,
    lines: [{ text: planning.generatedAt, size: BODY_SIZE }],
    logo: planning.logo,
  });
  if (planning.body.view === 'day') await drawDay(doc, planning.body.sections);
  else drawWeek(doc, planning.body.dayLabels, planning.body.rows);
  // Page numbers and the title on every page, so a loose printed page still says what it is.
  drawPageFooters(doc, {
    label: `${planning.organizationName} · ${planning.title}`,
    pageLabel: (page, pages) => interpolate(texts.page, { page, pages }),
  });
  doc.end();
  return done;
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

async function drawDay(doc: Doc, sections: DaySection[]): Promise<void> {
  if (sections.length === 0) {
    doc.font(FONT).fontSize(BODY_SIZE).text(texts.noPlaces);
    return;
  }
  const columns = columnsOf(doc, DAY_WIDTHS);
  const headerHeight = headerRow(doc, columns, DAY_COLUMNS, BODY_SIZE).height;

  for (const section of sections) {
    const headingHeight = sectionHeadingHeight(doc, section.heading, section.subheading);
    const rows = section.rows.map((row) =>
      row.cells.map((text, index) => ({
        text,
        // The title of an option is set in italics as well as marked ‘Optie’ in its own column.
        font: index === 2 && row.option ? ITALIC : index === 2 ? BOLD : FONT,
        size: BODY_SIZE,
      })),
    );
    const firstHeight = rows[0]
      ? rowHeight(doc, columns, rows[0])
      : doc.font(FONT).fontSize(BODY_SIZE).currentLineHeight() + 2 * PAD;
    // A heading never stands alone at the bottom of a page: it goes with the table's header and first row.
    if (doc.y + headingHeight + headerHeight + firstHeight > bottomLimit(doc)) newPage(doc);
    drawSectionHeading(doc, section.heading, section.subheading);
    if (rows.length === 0) {
      doc.font(ITALIC).fontSize(BODY_SIZE).text(texts.noReservations, doc.page.margins.left, doc.y);
      doc.y += 12;
      continue;
    }
    await drawTable(doc, {
      columns,
      header: { labels: DAY_COLUMNS, size: BODY_SIZE },
      rows,
      onPageBreak: () =>
        drawSectionHeading(doc, interpolate(texts.continued, { place: section.heading }), null),
    });
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
      const height = Math.max(placeHeight(place.heading, place.subheading), ...taken.map((t) => t.height));
      const allTaken = taken.every((t, day) => t.count === remaining[day]!.length);
      const complete = allTaken && (freshPage || height <= available);
      if (!complete && !freshPage) {
        newPage(doc);
        header.draw();
        continue;
      }
      drawWeekRow(doc, columns, place, remaining, taken, height, entryGap);
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
  columns: PdfColumn[],
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
