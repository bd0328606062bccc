/**
 * What the crematorium-requests module does with the crematorium's own records: it makes one when a request is
 * accepted (in its own transaction), cancels it with the request, and reads the state for the funeral company.
 */
import { nameSortKey, toIsoDate, type CremationStatus, type RequestSnapshot } from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { formatCremationNumber } from './number.ts';
import { cremationsRepository } from './repository.ts';

export type NewCremationForRequest = {
  /** The crematorium: the record is its own. */
  organizationId: string;
  requestId: string;
  snapshot: RequestSnapshot;
  deceasedName: string;
  funeralCompanyName: string;
  /** Instant: the oven's start, else the confirmed moment. */
  plannedAt: string;
  ovenPlaceId: string | null;
};

/** What the funeral company sees of the crematorium's record (`requestCremationSchema`). */
export type CremationSummary = {
  id: string;
  number: string;
  status: CremationStatus;
  approvedAt: string | null;
  performedAt: string | null;
  ashRegistrationNumber: string | null;
};

/** The folded sort and search key of the deceased: last name, first names, prefix (as the dossiers file names). */
export const cremationSearchName = (snapshot: RequestSnapshot | null, deceasedName: string) => {
  const person = snapshot?.deceased;
  return person?.lastName
    ? nameSortKey([person.lastName, person.firstNames, person.namePrefix])
    : nameSortKey([deceasedName]);
};

/**
 * The crematorium's own record of an accepted request, in the caller's transaction (`db`): numbered per
 * organisation and year of creation (Amsterdam, `2026-0001`), status `planned`, prefilled from the snapshot
 * (the non-natural death, the permit's number and municipality; the crematorium ticks what it received),
 * audited for the crematorium.
 */
export async function createCremationForRequest(
  db: Db,
  ctx: ServiceContext,
  input: NewCremationForRequest,
): Promise<{ id: string; number: string }> {
  const now = ctx.clock.now();
  const year = Number(toIsoDate(now)!.slice(0, 4));
  const id = newId(now.getTime());
  const deceased = input.snapshot.deceased;
  return inTransaction(db, async (trx) => {
    const sequence = await cremationsRepository.nextNumber(trx, input.organizationId, year);
    const number = formatCremationNumber(year, sequence);
    const values = {
      request_id: input.requestId,
      number,
      status: 'planned' as const,
      deceased_name: input.deceasedName,
      funeral_company_name: input.funeralCompanyName,
      planned_at: input.plannedAt,
      oven_place_id: input.ovenPlaceId,
      permit_number: deceased.permitNumber,
      permit_municipality: deceased.permitMunicipality,
      unnatural_death: deceased.unnaturalDeath ? 1 : 0,
      no_objection_reference: deceased.noObjectionReference,
    };
    await cremationsRepository.insert(trx, {
      ...values,
      id,
      organization_id: input.organizationId,
      number_year: year,
      number_sequence: sequence,
      search_name: cremationSearchName(input.snapshot, input.deceasedName),
      snapshot: JSON.stringify(input.snapshot),
      version: 1,
      created_by: ctx.actor.userId || null,
      updated_by: ctx.actor.userId || null,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, {
      organizationId: input.organizationId,
      entity: 'cremation',
      entityId: id,
      action: 'created',
      changes: values,
    });
    return { id, number };
  });
}

/**
 * The request was cancelled: its cremation record is cancelled too, unless it was performed already (then it
 * stays as it is). Audited for the crematorium. Nothing happens for an unknown or already cancelled record.
 */
export async function cancelCremationForRequest(
  db: Db,
  ctx: ServiceContext,
  cremationId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await cremationsRepository.lockForWrite(trx, cremationId);
    if (!row || row.status === 'performed' || row.status === 'cancelled') return;
    await trx
      .updateTable('cremations')
      .set({
        status: 'cancelled',
        version: row.version + 1,
        updated_by: ctx.actor.userId || null,
        updated_at: iso(ctx.clock.now()),
      })
      .where('id', '=', row.id)
      .execute();
    await ctx.audit(trx, {
      organizationId: row.organization_id,
      entity: 'cremation',
      entityId: row.id,
      action: 'cancelled',
      changes: { status: { from: row.status, to: 'cancelled' } },
    });
  });
}

/** The state of these records by id, for the request's answers (ids that do not exist are left out). */
export async function cremationSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CremationSummary>> {
  const rows = await cremationsRepository.findMany(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        number: row.number,
        status: row.status,
        approvedAt: row.approved_at,
        performedAt: row.performed_at,
        ashRegistrationNumber: row.ash_registration_number,
      },
    ]),
  );
}

/** Whether the cremation took place (a request can then no longer be cancelled). */
export async function cremationOfRequestIsPerformed(db: Db, cremationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cremations')
    .select('status')
    .where('id', '=', cremationId)
    .executeTakeFirst();
  return row?.status === 'performed';
}
