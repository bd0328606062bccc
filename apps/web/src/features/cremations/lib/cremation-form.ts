import { formatDate, messages, type CremationData, type UpdateCremationData } from '@afscheid/shared';
import { isPlainObject, isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import type { CremationUpdate } from '../api/cremations-api.ts';

const labels = messages.cremations.fields;

/** The fields of the record form, in the order of the form. */
export const CREMATION_FORM_FIELDS = [
  'ovenPlaceId',
  'coffinRegistrationNumber',
  'permitReceived',
  'permitCompared',
  'permitNumber',
  'permitMunicipality',
  'requestFormReceived',
  'implantsRemoved',
  'identifiedBy',
  'unnaturalDeath',
  'noObjectionReceived',
  'noObjectionReference',
  'legalDelayReference',
  'legalDelayUntil',
  'notes',
] as const;
export type CremationFormField = (typeof CREMATION_FORM_FIELDS)[number];

type BooleanField =
  | 'permitReceived'
  | 'permitCompared'
  | 'requestFormReceived'
  | 'implantsRemoved'
  | 'unnaturalDeath'
  | 'noObjectionReceived';
type TextField = Exclude<CremationFormField, BooleanField>;

const BOOLEAN_FIELDS: readonly BooleanField[] = [
  'permitReceived',
  'permitCompared',
  'requestFormReceived',
  'implantsRemoved',
  'unnaturalDeath',
  'noObjectionReceived',
];
const isBooleanField = (field: CremationFormField): field is BooleanField =>
  (BOOLEAN_FIELDS as readonly string[]).includes(field);

/** The form's values: text fields as strings ('' for empty), the ticks as booleans. */
export type CremationFormValues = Record<TextField, string> & Record<BooleanField, boolean>;

/** What the shared schema gives for the form (its version goes separately). */
export type CheckedCremation = Omit<UpdateCremationData, 'version'>;

/** A record's fields as form values. */
export function toCremationValues(record: CremationData): CremationFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    ovenPlaceId: record.oven?.id ?? '',
    coffinRegistrationNumber: text(record.coffinRegistrationNumber),
    permitReceived: record.permitReceived,
    permitCompared: record.permitCompared,
    permitNumber: text(record.permitNumber),
    permitMunicipality: text(record.permitMunicipality),
    requestFormReceived: record.requestFormReceived,
    implantsRemoved: record.implantsRemoved,
    identifiedBy: text(record.identifiedBy),
    unnaturalDeath: record.unnaturalDeath,
    noObjectionReceived: record.noObjectionReceived,
    noObjectionReference: text(record.noObjectionReference),
    legalDelayReference: text(record.legalDelayReference),
    legalDelayUntil: text(record.legalDelayUntil),
    notes: text(record.notes),
  };
}

type Comparable = string | boolean | null;

/** A value as stored: trimmed text ('' is null), ticks as they are. */
const stored = (value: Comparable | undefined): Comparable => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return value;
};

/**
 * Only the fields whose checked value differs from the record as loaded, ready for a PUT: an emptied field
 * becomes null. Empty when nothing changed.
 */
export function cremationChanges(
  base: CremationData,
  checked: CheckedCremation,
): Omit<CremationUpdate, 'version'> {
  const before = toCremationValues(base);
  const changes: Record<string, Comparable> = {};
  for (const field of CREMATION_FORM_FIELDS) {
    const next = stored(checked[field] as Comparable | undefined);
    const previous = stored(before[field]);
    if (isBooleanField(field)) {
      if (typeof next === 'boolean' && next !== previous) changes[field] = next;
    } else if (next !== previous) {
      changes[field] = next;
    }
  }
  return changes as Omit<CremationUpdate, 'version'>;
}

const LABELS: Record<CremationFormField, string> = {
  ovenPlaceId: labels.oven,
  coffinRegistrationNumber: labels.coffinRegistrationNumber,
  permitReceived: labels.permitReceived,
  permitCompared: labels.permitCompared,
  permitNumber: labels.permitNumber,
  permitMunicipality: labels.permitMunicipality,
  requestFormReceived: labels.requestFormReceived,
  implantsRemoved: labels.implantsRemoved,
  identifiedBy: labels.identifiedBy,
  unnaturalDeath: labels.unnaturalDeath,
  noObjectionReceived: labels.noObjectionReceived,
  noObjectionReference: labels.noObjectionReference,
  legalDelayReference: labels.legalDelayReference,
  legalDelayUntil: labels.legalDelayUntil,
  notes: labels.notes,
};

export const cremationFieldLabel = (field: CremationFormField): string => LABELS[field];

const isField = (path: string): path is CremationFormField =>
  (CREMATION_FORM_FIELDS as readonly string[]).includes(path);

/**
 * How the conflict dialog names and shows the record's fields: the oven by its name (from `ovenNames`, which
 * knows the ovens of the choice and the ovens of both versions), ticks as Ja/Nee, the date in Dutch.
 */
export function cremationConflictFields(ovenNames: ReadonlyMap<string, string>): ConflictFields {
  return {
    label: (path) => (isField(path) ? cremationFieldLabel(path) : path),
    display: (path, value) => {
      if (typeof value === 'boolean')
        return value ? messages.crematoriumRequests.snapshot.yes : messages.crematoriumRequests.snapshot.no;
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') return '';
      if (path === 'ovenPlaceId') return ovenNames.get(text) ?? text;
      if (path === 'legalDelayUntil') return formatDate(text);
      return text;
    },
  };
}

/** A cremation record (what a 409 of a stale version carries). */
export function isCremation(data: unknown): data is CremationData {
  if (!isPlainObject(data) || !isVersioned(data)) return false;
  const record: Record<string, unknown> = data;
  return Array.isArray(record['checklist']) && typeof record['status'] === 'string';
}

/** The message after a save: saved, or saved and the approval withdrawn (a condition fails now). */
export function savedNotice(before: CremationData, saved: CremationData): string {
  return before.status === 'approved' && saved.status === 'planned'
    ? nlPages.cremations.form.withdrawn
    : messages.cremations.done.saved;
}
