import {
  formatDate,
  formatTime,
  interpolate,
  toIsoDate,
  unknownDecreeDaysNote,
  type DossierData,
} from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** From this many calendar days before the last day, the header warns. */
const NEAR_DAYS = 2;

/** 'dinsdag 14 april 2026' for a calendar date or an instant (its day in Amsterdam). */
export function formatDateWithWeekday(input: string): string {
  const date = toIsoDate(input);
  if (!date) return '';
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()];
  return `${weekday} ${formatDate(date)}`;
}

/** '5 april 2026 om 14:30' (Amsterdam time). */
export function formatMoment(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = formatDate(instant);
  if (!date) return '';
  return interpolate(nld.dossier.dateAtTime, { date, time: formatTime(instant) });
}

/** The moment of death: '21 november 2026 om 14:30', or '21 november 2026, tijd onbekend'. */
export function formatDeath(dossier: Pick<DossierData, 'diedAt' | 'deathTimeUnknown'>): string {
  if (!dossier.deathTimeUnknown) return formatMoment(dossier.diedAt);
  const date = formatDate(dossier.diedAt);
  return date ? interpolate(nld.dossier.dateTimeUnknown, { date }) : '';
}

/**
 * The planned cremation or funeral: its moment, or its date while the time is not set ('27 november 2026, tijd
 * nog niet vastgelegd'); null while nothing is planned.
 */
export function formatPlanned(dossier: Pick<DossierData, 'funeralAt' | 'funeralDate'>): string | null {
  if (dossier.funeralAt) return formatMoment(dossier.funeralAt);
  const date = dossier.funeralDate ? formatDate(dossier.funeralDate) : '';
  return date ? interpolate(nld.dossier.dateWithoutTime, { date }) : null;
}

/** Whole calendar days (Amsterdam) from `from` to `to`, both 'YYYY-MM-DD'. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type WindowTone = 'info' | 'warning' | 'error';

export interface LegalWindowView {
  /** "Vroegst: 5 april 2026 om 14:30 · Uiterlijk: dinsdag 14 april 2026". */
  text: string;
  earliest: string;
  latest: string;
  /** A permit that moves the window (uitstel or vervroeging). */
  exception: string | null;
  /** Said when a year of the count has no known decree days yet (the last day may come later). */
  decreeNote: string | null;
  /** A warning when the deadline is near or passed, or the planned moment lies outside the window. */
  warning: { tone: WindowTone; message: string } | null;
}

type WindowInput = Pick<DossierData, 'legalWindow' | 'funeralAt' | 'status'> &
  Partial<Pick<DossierData, 'funeralDate'>>;

/** The last allowed day: the law's, or the last day of a recorded uitstel. */
function deadlineOf({ latestDate, exception }: WindowInput['legalWindow']): string {
  return exception?.kind === 'delay' && exception.until && exception.until > latestDate
    ? exception.until
    : latestDate;
}

function warningFor(dossier: WindowInput, now: Date): LegalWindowView['warning'] {
  const { earliestAt, exception } = dossier.legalWindow;
  const deadline = deadlineOf(dossier.legalWindow);
  // A date without a time is judged by the whole day, as the server does.
  const plannedDay = dossier.funeralAt ? toIsoDate(dossier.funeralAt) : (dossier.funeralDate ?? null);
  if (plannedDay) {
    const tooEarly = dossier.funeralAt
      ? Date.parse(dossier.funeralAt) < Date.parse(earliestAt)
      : plannedDay < (toIsoDate(earliestAt) ?? plannedDay);
    if (tooEarly && exception?.kind !== 'early') {
      return { tone: 'error', message: nld.dossier.plannedTooEarly };
    }
    if (plannedDay > deadline) return { tone: 'error', message: nld.dossier.plannedTooLate };
    return null;
  }
  // Nothing planned yet: only an open dossier still has a deadline to watch.
  if (dossier.status !== 'open') return null;
  const today = toIsoDate(now);
  if (!today) return null;
  if (today > deadline) return { tone: 'error', message: nld.dossier.windowPassed };
  const days = daysBetween(today, deadline);
  if (days <= 0) return { tone: 'warning', message: nld.dossier.windowToday };
  if (days === 1) return { tone: 'warning', message: nld.dossier.windowNearOne };
  if (days <= NEAR_DAYS) return { tone: 'warning', message: interpolate(nld.dossier.windowNear, { days }) };
  return null;
}

function exceptionText(exception: DossierData['legalWindow']['exception']): string | null {
  if (!exception) return null;
  const { reference, until } = exception;
  if (exception.kind === 'early') return interpolate(nld.dossier.exceptionEarly, { reference });
  if (!until) return interpolate(nld.dossier.exceptionDelayNoEnd, { reference });
  return interpolate(nld.dossier.exceptionDelay, { reference, until: formatDateWithWeekday(until) });
}

/** The legal window of the dossier header, in Dutch. */
export function legalWindowView(dossier: WindowInput, now: Date = new Date()): LegalWindowView {
  const { earliestAt, latestDate, exception, unknownDecreeYears } = dossier.legalWindow;
  const earliest = formatMoment(earliestAt);
  const latest = formatDateWithWeekday(latestDate);
  return {
    text: interpolate(nld.dossier.windowText, { earliest, latest }),
    earliest,
    latest,
    exception: exceptionText(exception),
    decreeNote: unknownDecreeDaysNote(unknownDecreeYears ?? []),
    warning: warningFor(dossier, now),
  };
}
