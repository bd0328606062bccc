import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { ORGANIZATION_TYPES } from '../permissions/roles.ts';
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
  requiredText,
} from './fields.ts';

const { fields, identifiers } = messages;

const isHouseNumber = (value: string) => /^[1-9]\d{0,4}$/.test(value);
const same = (value: string) => value;

/** The fields an organisation's settings form edits; optional ones may be empty (stored as null). */
export const organizationFormSchema = z.object({
  name: requiredText(fields.name, 2, 150),
  kvkNumber: optionalFormatted(fields.kvkNumber, identifiers.kvkNumber, isValidKvkNumber, normalizeKvkNumber),
  vatNumber: optionalFormatted(fields.vatNumber, identifiers.vatNumber, isValidVatNumber, normalizeVatNumber),
  iban: optionalFormatted(fields.iban, identifiers.iban, isValidIban, normalizeIban),
  street: optionalText(fields.street, 150),
  houseNumber: optionalFormatted(fields.houseNumber, identifiers.houseNumber, isHouseNumber, same),
  houseNumberAddition: optionalText(fields.houseNumberAddition, 10),
  postcode: optionalFormatted(fields.postcode, identifiers.postcode, isValidPostcode, normalizePostcode),
  city: optionalText(fields.city, 100),
  phone: optionalFormatted(fields.phone, identifiers.phone, isValidPhone, normalizePhone),
  email: optionalEmail(),
  /** A crematorium: whether it takes crematorium requests through the platform (absent: kept; new: yes). */
  acceptsRequests: z.boolean({ error: messages.validation.zod.expectedBoolean }).optional(),
  /** A crematorium: after how many months in storage an ash record is flagged (absent: kept; new: 6). */
  ashStorageTermMonths: z
    .number({ error: messages.ash.errors.storageTerm })
    .int({ error: messages.ash.errors.storageTerm })
    .min(1, { error: messages.ash.errors.storageTerm })
    .max(120, { error: messages.ash.errors.storageTerm })
    .optional(),
});

const organizationTypeField = () =>
  z.enum(ORGANIZATION_TYPES, {
    error: (issue) => (issue.input === undefined ? required(fields.type) : identifiers.organizationType),
  });

/** POST /api/organizations (super role): the fields, the type, and optionally the owner's address. */
export const createOrganizationSchema = organizationFormSchema.extend({
  type: organizationTypeField(),
  ownerEmail: optionalEmail(fields.ownerEmail),
});

/** PUT /api/organizations/{id}: the version read, and the fields to change (absent fields keep their value). */
export const updateOrganizationSchema = organizationFormSchema.partial().extend({
  version: z
    .number({ error: required(fields.version) })
    .int({ error: required(fields.version) })
    .min(1),
  type: organizationTypeField().optional(),
});

/** GET /api/organizations query (camelCase after conversion). */
export const listOrganizationsQuerySchema = z.object({
  search: optionalText(fields.search, 100),
  page: pageField(),
  perPage: perPageField(15),
});

export type OrganizationFormInput = z.input<typeof organizationFormSchema>;
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;
