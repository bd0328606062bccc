/**
 * Ashes (Wet op de lijkbezorging, art. 58): the crematorium keeps the urn at least one calendar month after
 * the cremation. A future revision may shorten the period: it is a parameter.
 */
import { toWallClock, type DateInput } from '../format/wall-clock.ts';

export const ASH_WAITING_MONTHS = 1;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The first day the ashes may be released (`YYYY-MM-DD`): the cremation date (a calendar date or an instant,
 * read in Amsterdam) plus `months` calendar months; a day that the month lacks becomes its last day
 * (7 January → 7 February; 31 January → 28 or 29 February). Null for an empty or invalid date.
 */
export function ashReleaseDate(cremationDate: DateInput, months: number = ASH_WAITING_MONTHS): string | null {
  const clock = toWallClock(cremationDate);
  if (!clock) return null;
  const monthIndex = clock.year * 12 + (clock.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(clock.day, lastDay))}`;
}
