/** Small cross-field checks the section rules share. */
import { formatDate } from '../format/date.ts';
import { toIsoDate } from '../format/date.ts';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import type { AddIssue, IssuePath, SectionContext } from './context.ts';

const errors = messages.dossiers.sectionErrors;

/** The date of death (`YYYY-MM-DD`): the deceased section's, else the dossier's. */
export function deathDateOf(context: SectionContext): string | null {
  return context.deceased?.diedOn ?? (context.diedAt ? toIsoDate(context.diedAt) : null);
}

/** Refuses a date before the date of death ("De datum ligt voor de datum van overlijden (…)"). */
export function notBeforeDeath(
  add: AddIssue,
  context: SectionContext,
  path: IssuePath,
  value: string | null | undefined,
  label: string,
): void {
  const diedOn = deathDateOf(context);
  if (value && diedOn && value < diedOn) {
    add(path, interpolate(errors.beforeDeath, { field: label, diedOn: formatDate(diedOn) }));
  }
}

/** Refuses an end time before the start time (on one day). */
export function endNotBeforeStart(
  add: AddIssue,
  path: IssuePath,
  start: string | null | undefined,
  end: string | null | undefined,
  endLabel = 'De eindtijd',
  startLabel = 'de begintijd',
): void {
  if (start && end && end < start) {
    add(path, interpolate(errors.endBeforeStart, { field: endLabel, start: `${startLabel} (${start})` }));
  }
}

/** A gathering's day not before the death, and its end time not before its start time (see `timeSlot`). */
export function checkTimeSlot(
  add: AddIssue,
  context: SectionContext,
  slot: { date?: string | null; startTime?: string | null; endTime?: string | null },
  dateLabel: string,
): void {
  notBeforeDeath(add, context, ['date'], slot.date, dateLabel);
  endNotBeforeStart(add, ['endTime'], slot.startTime, slot.endTime);
}

/** Refuses an end moment (date and time) before the start moment. */
export function periodNotReversed(
  add: AddIssue,
  path: IssuePath,
  start: { date?: string | null; time?: string | null },
  end: { date?: string | null; time?: string | null },
  endLabel: string,
  startLabel: string,
): void {
  if (!start.date || !end.date) return;
  const from = `${start.date}T${start.time ?? '00:00'}`;
  const until = `${end.date}T${end.time ?? '23:59'}`;
  if (until < from) {
    const shown = start.time ? `${formatDate(start.date)} ${start.time}` : formatDate(start.date);
    add(path, interpolate(errors.endBeforeStart, { field: endLabel, start: `${startLabel} (${shown})` }));
  }
}
