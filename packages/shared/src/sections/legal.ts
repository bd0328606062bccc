/** The legal window applied to the cremation and burial moments of a dossier. */
import { toIsoDate } from '../format/date.ts';
import { amsterdamInstant, checkLegalMoment } from '../rules/legal-window.ts';
import type { AddIssue, SectionContext } from './context.ts';
import { diedAtFromParts, legalExceptionOf } from './deceased.ts';

/** The moment of death: the dossier's, else the deceased section's date and time. */
export function diedAtOf(context: SectionContext): string | null {
  return context.diedAt ?? diedAtFromParts(context.deceased?.diedOn, context.deceased?.diedAtTime);
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
