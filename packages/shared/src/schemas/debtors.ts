import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { messages } from '../nl/catalogue.ts';
import {
  isValidIban,
  isValidKvkNumber,
  isValidPhone,
  isValidPostcode,
  isValidVatNumber,
  normalizeIban,
  normalizeKvkNumber,
  normalizePhone,
  normalizePostcode,
  normalizeVatNumber,
} from '../rules/index.ts';
import {
  optionalEmail,
  optionalFormatted,
  optionalText,
  pageField,
  perPageField,
  required,
} from './fields.ts';

const { fields, identifiers, debtors } = messages;
const labels = debtors.fields;

export const DEBTOR_KINDS = ['person', 'company'] as const;
export type DebtorKind = (typeof DEBTOR_KINDS)[number];
export const DEBTOR_KIND_LABELS: Record<DebtorKind, string> = debtors.kinds;

/** How the invoice reaches the debtor (WeFact's InvoiceMethod 0, 1 and 3). */
export const INVOICE_METHODS = ['email', 'post', 'email_and_post'] as const;
export type InvoiceMethod = (typeof INVOICE_METHODS)[number];
export const INVOICE_METHOD_LABELS: Record<InvoiceMethod, string> = debtors.invoiceMethods;

export const DEBTOR_SORT_FIELDS = ['name', 'city', 'created_at'] as const;
export type DebtorSortField = (typeof DEBTOR_SORT_FIELDS)[number];
export const DEBTOR_SORTS = DEBTOR_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);
export type DebtorSort = DebtorSortField | `-${DebtorSortField}`;

const HOUSE_NUMBER = /^[1-9]\d{0,4}$/;

const blankToNetherlands = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? 'NL' : value;

const kindField = () =>
  z.enum(DEBTOR_KINDS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? required(labels.kind) : debtors.errors.kind,
  });

const invoiceMethodField = () => z.enum(INVOICE_METHODS, { error: debtors.errors.invoiceMethod });

/** ISO 3166 alpha-2, upper case; empty (or null) means the Netherlands, absent keeps what is stored (or NL). */
const countryField = () =>
  z.preprocess(
    blankToNetherlands,
    z
      .string({ error: debtors.errors.country })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { error: debtors.errors.country })
      .optional(),
  );

/** The fields of a debtor, each checked on its own (the name and the Dutch address rules need the whole record). */
export const debtorFieldsShape = {
  kind: kindField(),
  companyName: optionalText(labels.companyName, 150),
  initials: optionalText(labels.initials, 20),
  firstName: optionalText(labels.firstName, 100),
  namePrefix: optionalText(labels.namePrefix, 20),
  surname: optionalText(labels.surname, 150),
  kvkNumber: optionalFormatted(fields.kvkNumber, identifiers.kvkNumber, isValidKvkNumber, normalizeKvkNumber),
  vatNumber: optionalFormatted(fields.vatNumber, identifiers.vatNumber, isValidVatNumber, normalizeVatNumber),
  street: optionalText(fields.street, 150),
  houseNumber: optionalText(fields.houseNumber, 10),
  houseNumberAddition: optionalText(fields.houseNumberAddition, 10),
  postcode: optionalText(fields.postcode, 12),
  city: optionalText(fields.city, 100),
  country: countryField(),
  email: optionalEmail(),
  phone: optionalFormatted(fields.phone, identifiers.phone, isValidPhone, normalizePhone),
  iban: optionalFormatted(fields.iban, identifiers.iban, isValidIban, normalizeIban),
  invoiceMethod: invoiceMethodField().optional(),
  notes: optionalText(labels.notes, 5000),
};

/** A debtor's record as far as the rules over several fields go (camelCase; absent and null alike). */
export interface DebtorRuleInput {
  kind?: DebtorKind | string | null;
  companyName?: string | null;
  surname?: string | null;
  houseNumber?: string | null;
  postcode?: string | null;
  country?: string | null;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** An address is Dutch when its country is empty or NL. */
export const isDutchCountry = (country: string | null | undefined) =>
  !filled(country) || country!.trim().toUpperCase() === 'NL';

/**
 * The rules over several fields, as field errors (empty when all is well): a person has a surname, a company a
 * company name; a Dutch address has a Dutch postcode and a house number of digits.
 */
export function debtorRuleErrors(value: DebtorRuleInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (value.kind === 'person' && !filled(value.surname)) errors['surname'] = [required(labels.surname)];
  if (value.kind === 'company' && !filled(value.companyName)) {
    errors['companyName'] = [required(labels.companyName)];
  }
  if (isDutchCountry(value.country)) {
    if (filled(value.postcode) && !isValidPostcode(value.postcode!))
      errors['postcode'] = [identifiers.postcode];
    if (filled(value.houseNumber) && !HOUSE_NUMBER.test(value.houseNumber!.trim())) {
      errors['houseNumber'] = [identifiers.houseNumber];
    }
  }
  return errors;
}

/** A Dutch postcode as `1234 AB`; another country's as entered. */
export function normalizeDebtorPostcode(
  postcode: string | null | undefined,
  country: string | null | undefined,
) {
  if (!filled(postcode)) return postcode ?? null;
  return isDutchCountry(country) && isValidPostcode(postcode!)
    ? normalizePostcode(postcode!)
    : postcode!.trim();
}

function checkRules(value: DebtorRuleInput, ctx: z.RefinementCtx): void {
  for (const [path, list] of Object.entries(debtorRuleErrors(value))) {
    for (const message of list) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * POST /api/debtors, and the whole record an edit form sends: the kind, the name that kind needs, the rest
 * optional. The country defaults to NL, the invoice method to e-mail; a Dutch postcode is stored as `1234 AB`.
 */
export const debtorFormSchema = z
  .object(debtorFieldsShape)
  .superRefine(checkRules)
  .transform((value) => ({
    ...value,
    country: value.country ?? 'NL',
    invoiceMethod: value.invoiceMethod ?? 'email',
    postcode: normalizeDebtorPostcode(value.postcode, value.country),
  }));
export const createDebtorSchema = debtorFormSchema;

/**
 * PUT /api/debtors/{id}: the version read and the fields to change (absent fields keep their value). The rules
 * over several fields are checked by the server on the record as it would become (`debtorRuleErrors`).
 */
export const updateDebtorSchema = z.object({
  ...debtorFieldsShape,
  kind: kindField().optional(),
  version: z
    .number({ error: required(fields.version) })
    .int({ error: required(fields.version) })
    .min(1),
});

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

const FILTER_KEYS = ['kind', 'inWefact'] as const;

/** `filter[kind]=person` arrives as the flat key `filter[kind]`: gathered into one `filter` object. */
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

/** GET /api/debtors query (camelCase after conversion): search, `filter[kind]`, `filter[in_wefact]`, sort, pages. */
export const listDebtorsQuerySchema = z.preprocess(
  gatherFilter,
  z.object({
    search: optionalText(fields.search, 100),
    page: pageField(),
    perPage: perPageField(25),
    sort: z.preprocess(
      emptyToUndefined,
      z
        .enum(DEBTOR_SORTS as unknown as [DebtorSort, ...DebtorSort[]], { error: debtors.errors.sort })
        .default('name'),
    ),
    filter: z
      .object({
        kind: z.preprocess(emptyToUndefined, z.enum(DEBTOR_KINDS, { error: debtors.errors.kind }).optional()),
        inWefact: z.preprocess(
          emptyToUndefined,
          z
            .enum(['true', 'false'], { error: debtors.errors.inWefact })
            .transform((value) => value === 'true')
            .optional(),
        ),
      })
      .default({}),
  }),
);

export type DebtorFormInput = z.input<typeof debtorFormSchema>;
export type CreateDebtorInput = z.input<typeof createDebtorSchema>;
export type CreateDebtorData = z.output<typeof createDebtorSchema>;
export type UpdateDebtorInput = z.input<typeof updateDebtorSchema>;
export type ListDebtorsQuery = z.output<typeof listDebtorsQuerySchema>;

/** The name parts `debtorDisplayName` reads (camelCase, as the wire shape after conversion). */
export interface DebtorNameParts {
  kind: DebtorKind | string;
  companyName?: string | null;
  initials?: string | null;
  firstName?: string | null;
  namePrefix?: string | null;
  surname?: string | null;
}

const part = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** "J. de Vries", "Jan de Vries", or "De Vries" (a prefix opens a name with a capital when nothing precedes it). */
export function personDisplayName(parts: Omit<DebtorNameParts, 'kind' | 'companyName'>): string {
  const given = part(parts.initials) || part(parts.firstName);
  const prefix = part(parts.namePrefix);
  const surname = part(parts.surname);
  const family = [prefix, surname].filter(Boolean).join(' ');
  if (given) return [given, family].filter(Boolean).join(' ');
  return family.charAt(0).toUpperCase() + family.slice(1);
}

/** A debtor's name as shown: the company name, or the person's "J. de Vries" (first name when no initials). */
export function debtorDisplayName(debtor: DebtorNameParts): string {
  if (debtor.kind === 'company' && part(debtor.companyName)) return part(debtor.companyName);
  return personDisplayName(debtor) || part(debtor.companyName);
}
