/** Small cross-field checks the section rules share. */
import { formatDate } from '../format/date.ts';
import { toIsoDate } from '../format/date.ts';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import type { IssueLike } from '../validation/field-errors.ts';
import type { AddIssue, IssuePath, SectionContext } from './context.ts';

const errors = messages.dossiers.sectionErrors;

/** The date of death (`YYYY-MM-DD`): the deceased section's, else the dossier's. */
export function deathDateOf(context: SectionContext): string | null {
  return context.deceased?.diedOn ?? (context.diedAt ? toIsoDate(context.diedAt) : null);
}

/** Refuses a date before the date of death ("De datum ligt vóór de datum van overlijden (…)"). */
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

/** A section schema's parse, as `parseCollectingIssues` needs it. */
type SafeParser<T> = {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };
};

/** `value` with `path` set to `replacement` (copies along the path; the input is left as it is). */
function setAt(value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number' && head < value.length) {
    const copy = [...value];
    copy[head] = setAt(copy[head], rest, replacement);
    return copy;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof head === 'string') {
    const source = value as Record<string, unknown>;
    if (!Object.prototype.hasOwnProperty.call(source, head)) return value;
    return { ...source, [head]: setAt(source[head], rest, replacement) };
  }
  return value;
}

/**
 * Parses a section's data and gathers every issue in one round. Zod runs the checks across an object's fields
 * (an address's postcode) only once its fields are valid, so a failing field is set to null (every section field
 * may be empty) and the rest parsed again, a few rounds at most, collecting the issues of each round. `data` is
 * the parse of what remains valid, for the cross-field rules; null when that still fails. Issue 11: a save shows
 * all its messages at once rather than one round after another.
 */
export function parseCollectingIssues<T>(
  schema: SafeParser<T>,
  input: unknown,
  rounds = 4,
): { data: T | null; issues: IssueLike[] } {
  const issues: IssueLike[] = [];
  const emptied = new Set<string>();
  let current = input;
  for (let round = 0; round < rounds; round++) {
    const parsed = schema.safeParse(current);
    if (parsed.success) return { data: parsed.data, issues };
    const found = parsed.error.issues;
    const pathOf = (issue: IssueLike) => issue.path.map(String).join('.');
    // A value that may not be empty (or the whole data): its first message stands, and the rules cannot run.
    if (found.some((issue) => issue.path.length === 0 || emptied.has(pathOf(issue)))) {
      for (const issue of found) if (!emptied.has(pathOf(issue))) issues.push(issue);
      break;
    }
    for (const issue of found) {
      issues.push(issue);
      emptied.add(pathOf(issue));
      current = setAt(current, issue.path, null);
    }
  }
  return { data: null, issues };
}
