import { maskBsn, type AuditEntry } from '@afscheid/shared';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  value !== null && typeof value === 'object' && 'from' in value && 'to' in value;

/**
 * The changes of an audit event as the histories show them: stored as `{ field: { from, to } }` (an update) or
 * `{ field: value }` (what a creation set); a BSN is masked.
 */
export function auditChanges(text: string | null): AuditEntry['changes'] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (stored === null || typeof stored !== 'object') return [];
  return Object.entries(stored).map(([field, value]) => {
    const change = isChange(value) ? value : { from: null, to: value };
    const bsn = /(^|\.)bsn$/i.test(field);
    const mask = (v: unknown) => (bsn && typeof v === 'string' ? maskBsn(v) : v);
    return { field, from: mask(change.from), to: mask(change.to) };
  });
}
