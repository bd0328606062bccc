import type { FieldDescriptor, SectionForm } from '@afscheid/shared';
import type { ConflictRow, TheirChangeRow } from '../../../components/conflict-dialog.tsx';
import { displayValue } from './display-value.ts';
import {
  fieldAt,
  formFields,
  isPlainObject,
  joinPath,
  pathLabel,
  valueAt,
  type SectionValues,
} from './section-fields.ts';

/**
 * A 409 on a section: three versions of the data — `base` (what the form started from), `yours` (what you
 * submitted) and `theirs` (what the server has now). Compared field by field; a list is one unit (items shift
 * when someone adds or removes one, so item-by-item merging would mix two people's lists).
 */
export interface SectionConflictReport {
  /** Fields both of you changed, to different values. */
  conflicts: ConflictRow[];
  /** Fields only the other person changed: kept whichever version wins. */
  theirChanges: TheirChangeRow[];
  /** What "Mijn versie opslaan" sends: their version with your changes on top. */
  overwrite: SectionValues;
}

/** Leaf values by dot path (`person.lastName`, `flowers.0.price`). */
export function flattenValues(
  value: unknown,
  prefix = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => flattenValues(item, joinPath(prefix, index), into));
  } else if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) flattenValues(child, joinPath(prefix, key), into);
  } else if (prefix !== '') {
    into.set(prefix, value);
  }
  return into;
}

/** Empty is empty: a missing key, null and '' are the same answer. */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) && empty(b)) return true;
  return Object.is(a, b);
}

/** The paths of the lists in the layout (outside other lists): each is compared as one unit. */
function listPaths(fields: readonly FieldDescriptor[], parent = ''): string[] {
  return fields.flatMap((field) => {
    const path = joinPath(parent, field.name);
    if (field.kind === 'list') return [path];
    if (field.kind === 'object') return listPaths(field.fields ?? [], path);
    return [];
  });
}

/** The unit a leaf belongs to: its list, or the leaf itself. */
function unitOf(path: string, lists: readonly string[]): string {
  return lists.find((list) => path === list || path.startsWith(`${list}.`)) ?? path;
}

function setAt(target: SectionValues, path: string, value: unknown): void {
  const segments = path.split('.');
  let current: Record<string, unknown> = target;
  for (const segment of segments.slice(0, -1)) {
    const next = current[segment];
    if (!isPlainObject(next)) current[segment] = {};
    current = current[segment] as Record<string, unknown>;
  }
  current[segments[segments.length - 1] ?? ''] = value;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function describeSectionConflict(
  form: SectionForm,
  base: SectionValues,
  yours: SectionValues,
  theirs: SectionValues,
): SectionConflictReport {
  const lists = listPaths(formFields(form));
  const flat = { base: flattenValues(base), yours: flattenValues(yours), theirs: flattenValues(theirs) };
  const units = new Map<string, string[]>();
  for (const path of new Set([...flat.base.keys(), ...flat.yours.keys(), ...flat.theirs.keys()])) {
    const unit = unitOf(path, lists);
    units.set(unit, [...(units.get(unit) ?? []), path]);
  }

  const label = (path: string) => pathLabel(form, path);
  const shown = (path: string, value: unknown) => displayValue(fieldAt(form, path), value);
  const conflicts: ConflictRow[] = [];
  const theirChanges: TheirChangeRow[] = [];
  const overwrite = clone(theirs);

  for (const [unit, paths] of units) {
    const mine = paths.filter((path) => !sameValue(flat.yours.get(path), flat.base.get(path)));
    const others = paths.filter((path) => !sameValue(flat.theirs.get(path), flat.base.get(path)));
    if (mine.length > 0) setAt(overwrite, unit, clone(valueAt(yours, unit)));
    if (mine.length > 0 && others.length > 0) {
      for (const path of paths) {
        const yourValue = flat.yours.get(path);
        const theirValue = flat.theirs.get(path);
        if (sameValue(yourValue, theirValue)) continue;
        conflicts.push({
          field: path,
          label: label(path),
          yours: shown(path, yourValue),
          theirs: shown(path, theirValue),
        });
      }
    } else if (others.length > 0) {
      for (const path of others)
        theirChanges.push({ field: path, label: label(path), theirs: shown(path, flat.theirs.get(path)) });
    }
  }
  return { conflicts, theirChanges, overwrite };
}
