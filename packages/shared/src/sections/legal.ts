/** The legal window applied to the cremation and burial moments of a dossier. */
import { toIsoDate } from '../format/date.ts';
import { amsterdamInstant, checkLegalMoment } from '../rules/legal-window.ts';
import { isIsoDate } from '../schemas/dossier.ts';
import type { AddIssue, SectionContext } from './context.ts';
import { diedAtFromParts, legalExceptionOf, type DeceasedSection } from './deceased.ts';

export interface DeathMoment {
  /** The instant the legal window counts from (23:59 of the day when the time is unknown); null if none. */
  at: string | null;
  /** The deceased section has a date of death and no time. */
  timeUnknown: boolean;
}

/**
 * The moment of death: the dossier's (`diedAt`, kept in step with the deceased section), else the deceased
 * section's date and time. When the section holds a date without a time, the moment is 23:59 of that day
 * whatever the dossier holds (a dossier saved before that rule still holds 00:00).
 */
export function deathMomentOf(
  diedAt: string | null | undefined,
  deceased: Pick<DeceasedSection, 'diedOn' | 'diedAtTime'> | null | undefined,
): DeathMoment {
  const timeUnknown = Boolean(deceased?.diedOn && isIsoDate(deceased.diedOn) && !deceased.diedAtTime);
  if (timeUnknown) return { at: diedAtFromParts(deceased?.diedOn, null) ?? diedAt ?? null, timeUnknown };
  return { at: diedAt ?? diedAtFromParts(deceased?.diedOn, deceased?.diedAtTime), timeUnknown };
}

/** The moment of death the rules count from (see `deathMomentOf`). */
export function diedAtOf(context: SectionContext): string | null {
  return deathMomentOf(context.diedAt, context.deceased).at;
}

/** The planned date (`YYYY-MM-DD`) of a cremation or funeral section's data, with or without a time. */
export function plannedDateOf(data: unknown): string | null {
  const date = data !== null && typeof data === 'object' ? (data as { date?: unknown }).date : null;
  return typeof date === 'string' && isIsoDate(date) ? date : null;
}

/**
 * Refuses a cremation or burial outside the legal window unless the deceased section records the matching
 * permit. Without a time only the day is judged: a day wholly before the earliest moment or after the last day.
 */
export function checkLegalWindow(
  add: AddIssue,
  context: SectionContext,
  moment: { date?: string | null; time?: string | null },
  subject: 'cremation' | 'burial',
): void {
  const diedAt = diedAtOf(context);
  if (!diedAt || !moment.date || toIsoDate(diedAt) === null) return;
  const at = moment.time
    ? amsterdamInstant(moment.date, moment.time)
    : amsterdamInstant(moment.date, '23:59');
  if (!at) return;
  const message = checkLegalMoment(diedAt, at, legalExceptionOf(context.deceased), { subject });
  if (message) add(['date'], message);
}
