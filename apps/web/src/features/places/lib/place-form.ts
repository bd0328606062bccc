import {
  DEFAULT_PLACE_COLOR,
  messages,
  normalizePostcode,
  type CreatePlaceData,
  type PlaceData,
} from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import type { PlaceUpdate } from '../api/places-api.ts';
import { colorName, placeKindLabel } from './labels.ts';
import { nlPlaces } from './texts.ts';

/** The fields of the place form, in the order of the form. */
export const PLACE_FIELDS = [
  'name',
  'kind',
  'capacity',
  'locationName',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postcode',
  'city',
  'preparationMinutes',
  'cleanupMinutes',
  'broadcasting',
  'active',
  'color',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

type BooleanField = 'broadcasting' | 'active';
type TextField = Exclude<PlaceField, BooleanField>;

/** The form's values: text fields as strings ('' for empty), the two switches as booleans. */
export type PlaceFormValues = Record<TextField, string> & Record<BooleanField, boolean>;

const TEXT_FIELDS = PLACE_FIELDS.filter(
  (field): field is TextField => field !== 'broadcasting' && field !== 'active',
);

/** An empty form: an active place in the first colour, no preparation or clean-up time, no broadcasting. */
export function emptyPlaceValues(): PlaceFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  return {
    ...values,
    color: DEFAULT_PLACE_COLOR,
    preparationMinutes: '0',
    cleanupMinutes: '0',
    broadcasting: false,
    active: true,
  };
}

/** A place's fields as form values. */
export function toPlaceValues(place: PlaceData): PlaceFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    name: place.name,
    kind: place.kind,
    capacity: text(place.capacity),
    locationName: text(place.locationName),
    street: text(place.street),
    houseNumber: text(place.houseNumber),
    houseNumberAddition: text(place.houseNumberAddition),
    postcode: text(place.postcode),
    city: text(place.city),
    preparationMinutes: String(place.preparationMinutes),
    cleanupMinutes: String(place.cleanupMinutes),
    broadcasting: place.broadcasting,
    active: place.active,
    color: place.color,
  };
}

type Comparable = string | number | boolean | null;

/** A value as stored: trimmed text ('' is null), numbers and switches as they are. */
const stored = (value: Comparable | undefined): Comparable => {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value;
};

/**
 * Only the fields whose checked value (the shared schema's output) differs from the place as loaded, ready for a
 * PUT: an emptied optional field becomes null.
 */
export function placeChanges(base: PlaceData, checked: CreatePlaceData): Omit<PlaceUpdate, 'version'> {
  const changes: Record<string, Comparable> = {};
  for (const field of PLACE_FIELDS) {
    let next = stored(checked[field]);
    // The server stores a postcode as `1234 AB`: `1234ab` is no change.
    if (field === 'postcode' && typeof next === 'string') next = normalizePostcode(next);
    if (next !== stored(base[field])) changes[field] = next;
  }
  return changes as Omit<PlaceUpdate, 'version'>;
}

const LABELS: Record<PlaceField, string> = {
  name: messages.places.fields.name,
  kind: messages.places.fields.kind,
  capacity: messages.places.fields.capacity,
  locationName: messages.places.fields.locationName,
  street: messages.fields.street,
  houseNumber: messages.fields.houseNumber,
  houseNumberAddition: messages.fields.houseNumberAddition,
  postcode: messages.fields.postcode,
  city: messages.fields.city,
  preparationMinutes: messages.places.fields.preparationMinutes,
  cleanupMinutes: messages.places.fields.cleanupMinutes,
  broadcasting: messages.places.fields.broadcasting,
  active: messages.places.fields.active,
  color: messages.places.fields.color,
};

export const placeFieldLabel = (field: PlaceField): string => LABELS[field];

/** A value as the page and the conflict dialog show it: the kind's label, the colour's name, "Ja"/"Nee". */
export function displayPlaceValue(field: PlaceField, value: unknown): string {
  if (typeof value === 'boolean') return value ? nlPlaces.common.yes : nlPlaces.common.no;
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return '';
  if (field === 'kind') return placeKindLabel(text);
  if (field === 'color') return colorName(text);
  return text;
}

const isField = (path: string): path is PlaceField => (PLACE_FIELDS as readonly string[]).includes(path);

/** How the conflict dialog names and shows a place's fields. */
export const placeConflictFields: ConflictFields = {
  label: (path) => (isField(path) ? placeFieldLabel(path) : path),
  display: (path, value) => (isField(path) ? displayPlaceValue(path, value) : ''),
};

/** A place record (what a 409 carries). */
export const isPlace = (data: unknown): data is PlaceData => isVersioned(data);
