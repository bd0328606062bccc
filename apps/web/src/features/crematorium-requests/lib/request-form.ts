import {
  amsterdamDateOf,
  amsterdamInstant,
  COFFIN_KINDS,
  formatTime,
  IMPLANT_KINDS,
  interpolate,
  isPlannerDate,
  messages,
  type CoffinKind,
  type Crematorium,
  type CrematoriumRequestData,
  type ImplantKind,
  type ImplantState,
} from '@afscheid/shared';
import type {
  RequestCreate,
  RequestUpdate,
  RequestWishesInput,
  RevisionCreate,
} from '../api/requests-api.ts';
import { nlRequests } from './texts.ts';

const t = messages.crematoriumRequests;
const labels = t.fields;

/** What the dialog edits: every field as text, yes/no as `'yes' | 'no' | ''`, choices of several as lists. */
export interface RequestFormValues {
  crematoriumId: string;
  location: string;
  wishedDate: string;
  wishedTime: string;
  alternativeDate: string;
  alternativeTime: string;
  ceremony: '' | 'yes' | 'no';
  ceremonyPlaceId: string;
  ceremonyMinutes: string;
  coffeeRoom: '' | 'yes' | 'no';
  coffeePlaceId: string;
  coffeeMinutes: string;
  guests: string;
  livestream: boolean;
  coffinKind: string;
  coffinLengthCm: string;
  coffinWidthCm: string;
  implants: '' | ImplantState;
  implantKinds: ImplantKind[];
  implantsOther: string;
  relativesAttend: boolean;
  relativesCount: string;
  ashDestination: string;
  remarks: string;
  documentIds: string[];
}

export type RequestFormField = keyof RequestFormValues;

/** The fields a message can be put on, in the order of the form (the first one with a message gets focus). */
export const REQUEST_FORM_FIELDS = [
  'crematoriumId',
  'location',
  'wishedDate',
  'wishedTime',
  'alternativeDate',
  'alternativeTime',
  'ceremony',
  'ceremonyPlaceId',
  'ceremonyMinutes',
  'coffeeRoom',
  'coffeePlaceId',
  'coffeeMinutes',
  'guests',
  'livestream',
  'coffinKind',
  'coffinLengthCm',
  'coffinWidthCm',
  'implants',
  'implantKinds',
  'implantsOther',
  'relativesAttend',
  'relativesCount',
  'ashDestination',
  'remarks',
  'documentIds',
] as const satisfies readonly RequestFormField[];

export const EMPTY_VALUES: RequestFormValues = {
  crematoriumId: '',
  location: '',
  wishedDate: '',
  wishedTime: '',
  alternativeDate: '',
  alternativeTime: '',
  ceremony: '',
  ceremonyPlaceId: '',
  ceremonyMinutes: '',
  coffeeRoom: 'no',
  coffeePlaceId: '',
  coffeeMinutes: '',
  guests: '',
  livestream: false,
  coffinKind: '',
  coffinLengthCm: '',
  coffinWidthCm: '',
  implants: '',
  implantKinds: [],
  implantsOther: '',
  relativesAttend: false,
  relativesCount: '',
  ashDestination: '',
  remarks: '',
  documentIds: [],
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}/;

const textOf = (value: unknown, pattern: RegExp, length: number): string =>
  typeof value === 'string' && pattern.test(value) ? value.slice(0, length) : '';

const fold = (text: string) => text.trim().toLocaleLowerCase('nl-NL');

/**
 * The first values of a new request from the dossier's cremation section (camelCase, as the section API answers):
 * its date and time become the wished moment, "met/zonder plechtigheid" the ceremony, the relatives at the
 * insertion and their number; a crematorium named there that is on the platform is chosen.
 */
export function prefillFromSection(
  section: Record<string, unknown> | null | undefined,
  crematoria: readonly Crematorium[] = [],
): RequestFormValues {
  const values: RequestFormValues = { ...EMPTY_VALUES, implantKinds: [], documentIds: [] };
  if (!section) return values;
  values.wishedDate = textOf(section['date'], DATE, 10);
  values.wishedTime = values.wishedDate ? textOf(section['time'], TIME, 5) : '';
  if (section['kind'] === 'with_ceremony' || section['kind'] === 'private') values.ceremony = 'yes';
  else if (section['kind'] === 'without_ceremony') values.ceremony = 'no';
  if (section['attendInsertion'] === true) {
    values.relativesAttend = true;
    const count = section['insertionAttendees'];
    if (typeof count === 'number' && Number.isInteger(count)) values.relativesCount = String(count);
  }
  const named = typeof section['crematoriumName'] === 'string' ? fold(section['crematoriumName']) : '';
  const match = named ? crematoria.find((crematorium) => fold(crematorium.name) === named) : undefined;
  if (match) values.crematoriumId = match.id;
  return values;
}

const wallDate = (instant: string | null) => (instant ? amsterdamDateOf(instant) : '');
const wallTime = (instant: string | null) => (instant ? formatTime(instant) : '');
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A stored request as the dialog's values (an edit of a draft, or the start of a revision). */
export function valuesOfRequest(request: CrematoriumRequestData): RequestFormValues {
  const w = request.wishes;
  return {
    crematoriumId: request.provider.id,
    location: w.location ?? '',
    wishedDate: wallDate(w.wishedAt),
    wishedTime: wallTime(w.wishedAt),
    alternativeDate: wallDate(w.alternativeAt),
    alternativeTime: wallTime(w.alternativeAt),
    ceremony: w.ceremony ? 'yes' : 'no',
    ceremonyPlaceId: w.ceremonyPlaceId ?? '',
    ceremonyMinutes: numberText(w.ceremonyMinutes),
    coffeeRoom: w.coffeeRoom ? 'yes' : 'no',
    coffeePlaceId: w.coffeePlaceId ?? '',
    coffeeMinutes: numberText(w.coffeeMinutes),
    guests: numberText(w.guests),
    livestream: w.livestream,
    coffinKind: w.coffinKind ?? '',
    coffinLengthCm: numberText(w.coffinLengthCm),
    coffinWidthCm: numberText(w.coffinWidthCm),
    implants: w.implants ?? '',
    implantKinds: [...w.implantKinds],
    implantsOther: w.implantsOther ?? '',
    relativesAttend: w.relativesAttend,
    relativesCount: numberText(w.relativesCount),
    ashDestination: w.ashDestination ?? '',
    remarks: w.remarks ?? '',
    documentIds: [...w.documentIds],
  };
}

export interface CheckedRequest {
  /** Messages per field (empty when the values can be sent). */
  errors: Partial<Record<RequestFormField, string>>;
  /** The wished and alternative moments as instants (ISO UTC), when complete. */
  wishedAt: string | null;
  alternativeAt: string | null;
}

/** A whole number in `[min, max]`, null for an empty field, undefined when it is no such number. */
function wholeNumber(text: string, min: number, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

const NUMBER_FIELDS: {
  field:
    'ceremonyMinutes' | 'coffeeMinutes' | 'guests' | 'coffinLengthCm' | 'coffinWidthCm' | 'relativesCount';
  message: string;
  min: number;
  max: number;
}[] = [
  {
    field: 'ceremonyMinutes',
    message: interpolate(t.errors.minutes, { field: labels.ceremonyMinutes }),
    min: 15,
    max: 240,
  },
  {
    field: 'coffeeMinutes',
    message: interpolate(t.errors.minutes, { field: labels.coffeeMinutes }),
    min: 15,
    max: 240,
  },
  { field: 'guests', message: interpolate(t.errors.count, { field: labels.guests }), min: 0, max: 1000 },
  {
    field: 'coffinLengthCm',
    message: interpolate(t.errors.centimeters, { field: labels.coffinLengthCm }),
    min: 30,
    max: 300,
  },
  {
    field: 'coffinWidthCm',
    message: interpolate(t.errors.centimeters, { field: labels.coffinWidthCm }),
    min: 30,
    max: 300,
  },
  {
    field: 'relativesCount',
    message: interpolate(t.errors.count, { field: labels.relativesCount }),
    min: 0,
    max: 1000,
  },
];

/** Whether a number field is in use (a duration of a ceremony that is not wanted is not sent). */
function inUse(values: RequestFormValues, field: (typeof NUMBER_FIELDS)[number]['field']): boolean {
  if (field === 'ceremonyMinutes') return values.ceremony === 'yes';
  if (field === 'coffeeMinutes') return values.coffeeRoom === 'yes';
  if (field === 'relativesCount') return values.relativesAttend;
  return true;
}

/**
 * The dialog's own checks, with the shared Dutch messages: a crematorium, the wished date and time, both parts
 * of the alternative or neither, yes or no for the ceremony, the numbers in their ranges and a description of
 * another implant. The server checks the same and more (its messages land on the same fields).
 */
export function checkValues(values: RequestFormValues): CheckedRequest {
  const found: CheckedRequest['errors'] = {};
  if (!values.crematoriumId) found.crematoriumId = t.errors.crematorium;
  if (!isPlannerDate(values.wishedDate)) found.wishedDate = nlRequests.dialog.wishedDateRequired;
  if (!values.wishedTime.trim()) found.wishedTime = nlRequests.dialog.wishedTimeRequired;
  const hasAlternativeDate = values.alternativeDate.trim() !== '';
  const hasAlternativeTime = values.alternativeTime.trim() !== '';
  if (hasAlternativeDate !== hasAlternativeTime) {
    found[hasAlternativeDate ? 'alternativeTime' : 'alternativeDate'] =
      nlRequests.dialog.alternativeIncomplete;
  } else if (hasAlternativeDate && !isPlannerDate(values.alternativeDate)) {
    found.alternativeDate = nlRequests.dialog.alternativeIncomplete;
  }
  if (values.ceremony === '') found.ceremony = t.errors.boolean;
  for (const rule of NUMBER_FIELDS) {
    if (inUse(values, rule.field) && wholeNumber(values[rule.field], rule.min, rule.max) === undefined) {
      found[rule.field] = rule.message;
    }
  }
  if (values.coffinKind && !(COFFIN_KINDS as readonly string[]).includes(values.coffinKind)) {
    found.coffinKind = t.errors.coffinKind;
  }
  if (
    values.implants === 'removed' &&
    values.implantKinds.includes('other') &&
    !values.implantsOther.trim()
  ) {
    found.implantsOther = t.errors.implantsOtherRequired;
  }
  const wishedAt =
    found.wishedDate || found.wishedTime ? null : amsterdamInstant(values.wishedDate, values.wishedTime);
  const alternativeAt =
    hasAlternativeDate && hasAlternativeTime && !found.alternativeDate
      ? amsterdamInstant(values.alternativeDate, values.alternativeTime)
      : null;
  if (wishedAt && alternativeAt && wishedAt === alternativeAt)
    found.alternativeTime = t.errors.alternativeSame;
  return { errors: found, wishedAt, alternativeAt };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const count = (value: string) => wholeNumber(value, 0, Number.MAX_SAFE_INTEGER) ?? null;

/** The wishes as every write sends them: all of them, null for what is empty or not wanted. */
export function wishesInput(values: RequestFormValues, alternativeAt: string | null): RequestWishesInput {
  const ceremony = values.ceremony === 'yes';
  const coffeeRoom = values.coffeeRoom === 'yes';
  const removed = values.implants === 'removed';
  const implantKinds = removed ? IMPLANT_KINDS.filter((kind) => values.implantKinds.includes(kind)) : [];
  return {
    location: text(values.location),
    alternativeAt,
    ceremonyPlaceId: ceremony ? text(values.ceremonyPlaceId) : null,
    ceremonyMinutes: ceremony ? count(values.ceremonyMinutes) : null,
    coffeeRoom,
    coffeePlaceId: coffeeRoom ? text(values.coffeePlaceId) : null,
    coffeeMinutes: coffeeRoom ? count(values.coffeeMinutes) : null,
    guests: count(values.guests),
    livestream: values.livestream,
    coffinKind: values.coffinKind ? (values.coffinKind as CoffinKind) : null,
    coffinLengthCm: count(values.coffinLengthCm),
    coffinWidthCm: count(values.coffinWidthCm),
    implants: values.implants === '' ? null : values.implants,
    implantKinds,
    implantsOther: implantKinds.includes('other') ? text(values.implantsOther) : null,
    relativesAttend: values.relativesAttend,
    relativesCount: values.relativesAttend ? count(values.relativesCount) : null,
    ashDestination: text(values.ashDestination),
    remarks: text(values.remarks),
    documentIds: [...values.documentIds],
  };
}

/** POST /api/crematorium-requests (call after `checkValues` found nothing). */
export function createInput(
  dossierId: string,
  values: RequestFormValues,
  checked: { wishedAt: string; alternativeAt: string | null },
): RequestCreate {
  return {
    dossierId,
    crematoriumId: values.crematoriumId,
    wishedAt: checked.wishedAt,
    ceremony: values.ceremony === 'yes',
    ...wishesInput(values, checked.alternativeAt),
  };
}

/** PUT /api/crematorium-requests/{id}: the draft in full, with the version it is based on. */
export function updateInput(
  version: number,
  values: RequestFormValues,
  checked: { wishedAt: string; alternativeAt: string | null },
): RequestUpdate {
  return {
    version,
    crematoriumId: values.crematoriumId,
    wishedAt: checked.wishedAt,
    ceremony: values.ceremony === 'yes',
    ...wishesInput(values, checked.alternativeAt),
  };
}

/** POST …/{id}/revisions: the wishes as they are now (the crematorium cannot change any more). */
export function revisionInput(
  version: number,
  values: RequestFormValues,
  checked: { wishedAt: string; alternativeAt: string | null },
): RevisionCreate {
  return {
    version,
    wishedAt: checked.wishedAt,
    ceremony: values.ceremony === 'yes',
    ...wishesInput(values, checked.alternativeAt),
  };
}

/**
 * Where a server field message belongs in the dialog (camelCase, as `toFieldName` gives it): an instant on its
 * time, an item of a list (`document_ids.0`) on the list; null for a message that belongs to no field.
 */
export function formFieldOf(serverField: string): RequestFormField | null {
  const [head] = serverField.split('.');
  switch (head) {
    case 'wishedAt':
      return 'wishedTime';
    case 'alternativeAt':
      return 'alternativeTime';
    case undefined:
      return null;
    default:
      return (REQUEST_FORM_FIELDS as readonly string[]).includes(head) ? (head as RequestFormField) : null;
  }
}
