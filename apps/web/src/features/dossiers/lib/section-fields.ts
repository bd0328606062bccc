import type { FieldDescriptor, SectionForm } from '@afscheid/shared';

/**
 * Pure helpers of the section form renderer: paths, defaults, visibility and the labels of a data path. Paths are
 * react-hook-form paths inside the section's data: `person.lastName`, `contacts.0.phone`.
 */

export type SectionValues = Record<string, unknown>;

export function joinPath(parent: string, name: string | number): string {
  return parent === '' ? String(name) : `${parent}.${name}`;
}

/** The value at a dot path (`contacts.0.phone`), or undefined. */
export function valueAt(values: unknown, path: string): unknown {
  if (path === '') return values;
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The path of the object holding `path` (`contacts.0.phone` → `contacts.0`; `name` → ''). */
export function parentPath(path: string): string {
  const index = path.lastIndexOf('.');
  return index === -1 ? '' : path.slice(0, index);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Is the field shown? A `showIf` names a sibling (same parent object) and the value it must have; a boolean
 * condition also accepts the stored strings of a radio ('true'/'false').
 */
export function isFieldVisible(field: FieldDescriptor, parent: unknown): boolean {
  if (!field.showIf) return true;
  const actual = isPlainObject(parent) ? parent[field.showIf.field] : undefined;
  const expected = field.showIf.equals;
  if (actual === expected) return true;
  if (typeof expected === 'boolean' && typeof actual === 'string') return actual === String(expected);
  return false;
}

/** The empty value of a field: `[]` for a list, an object of empty values for an object, null otherwise. */
export function emptyValue(field: FieldDescriptor): unknown {
  if (field.kind === 'list') return [];
  if (field.kind === 'object') return emptyObject(field.fields ?? []);
  return null;
}

export function emptyObject(fields: readonly FieldDescriptor[]): SectionValues {
  const result: SectionValues = {};
  for (const field of fields) result[field.name] = emptyValue(field);
  return result;
}

/**
 * The values the form starts from: the stored data laid over the empty shape of the layout, so every field is
 * defined (react-hook-form wants that). Keys the layout does not know are kept as they are: saving never drops
 * data another version of the app wrote.
 */
export function withDefaults(fields: readonly FieldDescriptor[], data: unknown): SectionValues {
  const source = isPlainObject(data) ? data : {};
  const result: SectionValues = { ...source };
  for (const field of fields) {
    const value = source[field.name];
    if (field.kind === 'object') {
      result[field.name] = withDefaults(field.fields ?? [], value);
    } else if (field.kind === 'list') {
      result[field.name] = Array.isArray(value)
        ? value.map((item) => withDefaults(field.fields ?? [], item))
        : [];
    } else {
      result[field.name] = value === undefined ? null : value;
    }
  }
  return result;
}

export function formFields(form: SectionForm): FieldDescriptor[] {
  return form.groups.flatMap((group) => [...group.fields]);
}

export function sectionDefaults(form: SectionForm, data: unknown): SectionValues {
  return withDefaults(formFields(form), data);
}

/**
 * Every path the form shows for these values (objects and lists themselves included, so that a message about a
 * whole block lands on its fieldset). Used to put the server's 422 messages on the right fields.
 */
export function fieldPaths(fields: readonly FieldDescriptor[], values: unknown, parent = ''): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    const path = joinPath(parent, field.name);
    paths.push(path);
    if (field.kind === 'object') {
      paths.push(...fieldPaths(field.fields ?? [], valueAt(values, path), path));
    } else if (field.kind === 'list') {
      const items = valueAt(values, path);
      if (Array.isArray(items)) {
        items.forEach((item, index) => {
          const itemPath = joinPath(path, index);
          paths.push(itemPath, ...fieldPaths(field.fields ?? [], item, itemPath));
        });
      }
    }
  }
  return paths;
}

export interface PathStep {
  field: FieldDescriptor;
  /** For a list: the item's position (0-based), when the path goes into an item. */
  index?: number;
}

/** The descriptors along a data path (`contacts.1.phone` → the list "contacts" at item 1, then "phone"), or null. */
export function resolvePath(fields: readonly FieldDescriptor[], path: string): PathStep[] | null {
  const segments = path.split('.');
  const steps: PathStep[] = [];
  let current: readonly FieldDescriptor[] = fields;
  for (let i = 0; i < segments.length; i++) {
    const field = current.find((candidate) => candidate.name === segments[i]);
    if (!field) return null;
    const step: PathStep = { field };
    if (field.kind === 'list' && i + 1 < segments.length && /^\d+$/.test(segments[i + 1] ?? '')) {
      step.index = Number(segments[i + 1]);
      i++;
    }
    steps.push(step);
    current = field.fields ?? [];
  }
  return steps;
}

/** "Bloemstuk 2" for the second item of a list whose items are called "Bloemstuk". */
export function itemTitle(field: FieldDescriptor, index: number): string {
  return `${field.itemLabel ?? field.label} ${index + 1}`;
}

/**
 * A readable name for a data path: "Persoon › Achternaam", "Contactpersoon 2 › Telefoonnummer". A path the layout
 * does not know keeps its own text.
 */
export function pathLabel(form: SectionForm, path: string): string {
  const steps = resolvePath(formFields(form), path);
  if (!steps) return path;
  return steps
    .map((step) => (step.index === undefined ? step.field.label : itemTitle(step.field, step.index)))
    .join(' › ');
}

/** The descriptor a data path ends at (null for an unknown path or a path into a list item itself). */
export function fieldAt(form: SectionForm, path: string): FieldDescriptor | null {
  const steps = resolvePath(formFields(form), path);
  const last = steps?.[steps.length - 1];
  if (!last || last.index !== undefined) return null;
  return last.field;
}
