import { RANGE_SEPARATOR } from '../constants.ts';
import { timeOfDay, toWallClock, type DateInput } from './wall-clock.ts';

// Fixed names rather than Intl month names: identical output on every ICU build.
const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** '21 november 2026'; '' for an empty or invalid value. */
export function formatDate(input: DateInput): string {
  const clock = toWallClock(input);
  if (!clock) return '';
  return `${clock.day} ${MONTHS[clock.month - 1] ?? ''} ${clock.year}`;
}

/** '21-11-2026'. */
export function formatDateShort(input: DateInput): string {
  const clock = toWallClock(input);
  if (!clock) return '';
  return `${pad(clock.day)}-${pad(clock.month)}-${pad(clock.year, 4)}`;
}

/** '14:05'; also accepts 'HH:mm[:ss]'. A calendar date has no time: ''. */
export function formatTime(input: DateInput): string {
  const time = timeOfDay(input);
  return time ? `${pad(time.hour)}:${pad(time.minute)}` : '';
}

/** '21 november 2026 14:05' (a calendar date shows only the date). */
export function formatDateTime(input: DateInput): string {
  const clock = toWallClock(input);
  if (!clock) return '';
  const date = formatDate(input);
  return clock.hasTime ? `${date} ${pad(clock.hour)}:${pad(clock.minute)}` : date;
}

/** 'november 2026'. */
export function formatMonth(input: DateInput): string {
  const clock = toWallClock(input);
  return clock ? `${MONTHS[clock.month - 1] ?? ''} ${clock.year}` : '';
}

/** '21 november 2026 ~ 23 november 2026'; with one side missing, only the other. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  return [formatDate(start), formatDate(end)].filter((part) => part !== '').join(RANGE_SEPARATOR);
}

/** The Amsterdam calendar date of a value as 'YYYY-MM-DD' (the wire format), or null. */
export function toIsoDate(input: DateInput): string | null {
  const clock = toWallClock(input);
  return clock ? `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` : null;
}
