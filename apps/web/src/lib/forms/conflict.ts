import { isApiError } from '../api/errors.ts';

/**
 * The one conflict describer of the versioned forms. A 409 means three versions of a record's form values:
 * `base` (what the form started from), `yours` (what you submitted) and `theirs` (what the server has now).
 * They are compared field by field (a dot path per leaf: `person.lastName`, `flowers.0.price`); a list can be
 * compared as one unit, because its items shift when someone adds or removes one and merging item by item
 * would mix two people's lists.
 */

/** A field both people changed, to different values (display texts). */
export interface ConflictRow {
  field: string;
  label: string;
  yours: string;
  theirs: string;
}

/** A field only the other person changed: kept whichever version wins. */
export interface TheirChangeRow {
  field: string;
  label: string;
  theirs: string;
}

export interface ConflictReport<V> {
  /** Fields both of you changed, to different values. */
  conflicts: ConflictRow[];
  /** Fields only the other person changed. */
  theirChanges: TheirChangeRow[];
  /** What "save mine" sends: their version with your changes on top. */
  merged: V;
}

/** How a form names and shows its fields. */
export interface ConflictFields {
  /** The label of a leaf path ("Telefoonnummer", "Persoon › Achternaam"). */
  label(path: string): string;
  /** A value as the page shows it ('' for empty: the dialog shows "(leeg)"). */
  display(path: string, value: unknown): string;
  /** Paths compared and taken over as one unit (lists). */
  units?: readonly string[];
}

type Values = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const join = (parent: string, key: string | number) => (parent === '' ? String(key) : `${parent}.${key}`);

/** Leaf values by dot path (`person.lastName`, `flowers.0.price`). */
export function flattenValues(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flattenValues(item, join(prefix, index), into));
  } else if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) flattenValues(child, join(prefix, key), into);
  } else if (prefix !== '') {
    into.set(prefix, value);
  }
  return into;
}

/** Every path in the values, containers included (`contacts`, `contacts.0`, `contacts.0.phone`). */
export function valuePaths(value: unknown, prefix = ''): string[] {
  const children: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [join(prefix, index), item])
    : isPlainObject(value)
      ? Object.entries(value).map(([key, child]) => [join(prefix, key), child])
      : [];
  return children.flatMap(([path, child]) => [path, ...valuePaths(child, path)]);
}

const normalized = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The same answer: a missing key, null and '' are all empty; text is compared without surrounding spaces. */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = normalized(a);
  const right = normalized(b);
  if (isEmpty(left) && isEmpty(right)) return true;
  return Object.is(left, right);
}

function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Values)[segment];
  }
  return current;
}

function setAt(target: Values, path: string, value: unknown): void {
  const segments = path.split('.');
  let current: Values = target;
  segments.slice(0, -1).forEach((segment, index) => {
    const next = current[segment];
    // A missing container becomes a list when the path goes on with an item number.
    if (next === null || typeof next !== 'object') current[segment] = /^\d+$/.test(segments[index + 1] ?? '') ? [] : {};
    current = current[segment] as Values;
  });
  current[segments[segments.length - 1] ?? ''] = value;
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** The unit a leaf belongs to: its list, or the leaf itself. */
function unitOf(path: string, units: readonly string[]): string {
  return units.find((unit) => path === unit || path.startsWith(`${unit}.`)) ?? path;
}

export function describeConflict<V extends object>(
  base: V,
  yours: V,
  theirs: V,
  fields: ConflictFields,
): ConflictReport<V> {
  const units = fields.units ?? [];
  const flat = { base: flattenValues(base), yours: flattenValues(yours), theirs: flattenValues(theirs) };
  const byUnit = new Map<string, string[]>();
  for (const path of new Set([...flat.base.keys(), ...flat.yours.keys(), ...flat.theirs.keys()])) {
    const unit = unitOf(path, units);
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), path]);
  }

  const conflicts: ConflictRow[] = [];
  const theirChanges: TheirChangeRow[] = [];
  const merged = clone(theirs) as Values;
  const row = (path: string, value: unknown) => ({
    field: path,
    label: fields.label(path),
    theirs: fields.display(path, value),
  });

  for (const [unit, paths] of byUnit) {
    const mine = paths.filter((path) => !sameValue(flat.yours.get(path), flat.base.get(path)));
    const others = paths.filter((path) => !sameValue(flat.theirs.get(path), flat.base.get(path)));
    if (mine.length > 0) setAt(merged, unit, clone(valueAt(yours, unit)));
    if (mine.length > 0 && others.length > 0) {
      for (const path of paths) {
        const yourValue = flat.yours.get(path);
        const theirValue = flat.theirs.get(path);
        if (sameValue(yourValue, theirValue)) continue;
        conflicts.push({ ...row(path, theirValue), yours: fields.display(path, yourValue) });
      }
    } else if (others.length > 0) {
      for (const path of others) theirChanges.push(row(path, flat.theirs.get(path)));
    }
  }
  return { conflicts, theirChanges, merged: merged as V };
}

/** The record a 409 answer carries (the version saved meanwhile), if `error` is that and it is one. */
export function conflictRecord<R>(error: unknown, isRecord: (data: unknown) => data is R): R | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return isRecord(error.data) ? error.data : null;
}

/** A record with an id and a version number: the shape every versioned record shares. */
export function isVersioned(data: unknown): data is { id: string; version: number } {
  return isPlainObject(data) && typeof data['id'] === 'string' && typeof data['version'] === 'number';
}
