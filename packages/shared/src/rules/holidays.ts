/**
 * Dutch public holidays of the Algemene termijnenwet and working days, on calendar dates `YYYY-MM-DD`.
 * Days that a decree treats as a holiday can change: they are a parameter with `DECREE_HOLIDAYS` as default.
 */
import { dossierMessages } from '../nl/dossier-messages.ts';

const names = dossierMessages.holidays;

/** A Besluit gelijkstelling: the days of the years `from`–`to` treated as public holidays. */
export interface HolidayDecree {
  from: number;
  to: number;
  days: readonly string[];
}

/**
 * The decrees under the Algemene termijnenwet (art. 3 lid 3) known to the product. A year none of them covers
 * may still get equated days: `unknownDecreeYears` names such years where a deadline is shown.
 */
export const HOLIDAY_DECREES: readonly HolidayDecree[] = [
  // Besluit gelijkstelling 2023–2025.
  { from: 2023, to: 2025, days: ['2023-04-28', '2023-05-19', '2024-05-10', '2024-12-27', '2025-05-30'] },
  // Besluit gelijkstelling 2026–2028.
  { from: 2026, to: 2028, days: ['2026-01-02', '2026-05-15', '2027-05-07', '2028-04-28', '2028-05-26'] },
];

/** Extra days treated as public holidays by decree: the days of `HOLIDAY_DECREES`. */
export const DECREE_HOLIDAYS: readonly string[] = HOLIDAY_DECREES.flatMap((decree) => decree.days);

/** The years a known decree covers (their equated days are in `DECREE_HOLIDAYS`). */
export const DECREE_YEARS: readonly number[] = HOLIDAY_DECREES.flatMap((decree) =>
  Array.from({ length: decree.to - decree.from + 1 }, (_, index) => decree.from + index),
);

export interface PublicHoliday {
  date: string;
  name: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms / DAY_MS;
}

function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

const isoDate = (year: number, month: number, day: number): string =>
  fromDayNumber(Date.UTC(year, month - 1, day) / DAY_MS);

/** The calendar date `days` days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(toDayNumber(date) * DAY_MS).getUTCDay();
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Koningsdag: 27 April, or 26 April when the 27th falls on a Sunday. */
function kingsDay(year: number): string {
  const date = isoDate(year, 4, 27);
  return dayOfWeek(date) === 0 ? isoDate(year, 4, 26) : date;
}

/**
 * The days that do not count as working days besides weekends, in date order, with Dutch names: the
 * holidays of the Algemene termijnenwet (Goede Vrijdag treated as one) and the `extra` days of that year.
 */
export function dutchPublicHolidays(
  year: number,
  extra: readonly string[] = DECREE_HOLIDAYS,
): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    { date: isoDate(year, 1, 1), name: names.newYear },
    { date: addDays(easter, -2), name: names.goodFriday },
    { date: addDays(easter, 1), name: names.easterMonday },
    { date: kingsDay(year), name: names.kingsDay },
    { date: isoDate(year, 5, 5), name: names.liberationDay },
    { date: addDays(easter, 39), name: names.ascension },
    { date: addDays(easter, 50), name: names.whitMonday },
    { date: isoDate(year, 12, 25), name: names.christmas },
    { date: isoDate(year, 12, 26), name: names.boxingDay },
  ];
  const known = new Set(holidays.map((holiday) => holiday.date));
  for (const date of extra) {
    if (date.startsWith(`${year}-`) && !known.has(date)) {
      holidays.push({ date, name: names.decree });
      known.add(date);
    }
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const defaultHolidayCache = new Map<number, Set<string>>();

function holidaySet(year: number, extra: readonly string[]): Set<string> {
  if (extra !== DECREE_HOLIDAYS)
    return new Set(dutchPublicHolidays(year, extra).map((holiday) => holiday.date));
  let set = defaultHolidayCache.get(year);
  if (!set) {
    set = new Set(dutchPublicHolidays(year).map((holiday) => holiday.date));
    defaultHolidayCache.set(year, set);
  }
  return set;
}

/** The public holiday on this date, or null. */
export function publicHolidayOn(
  date: string,
  extra: readonly string[] = DECREE_HOLIDAYS,
): PublicHoliday | null {
  const year = Number(date.slice(0, 4));
  return dutchPublicHolidays(year, extra).find((holiday) => holiday.date === date) ?? null;
}

/** Not a Saturday, Sunday, public holiday or decree day. */
export function isWorkingDay(date: string, extra: readonly string[] = DECREE_HOLIDAYS): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(Number(date.slice(0, 4)), extra).has(date);
}

/**
 * The `n`th working day after `date` (the date itself does not count); a negative `n` counts back, 0 gives
 * `date` itself.
 */
export function addWorkingDays(date: string, n: number, extra: readonly string[] = DECREE_HOLIDAYS): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of working days: ${n}`);
  const step = n < 0 ? -1 : 1;
  let current = date;
  let remaining = Math.abs(n);
  while (remaining > 0) {
    current = addDays(current, step);
    if (isWorkingDay(current, extra)) remaining -= 1;
  }
  return current;
}

/**
 * The years from the day after `date` up to `until` (both `YYYY-MM-DD`) whose equated days no known decree
 * gives: the working days counted in them may still change. `knownYears` defaults to `DECREE_YEARS`.
 */
export function unknownDecreeYears(
  date: string,
  until: string,
  knownYears: readonly number[] = DECREE_YEARS,
): number[] {
  const first = Number(addDays(date, 1).slice(0, 4));
  const last = Number(until.slice(0, 4));
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) if (!knownYears.includes(year)) years.push(year);
  return years;
}
