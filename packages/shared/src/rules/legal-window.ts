/**
 * The legal window for a burial or cremation (Wet op de lijkbezorging, art. 16 and 17): not earlier than 36
 * hours after death, not later than the 6th working day after the day of death, in Europe/Amsterdam. The law
 * can change these numbers: they are options with `LEGAL_WINDOW_DEFAULTS` as default, and the messages name
 * the numbers in force.
 */
import { formatDate, formatDateTime, toIsoDate } from '../format/date.ts';
import { toWallClock } from '../format/wall-clock.ts';
import { interpolate } from '../nl/interpolate.ts';
import { lawMessages } from '../nl/law-messages.ts';
import { DECREE_HOLIDAYS, DECREE_YEARS, addDays, addWorkingDays, unknownDecreeYears } from './holidays.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const LEGAL_WINDOW_DEFAULTS = { earliestHours: 36, latestWorkingDays: 6 } as const;

export interface LegalWindowOptions {
  /** Hours after death before which nothing may happen (art. 16: 36). */
  earliestHours?: number;
  /** Working days after the day of death on which it must have happened (art. 16: 6). */
  latestWorkingDays?: number;
  /** Days treated as public holidays by decree (`DECREE_HOLIDAYS`). */
  extraHolidays?: readonly string[];
  /** The years whose decree days `extraHolidays` holds (`DECREE_YEARS`). */
  decreeYears?: readonly number[];
}

export interface LegalWindow {
  /** The earliest allowed instant (death + 36 hours). */
  earliestAt: string;
  /** The last allowed day (`YYYY-MM-DD`, Amsterdam). */
  latestDate: string;
  /** The end of that day in Amsterdam as an instant (the last allowed millisecond). */
  latestAt: string;
  /**
   * The years of the count whose days equated with holidays by decree are not known yet: the last day was
   * computed without them (it may come later once a decree names them). Empty when every year is covered.
   */
  unknownDecreeYears: number[];
}

export type LegalExceptionKind = 'delay' | 'early';

/**
 * A recorded permit, both granted by the burgemeester (art. 17): `delay` (uitstel) allows a later date up to
 * and including `until`, `early` (vervroeging, with the consent of the officier van justitie) an earlier moment.
 */
export interface LegalExceptionPermit {
  kind: LegalExceptionKind;
  reference: string;
  /** The last day of an uitstel (`YYYY-MM-DD`); null for a vervroeging or an uitstel without end date. */
  until: string | null;
}

function wallClockMs(instantMs: number): number | null {
  const clock = toWallClock(new Date(instantMs));
  if (!clock) return null;
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/**
 * The instant at which a clock in Amsterdam shows `date` `time` (`YYYY-MM-DD`, `HH:mm`), as ISO text; null for
 * an invalid date or time. In the autumn hour that occurs twice (02:00–02:59 on the last Sunday of October) the
 * later one is meant, in winter time: for a death that is the safe side (the 36 hours end an hour later), and
 * a planned moment in that night is not a real case. A time in the skipped spring hour is read with the offset
 * before the change (02:30 → 03:30 summer time).
 */
export function amsterdamInstant(date: string, time = '00:00'): string | null {
  const day = toWallClock(date);
  const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!day || day.hasTime || !clock) return null;
  const [hour, minute, second] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(day.year, day.month - 1, day.day, hour, minute, second);
  // The offsets in force a day before and after; the smaller (winter time) first, so a repeated hour
  // resolves to its later occurrence.
  const offsets = [local - DAY_MS, local + DAY_MS]
    .map((probe) => (wallClockMs(probe) ?? probe) - probe)
    .sort((a, b) => a - b);
  for (const offset of offsets) {
    if (wallClockMs(local - offset) === local) return new Date(local - offset).toISOString();
  }
  // In the skipped hour: read the time with the offset before the change.
  const before = (wallClockMs(local - DAY_MS) ?? local) - (local - DAY_MS);
  return new Date(local - before).toISOString();
}

/** The end of the Amsterdam day `date` as an instant (its last millisecond). */
function endOfDay(date: string): string {
  const nextMidnight = amsterdamInstant(addDays(date, 1));
  return new Date(new Date(nextMidnight ?? date).getTime() - 1).toISOString();
}

/** The window in which the burial or cremation of someone who died at `diedAt` (an instant) may take place. */
export function legalWindow(diedAt: string, options: LegalWindowOptions = {}): LegalWindow {
  const earliestHours = options.earliestHours ?? LEGAL_WINDOW_DEFAULTS.earliestHours;
  const latestWorkingDays = options.latestWorkingDays ?? LEGAL_WINDOW_DEFAULTS.latestWorkingDays;
  const died = new Date(diedAt);
  const deathDay = toIsoDate(died);
  if (Number.isNaN(died.getTime()) || deathDay === null) throw new RangeError(`Not an instant: ${diedAt}`);
  const latestDate = addWorkingDays(deathDay, latestWorkingDays, options.extraHolidays ?? DECREE_HOLIDAYS);
  return {
    earliestAt: new Date(died.getTime() + earliestHours * HOUR_MS).toISOString(),
    latestDate,
    latestAt: endOfDay(latestDate),
    unknownDecreeYears: unknownDecreeYears(deathDay, latestDate, options.decreeYears ?? DECREE_YEARS),
  };
}

/** 'zesde' for 6 (Dutch ordinal words up to twintigste, then '21e'). */
export function dutchOrdinal(n: number): string {
  return lawMessages.ordinals[n] ?? interpolate(lawMessages.ordinalFallback, { n });
}

/** '2029', '2028 en 2029', '2027, 2028 en 2029'. */
function yearList(years: readonly number[]): string {
  const texts = years.map(String);
  const last = texts.pop();
  return texts.length === 0 ? (last ?? '') : `${texts.join(', ')}${lawMessages.and}${last ?? ''}`;
}

/**
 * The note that goes with a last day counted through a year without known decree days (see
 * `LegalWindow.unknownDecreeYears`), or null.
 */
export function unknownDecreeDaysNote(years: readonly number[]): string | null {
  return years.length === 0 ? null : interpolate(lawMessages.unknownDecreeDays, { years: yearList(years) });
}

export interface CheckLegalMomentOptions extends LegalWindowOptions {
  /** Names the act in the message: "De crematie", "De begrafenis" (default "De crematie of begrafenis"). */
  subject?: 'cremation' | 'burial';
}

/**
 * Null when a burial or cremation at `at` is allowed for someone who died at `diedAt`; otherwise a Dutch
 * message naming the allowed window and the numbers in force. An `early` permit allows a moment before the
 * window; a `delay` permit a date after it up to and including its `until` day (without that day, nothing
 * later: the permit is incomplete).
 */
export function checkLegalMoment(
  diedAt: string,
  at: string,
  exception: LegalExceptionPermit | null,
  options: CheckLegalMomentOptions = {},
): string | null {
  const window = legalWindow(diedAt, options);
  const moment = new Date(at).getTime();
  if (Number.isNaN(moment)) return null;
  const params = {
    subject: lawMessages.subjects[options.subject ?? 'any'],
    earliest: formatDateTime(window.earliestAt),
    latestDate: formatDate(window.latestDate),
    hours: options.earliestHours ?? LEGAL_WINDOW_DEFAULTS.earliestHours,
    ordinal: dutchOrdinal(options.latestWorkingDays ?? LEGAL_WINDOW_DEFAULTS.latestWorkingDays),
  };
  const withDecreeNote = (message: string) => {
    const note = unknownDecreeDaysNote(window.unknownDecreeYears);
    return note ? `${message} ${note}` : message;
  };
  if (moment < new Date(window.earliestAt).getTime() && exception?.kind !== 'early') {
    return withDecreeNote(interpolate(lawMessages.tooEarly, params));
  }
  if (moment <= new Date(window.latestAt).getTime()) return null;
  if (exception?.kind !== 'delay') return withDecreeNote(interpolate(lawMessages.tooLate, params));
  if (!exception.until) return withDecreeNote(interpolate(lawMessages.delayWithoutEnd, params));
  if (moment > new Date(endOfDay(exception.until)).getTime()) {
    return interpolate(lawMessages.afterDelay, {
      ...params,
      until: formatDate(exception.until),
      reference: exception.reference,
    });
  }
  return null;
}
