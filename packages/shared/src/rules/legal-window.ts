/**
 * The legal window for a burial or cremation (Wet op de lijkbezorging, art. 16 and 17): not earlier than 36
 * hours after death, not later than the 6th working day after the day of death, in Europe/Amsterdam. The law
 * can change these numbers: they are options with `LEGAL_WINDOW_DEFAULTS` as default.
 */
import { formatDate, formatDateTime, toIsoDate } from '../format/date.ts';
import { toWallClock } from '../format/wall-clock.ts';
import { interpolate } from '../nl/interpolate.ts';
import { dossierMessages } from '../nl/dossier-messages.ts';
import { DECREE_HOLIDAYS, addDays, addWorkingDays } from './holidays.ts';

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
}

export interface LegalWindow {
  /** The earliest allowed instant (death + 36 hours). */
  earliestAt: string;
  /** The last allowed day (`YYYY-MM-DD`, Amsterdam). */
  latestDate: string;
  /** The end of that day in Amsterdam as an instant (the last allowed millisecond). */
  latestAt: string;
}

export type LegalExceptionKind = 'delay' | 'early';

/** A recorded permit: `delay` (uitstel, burgemeester) allows later, `early` (officier van justitie) earlier. */
export interface LegalExceptionPermit {
  kind: LegalExceptionKind;
  reference: string;
}

function wallClockMs(instantMs: number): number | null {
  const clock = toWallClock(new Date(instantMs));
  if (!clock) return null;
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/**
 * The instant at which a clock in Amsterdam shows `date` `time` (`YYYY-MM-DD`, `HH:mm`), as ISO text; null for
 * an invalid date or time. In the autumn hour that occurs twice the first is meant; a time in the skipped
 * spring hour is read with the offset before the change (02:30 → 03:30 summer time).
 */
export function amsterdamInstant(date: string, time = '00:00'): string | null {
  const day = toWallClock(date);
  const clock = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!day || day.hasTime || !clock) return null;
  const [hour, minute, second] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(day.year, day.month - 1, day.day, hour, minute, second);
  // The offsets in force a day before and after; the larger (summer time) first, so a repeated hour
  // resolves to its first occurrence.
  const offsets = [local - DAY_MS, local + DAY_MS]
    .map((probe) => (wallClockMs(probe) ?? probe) - probe)
    .sort((a, b) => b - a);
  for (const offset of offsets) {
    if (wallClockMs(local - offset) === local) return new Date(local - offset).toISOString();
  }
  // In the skipped hour: read the time with the offset before the change.
  const before = (wallClockMs(local - DAY_MS) ?? local) - (local - DAY_MS);
  return new Date(local - before).toISOString();
}

/** The window in which the burial or cremation of someone who died at `diedAt` (an instant) may take place. */
export function legalWindow(diedAt: string, options: LegalWindowOptions = {}): LegalWindow {
  const earliestHours = options.earliestHours ?? LEGAL_WINDOW_DEFAULTS.earliestHours;
  const latestWorkingDays = options.latestWorkingDays ?? LEGAL_WINDOW_DEFAULTS.latestWorkingDays;
  const died = new Date(diedAt);
  const deathDay = toIsoDate(died);
  if (Number.isNaN(died.getTime()) || deathDay === null) throw new RangeError(`Not an instant: ${diedAt}`);
  const latestDate = addWorkingDays(deathDay, latestWorkingDays, options.extraHolidays ?? DECREE_HOLIDAYS);
  const nextMidnight = amsterdamInstant(addDays(latestDate, 1));
  return {
    earliestAt: new Date(died.getTime() + earliestHours * HOUR_MS).toISOString(),
    latestDate,
    latestAt: new Date(new Date(nextMidnight ?? latestDate).getTime() - 1).toISOString(),
  };
}

export interface CheckLegalMomentOptions extends LegalWindowOptions {
  /** Names the act in the message: "De crematie", "De begrafenis" (default "De crematie of begrafenis"). */
  subject?: 'cremation' | 'burial';
}

/**
 * Null when a burial or cremation at `at` is allowed for someone who died at `diedAt`; otherwise a Dutch
 * message naming the allowed window. A `delay` permit allows a date after the window, an `early` permit a
 * moment before it.
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
    subject: dossierMessages.legal.subjects[options.subject ?? 'any'],
    earliest: formatDateTime(window.earliestAt),
    latestDate: formatDate(window.latestDate),
  };
  if (moment < new Date(window.earliestAt).getTime() && exception?.kind !== 'early') {
    return interpolate(dossierMessages.legal.tooEarly, params);
  }
  if (moment > new Date(window.latestAt).getTime() && exception?.kind !== 'delay') {
    return interpolate(dossierMessages.legal.tooLate, params);
  }
  return null;
}
