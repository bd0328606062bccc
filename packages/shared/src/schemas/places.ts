import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { always, optionalText, pageField, perPageField, required } from './fields.ts';
import { supplierAddressErrors } from './suppliers.ts';

const { fields, places } = messages;
const labels = places.fields;

/** aula, koffiekamer, condoleanceruimte, opbaarkamer, rouwkamer, crematieoven, overig. */
export const PLACE_KINDS = [
  'aula',
  'coffee_room',
  'condolence_room',
  'viewing_room',
  'mourning_room',
  'cremation_oven',
  'other',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = places.kinds;

/** Colours offered in the form (any `#rrggbb` is accepted). */
export const PLACE_COLORS = [
  '#2f6f4e',
  '#1f5f8b',
  '#7a4a8c',
  '#a0522d',
  '#8a6d1d',
  '#5b6470',
  '#b03a48',
] as const;
export const DEFAULT_PLACE_COLOR = PLACE_COLORS[0];

export const PLACE_SORTS = ['name', '-name', 'kind', '-kind', 'location', '-location'] as const;
export type PlaceSort = (typeof PLACE_SORTS)[number];

const unchosen = (input: unknown) => input === undefined || input === null || input === '';
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const minutes = (field: string) =>
  z.coerce
    .number({ error: interpolate(places.errors.minutes, { field }) })
    .int({ error: interpolate(places.errors.minutes, { field }) })
    .min(0, { error: interpolate(places.errors.minutes, { field }) })
    .max(480, { error: interpolate(places.errors.minutes, { field }) });

const placeFieldsShape = {
  name: z
    .string({ error: required(labels.name) })
    .trim()
    .min(1, { error: required(labels.name) })
    .max(100, { error: interpolate(messages.validation.max, { field: labels.name, length: 100 }) }),
  kind: z.enum(PLACE_KINDS, {
    error: (issue) => (unchosen(issue.input) ? required(labels.kind) : places.errors.kind),
  }),
  locationName: optionalText(labels.locationName, 100),
  street: optionalText(fields.street, 150),
  houseNumber: optionalText(fields.houseNumber, 10),
  houseNumberAddition: optionalText(fields.houseNumberAddition, 10),
  postcode: optionalText(fields.postcode, 12),
  city: optionalText(fields.city, 100),
  capacity: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: places.errors.capacity })
      .int({ error: places.errors.capacity })
      .min(1, { error: places.errors.capacity })
      .max(5000, { error: places.errors.capacity })
      .nullable()
      .optional(),
  ),
  color: z
    .string({ error: places.errors.color })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { error: places.errors.color }),
  preparationMinutes: minutes(labels.preparationMinutes),
  cleanupMinutes: minutes(labels.cleanupMinutes),
  broadcasting: z.boolean({
    error: interpolate(messages.validation.default, { field: labels.broadcasting }),
  }),
  active: z.boolean({ error: interpolate(messages.validation.default, { field: labels.active }) }),
};

function checkAddress(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const text = (key: string) =>
    typeof value[key] === 'string' ? (value[key] as string).trim() || null : null;
  const errors = supplierAddressErrors({
    country: 'NL',
    postcode: text('postcode'),
    houseNumber: text('houseNumber'),
  });
  for (const [path, list] of Object.entries(errors)) {
    for (const message of list) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * POST /api/places and the create form: `{ name, kind, capacity?, preparation_minutes?, cleanup_minutes?,
 * broadcasting? }` is enough; the colour defaults to the first of the palette, the times to 0, active to true.
 * A postcode is Dutch (stored as `1234 AB` by the service).
 */
export const createPlaceSchema = z
  .object({
    ...placeFieldsShape,
    color: placeFieldsShape.color.default(DEFAULT_PLACE_COLOR),
    preparationMinutes: placeFieldsShape.preparationMinutes.default(0),
    cleanupMinutes: placeFieldsShape.cleanupMinutes.default(0),
    broadcasting: placeFieldsShape.broadcasting.default(false),
    active: placeFieldsShape.active.default(true),
  })
  .superRefine(checkAddress, always);

/** PUT /api/places/{id}: the version read and the fields to change (absent fields keep their value). */
export const updatePlaceSchema = z
  .object({
    version: z
      .number({ error: required(fields.version) })
      .int({ error: required(fields.version) })
      .min(1),
    name: placeFieldsShape.name.optional(),
    kind: placeFieldsShape.kind.optional(),
    locationName: placeFieldsShape.locationName,
    street: placeFieldsShape.street,
    houseNumber: placeFieldsShape.houseNumber,
    houseNumberAddition: placeFieldsShape.houseNumberAddition,
    postcode: placeFieldsShape.postcode,
    city: placeFieldsShape.city,
    capacity: placeFieldsShape.capacity,
    color: placeFieldsShape.color.optional(),
    preparationMinutes: placeFieldsShape.preparationMinutes.optional(),
    cleanupMinutes: placeFieldsShape.cleanupMinutes.optional(),
    broadcasting: placeFieldsShape.broadcasting.optional(),
    active: placeFieldsShape.active.optional(),
  })
  .superRefine(checkAddress, always);

/** GET /api/places: search (name, location), `kind`, `location`, `active` (`true`/`false`; absent: all), sort, page. */
export const listPlacesQuerySchema = z.object({
  search: optionalText(fields.search, 100),
  kind: z.preprocess(emptyToUndefined, z.enum(PLACE_KINDS, { error: places.errors.kind }).optional()),
  location: optionalText(labels.locationName, 100),
  active: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  page: pageField(),
  perPage: perPageField(100),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(PLACE_SORTS, { error: places.errors.sort }).default('location'),
  ),
});

export type CreatePlaceInput = z.input<typeof createPlaceSchema>;
export type CreatePlaceData = z.output<typeof createPlaceSchema>;
export type UpdatePlaceInput = z.input<typeof updatePlaceSchema>;
export type UpdatePlaceData = z.output<typeof updatePlaceSchema>;
export type ListPlacesQuery = z.output<typeof listPlacesQuerySchema>;
