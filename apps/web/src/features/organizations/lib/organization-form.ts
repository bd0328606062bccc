import { messages, type OrganizationData } from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
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

/** The field's value as the page shows it (IBAN in groups of four). */
export function displayValue(field: OrganizationField, value: unknown): string {
  const text = comparable(typeof value === 'string' ? value : null);
  return field === 'iban' ? displayIban(text) : text;
}

export function fieldLabel(field: OrganizationField): string {
  return messages.fields[field];
}

const isField = (path: string): path is OrganizationField =>
  (ORGANIZATION_FORM_FIELDS as readonly string[]).includes(path);

/** How the conflict dialog names and shows the organisation's fields. */
export const organizationConflictFields: ConflictFields = {
  label: (path) => (isField(path) ? fieldLabel(path) : path),
  display: (path, value) => (isField(path) ? displayValue(path, value) : String(value ?? '')),
};

/** An organisation record (what a 409 carries). */
export const isOrganization = (data: unknown): data is OrganizationData => isVersioned(data);
