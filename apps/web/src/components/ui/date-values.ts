import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';

/** Forms keep dates as text ('2026-11-21', the wire format); the widgets work with CalendarDate. */
export function calendarDateOf(text: string | null | undefined): CalendarDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    // '2026-02-30' and other impossible dates: shown as empty rather than crashing the form.
    return null;
  }
}

/** Forms keep times as text ('14:30'); the widgets work with Time. */
export function timeOf(text: string | null | undefined): Time | null {
  if (!text || !/^\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  try {
    return parseTime(text);
  } catch {
    return null;
  }
}

/** A Time as the form keeps it: 'HH:mm' (24-hour, no seconds). */
export function timeText(time: Pick<Time, 'hour' | 'minute'>): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
