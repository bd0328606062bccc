/**
 * Ashes (Wet op de lijkbezorging, art. 59 lid 1): the crematorium keeps the urn "gedurende minimaal een maand"
 * after the cremation, so the ashes may leave from the day after that full month. A future revision may shorten
 * the period: it is a parameter.
 */
import { toWallClock, type DateInput } from '../format/wall-clock.ts';
import { addDays } from './holidays.ts';

export const ASH_WAITING_MONTHS = 1;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The first day the ashes may be released (`YYYY-MM-DD`): the day after `months` full calendar months from the
 * cremation date (a calendar date or an instant, read in Amsterdam). A month ends on the same day number of the
 * next month, or on its last day when it lacks that day: cremated 7 January → from 8 February; 28–31 January
 * 2026 → the month ends on 28 February → from 1 March; 31 December → from 1 February. With 0 months there is no
 * waiting: the cremation date itself. Null for an empty or invalid date.
 */
export function ashReleaseDate(cremationDate: DateInput, months: number = ASH_WAITING_MONTHS): string | null {
  const clock = toWallClock(cremationDate);
  if (!clock) return null;
  const cremated = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  if (months <= 0) return cremated;
  const monthIndex = clock.year * 12 + (clock.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const periodEnds = `${pad(year, 4)}-${pad(month)}-${pad(Math.min(clock.day, lastDay))}`;
  return addDays(periodEnds, 1);
}
