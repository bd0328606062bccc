import {
  amsterdamDateOf,
  DEFAULT_CEREMONY_MINUTES,
  DEFAULT_COFFEE_MINUTES,
  DEFAULT_CREMATION_MINUTES,
  formatTime,
  interpolate,
  messages,
  RESERVATION_KIND_LABELS,
  type CrematoriumRequestData,
  type RequestEventAction,
  type RequestSnapshot,
  type ReservationConflict,
  type ReservationKind,
} from '@afscheid/shared';
import type { Updateable } from 'kysely';
import type { CrematoriumRequestsTable, Db, Place, RequestSide } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { updateWhereVersion } from '../../lib/versioned.ts';
import {
  cancelCremationForRequest,
  createCremationForRequest,
  cremationOfRequestIsPerformed,
} from '../cremations/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { placeOfOrganization, placesRepository } from '../places/index.ts';
import { recordRequestEvent } from '../request-events/index.ts';
import {
  bookInTransaction,
  busyMinutes,
  cancelRequestReservations,
  reservationsRepository,
  reservationWhen,
} from '../reservations/index.ts';
import { updateSectionFields } from '../sections/index.ts';
import type { MailContext } from '../users/index.ts';
import { presentRequest } from './presenter.ts';
import { requestsRepository, type RequestRow, type RequestStatus } from './repository.ts';
import { staleVersion, wrongState } from './service.ts';
import { wishesOf } from './wishes.ts';

const t = messages.crematoriumRequests;

type RequestValues = Omit<Updateable<CrematoriumRequestsTable>, 'id' | 'version'>;

/**
 * One transition of a request, in one transaction under the request's row lock: the given version (stale → 409
 * with the current request), the state (`from`, else 409 `wrongState`), then `run`, which changes the row and
 * records the event. Two people acting at once: the second waits for the lock and then finds the state or the
 * version changed.
 */
async function transition(
  ctx: MailContext,
  row: RequestRow,
  spec: {
    side: RequestSide;
    version?: number;
    from: readonly RequestStatus[];
    run: (trx: Db, locked: RequestRow) => Promise<void>;
  },
): Promise<CrematoriumRequestData> {
  if (spec.version !== undefined && spec.version !== row.version) {
    throw await staleVersion(ctx.db, row.id, spec.side);
  }
  await inTransaction(ctx.db, async (trx) => {
    const locked = await requestsRepository.lockForWrite(trx, row.id);
    if (!locked) throw notFound();
    if (spec.version !== undefined && locked.version !== spec.version) {
      throw await staleVersion(trx, row.id, spec.side);
    }
    if (!spec.from.includes(locked.status)) throw wrongState(locked);
    await spec.run(trx, locked);
  });
  return presentRequest(ctx.db, row.id, spec.side);
}

/** The locked row's update (the version moves on; under the lock it cannot be stale). */
async function setRequest(trx: Db, ctx: MailContext, locked: RequestRow, values: RequestValues) {
  const saved = await updateWhereVersion(
    trx,
    'crematorium_requests',
    { id: locked.id, version: locked.version },
    { ...values, updated_by: ctx.actor.userId || null, updated_at: iso(ctx.clock.now()) },
  );
  if (!saved) throw new Error(`crematorium request ${locked.id} changed under its lock`);
}

const plus = (instant: string, minutes: number) =>
  new Date(new Date(instant).getTime() + minutes * 60_000).toISOString();

type Booking = { place: Place; kind: ReservationKind; startsAt: string; endsAt: string };

const notOfCrematorium = () =>
  new ValidationError({ placeIds: [t.errors.placeNotOfCrematorium] }, t.errors.placeNotOfCrematorium);

/** An active place of the crematorium (422 on `placeIds` otherwise). */
async function crematoriumPlace(trx: Db, providerId: string, id: string): Promise<Place> {
  const place = await placeOfOrganization(trx, providerId, id);
  if (!place || place.active !== 1) throw notOfCrematorium();
  return place;
}

/**
 * What accepting books: with `placeIds` those places (aulas and other rooms for the ceremony from the start, the
 * coffee room and the oven after it); without them the request's aula (when it has a ceremony) and coffee room.
 * The oven, when none was chosen, is looked for separately (`ovenCandidates`): the first free one.
 */
async function plannedBookings(
  trx: Db,
  locked: RequestRow,
  startsAt: string,
  placeIds: readonly string[] | undefined,
): Promise<{ bookings: Booking[]; ovenStart: string; ovenCandidates: Place[] }> {
  const wishes = wishesOf(locked);
  const provider = locked.provider_organization_id;
  const ceremonyMinutes = wishes.ceremonyMinutes ?? DEFAULT_CEREMONY_MINUTES;
  const coffeeMinutes = wishes.coffeeMinutes ?? DEFAULT_COFFEE_MINUTES;
  const places: Place[] = [];
  if (placeIds) {
    for (const id of new Set(placeIds)) places.push(await crematoriumPlace(trx, provider, id));
  } else {
    if (wishes.ceremony && wishes.ceremonyPlaceId) {
      places.push(await crematoriumPlace(trx, provider, wishes.ceremonyPlaceId));
    }
    if (wishes.coffeeRoom && wishes.coffeePlaceId) {
      places.push(await crematoriumPlace(trx, provider, wishes.coffeePlaceId));
    }
  }
  const isRoom = (place: Place) => place.kind !== 'coffee_room' && place.kind !== 'cremation_oven';
  const ceremonyEnd = places.some(isRoom) ? plus(startsAt, ceremonyMinutes) : startsAt;
  const bookings = places.map((place): Booking => {
    if (place.kind === 'coffee_room') {
      return { place, kind: 'coffee', startsAt: ceremonyEnd, endsAt: plus(ceremonyEnd, coffeeMinutes) };
    }
    if (place.kind === 'cremation_oven') {
      return {
        place,
        kind: 'cremation',
        startsAt: ceremonyEnd,
        endsAt: plus(ceremonyEnd, DEFAULT_CREMATION_MINUTES),
      };
    }
    const kind =
      place.kind === 'aula' ? 'ceremony' : place.kind === 'condolence_room' ? 'condolence' : 'other';
    return { place, kind, startsAt, endsAt: plus(startsAt, ceremonyMinutes) };
  });
  const ovenCandidates = placeIds
    ? []
    : (await placesRepository.listOfOrganization(trx, provider)).filter(
        (place) => place.kind === 'cremation_oven',
      );
  return { bookings, ovenStart: ceremonyEnd, ovenCandidates };
}

/**
 * Books one place for the request; the planner's 409 for an overlap becomes the acceptance's own, naming the
 * place and the reservation in the way, with the planner's `data.conflict`.
 */
async function book(trx: Db, ctx: MailContext, locked: RequestRow, booking: Booking, notes: string) {
  try {
    return await bookInTransaction(trx, ctx, {
      organizationId: locked.provider_organization_id,
      placeId: booking.place.id,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      kind: booking.kind,
      title: `${RESERVATION_KIND_LABELS[booking.kind]} ${locked.deceased_name}`,
      notes,
      crematoriumRequestId: locked.id,
    });
  } catch (error) {
    const data =
      error instanceof HttpError ? (error.extra.data as ReservationConflict | undefined) : undefined;
    if (!(error instanceof HttpError) || error.statusCode !== 409 || !data?.conflict) throw error;
    const { conflict } = data;
    const reservation = `${conflict.title} (${reservationWhen(conflict.startsAt, conflict.endsAt)})`;
    throw new HttpError(
      409,
      interpolate(t.errors.acceptOverlap, { place: booking.place.name, reservation }),
      {
        data,
      },
    );
  }
}

/**
 * Accepting, by the crematorium or by the funeral company taking the crematorium's proposal: in the caller's
 * transaction it books the places in the crematorium's planner (all or nothing), creates the crematorium's own
 * cremation record from the latest snapshot, sets the request accepted, writes the confirmed date and time into
 * the dossier's cremation section, and records the event.
 */
async function acceptAndBook(
  trx: Db,
  ctx: MailContext,
  locked: RequestRow,
  opts: {
    startsAt: string;
    placeIds?: readonly string[];
    note?: string | null;
    side: RequestSide;
    action: RequestEventAction;
  },
): Promise<void> {
  const provider = (await organizationsRepository.findById(trx, locked.provider_organization_id))!;
  const requester = await organizationsRepository.findById(trx, locked.requester_organization_id);
  const notes = `${t.sides.requester}: ${requester?.name ?? ''}`;
  const { bookings, ovenStart, ovenCandidates } = await plannedBookings(
    trx,
    locked,
    opts.startsAt,
    opts.placeIds,
  );
  // The same order of locks for everyone: every place this acceptance may book (the chosen rooms and every oven
  // it may try) is locked first, by id, so two acceptances on the same rooms and ovens cannot wait for each other.
  const byId = (a: Place, b: Place) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const mayBook = new Map(
    [...bookings.map((booking) => booking.place), ...ovenCandidates].map((p) => [p.id, p]),
  );
  for (const place of [...mayBook.values()].sort(byId)) {
    await placesRepository.lockForWrite(trx, place.organization_id, place.id);
  }
  bookings.sort((a, b) => byId(a.place, b.place));
  for (const booking of bookings) await book(trx, ctx, locked, booking, notes);

  let oven = bookings.find((booking) => booking.kind === 'cremation') ?? null;
  if (!oven && ovenCandidates.length > 0) {
    const endsAt = plus(ovenStart, DEFAULT_CREMATION_MINUTES);
    for (const place of ovenCandidates) {
      const locked_ = await placesRepository.lockForWrite(trx, place.organization_id, place.id);
      if (!locked_) continue;
      const busy = busyMinutes(ovenStart, endsAt, locked_);
      if (!(await reservationsRepository.findConflict(trx, locked_.id, busy))) {
        oven = { place: locked_, kind: 'cremation', startsAt: ovenStart, endsAt };
        break;
      }
    }
    // Every oven is taken: booking the first one gives the 409 naming the reservation in its way.
    oven ??= { place: ovenCandidates[0]!, kind: 'cremation', startsAt: ovenStart, endsAt };
    await book(trx, ctx, locked, oven, notes);
  }

  const latest = await requestsRepository.revisions.latest(trx, locked.id);
  if (!latest) throw new Error(`crematorium request ${locked.id} has no snapshot`);
  const snapshot = JSON.parse(latest.snapshot) as RequestSnapshot;
  const cremation = await createCremationForRequest(trx, ctx, {
    organizationId: locked.provider_organization_id,
    requestId: locked.id,
    snapshot,
    deceasedName: locked.deceased_name,
    funeralCompanyName: snapshot.funeralCompany.name ?? requester?.name ?? '',
    plannedAt: oven?.startsAt ?? opts.startsAt,
    ovenPlaceId: oven?.place.id ?? null,
  });
  const now = iso(ctx.clock.now());
  await setRequest(trx, ctx, locked, {
    status: 'accepted',
    confirmed_at: opts.startsAt,
    planned_at: opts.startsAt,
    cremation_id: cremation.id,
    decided_at: now,
  });
  if (locked.dossier_id) {
    await updateSectionFields(
      trx,
      ctx,
      { id: locked.dossier_id, organization_id: locked.requester_organization_id },
      'cremation',
      {
        crematoriumName: provider.name,
        ...(provider.phone ? { crematoriumPhone: provider.phone } : {}),
        date: amsterdamDateOf(opts.startsAt),
        time: formatTime(opts.startsAt),
      },
    );
  }
  await recordRequestEvent(trx, ctx, {
    requestId: locked.id,
    side: opts.side,
    action: opts.action,
    note: opts.note ?? null,
  });
}

/** POST …/{id}/accept (the crematorium, from submitted): books and confirms at `startsAt` or the wished moment. */
export function acceptRequest(
  ctx: MailContext,
  row: RequestRow,
  input: { version?: number; startsAt?: string | null; placeIds?: string[]; note?: string | null },
): Promise<CrematoriumRequestData> {
  return transition(ctx, row, {
    side: 'provider',
    version: input.version,
    from: ['submitted'],
    run: (trx, locked) =>
      acceptAndBook(trx, ctx, locked, {
        startsAt: input.startsAt ?? locked.wished_at,
        placeIds: input.placeIds,
        note: input.note,
        side: 'provider',
        action: 'accepted',
      }),
  });
}

/** POST …/{id}/accept-proposal (the funeral company, from proposed): the same booking at the proposed moment. */
export function acceptProposal(
  ctx: MailContext,
  row: RequestRow,
  input: { version?: number },
): Promise<CrematoriumRequestData> {
  return transition(ctx, row, {
    side: 'requester',
    version: input.version,
    from: ['proposed'],
    run: (trx, locked) =>
      acceptAndBook(trx, ctx, locked, {
        startsAt: locked.proposed_at ?? locked.wished_at,
        side: 'requester',
        action: 'proposal_accepted',
      }),
  });
}

/** POST …/{id}/reject (the crematorium, from submitted) with a reason. */
export function rejectRequest(
  ctx: MailContext,
  row: RequestRow,
  input: { version?: number; reason: string },
): Promise<CrematoriumRequestData> {
  return transition(ctx, row, {
    side: 'provider',
    version: input.version,
    from: ['submitted'],
    run: async (trx, locked) => {
      await setRequest(trx, ctx, locked, {
        status: 'rejected',
        reason: input.reason,
        decided_at: iso(ctx.clock.now()),
      });
      await recordRequestEvent(trx, ctx, {
        requestId: locked.id,
        side: 'provider',
        action: 'rejected',
        note: input.reason,
      });
    },
  });
}

/** POST …/{id}/propose (the crematorium, from submitted): another moment, which becomes the planned one. */
export function proposeRequest(
  ctx: MailContext,
  row: RequestRow,
  input: { version?: number; proposedAt: string; note?: string | null },
): Promise<CrematoriumRequestData> {
  return transition(ctx, row, {
    side: 'provider',
    version: input.version,
    from: ['submitted'],
    run: async (trx, locked) => {
      await setRequest(trx, ctx, locked, {
        status: 'proposed',
        proposed_at: input.proposedAt,
        proposal_note: input.note ?? null,
        planned_at: input.proposedAt,
        decided_at: iso(ctx.clock.now()),
      });
      await recordRequestEvent(trx, ctx, {
        requestId: locked.id,
        side: 'provider',
        action: 'proposed',
        note: input.note ?? null,
      });
    },
  });
}

/**
 * POST …/{id}/decline-proposal (the funeral company, from proposed): back to submitted with the wished moment;
 * the crematorium answers again, or the funeral company sends another moment as a revision.
 */
export function declineProposal(
  ctx: MailContext,
  row: RequestRow,
  input: { version?: number; reason?: string | null },
): Promise<CrematoriumRequestData> {
  return transition(ctx, row, {
    side: 'requester',
    version: input.version,
    from: ['proposed'],
    run: async (trx, locked) => {
      await setRequest(trx, ctx, locked, {
        status: 'submitted',
        proposed_at: null,
        proposal_note: null,
        planned_at: locked.wished_at,
        decided_at: null,
      });
      await recordRequestEvent(trx, ctx, {
        requestId: locked.id,
        side: 'requester',
        action: 'proposal_declined',
        note: input.reason ?? null,
      });
    },
  });
}

/**
 * POST …/{id}/cancel (either side, from submitted, proposed or accepted; 409 `tooLate` once the cremation was
 * performed): cancelled with the reason and the side, the crematorium's bookings cancelled and its cremation
 * record with them.
 */
export function cancelRequest(
  ctx: MailContext,
  row: RequestRow,
  side: RequestSide,
  input: { version?: number; reason: string },
): Promise<CrematoriumRequestData> {
  return transition(ctx, row, {
    side,
    version: input.version,
    from: ['submitted', 'proposed', 'accepted'],
    run: async (trx, locked) => {
      if (locked.cremation_id && (await cremationOfRequestIsPerformed(trx, locked.cremation_id))) {
        throw new HttpError(409, t.errors.tooLate);
      }
      await cancelRequestReservations(trx, ctx, locked.provider_organization_id, locked.id);
      if (locked.cremation_id) await cancelCremationForRequest(trx, ctx, locked.cremation_id);
      await setRequest(trx, ctx, locked, {
        status: 'cancelled',
        reason: input.reason,
        cancelled_by: side,
        decided_at: iso(ctx.clock.now()),
      });
      await recordRequestEvent(trx, ctx, {
        requestId: locked.id,
        side,
        action: 'cancelled',
        note: input.reason,
      });
    },
  });
}
