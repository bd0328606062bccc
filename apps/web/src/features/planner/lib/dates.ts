import { amsterdamDateOf, formatDate, formatTime, interpolate, weekRange } from '@afscheid/shared';
import { nlPlanner } from './texts.ts';

/**
 * Dutch names of the planner's days and weeks, whatever the browser's language: "Dinsdag 24 november 2026",
 * "Week 48: 23 – 29 november 2026", "di 24 nov".
 */

const texts = nlPlanner.dates;

/** 0 = Monday … 6 = Sunday, for a `YYYY-MM-DD` date. */
export function weekdayIndex(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return (sundayFirst + 6) % 7;
}

/** 'dinsdag'. */
export const weekdayName = (date: string) => texts.weekdays[weekdayIndex(date)] ?? '';

const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** The ISO 8601 week number (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeekNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  // The Thursday of this week decides the year the week belongs to.
  utc.setUTCDate(utc.getUTCDate() + 3 - weekdayIndex(date));
  const firstThursday = new Date(Date.UTC(utc.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  return 1 + Math.round((utc.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

/** 'Dinsdag 24 november 2026'. */
export function dayHeading(date: string): string {
  return `${capitalize(weekdayName(date))} ${formatDate(date)}`;
}

/** '23 – 29 november 2026', '30 november – 6 december 2026', '28 december 2026 – 3 januari 2027'. */
export function weekRangeText(date: string): string {
  const { days } = weekRange(date);
  const first = days[0] ?? date;
  const last = days[6] ?? date;
  const [firstDay, firstMonth, firstYear] = formatDate(first).split(' ');
  const [, lastMonth, lastYear] = formatDate(last).split(' ');
  const start =
    firstYear !== lastYear ? formatDate(first) : firstMonth !== lastMonth ? `${firstDay} ${firstMonth}` : firstDay;
  return `${start} – ${formatDate(last)}`;
}

/** 'Week 48: 23 – 29 november 2026'. */
export function weekHeading(date: string): string {
  return interpolate(texts.weekHeading, { week: isoWeekNumber(weekRange(date).days[0] ?? date), range: weekRangeText(date) });
}

/** 'di 24 nov': a week view column. */
export function shortDayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${texts.weekdaysShort[weekdayIndex(date)] ?? ''} ${day ?? ''} ${texts.monthsShort[(month ?? 1) - 1] ?? ''}`;
}

/** 'dinsdag 24 november 2026': a day in running text. */
export const longDayLabel = (date: string) => `${weekdayName(date)} ${formatDate(date)}`;

/**
 * The times of a reservation as text: '10:00 tot 11:30'; across midnight with the end day
 * ('23:00 tot 25 november 01:00'). `separator` is 'tot' for sentences, '–' for the blocks.
 */
export function timeRangeText(startsAt: string, endsAt: string, separator: 'tot' | '–' = 'tot'): string {
  const start = formatTime(startsAt);
  const endDate = amsterdamDateOf(endsAt);
  const sameDay = amsterdamDateOf(startsAt) === endDate;
  const end = sameDay ? formatTime(endsAt) : `${formatDate(endDate).replace(/ \d{4}$/, '')} ${formatTime(endsAt)}`;
  return separator === 'tot' ? `${start} ${texts.until} ${end}` : `${start}–${end}`;
}

/** '24 november 2026 10:00–11:30': a reservation's moment with its date. */
export function whenText(startsAt: string, endsAt: string): string {
  return `${formatDate(startsAt)} ${timeRangeText(startsAt, endsAt, '–')}`;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * The times of a reservation as shown on one day (a block, a week cell, the list): '10:00–11:30'; a part on
 * another day carries that day ('24 nov 16:00–02:00' on the 25th, '23:00–25 nov 01:00' on the 24th).
 */
export function timeOnDay(startsAt: string, endsAt: string, date: string): string {
  const part = (instant: string) => {
    const day = amsterdamDateOf(instant);
    if (day === date) return formatTime(instant);
    const [, month, dayOfMonth] = day.split('-').map(Number);
    return `${dayOfMonth ?? ''} ${texts.monthsShort[(month ?? 1) - 1] ?? ''} ${formatTime(instant)}`;
  };
  return `${part(startsAt)}–${part(endsAt)}`;
}
