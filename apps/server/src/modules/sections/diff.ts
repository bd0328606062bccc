import { maskBsn } from '@afscheid/shared';

export type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * The leaves of a section's data by path (`person.lastName`, `contacts.0.phone`); empty values (null, '',
 * empty lists and objects) are left out, so "not filled in" has one spelling.
 */
export function flatten(
  value: unknown,
  prefix = '',
  into: Map<string, unknown> = new Map(),
): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, prefix ? `${prefix}.${index}` : String(index), into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== null && value !== undefined && value !== '' && prefix !== '') {
    into.set(prefix, value);
  }
  return into;
}

/** A BSN in the audit trail shows only its last four digits. */
const isBsnPath = (path: string) => /(^|\.)bsn$/i.test(path);
const masked = (path: string, value: unknown) =>
  value !== null && typeof value === 'string' && isBsnPath(path) ? maskBsn(value) : value;

/** What changed between two versions of a section, by data path (a flat diff; a BSN masked). */
export function diffSection(before: unknown, after: unknown): Changes {
  const from = flatten(before);
  const to = flatten(after);
  const changes: Changes = {};
  for (const path of new Set([...from.keys(), ...to.keys()])) {
    const a = from.get(path) ?? null;
    const b = to.get(path) ?? null;
    if (a !== b) changes[path] = { from: masked(path, a), to: masked(path, b) };
  }
  return changes;
}
