import { messages, type OrganizationData } from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
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

/** The yes/no setting of a crematorium: whether it takes crematorium requests through the platform. */
export const ACCEPTS_REQUESTS = 'acceptsRequests';

/**
 * The form's values: every text field a string ('' for empty), and, when editing an existing organisation,
 * whether it takes crematorium requests (only a crematorium's form shows that checkbox).
 */
export type OrganizationFormValues = Record<OrganizationField, string> & { acceptsRequests?: boolean };

/** Values in their stored (normalised) form: string or null, and the yes/no setting. */
export type OrganizationFieldValues = Partial<Record<OrganizationField, string | null | undefined>> & {
  acceptsRequests?: boolean;
};

/** What a PUT sends besides the version: the changed fields only. */
export type OrganizationChanges = Partial<Record<OrganizationField, string | null>> & { acceptsRequests?: boolean };

export function toFormValues(record: OrganizationFieldValues): OrganizationFormValues {
  const values = {} as OrganizationFormValues;
  for (const field of ORGANIZATION_FORM_FIELDS) values[field] = record[field] ?? '';
  if (record.acceptsRequests !== undefined) values.acceptsRequests = record.acceptsRequests;
  return values;
}

const comparable = (value: string | null | undefined) => (value ?? '').trim();

/** The fields whose (normalised) value differs between `before` and `after`. */
export function changedFields(before: OrganizationFieldValues, after: OrganizationFieldValues): OrganizationField[] {
  return ORGANIZATION_FORM_FIELDS.filter((field) => comparable(before[field]) !== comparable(after[field]));
}

/** Only the changed fields, ready for a PUT (an empty value clears the field: null). */
export function changedValues(before: OrganizationFieldValues, after: OrganizationFieldValues): OrganizationChanges {
  const result: OrganizationChanges = {};
  for (const field of changedFields(before, after)) {
    const value = comparable(after[field]);
    result[field] = value === '' ? null : value;
  }
  if (after.acceptsRequests !== undefined && after.acceptsRequests !== before.acceptsRequests) {
    result.acceptsRequests = after.acceptsRequests;
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

const yesNo = (value: unknown) =>
  value === true ? nlo.organization.yes : value === false ? nlo.organization.no : '';

/** How the conflict dialog names and shows the organisation's fields. */
export const organizationConflictFields: ConflictFields = {
  label: (path) =>
    isField(path) ? fieldLabel(path) : path === ACCEPTS_REQUESTS ? nlo.organizationForm.acceptsRequests : path,
  display: (path, value) =>
    isField(path) ? displayValue(path, value) : path === ACCEPTS_REQUESTS ? yesNo(value) : String(value ?? ''),
};

/** An organisation record (what a 409 carries). */
export const isOrganization = (data: unknown): data is OrganizationData => isVersioned(data);
