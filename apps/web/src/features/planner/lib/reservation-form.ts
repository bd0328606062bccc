import {
  addPlannerDays,
  amsterdamInstant,
  interpolate,
  isPlannerDate,
  MAX_RESERVATION_MINUTES,
  messages,
  requiredMessage,
  RESERVATION_KINDS,
  type PlannerDossier,
  type ReservationData,
  type ReservationKind,
  type ReservationStatus,
} from '@afscheid/shared';
import type { ReservationCreate, ReservationUpdate } from '../api/planner-api.ts';
import { wallClockOf } from './layout.ts';

const labels = messages.reservations.fields;
const errors = messages.reservations.errors;

/**
 * What a reservation dialog may be opened with (the planner's selected slot, a dossier's "Inplannen"): the
 * place, the Amsterdam date and wall-clock times (`end` before `start` means the next day unless `endDate` says
 * otherwise), the kind, a title and the dossier.
 */
export interface ReservationPrefill {
  placeId?: string;
  /** `YYYY-MM-DD`. */
  date?: string;
  /** `HH:mm`. */
  start?: string;
  end?: string;
  endDate?: string;
  kind?: ReservationKind;
  title?: string;
  status?: 'option' | 'confirmed';
  dossier?: PlannerDossier | null;
  notes?: string;
}

/** The dialog's values: every field text ('' for empty); times are Amsterdam wall-clock. */
export interface ReservationFormValues {
  placeId: string;
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  kind: string;
  title: string;
  status: string;
  notes: string;
}

export const RESERVATION_FORM_FIELDS = [
  'placeId',
  'date',
  'startTime',
  'endDate',
  'endTime',
  'kind',
  'title',
  'status',
  'notes',
] as const satisfies readonly (keyof ReservationFormValues)[];
export type ReservationFormField = (typeof RESERVATION_FORM_FIELDS)[number];

const DEFAULT_START = '10:00';

/** The first values of a new reservation. */
export function prefillValues(prefill: ReservationPrefill = {}, today: string): ReservationFormValues {
  const date = prefill.date && isPlannerDate(prefill.date) ? prefill.date : today;
  const startTime = prefill.start ?? DEFAULT_START;
  let endDate = prefill.endDate ?? date;
  let endTime = prefill.end ?? '';
  const start = amsterdamInstant(date, startTime);
  if (!prefill.end && start) {
    // An hour by default (in real time: also right on the nights the clocks change).
    const end = wallClockOf({ startsAt: start, endsAt: new Date(new Date(start).getTime() + 3_600_000).toISOString() });
    endDate = prefill.endDate ?? end.endDate;
    endTime = end.end;
  } else if (prefill.end && !prefill.endDate && prefill.end <= startTime) {
    endDate = addPlannerDays(date, 1);
  }
  return {
    placeId: prefill.placeId ?? '',
    date,
    startTime,
    endDate,
    endTime,
    kind: prefill.kind ?? '',
    title: prefill.title ?? '',
    status: prefill.status ?? 'confirmed',
    notes: prefill.notes ?? '',
  };
}

/** A stored reservation as the dialog's values. */
export function valuesOf(reservation: ReservationData): ReservationFormValues {
  const clock = wallClockOf(reservation);
  return {
    placeId: reservation.place.id,
    date: clock.date,
    startTime: clock.start,
    endDate: clock.endDate,
    endTime: clock.end,
    kind: reservation.kind,
    title: reservation.title,
    status: reservation.status,
    notes: reservation.notes ?? '',
  };
}

export interface CheckedReservation {
  /** Messages per field (empty when the values can be sent). */
  errors: Partial<Record<ReservationFormField, string>>;
  /** The instants, ISO UTC, when both times are complete. */
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * The dialog's own checks, with the shared Dutch messages: the required fields, an end after the start and at
 * most 24 hours. The server checks the same (and more: the place, the dossier, overlaps).
 */
export function checkValues(values: ReservationFormValues): CheckedReservation {
  const found: CheckedReservation['errors'] = {};
  const text = (field: ReservationFormField) => values[field].trim();
  if (!text('placeId')) found.placeId = requiredMessage(labels.place);
  if (!isPlannerDate(text('date'))) found.date = requiredMessage(labels.date);
  if (!text('startTime')) found.startTime = requiredMessage(labels.startsAt);
  if (!isPlannerDate(text('endDate'))) found.endDate = requiredMessage(labels.endsAt);
  if (!text('endTime')) found.endTime = requiredMessage(labels.endsAt);
  if (!(RESERVATION_KINDS as readonly string[]).includes(text('kind')))
    found.kind = text('kind') ? errors.kind : requiredMessage(labels.kind);
  if (!text('title')) found.title = requiredMessage(labels.title);
  else if (text('title').length > 150)
    found.title = interpolate(messages.validation.max, { field: labels.title, length: 150 });
  const startsAt = found.date || found.startTime ? null : amsterdamInstant(text('date'), text('startTime'));
  const endsAt = found.endDate || found.endTime ? null : amsterdamInstant(text('endDate'), text('endTime'));
  if (startsAt && endsAt) {
    const minutes = (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000;
    if (minutes <= 0) found.endTime = errors.endBeforeStart;
    else if (minutes > MAX_RESERVATION_MINUTES) found.endTime = errors.tooLong;
  }
  return { errors: found, startsAt, endsAt };
}

const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST body of a new reservation (call after `checkValues` found nothing). */
export function createInput(
  values: ReservationFormValues,
  dossier: PlannerDossier | null,
  times: { startsAt: string; endsAt: string },
): ReservationCreate {
  const input: ReservationCreate = {
    placeId: values.placeId,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    kind: values.kind as ReservationKind,
    title: values.title.trim(),
    status: values.status === 'option' ? 'option' : 'confirmed',
  };
  if (dossier) input.dossierId = dossier.id;
  const notes = optionalText(values.notes);
  if (notes) input.notes = notes;
  return input;
}

/** The PUT body of an edit: the version it is based on and only what changed (both times when either did). */
export function updateInput(
  base: ReservationData,
  values: ReservationFormValues,
  dossier: PlannerDossier | null,
  times: { startsAt: string; endsAt: string },
): ReservationUpdate {
  const input: ReservationUpdate = { version: base.version };
  if (values.placeId !== base.place.id) input.placeId = values.placeId;
  const moved =
    new Date(times.startsAt).getTime() !== new Date(base.startsAt).getTime() ||
    new Date(times.endsAt).getTime() !== new Date(base.endsAt).getTime();
  if (moved) {
    input.startsAt = times.startsAt;
    input.endsAt = times.endsAt;
  }
  if (values.kind !== base.kind) input.kind = values.kind as ReservationKind;
  if (values.title.trim() !== base.title) input.title = values.title.trim();
  if (values.status !== base.status) input.status = values.status as ReservationStatus;
  if ((dossier?.id ?? null) !== (base.dossier?.id ?? null)) input.dossierId = dossier?.id ?? null;
  if (optionalText(values.notes) !== (base.notes ?? null)) input.notes = optionalText(values.notes);
  return input;
}

/** Where a server field message belongs in the dialog (`starts_at` → the start time). */
export function formFieldOf(serverField: string): ReservationFormField | 'dossier' | null {
  switch (serverField) {
    case 'placeId':
      return 'placeId';
    case 'startsAt':
      return 'startTime';
    case 'endsAt':
      return 'endTime';
    case 'dossierId':
      return 'dossier';
    case 'kind':
    case 'title':
    case 'status':
    case 'notes':
      return serverField;
    default:
      return null;
  }
}
