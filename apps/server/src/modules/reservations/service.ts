import { PostgresAdapter, sql } from 'kysely';
import {
  MAX_RESERVATION_MINUTES,
  messages,
  type CreateReservationData,
  type ReservationKind,
  type ListReservationsQuery,
  type ReservationData,
  type UpdateReservationData,
} from '@afscheid/shared';
import type { Db, Dossier, Place, ReservationsTable } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { updateWhereVersion } from '../../lib/versioned.ts';
import { dossiersRepository } from '../dossiers/index.ts';
import { placeOfOrganization, placesRepository } from '../places/index.ts';
import { busyMinutes, isOverlapViolation, overlapError } from './busy.ts';
import { presentReservation } from './presenter.ts';
import { reservationsRepository, type ReservationRow } from './repository.ts';

const t = messages.reservations;

/** The columns a reservation's form writes. */
type ReservationFields = Pick<
  ReservationsTable,
  'place_id' | 'dossier_id' | 'kind' | 'title' | 'notes' | 'status' | 'starts_at' | 'ends_at'
>;

type Busy = { from: number; until: number };

const audit = (reservation: { id: string; organization_id: string }) => ({
  organizationId: reservation.organization_id,
  entity: 'reservation',
  entityId: reservation.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A reservation service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

async function currentReservation(db: Db, organizationId: string, id: string): Promise<ReservationData> {
  const latest = await reservationsRepository.findById(db, organizationId, id);
  if (!latest) throw notFound();
  return presentReservation(latest);
}

/** 409 for a stale version: `{ message, data: { current } }` with the reservation as stored now. */
const staleVersion = (current: ReservationData) => new HttpError(409, t.conflict, { data: { current } });

/** 422 unless the place is an active place of the organisation (a locked row, or one read just now). */
function assertPlace(place: Place | undefined): asserts place is Place {
  if (!place) throw new ValidationError({ placeId: [t.errors.place] });
  if (place.active !== 1) throw new ValidationError({ placeId: [t.errors.placeInactive] });
}

/** The dossier of the organisation the reservation is for: 422 on `dossierId` otherwise. */
async function dossierOfOrganization(
  ctx: ServiceContext,
  organizationId: string,
  id: string,
): Promise<Dossier> {
  const dossier = await dossiersRepository.findById(ctx.db, organizationId, id);
  if (!dossier) throw new ValidationError({ dossierId: [t.errors.dossier] });
  return dossier;
}

/** End after start, at most 24 hours, for the times as they will be (a PUT may send only one of them). */
function assertTimes(startsAt: string, endsAt: string): void {
  const span = new Date(endsAt).getTime() - new Date(startsAt).getTime();
  if (span <= 0) throw new ValidationError({ endsAt: [t.errors.endBeforeStart] });
  if (span > MAX_RESERVATION_MINUTES * 60_000) throw new ValidationError({ endsAt: [t.errors.tooLong] });
}

/** 409 naming the confirmed reservation of the place in the way of `busy`, if any (other than `exceptId`). */
async function assertFree(trx: Db, placeId: string, busy: Busy, exceptId?: string): Promise<void> {
  const conflict = await reservationsRepository.findConflict(trx, placeId, busy, exceptId);
  if (conflict) throw overlapError(conflict);
}

/**
 * Runs a write that may break the overlap rule. PostgreSQL's exclusion constraint is the last guard (a writer
 * that skipped the service's check, or a race the lock did not cover): its violation is the same 409, naming
 * the reservation in the way, looked up after the rollback.
 */
async function guardOverlap<T>(
  ctx: ServiceContext,
  write: () => Promise<T>,
  after: () => {
    placeId: string;
    busy: Busy | null;
    exceptId: string;
  },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
    const { placeId, busy, exceptId } = after();
    const conflict = busy
      ? await reservationsRepository.findConflict(ctx.db, placeId, busy, exceptId)
      : undefined;
    throw conflict ? overlapError(conflict) : new HttpError(409, t.conflict);
  }
}

export type ReservationsInRange = {
  from: string;
  to: string;
  placeIds?: readonly string[];
  location?: string | null;
  includeCancelled?: boolean;
};

/**
 * The organisation's reservations overlapping `[from, to)` (instants), by start, cancelled ones only on request,
 * as rows joined for presentation (`presentReservation`): for the planner's PDF, the feed and the list.
 */
export function reservationsInRange(db: Db, organizationId: string, range: ReservationsInRange) {
  return reservationsRepository.inRange(db, organizationId, range);
}

/** GET /api/reservations: the reservations overlapping `[from, to)`, filtered by place and location. */
export async function listReservations(
  ctx: ServiceContext,
  query: ListReservationsQuery,
): Promise<{ data: ReservationData[] }> {
  const rows = await reservationsInRange(ctx.db, organizationOf(ctx), {
    from: query.from,
    to: query.to,
    placeIds: query.placeId,
    location: query.location,
    includeCancelled: query.includeCancelled === 'true',
  });
  return { data: rows.map(presentReservation) };
}

/** GET /api/dossiers/:id/reservations: the dossier's reservations, cancelled ones included, by start. */
export async function listDossierReservations(
  ctx: ServiceContext,
  dossier: Dossier,
): Promise<ReservationData[]> {
  const rows = await reservationsRepository.listForDossier(ctx.db, dossier.organization_id, dossier.id);
  return rows.map(presentReservation);
}

export const showReservation = (reservation: ReservationRow): ReservationData =>
  presentReservation(reservation);

/**
 * POST /api/reservations: a reservation of an active place of the organisation, optionally for one of its
 * dossiers. A confirmed one is checked against the place's other confirmed reservations under a lock on the
 * place (409 naming the one in the way); an option is not.
 */
export async function createReservation(
  ctx: ServiceContext,
  input: CreateReservationData,
): Promise<ReservationData> {
  const organizationId = organizationOf(ctx);
  assertTimes(input.startsAt, input.endsAt);
  assertPlace(await placeOfOrganization(ctx.db, organizationId, input.placeId));
  const dossier = input.dossierId ? await dossierOfOrganization(ctx, organizationId, input.dossierId) : null;
  const fields: ReservationFields = {
    place_id: input.placeId,
    dossier_id: dossier?.id ?? null,
    kind: input.kind,
    title: input.title,
    notes: input.notes ?? null,
    status: input.status,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
  };
  const now = iso(ctx.clock.now());
  const id = newId(ctx.clock.now().getTime());
  let busy: Busy | null = null;
  await guardOverlap(
    ctx,
    () =>
      inTransaction(ctx.db, async (trx) => {
        const place = await placesRepository.lockForWrite(trx, organizationId, fields.place_id);
        assertPlace(place);
        busy = busyMinutes(fields.starts_at, fields.ends_at, place);
        if (fields.status === 'confirmed') await assertFree(trx, place.id, busy);
        await reservationsRepository.insert(trx, {
          ...fields,
          id,
          organization_id: organizationId,
          busy_from_min: busy.from,
          busy_until_min: busy.until,
          version: 1,
          created_by: ctx.actor.userId || null,
          updated_by: ctx.actor.userId || null,
          created_at: now,
          updated_at: now,
        });
        await ctx.audit(trx, {
          ...audit({ id, organization_id: organizationId }),
          action: 'created',
          changes: fields,
        });
      }),
    () => ({ placeId: fields.place_id, busy, exceptId: id }),
  );
  return currentReservation(ctx.db, organizationId, id);
}

/**
 * PUT /api/reservations/:id: the fields given change, with optimistic locking (a stale version is a 409
 * `{ data: { current } }`). Moving (another place or other times) recomputes the busy time with the place's
 * preparation and clean-up times and, for a confirmed reservation, checks the place again; so does confirming
 * an option or a cancelled reservation. A refused move changes nothing.
 */
export async function updateReservation(
  ctx: ServiceContext,
  reservation: ReservationRow,
  { version, ...input }: UpdateReservationData,
): Promise<ReservationData> {
  const organizationId = reservation.organization_id;
  const current = () => currentReservation(ctx.db, organizationId, reservation.id);
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== reservation.version) throw staleVersion(await current());

  const values: Partial<ReservationFields> = {};
  if (input.placeId !== undefined) values.place_id = input.placeId;
  if (input.startsAt !== undefined) values.starts_at = input.startsAt;
  if (input.endsAt !== undefined) values.ends_at = input.endsAt;
  if (input.kind !== undefined) values.kind = input.kind;
  if (input.title !== undefined) values.title = input.title;
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.status !== undefined) values.status = input.status;
  if (input.dossierId !== undefined) values.dossier_id = input.dossierId;
  const changes = diffFields(reservation as unknown as Record<string, unknown>, values);
  if (Object.keys(changes).length === 0) return presentReservation(reservation);

  const after = { ...reservation, ...values };
  if ('starts_at' in changes || 'ends_at' in changes) assertTimes(after.starts_at, after.ends_at);
  const moved = 'place_id' in changes || 'starts_at' in changes || 'ends_at' in changes;
  if ('place_id' in changes) assertPlace(await placeOfOrganization(ctx.db, organizationId, after.place_id));
  if ('dossier_id' in changes && after.dossier_id)
    await dossierOfOrganization(ctx, organizationId, after.dossier_id);
  const confirming = after.status === 'confirmed' && reservation.status !== 'confirmed';

  const now = iso(ctx.clock.now());
  let busy: Busy | null = null;
  const saved = await guardOverlap(
    ctx,
    () =>
      inTransaction(ctx.db, async (trx) => {
        const update: Partial<ReservationsTable> = { ...values };
        if (moved || confirming) {
          const place = await placesRepository.lockForWrite(trx, organizationId, after.place_id);
          if ('place_id' in changes) assertPlace(place);
          else if (!place) throw notFound();
          busy = busyMinutes(after.starts_at, after.ends_at, place);
          if (after.status === 'confirmed') await assertFree(trx, place.id, busy, reservation.id);
          update.busy_from_min = busy.from;
          update.busy_until_min = busy.until;
        }
        const where = { id: reservation.id, version: reservation.version, organizationId };
        const row = { ...update, updated_by: ctx.actor.userId || null, updated_at: now };
        if (!(await updateWhereVersion(trx, 'reservations', where, row))) return false;
        await ctx.audit(trx, { ...audit(reservation), action: auditAction(reservation, after), changes });
        return true;
      }),
    () => ({ placeId: after.place_id, busy, exceptId: reservation.id }),
  );
  if (!saved) throw staleVersion(await current());
  return current();
}

/** `moved`, `confirmed`, `cancelled` or `updated`: what the audit trail calls the change. */
function auditAction(before: Pick<ReservationRow, 'status'>, after: Pick<ReservationRow, 'status'>): string {
  if (after.status !== before.status) {
    if (after.status === 'confirmed') return 'confirmed';
    if (after.status === 'cancelled') return 'cancelled';
  }
  return 'updated';
}

/** DELETE /api/reservations/:id: removes it (cancelling is a PUT with status `cancelled`), audited. */
export async function deleteReservation(ctx: ServiceContext, reservation: ReservationRow): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    if (!(await reservationsRepository.remove(trx, reservation.organization_id, reservation.id))) return;
    await ctx.audit(trx, {
      ...audit(reservation),
      action: 'deleted',
      changes: {
        place_id: reservation.place_id,
        dossier_id: reservation.dossier_id,
        title: reservation.title,
        status: reservation.status,
        starts_at: reservation.starts_at,
        ends_at: reservation.ends_at,
      },
    });
  });
}

/** A confirmed booking a caller makes inside its own transaction (a crematorium accepting a request). */
export type BookingInTransaction = {
  /** The organisation whose planner it is (the place must be an active place of it). */
  organizationId: string;
  placeId: string;
  startsAt: string;
  endsAt: string;
  kind: ReservationKind;
  title: string;
  notes?: string | null;
  /** The crematorium request whose acceptance books it. */
  crematoriumRequestId?: string | null;
};

/**
 * Books a confirmed reservation with `trx`, the caller's transaction: locks the place (422 `placeId` for a place
 * that is not an active place of the organisation), checks it is free (409 naming the reservation in the way,
 * `data.conflict`), inserts and audits. The database's own guard is answered the same way: on PostgreSQL the
 * insert runs under a savepoint, so the exclusion violation leaves the caller's transaction usable for the
 * lookup of the reservation in the way (and for the caller's rollback). Returns the new reservation's id.
 */
export async function bookInTransaction(
  trx: Db,
  ctx: ServiceContext,
  booking: BookingInTransaction,
): Promise<string> {
  if (!trx.isTransaction) throw new Error('bookInTransaction needs the transaction of the change.');
  assertTimes(booking.startsAt, booking.endsAt);
  const place = await placesRepository.lockForWrite(trx, booking.organizationId, booking.placeId);
  assertPlace(place);
  const busy = busyMinutes(booking.startsAt, booking.endsAt, place);
  await assertFree(trx, place.id, busy);
  const fields: ReservationFields = {
    place_id: place.id,
    dossier_id: null,
    kind: booking.kind,
    title: booking.title,
    notes: booking.notes ?? null,
    status: 'confirmed',
    starts_at: booking.startsAt,
    ends_at: booking.endsAt,
  };
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql`savepoint reservation_booking`.execute(trx);
  try {
    await reservationsRepository.insert(trx, {
      ...fields,
      id,
      organization_id: booking.organizationId,
      busy_from_min: busy.from,
      busy_until_min: busy.until,
      crematorium_request_id: booking.crematoriumRequestId ?? null,
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: iso(now),
      updated_at: iso(now),
    });
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
    if (postgres) await sql`rollback to savepoint reservation_booking`.execute(trx);
    const conflict = await reservationsRepository.findConflict(trx, place.id, busy, id);
    throw conflict ? overlapError(conflict) : new HttpError(409, t.conflict);
  }
  if (postgres) await sql`release savepoint reservation_booking`.execute(trx);
  await ctx.audit(trx, {
    ...audit({ id, organization_id: booking.organizationId }),
    action: 'created',
    changes: { ...fields, crematorium_request_id: booking.crematoriumRequestId ?? null },
  });
  return id;
}

/**
 * Cancels the organisation's reservations booked for a crematorium request (a cancelled request frees its
 * places), with `trx`, the caller's transaction; each is audited. Returns how many were cancelled.
 */
export async function cancelRequestReservations(
  trx: Db,
  ctx: ServiceContext,
  organizationId: string,
  requestId: string,
): Promise<number> {
  const rows = await reservationsRepository.listForRequest(trx, organizationId, requestId);
  const now = iso(ctx.clock.now());
  let cancelled = 0;
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const where = { id: row.id, version: row.version, organizationId };
    const values = { status: 'cancelled' as const, updated_by: ctx.actor.userId || null, updated_at: now };
    if (!(await updateWhereVersion(trx, 'reservations', where, values))) continue;
    await ctx.audit(trx, {
      ...audit(row),
      action: 'cancelled',
      changes: { status: { from: row.status, to: 'cancelled' }, crematorium_request_id: requestId },
    });
    cancelled += 1;
  }
  return cancelled;
}
