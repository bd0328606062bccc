import { messages, type OrganizationData } from '@afscheid/shared';
import { displayIban } from './labels.ts';

/** The organisation fields the edit form changes (everything except the fixed type). */
export const ORGANIZATION_FORM_FIELDS = [
  'name',
  'kvkNumber',
  'vatNumber',
  'iban',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postcode',
  'city',
  'phone',
  'email',
] as const;

export type OrganizationField = (typeof ORGANIZATION_FORM_FIELDS)[number];

/** The form's values: every field a string ('' for empty). */
export type OrganizationFormValues = Record<OrganizationField, string>;

/** Values in their stored (normalised) form: string or null. */
export type OrganizationFieldValues = Partial<Record<OrganizationField, string | null | undefined>>;

export function toFormValues(record: OrganizationFieldValues): OrganizationFormValues {
  const values = {} as OrganizationFormValues;
  for (const field of ORGANIZATION_FORM_FIELDS) values[field] = record[field] ?? '';
  return values;
}

const comparable = (value: string | null | undefined) => (value ?? '').trim();

/** The fields whose (normalised) value differs between `before` and `after`. */
export function changedFields(before: OrganizationFieldValues, after: OrganizationFieldValues): OrganizationField[] {
  return ORGANIZATION_FORM_FIELDS.filter((field) => comparable(before[field]) !== comparable(after[field]));
}

/** Only the changed fields, ready for a PUT (an empty value clears the field: null). */
export function changedValues(
  before: OrganizationFieldValues,
  after: OrganizationFieldValues,
): Partial<Record<OrganizationField, string | null>> {
  const result: Partial<Record<OrganizationField, string | null>> = {};
  for (const field of changedFields(before, after)) {
    const value = comparable(after[field]);
    result[field] = value === '' ? null : value;
  }
  return result;
}

export interface FieldDifference {
  field: OrganizationField;
  label: string;
  yours: string;
  theirs: string;
}

export interface TheirChange {
  field: OrganizationField;
  label: string;
  before: string;
  theirs: string;
}

export interface ConflictReport {
  /** Fields both of you changed, to different values. */
  conflicts: FieldDifference[];
  /** Fields only the other person changed: kept whichever version wins. */
  theirChanges: TheirChange[];
  /** What a "save mine" sends: your changes on top of their version. */
  overwrite: Partial<Record<OrganizationField, string | null>>;
}

/** The field's value as the page shows it (IBAN in groups of four). */
export function displayValue(field: OrganizationField, value: string | null | undefined): string {
  const text = comparable(value);
  return field === 'iban' ? displayIban(text) : text;
}

export function fieldLabel(field: OrganizationField): string {
  return messages.fields[field];
}

/**
 * A 409 on save: `base` is the record the form started from, `yours` what you submitted (normalised),
 * `theirs` the record as the server has it now. Your changes are the fields where yours differs from
 * base; those the other person also changed, to another value, are the conflicts to show.
 */
export function describeConflict(
  base: OrganizationFieldValues,
  yours: OrganizationFieldValues,
  theirs: OrganizationData | OrganizationFieldValues,
): ConflictReport {
  const mine = changedFields(base, yours);
  const theirValues = theirs as OrganizationFieldValues;
  const theirsChanged = changedFields(base, theirValues);
  // A conflict: both of you changed the field, to different values.
  const conflicts = mine
    .filter((field) => theirsChanged.includes(field) && comparable(yours[field]) !== comparable(theirValues[field]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      yours: displayValue(field, yours[field]),
      theirs: displayValue(field, theirValues[field]),
    }));
  const theirChanges = theirsChanged
    .filter((field) => !mine.includes(field))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: displayValue(field, base[field]),
      theirs: displayValue(field, theirValues[field]),
    }));
  return { conflicts, theirChanges, overwrite: changedValues(base, yours) };
}
