import { interpolate, messages, type OrganizationData } from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { displayIban } from './labels.ts';
import { nlOrganizationAsh } from './texts.ts';

const ashTexts = nlOrganizationAsh.storageTerm;

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

/** A crematorium's setting: after how many months in storage an ash record is flagged (1–120, default 6). */
export const ASH_STORAGE_TERM = 'ashStorageTermMonths';

/** The settings of a crematorium besides the text fields, as the form and a PUT carry them. */
interface CrematoriumSettings {
  acceptsRequests?: boolean;
  ashStorageTermMonths?: number;
}

/**
 * The form's values: every text field a string ('' for empty), and, when editing an existing organisation,
 * whether it takes crematorium requests and its storage term for ashes (only a crematorium's form shows them).
 */
export type OrganizationFormValues = Record<OrganizationField, string> & CrematoriumSettings;

/** Values in their stored (normalised) form: string or null, and the crematorium's settings. */
export type OrganizationFieldValues = Partial<Record<OrganizationField, string | null | undefined>> &
  CrematoriumSettings;

/** What a PUT sends besides the version: the changed fields only. */
export type OrganizationChanges = Partial<Record<OrganizationField, string | null>> & CrematoriumSettings;

/** The fields a 422 message may land on: the text fields and the crematorium's settings. */
export const ORGANIZATION_ERROR_FIELDS: readonly string[] = [
  ...ORGANIZATION_FORM_FIELDS,
  ACCEPTS_REQUESTS,
  ASH_STORAGE_TERM,
];

export function toFormValues(record: OrganizationFieldValues): OrganizationFormValues {
  const values = {} as OrganizationFormValues;
  for (const field of ORGANIZATION_FORM_FIELDS) values[field] = record[field] ?? '';
  if (record.acceptsRequests !== undefined) values.acceptsRequests = record.acceptsRequests;
  if (record.ashStorageTermMonths !== undefined) values.ashStorageTermMonths = record.ashStorageTermMonths;
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
  if (after.ashStorageTermMonths !== undefined && after.ashStorageTermMonths !== before.ashStorageTermMonths) {
    result.ashStorageTermMonths = after.ashStorageTermMonths;
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

/** "6 maanden"; '' when there is no number. */
export const storageTermText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? interpolate(value === 1 ? ashTexts.monthsOne : ashTexts.months, { months: value })
    : '';

/** How the conflict dialog names and shows the organisation's fields. */
export const organizationConflictFields: ConflictFields = {
  label: (path) =>
    isField(path)
      ? fieldLabel(path)
      : path === ACCEPTS_REQUESTS
        ? nlo.organizationForm.acceptsRequests
        : path === ASH_STORAGE_TERM
          ? messages.ash.fields.storageTermMonths
          : path,
  display: (path, value) =>
    isField(path)
      ? displayValue(path, value)
      : path === ACCEPTS_REQUESTS
        ? yesNo(value)
        : path === ASH_STORAGE_TERM
          ? storageTermText(value)
          : String(value ?? ''),
};

/** An organisation record (what a 409 carries). */
export const isOrganization = (data: unknown): data is OrganizationData => isVersioned(data);
