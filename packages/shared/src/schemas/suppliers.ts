import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { messages } from '../nl/catalogue.ts';
import {
  isValidIban,
  isValidKvkNumber,
  isValidPhone,
  isValidPostcode,
  normalizeIban,
  normalizeKvkNumber,
  normalizePhone,
  normalizePostcode,
} from '../rules/index.ts';
import { interpolate } from '../nl/interpolate.ts';
import { always, maxLength, optionalText, pageField, perPageField, required } from './fields.ts';
import {
  DEFAULT_SUPPLIER_COUNTRY,
  DEFAULT_SUPPLIER_SORT,
  SUPPLIER_KINDS,
  SUPPLIER_SORTS,
  SUPPLIER_STATUSES,
  type SupplierSort,
} from './supplier-values.ts';

const { fields, identifiers, suppliers, validation } = messages;
const labels = suppliers.fields;

const HOUSE_NUMBER = /^[1-9]\d{0,4}$/;

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

/** Nothing chosen (absent, null or the empty choice of a select) asks to choose; anything else is not on the list. */
const unchosen = (input: unknown) => input === undefined || input === null || input === '';

const kindField = () =>
  z.enum(SUPPLIER_KINDS, {
    error: (issue) => (unchosen(issue.input) ? required(labels.kind) : suppliers.errors.kind),
  });

const statusField = () =>
  z.enum(SUPPLIER_STATUSES, {
    error: (issue) => (unchosen(issue.input) ? required(labels.status) : suppliers.errors.status),
  });

/** ISO 3166 alpha-2, upper case; empty means the Netherlands. */
const countryField = () =>
  z.preprocess(
    (value) => (isBlank(value) ? DEFAULT_SUPPLIER_COUNTRY : value),
    z
      .string({ error: suppliers.errors.country })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { error: suppliers.errors.country }),
  );

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// The field checks below never abort (no `abort: true`): the address rules over several fields then still run
// when a field fails, so a form shows every message at once (Zod skips object checks after an aborting issue).

const nameField = () =>
  z
    .string({ error: required(labels.name) })
    .trim()
    .min(1, { error: required(labels.name) })
    .max(150, { error: maxLength(labels.name, 150) });

/** An optional value with a format rule: checked with `isValid`, stored as `normalize` gives it. */
const formatted = (
  field: string,
  message: string,
  isValid: (value: string) => boolean,
  normalize: (value: string) => string,
) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: interpolate(validation.default, { field }) })
      .trim()
      .refine((value) => value.length <= 100 && isValid(value), { error: message })
      .transform(normalize)
      .nullable()
      .optional(),
  );

const emailField = () =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: interpolate(validation.email, { field: fields.email }) })
      .trim()
      .toLowerCase()
      .max(255, { error: maxLength(fields.email, 255) })
      .pipe(z.email({ error: interpolate(validation.email, { field: fields.email }) }))
      .nullable()
      .optional(),
  );

/** The fields of a supplier, each checked on its own (the Dutch address rules need the country as well). */
const supplierFieldsShape = {
  name: nameField(),
  kind: kindField(),
  contactPerson: optionalText(labels.contactPerson, 150),
  street: optionalText(fields.street, 150),
  houseNumber: optionalText(fields.houseNumber, 10),
  houseNumberAddition: optionalText(fields.houseNumberAddition, 10),
  postcode: optionalText(fields.postcode, 12),
  city: optionalText(fields.city, 100),
  country: countryField(),
  phone: formatted(fields.phone, identifiers.phone, isValidPhone, normalizePhone),
  email: emailField(),
  kvkNumber: formatted(fields.kvkNumber, identifiers.kvkNumber, isValidKvkNumber, normalizeKvkNumber),
  iban: formatted(fields.iban, identifiers.iban, isValidIban, normalizeIban),
  notes: optionalText(labels.notes, 5000),
  status: statusField(),
};

/** The address fields the Dutch rules read. */
export interface SupplierAddressInput {
  country?: string | null;
  postcode?: string | null;
  houseNumber?: string | null;
}

/** An address is Dutch when its country is empty or NL. */
export const isDutchAddress = (country: string | null | undefined): boolean =>
  country === null || country === undefined || country.trim() === '' || country.trim().toUpperCase() === 'NL';

/**
 * A Dutch address (country NL or empty) has a Dutch postcode and a house number of digits; an address abroad
 * keeps what was typed. Field errors (camelCase keys), empty when all is well.
 */
export function supplierAddressErrors(value: SupplierAddressInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isDutchAddress(value.country)) return errors;
  if (value.postcode && !isValidPostcode(value.postcode)) errors['postcode'] = [identifiers.postcode];
  if (value.houseNumber && !HOUSE_NUMBER.test(value.houseNumber.trim())) {
    errors['houseNumber'] = [identifiers.houseNumber];
  }
  return errors;
}

/** The postcode as stored: a Dutch one as `1234 AB`, one abroad as typed (trimmed). */
export function storedSupplierPostcode(
  postcode: string | null | undefined,
  country: string | null | undefined,
) {
  if (postcode === null || postcode === undefined) return postcode;
  return isDutchAddress(country) ? normalizePostcode(postcode) : postcode.trim();
}

/** Runs even when other fields failed (`always`), so the address messages come with the others; strings only. */
function checkAddress(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  const errors = supplierAddressErrors({
    country: text('country'),
    postcode: text('postcode')?.trim() || null,
    houseNumber: text('houseNumber')?.trim() || null,
  });
  for (const [path, list] of Object.entries(errors)) {
    for (const message of list) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * POST /api/suppliers and the create form: the name and kind are required, the country defaults to NL and the
 * status to active; a Dutch address has a Dutch postcode (stored as `1234 AB`).
 */
export const createSupplierSchema = z
  .object({
    ...supplierFieldsShape,
    country: supplierFieldsShape.country.default(DEFAULT_SUPPLIER_COUNTRY),
    status: supplierFieldsShape.status.default('active'),
  })
  .superRefine(checkAddress, always);

/** The edit form (all fields, as the create form; `version` is added when sending). */
export const supplierFormSchema = createSupplierSchema;

/**
 * PUT /api/suppliers/{id}: the version read and the fields to change (absent fields keep their value). The
 * address rules run on the record as it will be (the service merges the stored country and postcode).
 */
export const updateSupplierSchema = z.object({
  version: z
    .number({ error: required(fields.version) })
    .int({ error: required(fields.version) })
    .min(1),
  name: supplierFieldsShape.name.optional(),
  kind: supplierFieldsShape.kind.optional(),
  contactPerson: supplierFieldsShape.contactPerson,
  street: supplierFieldsShape.street,
  houseNumber: supplierFieldsShape.houseNumber,
  houseNumberAddition: supplierFieldsShape.houseNumberAddition,
  postcode: supplierFieldsShape.postcode,
  city: supplierFieldsShape.city,
  country: supplierFieldsShape.country.optional(),
  phone: supplierFieldsShape.phone,
  email: supplierFieldsShape.email,
  kvkNumber: supplierFieldsShape.kvkNumber,
  iban: supplierFieldsShape.iban,
  notes: supplierFieldsShape.notes,
  status: supplierFieldsShape.status.optional(),
});

const FILTER_KEYS = ['kind', 'status'];

/** `filter[kind]=florist` arrives as the flat key `filter[kind]`; gather those into one `filter` object. */
function gatherFilter(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const source = input as Record<string, unknown>;
  const nested = source['filter'];
  const filter: Record<string, unknown> = nested !== null && typeof nested === 'object' ? { ...nested } : {};
  for (const key of FILTER_KEYS) {
    const flat = source[`filter[${key}]`];
    if (flat !== undefined) filter[key] = flat;
  }
  return { ...source, filter };
}

/** GET /api/suppliers query (camelCase after conversion): search, `filter[kind]`, `filter[status]`, sort, page. */
export const listSuppliersQuerySchema = z.preprocess(
  gatherFilter,
  z.object({
    search: optionalText(fields.search, 100),
    page: pageField(),
    perPage: perPageField(25),
    sort: z.preprocess(
      emptyToUndefined,
      z
        .enum(SUPPLIER_SORTS as unknown as [SupplierSort, ...SupplierSort[]], {
          error: suppliers.errors.sort,
        })
        .default(DEFAULT_SUPPLIER_SORT),
    ),
    filter: z
      .object({
        kind: z.preprocess(
          emptyToUndefined,
          z.enum(SUPPLIER_KINDS, { error: suppliers.errors.kind }).optional(),
        ),
        status: z.preprocess(
          emptyToUndefined,
          z.enum(SUPPLIER_STATUSES, { error: suppliers.errors.status }).optional(),
        ),
      })
      .default({}),
  }),
);

export type CreateSupplierInput = z.input<typeof createSupplierSchema>;
export type CreateSupplierData = z.output<typeof createSupplierSchema>;
export type UpdateSupplierInput = z.input<typeof updateSupplierSchema>;
export type UpdateSupplierData = z.output<typeof updateSupplierSchema>;
export type ListSuppliersQuery = z.output<typeof listSuppliersQuerySchema>;
export type ListSuppliersQueryInput = z.input<typeof listSuppliersQuerySchema>;
