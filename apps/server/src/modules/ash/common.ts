import {
  amsterdamToday,
  ashRecordStatus,
  interpolate,
  messages,
  type AshDestinationData,
  type AshDestinationStatus,
  type AshRecordData,
  type AshRecordStatus,
} from '@afscheid/shared';
import type { AshDestination, AshRecord, Db } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { usersRepository } from '../users/index.ts';
import { presentAshDestination, presentAshRecord } from './presenter.ts';
import { ashRepository } from './repository.ts';

export const a = messages.ash;
export const e = messages.ash.errors;

/** The organisation a service acts for (the routes give only crematoria the `ash.*` permissions). */
export function organizationOf(ctx: Pick<ServiceContext, 'actor'>): string {
  if (!ctx.actor.organizationId) throw new Error('An ash service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** Today in Amsterdam by the context's clock: release dates and the storage term are calendar days there. */
export const todayOf = (ctx: Pick<ServiceContext, 'clock'>): string => amsterdamToday(ctx.clock.now());

/** The organisation's storage term in months (how long before a record in storage is flagged). */
export async function storageTermOf(db: Db, organizationId: string): Promise<number> {
  return (await organizationsRepository.findById(db, organizationId))?.ash_storage_term_months ?? 6;
}

/** The name of the acting user as the register keeps it (who approved, who closed). */
export async function actorName(db: Db, userId: string): Promise<string | null> {
  if (!userId) return null;
  return (await usersRepository.namesByIds(db, [userId])).get(userId) ?? null;
}

export const recordAudit = (record: Pick<AshRecord, 'id' | 'organization_id'>) => ({
  organizationId: record.organization_id,
  entity: 'ash_record',
  entityId: record.id,
});

export const destinationAudit = (destination: Pick<AshDestination, 'id' | 'organization_id'>) => ({
  organizationId: destination.organization_id,
  entity: 'ash_destination',
  entityId: destination.id,
});

export const wrongState = (status: string) =>
  new HttpError(
    409,
    interpolate(e.wrongState, { status: a.destinationStatuses[status as AshDestinationStatus] ?? status }),
  );

export const closedNeverChanged = () => new HttpError(409, e.closedNeverChanged);

/** The record as the API answers it, read with `db` (the caller's transaction, or the context's database). */
export async function loadAshRecord(
  ctx: Pick<ServiceContext, 'clock'>,
  db: Db,
  organizationId: string,
  id: string,
): Promise<AshRecordData> {
  const row = await ashRepository.records.findById(db, organizationId, id);
  if (!row) throw notFound();
  const [destinations, documents, term] = await Promise.all([
    ashRepository.destinations.ofRecord(db, id),
    ashRepository.documents.ofRecord(db, id),
    storageTermOf(db, organizationId),
  ]);
  return presentAshRecord(row, destinations, documents, todayOf(ctx), term);
}

/** One destination as the API answers it. */
export async function loadAshDestination(
  db: Db,
  organizationId: string,
  id: string,
): Promise<AshDestinationData> {
  const row = await ashRepository.destinations.findById(db, organizationId, id);
  if (!row) throw notFound();
  const documents = await ashRepository.documents.ofRecord(db, row.ash_record_id);
  return presentAshDestination(row, documents);
}

/** The record, locked for the rest of the transaction (404 when it is not the organisation's). */
export async function lockRecord(trx: Db, organizationId: string, id: string): Promise<AshRecord> {
  const record = await ashRepository.records.lockForWrite(trx, organizationId, id);
  if (!record) throw notFound();
  return record;
}

/**
 * Recomputes the record's status from its counting destinations (withdrawn ones and corrected entries left
 * out) with the shared `ashRecordStatus`, stores it when it changed and audits the change. Runs in the
 * transaction of the change, with the record locked.
 */
export async function refreshRecordStatus(
  trx: Db,
  ctx: Pick<ServiceContext, 'audit' | 'clock'>,
  record: Pick<AshRecord, 'id' | 'organization_id' | 'status'>,
  urnCount: number,
): Promise<AshRecordStatus> {
  const active = await ashRepository.destinations.activeOfRecord(trx, record.id);
  const status = ashRecordStatus(
    urnCount,
    active.map((destination) => ({
      status: destination.status as AshDestinationStatus,
      urns: destination.urns,
    })),
  );
  if (status !== record.status) {
    const now = ctx.clock.now().toISOString();
    await ashRepository.records.setStatus(trx, record.id, status, now);
    await ctx.audit(trx, {
      ...recordAudit(record),
      action: 'updated',
      changes: { status: { from: record.status, to: status } },
    });
  }
  return status;
}

/** Urns of the record that the counting destinations take, leaving one destination out (when editing it). */
export async function assignedUrnsOf(trx: Db, recordId: string, exceptId?: string): Promise<number> {
  const active = await ashRepository.destinations.activeOfRecord(trx, recordId);
  return active
    .filter((destination) => destination.id !== exceptId)
    .reduce((sum, destination) => sum + destination.urns, 0);
}
