import { countryName, messages, type CreateSupplierData, type SupplierData } from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import type { SupplierUpdate } from '../api/suppliers-api.ts';
import { displayIban, kindLabel, statusLabel } from './labels.ts';

/** The fields of the supplier form, in the order of the form. */
export const SUPPLIER_FIELDS = [
  'name',
  'kind',
  'status',
  'contactPerson',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postcode',
  'city',
  'country',
  'phone',
  'email',
  'kvkNumber',
  'iban',
  'notes',
] as const;
export type SupplierField = (typeof SUPPLIER_FIELDS)[number];

/** The form's values: every field a string ('' for empty). */
export type SupplierFormValues = Record<SupplierField, string>;

/** An empty form: a new supplier is active and in the Netherlands. */
export function emptySupplierValues(): SupplierFormValues {
  const values = Object.fromEntries(SUPPLIER_FIELDS.map((field) => [field, ''])) as SupplierFormValues;
  return { ...values, status: 'active', country: 'NL' };
}

/** A supplier's fields as form values. */
export function toSupplierValues(supplier: SupplierData): SupplierFormValues {
  const values = {} as SupplierFormValues;
  for (const field of SUPPLIER_FIELDS) values[field] = supplier[field] ?? '';
  if (values.country === '') values.country = 'NL';
  return values;
}

/** The checked form (the shared schema's output) as form values again, to compare with what was loaded. */
export function outputValues(output: CreateSupplierData): SupplierFormValues {
  const values = {} as SupplierFormValues;
  for (const field of SUPPLIER_FIELDS) values[field] = output[field] ?? '';
  return values;
}

const normalized = (value: string | null | undefined) => (value ?? '').trim();

/** The fields whose (trimmed) value differs. */
export function changedSupplierFields(before: SupplierFormValues, after: SupplierFormValues): SupplierField[] {
  return SUPPLIER_FIELDS.filter((field) => normalized(before[field]) !== normalized(after[field]));
}

/** Only the changed fields, ready for a PUT (an emptied optional field becomes null). */
export function supplierChanges(
  before: SupplierFormValues,
  after: SupplierFormValues,
): Omit<SupplierUpdate, 'version'> {
  const changes: Omit<SupplierUpdate, 'version'> = {};
  for (const field of changedSupplierFields(before, after)) {
    const value = normalized(after[field]);
    changes[field] = value === '' ? null : value;
  }
  return changes;
}

const LABELS: Record<SupplierField, string> = {
  name: messages.suppliers.fields.name,
  kind: messages.suppliers.fields.kind,
  status: messages.suppliers.fields.status,
  contactPerson: messages.suppliers.fields.contactPerson,
  street: messages.fields.street,
  houseNumber: messages.fields.houseNumber,
  houseNumberAddition: messages.fields.houseNumberAddition,
  postcode: messages.fields.postcode,
  city: messages.fields.city,
  country: messages.suppliers.fields.country,
  phone: messages.fields.phone,
  email: messages.fields.email,
  kvkNumber: messages.fields.kvkNumber,
  iban: messages.fields.iban,
  notes: messages.suppliers.fields.notes,
};

export const supplierFieldLabel = (field: SupplierField): string => LABELS[field];

/** A value as the page shows it: the kind's and status's labels, the country's name, the IBAN in groups. */
export function displaySupplierValue(field: SupplierField, value: string): string {
  const text = normalized(value);
  if (text === '') return '';
  if (field === 'kind') return kindLabel(text);
  if (field === 'status') return statusLabel(text);
  if (field === 'country') return countryName(text) ?? text;
  if (field === 'iban') return displayIban(text);
  return text;
}

const isField = (path: string): path is SupplierField => (SUPPLIER_FIELDS as readonly string[]).includes(path);

/** How the conflict dialog names and shows a supplier's fields. */
export const supplierConflictFields: ConflictFields = {
  label: (path) => (isField(path) ? supplierFieldLabel(path) : path),
  display: (path, value) => (isField(path) ? displaySupplierValue(path, typeof value === 'string' ? value : '') : ''),
};

/** A supplier record (what a 409 carries). */
export const isSupplier = (data: unknown): data is SupplierData => isVersioned(data);
