import { formatDateTime, interpolate, type ApprovalCondition, type CremationData } from '@afscheid/shared';
import { isPlainObject } from '../../../lib/forms/conflict.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { isCremation } from './cremation-form.ts';

const texts = nlPages.cremations.detail;

const isCondition = (value: unknown): value is ApprovalCondition =>
  isPlainObject(value) &&
  typeof value['key'] === 'string' &&
  typeof value['label'] === 'string' &&
  typeof value['ok'] === 'boolean';

/** The conditions a 409 of the approval names as missing (`data.missing`), or null for another error. */
export function missingOf(error: unknown): ApprovalCondition[] | null {
  if (!isApiError(error) || error.status !== 409 || !isPlainObject(error.data)) return null;
  const missing = error.data['missing'];
  return Array.isArray(missing) && missing.every(isCondition) ? missing : null;
}

/** The record as it is now, when the error is a 409 for a stale version (`data`, or `data.current`). */
export function currentRecordOf(error: unknown): CremationData | null {
  if (!isApiError(error) || error.status !== 409 || !isPlainObject(error.data)) return null;
  if (isCremation(error.data['current'])) return error.data['current'];
  return isCremation(error.data) ? error.data : null;
}

/** The checklist with what a refusal said on top: the conditions it names as missing replace the record's. */
export function withRefusal(
  checklist: readonly ApprovalCondition[],
  missing: readonly ApprovalCondition[] | null,
): ApprovalCondition[] {
  if (!missing) return [...checklist];
  const byKey = new Map(missing.map((condition) => [condition.key, condition]));
  const merged = checklist.map((condition) => byKey.get(condition.key) ?? condition);
  const known = new Set(checklist.map((condition) => condition.key));
  return [...merged, ...missing.filter((condition) => !known.has(condition.key))];
}

/** Every condition holds. */
export const allHold = (conditions: readonly ApprovalCondition[]): boolean =>
  conditions.every((condition) => condition.ok);

/** "Vrijgegeven door Ans Bakker op 21 november 2026 10:30." (null before the approval). */
export function approvedText(record: Pick<CremationData, 'approvedAt' | 'approvedBy'>): string | null {
  if (!record.approvedAt) return null;
  const when = formatDateTime(record.approvedAt);
  return record.approvedBy
    ? interpolate(texts.approvedBy, { name: record.approvedBy.name, when })
    : interpolate(texts.approvedAt, { when });
}
