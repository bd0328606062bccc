import {
  amsterdamDateOf,
  ASH_KIND_EXECUTION,
  ASH_KIND_OUTCOMES,
  effectiveReleaseDate,
  formatDate,
  interpolate,
  kindIsBlockable,
  type AshDestinationData,
  type AshDestinationKind,
  type CorrectAshDestinationData,
  type CreateAshDestinationData,
  type ExecuteAshDestinationData,
  type RequestEventAction,
  type UpdateAshDestinationData,
  type WithdrawAshDestinationData,
} from '@afscheid/shared';
import type { Updateable } from 'kysely';
import type { AshDestination, AshDestinationsTable, AshRecord, Db } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith } from '../../lib/versioned.ts';
import { lockAshPlaceForPlacement } from '../ash-places/index.ts';
import { recordRequestEvent } from '../request-events/index.ts';
import type { MailContext } from '../users/index.ts';
import {
  actorName,
  assignedUrnsOf,
  closedNeverChanged,
  destinationAudit,
  e,
  loadAshDestination,
  lockRecord,
  refreshRecordStatus,
  todayOf,
  wrongState,
} from './common.ts';
import { decodeSignature, storeSignature, type StoredSignature } from './documents-service.ts';
import { isBlocked } from './presenter.ts';
import { ashRepository, type AshDestinationRow } from './repository.ts';

const flag = (value: boolean | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value ? 1 : 0;

const tooManyUrns = (available: number, total: number) =>
  new ValidationError({ urns: [interpolate(e.tooManyUrns, { available: Math.max(0, available), total })] });

/**
 * The place a destination plans to use, checked for its kind (an active place of the crematorium that fits the
 * kind); its capacity counts only when the urns are placed (at execution).
 */
async function assertPlannedPlace(
  trx: Db,
  organizationId: string,
  placeId: string,
  kind: AshDestinationKind,
  destinationId?: string,
): Promise<void> {
  await lockAshPlaceForPlacement(trx, {
    organizationId,
    placeId,
    kind,
    urns: 0,
    excludeDestinationId: destinationId,
  });
}

/** Who asks for a destination: the crematorium itself (with the signed form) or the funeral company's request. */
export type DestinationOrigin = { source: 'crematorium' } | { source: 'funeral_company'; requestId: string };

/**
 * A new destination of a record the caller holds locked: refused on a closed record, the urns at most those
 * still without a counting destination (by default all of them), the planned place checked for the kind.
 * Status `requested`, the outcome from the kind; audited; the record's status follows.
 */
export async function insertDestination(
  trx: Db,
  ctx: Pick<ServiceContext, 'clock' | 'actor' | 'audit'>,
  record: AshRecord,
  input: CreateAshDestinationData,
  origin: DestinationOrigin,
): Promise<string> {
  if (record.status === 'closed') throw closedNeverChanged();
  const free = record.urn_count - (await assignedUrnsOf(trx, record.id));
  const urns = input.urns ?? free;
  if (free <= 0 || urns > free) throw tooManyUrns(free, record.urn_count);
  const placeId = origin.source === 'crematorium' ? (input.ashPlaceId ?? null) : null;
  if (placeId) await assertPlannedPlace(trx, record.organization_id, placeId, input.kind);

  const now = iso(ctx.clock.now());
  const values = {
    id: newId(ctx.clock.now().getTime()),
    organization_id: record.organization_id,
    ash_record_id: record.id,
    kind: input.kind,
    outcome: ASH_KIND_OUTCOMES[input.kind],
    urns,
    source: origin.source,
    request_id: origin.source === 'funeral_company' ? origin.requestId : null,
    decided_by_name: input.decidedByName,
    decided_by_address: input.decidedByAddress ?? null,
    details: input.details ?? null,
    destination_place: input.destinationPlace ?? null,
    consent: flag(input.consent) ?? null,
    relatives_present: flag(input.relativesPresent) ?? null,
    planned_on: input.plannedOn ?? null,
    ash_place_id: placeId,
    status: 'requested',
    requested_by: ctx.actor.userId || null,
    requested_at: now,
    version: 1,
    created_by: ctx.actor.userId || null,
    updated_by: ctx.actor.userId || null,
    created_at: now,
    updated_at: now,
  };
  await ashRepository.destinations.insert(trx, values);
  const {
    id,
    organization_id: _organization,
    created_at: _created,
    updated_at: _updated,
    ...audited
  } = values;
  await ctx.audit(trx, { ...destinationAudit(values), action: 'destination_requested', changes: audited });
  await refreshRecordStatus(trx, ctx, record, record.urn_count);
  return id;
}

/**
 * POST /api/ash-records/{id}/destinations: the client's decision recorded by the crematorium (its approval
 * needs the client's signed form as a `decision_form` document). 201 with the destination.
 */
export async function createAshDestination(
  ctx: ServiceContext,
  recordId: string,
  input: CreateAshDestinationData,
): Promise<AshDestinationData> {
  const organizationId = ctx.actor.organizationId!;
  const id = await inTransaction(ctx.db, async (trx) => {
    const record = await lockRecord(trx, organizationId, recordId);
    return insertDestination(trx, ctx, record, input, { source: 'crematorium' });
  });
  return loadAshDestination(ctx.db, organizationId, id);
}

/** GET /api/ash-destinations/{id}. */
export const showAshDestination = (
  ctx: ServiceContext,
  row: AshDestinationRow,
): Promise<AshDestinationData> => loadAshDestination(ctx.db, row.organization_id, row.id);

type Locked = { record: AshRecord; destination: AshDestination };

/**
 * One change of a destination: in one transaction, the record and then the destination locked (PostgreSQL
 * `FOR UPDATE`; every change takes them in this order), a stale version a 409 with the destination as it is
 * now, `work`, and the record's status recomputed. Answers the destination as it is afterwards.
 */
async function changeDestination(
  ctx: ServiceContext,
  row: AshDestinationRow,
  version: number | undefined,
  work: (trx: Db, locked: Locked) => Promise<void>,
): Promise<AshDestinationData> {
  const organizationId = row.organization_id;
  await inTransaction(ctx.db, async (trx) => {
    const record = await lockRecord(trx, organizationId, row.ash_record_id);
    const destination = await ashRepository.destinations.lockForWrite(trx, organizationId, row.id);
    if (!destination) throw notFound();
    if (version !== undefined && version !== destination.version) {
      throw conflictWith(await loadAshDestination(trx, organizationId, row.id), e.conflict);
    }
    await work(trx, { record, destination });
    await refreshRecordStatus(trx, ctx, record, record.urn_count);
  });
  return loadAshDestination(ctx.db, organizationId, row.id);
}

/** Writes a transition of the locked destination and its audit event (a 409 if it changed in between). */
async function save(
  trx: Db,
  ctx: ServiceContext,
  destination: AshDestination,
  action: string,
  values: Omit<Updateable<AshDestinationsTable>, 'id' | 'version'>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const now = iso(ctx.clock.now());
  const saved = await ashRepository.destinations.update(
    trx,
    { id: destination.id, version: destination.version },
    { ...values, updated_by: ctx.actor.userId || null, updated_at: now },
  );
  if (!saved) {
    throw conflictWith(
      await loadAshDestination(trx, destination.organization_id, destination.id),
      e.conflict,
    );
  }
  await ctx.audit(trx, {
    ...destinationAudit(destination),
    action,
    changes: { ...diffFields(destination as unknown as Record<string, unknown>, values), ...extra },
  });
}

/** The request's timeline (and the e-mail to the funeral company) when the destination came through a request. */
async function tellRequester(
  trx: Db,
  ctx: MailContext,
  destination: AshDestination,
  action: RequestEventAction,
): Promise<void> {
  if (!destination.request_id) return;
  const request = await ashRepository.requestParties(trx, destination.request_id);
  if (!request) return;
  await recordRequestEvent(trx, ctx, { requestId: destination.request_id, side: 'provider', action });
}

/**
 * PUT /api/ash-destinations/{id} (versioned): while requested or approved. An approved destination that
 * changes goes back to "aangevraagd" without its approval (audited with the change). Executed: 409; closed: the
 * register entry is never changed (409).
 */
export async function updateAshDestination(
  ctx: ServiceContext,
  row: AshDestinationRow,
  { version, ...input }: UpdateAshDestinationData,
): Promise<AshDestinationData> {
  return changeDestination(ctx, row, version, async (trx, { record, destination }) => {
    if (destination.status === 'closed') throw closedNeverChanged();
    if (destination.status !== 'requested' && destination.status !== 'approved') {
      throw wrongState(destination.status);
    }
    const values: Omit<Updateable<AshDestinationsTable>, 'id' | 'version'> = {
      kind: input.kind,
      outcome: ASH_KIND_OUTCOMES[input.kind],
      decided_by_name: input.decidedByName,
    };
    if (input.urns !== undefined) values.urns = input.urns;
    if (input.decidedByAddress !== undefined) values.decided_by_address = input.decidedByAddress;
    if (input.details !== undefined) values.details = input.details;
    if (input.destinationPlace !== undefined) values.destination_place = input.destinationPlace;
    if (input.consent !== undefined) values.consent = flag(input.consent);
    if (input.relativesPresent !== undefined) values.relatives_present = flag(input.relativesPresent);
    if (input.plannedOn !== undefined) values.planned_on = input.plannedOn;
    if (input.ashPlaceId !== undefined) values.ash_place_id = input.ashPlaceId;
    const changes = diffFields(destination as unknown as Record<string, unknown>, values);
    if (Object.keys(changes).length === 0) return;

    if ('urns' in changes) {
      const free = record.urn_count - (await assignedUrnsOf(trx, record.id, destination.id));
      if (values.urns! > free) throw tooManyUrns(free, record.urn_count);
    }
    const placeId = values.ash_place_id === undefined ? destination.ash_place_id : values.ash_place_id;
    if (placeId && ('ash_place_id' in changes || 'kind' in changes)) {
      await assertPlannedPlace(trx, record.organization_id, placeId, input.kind, destination.id);
    }
    if (destination.status === 'approved') {
      Object.assign(values, {
        status: 'requested',
        approved_by: null,
        approved_by_name: null,
        approved_at: null,
      });
    }
    await save(trx, ctx, destination, 'destination_updated', values);
  });
}

/**
 * DELETE /api/ash-destinations/{id}: nothing in the register is removed. A closed entry is final; any other
 * destination is withdrawn (with a reason), not deleted. Always a 409.
 */
export function refuseDestinationDelete(row: AshDestinationRow): never {
  if (row.status === 'closed') throw closedNeverChanged();
  throw new HttpError(409, e.useWithdraw);
}

/**
 * POST /api/ash-destinations/{id}/approve — "ash destination approval": only a requested destination (twice:
 * 409), only from the first day the ashes may leave (the legal date, or a recorded exemption's), only a decision
 * of the client (sent by the funeral company, or its signed form on the record), and not a kind a block of the
 * officier van justitie forbids. Records who approved and when; the funeral company is told.
 */
export async function approveAshDestination(
  ctx: MailContext,
  row: AshDestinationRow,
  input: { version?: number },
): Promise<AshDestinationData> {
  return changeDestination(ctx, row, input.version, async (trx, { record, destination }) => {
    if (destination.status === 'approved') throw new HttpError(409, e.alreadyApproved);
    if (destination.status !== 'requested') throw wrongState(destination.status);
    const releaseOn = effectiveReleaseDate(record);
    if (todayOf(ctx) < releaseOn) {
      throw new HttpError(409, interpolate(e.beforeRelease, { date: formatDate(releaseOn) }));
    }
    const fromClient =
      destination.source === 'funeral_company' ||
      (await ashRepository.documents.has(trx, record.id, 'decision_form', destination.id));
    if (!fromClient) throw new HttpError(409, e.notFromClient);
    if (isBlocked(record) && kindIsBlockable(destination.kind as AshDestinationKind)) {
      throw new HttpError(409, e.blocked);
    }
    const values = {
      status: 'approved',
      approved_by: ctx.actor.userId || null,
      approved_by_name: await actorName(trx, ctx.actor.userId),
      approved_at: iso(ctx.clock.now()),
    };
    await save(trx, ctx, destination, 'approved', values);
    await tellRequester(trx, ctx, destination, 'ash_destination_approved');
  });
}

/** The place of a placement or a scattering on the crematorium's field: locked, with room for the urns. */
async function placeForExecution(trx: Db, destination: AshDestination, placeId: string): Promise<string> {
  const place = await lockAshPlaceForPlacement(trx, {
    organizationId: destination.organization_id,
    placeId,
    kind: destination.kind as AshDestinationKind,
    urns: destination.urns,
    excludeDestinationId: destination.id,
  });
  return place.id;
}

/**
 * POST /api/ash-destinations/{id}/execute: only an approved destination; the day not in the future, not before
 * the approval and not before the release date. A hand-over needs to whom and the identity check; a placement
 * the crematorium's ash place (with room) or a place elsewhere; a scattering the scattering field or the place
 * at sea. A captured signature is kept as a document of the destination. The funeral company is told.
 */
export async function executeAshDestination(
  ctx: MailContext,
  row: AshDestinationRow,
  input: ExecuteAshDestinationData,
): Promise<AshDestinationData> {
  const signature = input.signature ? decodeSignature(input.signature) : null;
  let stored: StoredSignature | null = null;
  try {
    return await changeDestination(ctx, row, input.version, async (trx, { record, destination }) => {
      if (destination.status !== 'approved') throw wrongState(destination.status);
      const kind = destination.kind as AshDestinationKind;
      if (isBlocked(record) && kindIsBlockable(kind)) throw new HttpError(409, e.blocked);
      if (input.executedOn > todayOf(ctx)) throw new ValidationError({ executedOn: [e.executedInFuture] });
      if (destination.approved_at && input.executedOn < amsterdamDateOf(destination.approved_at)) {
        throw new ValidationError({ executedOn: [e.executedBeforeApproval] });
      }
      const releaseOn = effectiveReleaseDate(record);
      if (input.executedOn < releaseOn) {
        throw new ValidationError({
          executedOn: [interpolate(e.executedBeforeRelease, { date: formatDate(releaseOn) })],
        });
      }

      const values: Omit<Updateable<AshDestinationsTable>, 'id' | 'version'> = {
        status: 'executed',
        executed_on: input.executedOn,
        executed_by: ctx.actor.userId || null,
        executed_at: iso(ctx.clock.now()),
        identity_document: input.identityDocument ?? null,
        execution_note: input.executionNote ?? null,
      };
      switch (ASH_KIND_EXECUTION[kind]) {
        case 'hand_over': {
          if (!input.handedToName) throw new ValidationError({ handedToName: [e.handedToRequired] });
          if (input.identityChecked !== true)
            throw new ValidationError({ identityChecked: [e.identityRequired] });
          values.handed_to_name = input.handedToName;
          values.identity_checked = 1;
          break;
        }
        case 'placement': {
          const placeId = input.ashPlaceId ?? (input.executedPlace ? null : destination.ash_place_id);
          if (!placeId && !input.executedPlace) throw new ValidationError({ ashPlaceId: [e.placeRequired] });
          values.ash_place_id = placeId ? await placeForExecution(trx, destination, placeId) : null;
          values.executed_place = input.executedPlace ?? null;
          break;
        }
        case 'scattering': {
          const field = kind === 'scattering_field';
          const placeId = field
            ? (input.ashPlaceId ?? (input.executedPlace ? null : destination.ash_place_id))
            : null;
          if (!field && input.ashPlaceId) throw new ValidationError({ ashPlaceId: [e.placeKindMismatch] });
          if (!placeId && !input.executedPlace) {
            throw new ValidationError({ [field ? 'ashPlaceId' : 'executedPlace']: [e.scatterPlaceRequired] });
          }
          values.ash_place_id = placeId ? await placeForExecution(trx, destination, placeId) : null;
          values.executed_place = input.executedPlace ?? null;
          values.relatives_present =
            input.relativesPresent === undefined
              ? destination.relatives_present
              : flag(input.relativesPresent);
          break;
        }
      }
      await save(trx, ctx, destination, 'executed', values);
      if (signature) {
        stored = await storeSignature(trx, ctx, destination, signature);
      }
      await tellRequester(trx, ctx, destination, 'ash_destination_executed');
    });
  } catch (error) {
    // The transaction did not happen: the signature's file goes too.
    await (stored as StoredSignature | null)?.discard();
    throw error;
  }
}

/**
 * POST /api/ash-destinations/{id}/close — "ash destination close approval": only an executed destination. The
 * register entry becomes final, with who closed it and when; from then on it is never updated or deleted.
 */
export async function closeAshDestination(
  ctx: MailContext,
  row: AshDestinationRow,
  input: { version?: number },
): Promise<AshDestinationData> {
  return changeDestination(ctx, row, input.version, async (trx, { destination }) => {
    if (destination.status === 'closed') throw closedNeverChanged();
    if (destination.status !== 'executed') throw new HttpError(409, e.notExecuted);
    const values = {
      status: 'closed',
      closed_by: ctx.actor.userId || null,
      closed_by_name: await actorName(trx, ctx.actor.userId),
      closed_at: iso(ctx.clock.now()),
    };
    await save(trx, ctx, destination, 'closed', values);
    await tellRequester(trx, ctx, destination, 'ash_destination_closed');
  });
}

/** POST /api/ash-destinations/{id}/withdraw: a requested or approved destination, with a reason. */
export async function withdrawAshDestination(
  ctx: ServiceContext,
  row: AshDestinationRow,
  input: WithdrawAshDestinationData,
): Promise<AshDestinationData> {
  return changeDestination(ctx, row, input.version, async (trx, { destination }) => {
    if (destination.status === 'closed') throw closedNeverChanged();
    if (destination.status !== 'requested' && destination.status !== 'approved') {
      throw wrongState(destination.status);
    }
    await save(trx, ctx, destination, 'withdrawn', { status: 'withdrawn', withdrawn_reason: input.reason });
  });
}

/** The register's fields a correction may change, by input key. */
const CORRECTABLE = {
  decidedByName: 'decided_by_name',
  decidedByAddress: 'decided_by_address',
  destinationPlace: 'destination_place',
  handedToName: 'handed_to_name',
  executedPlace: 'executed_place',
  executedOn: 'executed_on',
  details: 'details',
} as const;

/**
 * POST /api/ash-destinations/{id}/corrections: only a closed entry without a correction yet. A new closed entry
 * (closed now, by the actor) copies the old one with the changed fields and refers to it with the reason; the
 * old one is never changed. A correction that changes nothing: 422. Audited; 201 with the new entry.
 */
export async function correctAshDestination(
  ctx: ServiceContext,
  row: AshDestinationRow,
  input: CorrectAshDestinationData,
): Promise<AshDestinationData> {
  const organizationId = row.organization_id;
  const id = await inTransaction(ctx.db, async (trx) => {
    const record = await lockRecord(trx, organizationId, row.ash_record_id);
    const old = await ashRepository.destinations.lockForWrite(trx, organizationId, row.id);
    if (!old) throw notFound();
    if (old.status !== 'closed' || (await ashRepository.destinations.correctionOf(trx, old.id))) {
      throw new HttpError(409, e.correctionOnlyClosed);
    }
    if (input.executedOn !== undefined && input.executedOn > todayOf(ctx)) {
      throw new ValidationError({ executedOn: [e.executedInFuture] });
    }
    const changed: Partial<Pick<AshDestination, (typeof CORRECTABLE)[keyof typeof CORRECTABLE]>> = {};
    for (const [key, column] of Object.entries(CORRECTABLE) as [
      keyof typeof CORRECTABLE,
      (typeof CORRECTABLE)[keyof typeof CORRECTABLE],
    ][]) {
      const value = input[key];
      if (value !== undefined && value !== old[column]) Object.assign(changed, { [column]: value });
    }
    if (Object.keys(changed).length === 0)
      throw new ValidationError({ reason: [e.correctionUnchanged] }, e.correctionUnchanged);

    const now = ctx.clock.now();
    const { version: _version, ...copied } = old;
    const correction = {
      ...copied,
      ...changed,
      id: newId(now.getTime()),
      status: 'closed',
      closed_by: ctx.actor.userId || null,
      closed_by_name: await actorName(trx, ctx.actor.userId),
      closed_at: iso(now),
      corrects_id: old.id,
      correction_reason: input.reason,
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: iso(now),
      updated_at: iso(now),
    };
    await ashRepository.destinations.insert(trx, correction);
    await ctx.audit(trx, {
      ...destinationAudit(correction),
      action: 'corrected',
      changes: {
        corrects_id: old.id,
        correction_reason: input.reason,
        ...diffFields(old as unknown as Record<string, unknown>, changed),
      },
    });
    await refreshRecordStatus(trx, ctx, record, record.urn_count);
    return correction.id;
  });
  return loadAshDestination(ctx.db, organizationId, id);
}
