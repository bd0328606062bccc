import { formatDate, formatTime, interpolate, toIsoDate, type DossierData } from '@afscheid/shared';
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
  /** A warning when the deadline is near or passed, or the planned moment lies outside the window. */
  warning: { tone: WindowTone; message: string } | null;
}

type WindowInput = Pick<DossierData, 'legalWindow' | 'funeralAt' | 'status'>;

function warningFor(dossier: WindowInput, now: Date): LegalWindowView['warning'] {
  const { earliestAt, latestAt, latestDate, exception } = dossier.legalWindow;
  if (dossier.funeralAt) {
    const planned = Date.parse(dossier.funeralAt);
    if (planned < Date.parse(earliestAt) && exception?.kind !== 'early') {
      return { tone: 'error', message: nld.dossier.plannedTooEarly };
    }
    if (planned > Date.parse(latestAt) && exception?.kind !== 'delay') {
      return { tone: 'error', message: nld.dossier.plannedTooLate };
    }
    return null;
  }
  // Nothing planned yet: only an open dossier still has a deadline to watch.
  if (dossier.status !== 'open' || exception?.kind === 'delay') return null;
  if (now.getTime() > Date.parse(latestAt)) return { tone: 'error', message: nld.dossier.windowPassed };
  const today = toIsoDate(now);
  if (!today) return null;
  const days = daysBetween(today, latestDate);
  if (days <= 0) return { tone: 'warning', message: nld.dossier.windowToday };
  if (days === 1) return { tone: 'warning', message: nld.dossier.windowNearOne };
  if (days <= NEAR_DAYS) return { tone: 'warning', message: interpolate(nld.dossier.windowNear, { days }) };
  return null;
}

/** The legal window of the dossier header, in Dutch. */
export function legalWindowView(dossier: WindowInput, now: Date = new Date()): LegalWindowView {
  const { earliestAt, latestDate, exception } = dossier.legalWindow;
  const earliest = formatMoment(earliestAt);
  const latest = formatDateWithWeekday(latestDate);
  const exceptionText = exception
    ? interpolate(exception.kind === 'delay' ? nld.dossier.exceptionDelay : nld.dossier.exceptionEarly, {
        reference: exception.reference,
      })
    : null;
  return {
    text: interpolate(nld.dossier.windowText, { earliest, latest }),
    earliest,
    latest,
    exception: exceptionText,
    warning: warningFor(dossier, now),
  };
}
