import { interpolate, messages, type DocumentScheduleItem } from '@afscheid/shared';
import { drawParagraph, drawSectionHeading, SMALL_SIZE } from '../../../lib/pdf-document.ts';
import { PDF_FONTS } from '../../../lib/pdf-fonts.ts';
import { columnsOf, drawTable, type PdfCell } from '../../../lib/pdf-table.ts';
import {
  dayText,
  deceasedName,
  drawNote,
  finishPdf,
  pdfTexts as p,
  startPdf,
  timeRange,
  type PdfInput,
} from './common.ts';

const t = p.dayPlanning;

/** The schedule grouped per day, in time order (the data is sorted already). */
function byDay(items: readonly DocumentScheduleItem[]): { heading: string; items: DocumentScheduleItem[] }[] {
  const days: { iso: string; heading: string; items: DocumentScheduleItem[] }[] = [];
  for (const item of items) {
    const last = days.at(-1);
    if (last && last.iso === item.date.iso) last.items.push(item);
    else days.push({ iso: item.date.iso, heading: dayText(item.date), items: [item] });
  }
  return days;
}

/**
 * Dagplanning: every reservation, transfer, ceremony, church service, wake, condolence, cremation or burial and
 * task (by its due date) of the dossier, per day in time order; each day's table breaks over pages with its
 * header and the day's name repeated.
 */
export async function renderDayPlanning(input: PdfInput): Promise<Buffer> {
  const { data } = input;
  const run = startPdf(input, messages.generatables.builtIns['day-planning'].name);
  const { doc } = run;
  drawParagraph(doc, interpolate(t.intro, { name: deceasedName(data) }), { gap: 6 });
  if (data.schedule.length === 0) {
    drawNote(doc, t.empty);
    return finishPdf(run);
  }
  const size = SMALL_SIZE + 0.5;
  const c = t.columns;
  const columns = columnsOf(doc, [1.3, 1.45, 2.35, 2.25, 2.05]);
  for (const day of byDay(data.schedule)) {
    drawSectionHeading(doc, day.heading, 50);
    const rows = day.items.map((item): PdfCell[] => [
      { text: timeRange(item.startTime, item.endTime) || t.wholeDay, font: PDF_FONTS.bold, size },
      { text: item.kindLabel, font: PDF_FONTS.regular, size },
      { text: item.title, font: PDF_FONTS.regular, size },
      { text: item.place, font: PDF_FONTS.regular, size },
      { text: item.notes, font: PDF_FONTS.regular, size },
    ]);
    await drawTable(doc, {
      columns,
      header: { labels: [c.time, c.kind, c.title, c.place, c.notes], size },
      rows,
      onPageBreak: () => drawSectionHeading(doc, interpolate(p.continued, { heading: day.heading }), 0),
    });
  }
  return finishPdf(run);
}
