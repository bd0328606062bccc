import {
  amsterdamDateOf,
  formatDate,
  formatDateTime,
  formatTime,
  interpolate,
  messages,
  type ReservationConflict,
} from '@afscheid/shared';
import type { Place } from '../../db/types.ts';
import { HttpError } from '../../lib/errors.ts';
import type { ReservationConflictRow } from './repository.ts';

const MINUTE = 60_000;

/** Whole minutes since the epoch (UTC) of an instant, rounded down. */
export const minutesOf = (instant: string): number => Math.floor(new Date(instant).getTime() / MINUTE);

/** The instant (ISO UTC) of a count of epoch minutes. */
export const minutesToInstant = (minutes: number): string => new Date(minutes * MINUTE).toISOString();

/**
 * The time the place is taken by a reservation: from its start minus the place's preparation time until its end
 * plus the clean-up time, in epoch minutes, half open (`[from, until)`). A start or end within a minute is
 * widened to the whole minute.
 */
export function busyMinutes(
  startsAt: string,
  endsAt: string,
  place: Pick<Place, 'preparation_minutes' | 'cleanup_minutes'>,
): { from: number; until: number } {
  return {
    from: minutesOf(startsAt) - place.preparation_minutes,
    until: Math.ceil(new Date(endsAt).getTime() / MINUTE) + place.cleanup_minutes,
  };
}

/** `21 november 2026 10:00–11:30` (Amsterdam); across midnight both dates: `21 november 2026 23:00–22 november 2026 01:00`. */
export function reservationWhen(startsAt: string, endsAt: string): string {
  if (amsterdamDateOf(startsAt) === amsterdamDateOf(endsAt)) {
    return `${formatDate(startsAt)} ${formatTime(startsAt)}–${formatTime(endsAt)}`;
  }
  return `${formatDateTime(startsAt)}–${formatDateTime(endsAt)}`;
}

/** The `data.conflict` of an overlap's 409: the confirmed reservation in the way. */
export function conflictData(row: ReservationConflictRow): ReservationConflict {
  return {
    conflict: {
      id: row.id,
      title: row.title,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      busyFrom: minutesToInstant(row.busy_from_min),
      busyUntil: minutesToInstant(row.busy_until_min),
      placeId: row.place_id,
      dossierNumber: row.dossier_number,
    },
  };
}

/** 409: the place is taken then, naming the other reservation (`data.conflict`). */
export function overlapError(row: ReservationConflictRow): HttpError {
  const when = reservationWhen(row.starts_at, row.ends_at);
  return new HttpError(409, interpolate(messages.reservations.overlap, { title: row.title, when }), {
    data: conflictData(row),
  });
}

/** The name of the database's overlap guard: PostgreSQL's exclusion constraint, SQLite's triggers (migration 0011). */
export const OVERLAP_CONSTRAINT = 'reservations_confirmed_no_overlap';

/**
 * Whether a database error is the overlap guard's refusal: PostgreSQL's exclusion violation (SQLSTATE `23P01`)
 * of the constraint, or SQLite's trigger abort with its name. The database refused a second confirmed
 * reservation in the same busy time, whatever the service saw.
 */
export function isOverlapViolation(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === 'SQLITE_CONSTRAINT_TRIGGER') return message === OVERLAP_CONSTRAINT;
  return code === '23P01' && (constraint === undefined || constraint === OVERLAP_CONSTRAINT);
}
