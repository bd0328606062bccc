import {
  amsterdamInstant,
  BROADCAST_STATUS_LABELS,
  formatDateTime,
  formatTime,
  messages,
  toIsoDate,
  type BroadcastData,
  type BroadcastStatus,
  type CreateBroadcastData,
  type ReservationData,
} from '@afscheid/shared';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import type { BroadcastUpdate } from '../api/broadcasts-api.ts';
import { nlBroadcasts } from './texts.ts';

/** The fields of the broadcast form, in the order of the form (`status` only when editing). */
export const BROADCAST_FIELDS = [
  'title',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'streamUrl',
  'dossierId',
  'availableUntilDate',
  'availableUntilTime',
  'status',
] as const;
export type BroadcastField = (typeof BROADCAST_FIELDS)[number];

/**
 * The form's values, all text: dates `YYYY-MM-DD` and times `HH:mm` on an Amsterdam clock (the date and time
 * fields), turned into instants by the form's schema. `reservationId` rides along from a prefill.
 */
export type BroadcastFormValues = Record<BroadcastField | 'reservationId', string>;

/** What the edit form's schema gives: the create fields and the status. */
export type BroadcastEditData = CreateBroadcastData & { status: BroadcastStatus };

export function emptyBroadcastValues(): BroadcastFormValues {
  return {
    title: '',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    streamUrl: '',
    dossierId: '',
    availableUntilDate: '',
    availableUntilTime: '',
    status: 'scheduled',
    reservationId: '',
  };
}

/** An instant as the date and the time on a clock in Amsterdam (`2026-10-25`, `14:00`); empty stays empty. */
export function amsterdamParts(instant: string | null | undefined): { date: string; time: string } {
  if (!instant) return { date: '', time: '' };
  return { date: toIsoDate(instant) ?? '', time: formatTime(instant) };
}

/**
 * The Amsterdam date and time as an ISO instant (`2026-10-25` `14:00` → `2026-10-25T13:00:00.000Z`, winter time
 * after the clock change); null when either is missing or impossible.
 */
export function instantOf(date: string, time: string): string | null {
  if (date.trim() === '' || time.trim() === '') return null;
  return amsterdamInstant(date.trim(), time.trim());
}

/** A broadcast's fields as form values. */
export function toBroadcastValues(broadcast: BroadcastData): BroadcastFormValues {
  const start = amsterdamParts(broadcast.startsAt);
  const end = amsterdamParts(broadcast.endsAt);
  const until = amsterdamParts(broadcast.availableUntil);
  return {
    title: broadcast.title,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    streamUrl: broadcast.streamUrl,
    dossierId: broadcast.dossier?.id ?? '',
    availableUntilDate: until.date,
    availableUntilTime: until.time,
    status: broadcast.status,
    reservationId: broadcast.reservationId ?? '',
  };
}

/** A new broadcast prefilled from a reservation: its title, times, dossier and the link to it. */
export function valuesFromReservation(reservation: ReservationData): BroadcastFormValues {
  const start = amsterdamParts(reservation.startsAt);
  const end = amsterdamParts(reservation.endsAt);
  return {
    ...emptyBroadcastValues(),
    title: reservation.title,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    dossierId: reservation.dossier?.id ?? '',
    reservationId: reservation.id,
  };
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/** Only what differs from the broadcast as loaded, ready for a PUT (an emptied optional field becomes null). */
export function broadcastChanges(
  base: BroadcastData,
  checked: BroadcastEditData,
): Omit<BroadcastUpdate, 'version'> {
  const changes: Omit<BroadcastUpdate, 'version'> = {};
  if (checked.title !== base.title) changes.title = checked.title;
  if (!sameInstant(checked.startsAt, base.startsAt)) changes.startsAt = checked.startsAt;
  if (!sameInstant(checked.endsAt, base.endsAt)) changes.endsAt = checked.endsAt;
  if (checked.streamUrl !== base.streamUrl) changes.streamUrl = checked.streamUrl;
  if ((checked.dossierId ?? null) !== (base.dossier?.id ?? null))
    changes.dossierId = checked.dossierId ?? null;
  if (!sameInstant(checked.availableUntil, base.availableUntil))
    changes.availableUntil = checked.availableUntil ?? null;
  if (checked.status !== base.status) changes.status = checked.status;
  return changes;
}

const labels = messages.broadcasts.fields;
const form = nlBroadcasts.form;
const LABELS: Record<BroadcastField | 'reservationId', string> = {
  title: labels.title,
  startDate: form.startDate,
  startTime: form.startTime,
  endDate: form.endDate,
  endTime: form.endTime,
  streamUrl: labels.streamUrl,
  dossierId: labels.dossier,
  availableUntilDate: form.availableUntilDate,
  availableUntilTime: form.availableUntilTime,
  status: labels.status,
  reservationId: labels.reservation,
};

const isField = (path: string): path is BroadcastField | 'reservationId' => Object.hasOwn(LABELS, path);

/**
 * How the conflict dialog names and shows a broadcast's fields; `dossierName` names a dossier by its id (the
 * dossiers this page has seen), else the id is shown.
 */
export function broadcastConflictFields(dossierName: (id: string) => string | undefined): ConflictFields {
  return {
    label: (path) => (isField(path) ? LABELS[path] : path),
    display: (path, value) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return '';
      if (path === 'status')
        return Object.hasOwn(BROADCAST_STATUS_LABELS, text)
          ? BROADCAST_STATUS_LABELS[text as BroadcastStatus]
          : text;
      if (path === 'dossierId') return dossierName(text) ?? text;
      if (path.endsWith('Date')) return formatDateTime(text);
      return text;
    },
  };
}

/** A broadcast record (what a 409 carries). */
export const isBroadcast = (data: unknown): data is BroadcastData => isVersioned(data);
