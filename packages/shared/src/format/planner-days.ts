import { getDayOfWeek, parseDate, toCalendarDate, fromDate } from '@internationalized/date';
import { TIME_ZONE } from '../constants.ts';

/**
 * Days and weeks of the planner as they are on a clock in Amsterdam, whatever the time zone of the server or
 * the browser (issue 13). A day runs from 00:00 to the next 00:00 in Amsterdam, so 29 March 2026 lasts 23 hours
 * and 25 October 2026 lasts 25; a week starts on Monday. Dates are `YYYY-MM-DD`, instants ISO-8601 UTC.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar date `YYYY-MM-DD`. */
export function isPlannerDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  try {
    return parseDate(text).toString() === text;
  } catch {
    return false;
  }
}

/** The instant at which the date starts in Amsterdam. */
export function dayStart(date: string): Date {
  return parseDate(date).toDate(TIME_ZONE);
}

/** `date` plus `days` calendar days (negative goes back). */
export function addPlannerDays(date: string, days: number): string {
  return parseDate(date).add({ days }).toString();
}

/** The Monday of the date's week. */
export function weekStartOf(date: string): string {
  const day = parseDate(date);
  // getDayOfWeek with the nl-NL locale counts from Monday (0) to Sunday (6).
  return day.subtract({ days: getDayOfWeek(day, 'nl-NL') }).toString();
}

/** The instants `[from, to)` of one Amsterdam day. */
export function dayRange(date: string): { from: string; to: string } {
  return { from: dayStart(date).toISOString(), to: dayStart(addPlannerDays(date, 1)).toISOString() };
}

/** The instants `[from, to)` of the Monday-to-Sunday week the date is in. */
export function weekRange(date: string): { from: string; to: string; days: string[] } {
  const monday = weekStartOf(date);
  const days = Array.from({ length: 7 }, (_, index) => addPlannerDays(monday, index));
  return {
    from: dayStart(monday).toISOString(),
    to: dayStart(addPlannerDays(monday, 7)).toISOString(),
    days,
  };
}

/** How many minutes the Amsterdam day lasts: 1440, or 1380/1500 on the days the clocks change. */
export function minutesInDay(date: string): number {
  return Math.round((dayStart(addPlannerDays(date, 1)).getTime() - dayStart(date).getTime()) / 60_000);
}

/** The Amsterdam calendar date an instant falls on. */
export function amsterdamDateOf(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return toCalendarDate(fromDate(date, TIME_ZONE)).toString();
}

/** Today's date in Amsterdam. */
export function amsterdamToday(now: Date = new Date()): string {
  return amsterdamDateOf(now);
}
