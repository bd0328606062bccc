import {
  formatDate,
  messages,
  type AshPlaceData,
  type AshPlaceKind,
  type CreateAshPlaceData,
} from '@afscheid/shared';
import { isPlainObject, isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import type { AshPlaceInput } from '../api/ash-places-api.ts';
import { placeKindLabel } from './display.ts';
import { nlAshPlaces } from './texts.ts';

const labels = messages.ash.fields;

/** The dialog's values: texts as typed ('' for empty; the capacity too: '' is unlimited), the ticks as booleans. */
export interface PlaceFormValues {
  kind: AshPlaceKind | '';
  code: string;
  location: string;
  capacity: string;
  termStart: string;
  termEnd: string;
  rightsHolderName: string;
  rightsHolderAddress: string;
  rightsHolderPhone: string;
  rightsHolderEmail: string;
  reserved: boolean;
  reservedFor: string;
  notes: string;
  active: boolean;
}

export type PlaceFormField = keyof PlaceFormValues;

/** The fields of the dialog, in its order (a 422 message may land on any of them). */
export const PLACE_FORM_FIELDS: readonly PlaceFormField[] = [
  'kind',
  'code',
  'location',
  'capacity',
  'termStart',
  'termEnd',
  'rightsHolderName',
  'rightsHolderAddress',
  'rightsHolderPhone',
  'rightsHolderEmail',
  'reserved',
  'reservedFor',
  'notes',
  'active',
];

/** A new place: in use, not reserved, everything else empty. */
export const emptyPlaceForm = (): PlaceFormValues => ({
  kind: '',
  code: '',
  location: '',
  capacity: '',
  termStart: '',
  termEnd: '',
  rightsHolderName: '',
  rightsHolderAddress: '',
  rightsHolderPhone: '',
  rightsHolderEmail: '',
  reserved: false,
  reservedFor: '',
  notes: '',
  active: true,
});

/** A place's fields as the dialog's values. */
export function placeToForm(place: AshPlaceData): PlaceFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    kind: place.kind,
    code: place.code,
    location: text(place.location),
    capacity: place.capacity === null ? '' : String(place.capacity),
    termStart: text(place.termStart),
    termEnd: text(place.termEnd),
    rightsHolderName: text(place.rightsHolderName),
    rightsHolderAddress: text(place.rightsHolderAddress),
    rightsHolderPhone: text(place.rightsHolderPhone),
    rightsHolderEmail: text(place.rightsHolderEmail),
    reserved: place.reserved,
    reservedFor: text(place.reservedFor),
    notes: text(place.notes),
    active: place.active,
  };
}

/**
 * The values as the wire's input, before the shared schema checks them: an empty kind is missing, the capacity a
 * number ('' is null: unlimited; text that is no number stays NaN and is refused with the capacity's message).
 */
export function placeFormToInput(values: PlaceFormValues): Record<string, unknown> {
  const capacity = (values.capacity ?? '').trim();
  return {
    ...values,
    kind: values.kind === '' ? undefined : values.kind,
    capacity: capacity === '' ? null : /^\d+$/.test(capacity) ? Number(capacity) : Number.NaN,
    // Whom a place is reserved for only means something while it is reserved.
    reservedFor: values.reserved ? values.reservedFor : '',
  };
}

/** The checked values (the shared schema's output) as the request body: every field, so a PUT sets them all. */
export function toPlaceInput(output: CreateAshPlaceData): AshPlaceInput {
  return {
    kind: output.kind,
    code: output.code,
    location: output.location ?? null,
    capacity: output.capacity ?? null,
    termStart: output.termStart ?? null,
    termEnd: output.termEnd ?? null,
    rightsHolderName: output.rightsHolderName ?? null,
    rightsHolderAddress: output.rightsHolderAddress ?? null,
    rightsHolderPhone: output.rightsHolderPhone ?? null,
    rightsHolderEmail: output.rightsHolderEmail ?? null,
    reserved: output.reserved ?? false,
    reservedFor: output.reservedFor ?? null,
    notes: output.notes ?? null,
    active: output.active ?? true,
  };
}

const LABELS: Record<PlaceFormField, string> = {
  kind: labels.placeKind,
  code: labels.code,
  location: labels.location,
  capacity: labels.capacity,
  termStart: labels.termStart,
  termEnd: labels.termEnd,
  rightsHolderName: labels.rightsHolderName,
  rightsHolderAddress: labels.rightsHolderAddress,
  rightsHolderPhone: labels.rightsHolderPhone,
  rightsHolderEmail: labels.rightsHolderEmail,
  reserved: labels.reserved,
  reservedFor: labels.reservedFor,
  notes: labels.notes,
  active: labels.active,
};

const isField = (path: string): path is PlaceFormField => path in LABELS;

/** How the conflict dialog names and shows a place's fields: the kind by its label, dates in Dutch, ticks Ja/Nee. */
export const placeConflictFields: ConflictFields = {
  label: (path) => (isField(path) ? LABELS[path] : path),
  display: (path, value) => {
    if (typeof value === 'boolean') return value ? nlAshPlaces.common.yes : nlAshPlaces.common.no;
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') return path === 'capacity' ? nlAshPlaces.display.unlimited : '';
    if (path === 'kind') return placeKindLabel(text as AshPlaceKind);
    if (path === 'termStart' || path === 'termEnd') return formatDate(text);
    return text;
  },
};

/** An ash place (what a 409 of a stale version carries). */
export function isAshPlace(data: unknown): data is AshPlaceData {
  if (!isPlainObject(data) || !isVersioned(data)) return false;
  const record: Record<string, unknown> = data;
  return typeof record['code'] === 'string' && Array.isArray(record['occupants']);
}
