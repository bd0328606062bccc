import {
  addPlannerDays,
  CREMATION_STATUS_LABELS,
  cremationApprovalChecklist,
  dayStart,
  foldedWords,
  interpolate,
  messages,
  missingApprovalConditions,
  toIsoDate,
  type CremationData,
  type CremationListItem,
  type ListCremationsQuery,
  type PaginationMeta,
  type PerformCremationData,
  type RequestActionData,
  type UpdateCremationData,
} from '@afscheid/shared';
import type { Cremation, CremationsTable, Db } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { createAshRecordForCremation } from '../ash/index.ts';
import { placeOfOrganization } from '../places/index.ts';
import { recordRequestEvent } from '../request-events/index.ts';
import type { MailContext } from '../users/index.ts';
import { approvalInput, presentCremation, presentCremationListItem, snapshotOf } from './presenter.ts';
import { cremationsRepository, type CremationRow, type CremationSortField } from './repository.ts';

const c = messages.cremations;

/** The columns the staff complete on their record (`updateCremationSchema`). */
type CremationFields = Pick<
  CremationsTable,
  | 'oven_place_id'
  | 'identified_by'
  | 'coffin_registration_number'
  | 'permit_number'
  | 'permit_municipality'
  | 'no_objection_reference'
  | 'legal_delay_reference'
  | 'legal_delay_until'
  | 'notes'
> & {
  permit_received: number;
  permit_compared: number;
  request_form_received: number;
  implants_removed: number;
  unnatural_death: number;
  no_objection_received: number;
};

const audit = (row: Pick<Cremation, 'id' | 'organization_id'>) => ({
  organizationId: row.organization_id,
  entity: 'cremation',
  entityId: row.id,
});

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A cremation service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

const wrongState = (status: Cremation['status']) =>
  new HttpError(409, interpolate(c.errors.wrongState, { status: CREMATION_STATUS_LABELS[status] }));

const flag = (value: boolean) => (value ? 1 : 0);

/** The record as the API answers it, read with `db` (the caller's transaction, or the context's database). */
async function loadCremation(db: Db, organizationId: string, id: string): Promise<CremationData> {
  const row = await cremationsRepository.findById(db, organizationId, id);
  if (!row) throw notFound();
  return presentCremation(row);
}

/**
 * An oven of the crematorium: an active `cremation_oven` place of the organisation, else 422 on the field.
 */
async function assertOven(db: Db, organizationId: string, placeId: string): Promise<void> {
  const place = await placeOfOrganization(db, organizationId, placeId);
  if (!place || place.kind !== 'cremation_oven' || place.active !== 1) {
    throw new ValidationError({ ovenPlaceId: [c.errors.oven] });
  }
}

/**
 * GET /api/cremations: the crematorium's records, filtered by state, planned day (`from`/`to` inclusive,
 * Amsterdam) and search (name or number), sorted and paged, each with whether it is ready for approval.
 */
export async function listCremations(
  ctx: ServiceContext,
  query: ListCremationsQuery,
): Promise<{ data: CremationListItem[]; meta: PaginationMeta }> {
  const descending = query.sort.startsWith('-');
  const { total, rows } = await cremationsRepository.list(ctx.db, organizationOf(ctx), {
    status: query.status,
    from: query.from ? dayStart(query.from).toISOString() : undefined,
    to: query.to ? dayStart(addPlannerDays(query.to, 1)).toISOString() : undefined,
    words: [...new Set(foldedWords(query.search))].slice(0, 6),
    sort: { field: (descending ? query.sort.slice(1) : query.sort) as CremationSortField, descending },
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(presentCremationListItem), total, query);
}

/** GET /api/cremations/{id}. */
export const showCremation = (row: CremationRow): CremationData => presentCremation(row);

/**
 * PUT /api/cremations/{id}: what the staff complete, versioned (a stale version is a 409 with the current
 * record), only while planned or approved. When a change to an approved record makes a condition fail, the
 * approval no longer holds: the record goes back to `planned` without approver (audited with the change).
 */
export async function updateCremation(
  ctx: ServiceContext,
  row: CremationRow,
  { version, ...input }: UpdateCremationData,
): Promise<CremationData> {
  const current = () => loadCremation(ctx.db, row.organization_id, row.id);
  const edit = { given: version, stored: row.version, current, message: c.errors.conflict };
  if (version !== row.version) throw conflictWith(await current(), edit.message);
  if (row.status !== 'planned' && row.status !== 'approved') throw wrongState(row.status);

  const values: Partial<CremationFields> = {};
  if (input.ovenPlaceId !== undefined) values.oven_place_id = input.ovenPlaceId;
  if (input.identifiedBy !== undefined) values.identified_by = input.identifiedBy;
  if (input.coffinRegistrationNumber !== undefined) {
    values.coffin_registration_number = input.coffinRegistrationNumber;
  }
  if (input.permitReceived !== undefined) values.permit_received = flag(input.permitReceived);
  if (input.permitCompared !== undefined) values.permit_compared = flag(input.permitCompared);
  if (input.permitNumber !== undefined) values.permit_number = input.permitNumber;
  if (input.permitMunicipality !== undefined) values.permit_municipality = input.permitMunicipality;
  if (input.requestFormReceived !== undefined) values.request_form_received = flag(input.requestFormReceived);
  if (input.implantsRemoved !== undefined) values.implants_removed = flag(input.implantsRemoved);
  if (input.unnaturalDeath !== undefined) values.unnatural_death = flag(input.unnaturalDeath);
  if (input.noObjectionReceived !== undefined) values.no_objection_received = flag(input.noObjectionReceived);
  if (input.noObjectionReference !== undefined) values.no_objection_reference = input.noObjectionReference;
  if (input.legalDelayReference !== undefined) values.legal_delay_reference = input.legalDelayReference;
  if (input.legalDelayUntil !== undefined) values.legal_delay_until = input.legalDelayUntil;
  if (input.notes !== undefined) values.notes = input.notes;
  const changes: Record<string, { from: unknown; to: unknown }> = diffFields(
    row as unknown as Record<string, unknown>,
    values,
  );
  if (Object.keys(changes).length === 0) return presentCremation(row);
  if ('oven_place_id' in changes && values.oven_place_id) {
    await assertOven(ctx.db, row.organization_id, values.oven_place_id);
  }

  const after = { ...row, ...values };
  const withdrawn =
    row.status === 'approved' &&
    cremationApprovalChecklist(approvalInput(after, snapshotOf(row))).some((condition) => !condition.ok);
  const approval = withdrawn ? { status: 'planned' as const, approved_by: null, approved_at: null } : {};
  if (withdrawn) {
    changes['status'] = { from: row.status, to: 'planned' };
    changes['approved_by'] = { from: row.approved_by, to: null };
    changes['approved_at'] = { from: row.approved_at, to: null };
  }
  const now = iso(ctx.clock.now());
  await versionedEdit(ctx.db, edit, async (trx) => {
    const where = { id: row.id, version: row.version, organizationId: row.organization_id };
    const update = { ...values, ...approval, updated_by: ctx.actor.userId || null, updated_at: now };
    if (!(await updateWhereVersion(trx, 'cremations', where, update))) return false;
    await ctx.audit(trx, { ...audit(row), action: 'updated', changes });
    return true;
  });
  return current();
}

/**
 * Locks the record in the caller's transaction and checks the optional version: a stale one (or a record that
 * changed since it was read) is a 409 with the record as it is now.
 */
async function lockForAction(trx: Db, row: CremationRow, version: number | undefined): Promise<Cremation> {
  const locked = await cremationsRepository.lockForWrite(trx, row.id);
  if (!locked || locked.organization_id !== row.organization_id) throw notFound();
  if (version !== undefined && version !== locked.version) {
    throw conflictWith(await loadCremation(trx, row.organization_id, row.id), c.errors.conflict);
  }
  return locked;
}

/**
 * POST /api/cremations/{id}/approve (vrijgave): refused with 409 naming what is missing while any condition of
 * the checklist fails (nothing changes); else approved, with who and when, audited, and the funeral company
 * told through the request's timeline. The row is locked first: of two approvals at once one wins, the other
 * finds the record approved (409).
 */
export async function approveCremation(
  ctx: MailContext,
  row: CremationRow,
  input: RequestActionData,
): Promise<CremationData> {
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockForAction(trx, row, input.version);
    if (locked.status !== 'planned') throw wrongState(locked.status);
    const missing = missingApprovalConditions(approvalInput(locked, snapshotOf(locked)));
    if (missing.length > 0) {
      const text = missing.map((condition) => condition.detail ?? condition.label).join('; ');
      throw new HttpError(409, interpolate(c.errors.approveMissing, { missing: text }), {
        data: { missing },
      });
    }
    const now = iso(ctx.clock.now());
    const values = { status: 'approved' as const, approved_by: ctx.actor.userId || null, approved_at: now };
    const where = { id: locked.id, version: locked.version, organizationId: locked.organization_id };
    const update = { ...values, updated_by: ctx.actor.userId || null, updated_at: now };
    if (!(await updateWhereVersion(trx, 'cremations', where, update))) {
      throw conflictWith(await loadCremation(trx, row.organization_id, row.id), c.errors.conflict);
    }
    await ctx.audit(trx, {
      ...audit(locked),
      action: 'approved',
      changes: diffFields(locked as unknown as Record<string, unknown>, values),
    });
    if (locked.request_id) {
      await recordRequestEvent(trx, ctx, {
        requestId: locked.request_id,
        side: 'provider',
        action: 'approved',
      });
    }
    return loadCremation(trx, row.organization_id, row.id);
  });
}

/**
 * POST /api/cremations/{id}/perform: the approved cremation took place. In one transaction: the record becomes
 * `performed` with its moments, oven and the number on the asbus, the ash record is made by the ash module
 * (released from one month and a day after the cremation date; a number the crematorium already has is a 422),
 * audited, and the funeral company told. The request stays `accepted`.
 */
export async function performCremation(
  ctx: MailContext,
  row: CremationRow,
  input: PerformCremationData,
): Promise<CremationData> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const locked = await lockForAction(trx, row, input.version);
    if (locked.status === 'planned') throw new HttpError(409, c.errors.notApproved);
    if (locked.status !== 'approved') throw wrongState(locked.status);
    if (new Date(input.performedAt).getTime() > now.getTime()) {
      throw new ValidationError({ performedAt: [c.errors.performedInFuture] });
    }
    // The forms give minutes: a cremation recorded at 10:15 after an approval at 10:15:30 is not "before" it.
    const approvedMinute = locked.approved_at
      ? Math.floor(new Date(locked.approved_at).getTime() / 60_000) * 60_000
      : null;
    if (approvedMinute !== null && new Date(input.performedAt).getTime() < approvedMinute) {
      throw new ValidationError({ performedAt: [c.errors.performedBeforeApproval] });
    }
    const ovenPlaceId = input.ovenPlaceId ?? locked.oven_place_id;
    if (input.ovenPlaceId && input.ovenPlaceId !== locked.oven_place_id) {
      await assertOven(trx, locked.organization_id, input.ovenPlaceId);
    }

    const values = {
      status: 'performed' as const,
      performed_at: input.performedAt,
      ended_at: input.endedAt ?? null,
      oven_place_id: ovenPlaceId,
      ash_registration_number: input.ashRegistrationNumber,
    };
    const where = { id: locked.id, version: locked.version, organizationId: locked.organization_id };
    const update = { ...values, updated_by: ctx.actor.userId || null, updated_at: iso(now) };
    if (!(await updateWhereVersion(trx, 'cremations', where, update))) {
      throw conflictWith(await loadCremation(trx, row.organization_id, row.id), c.errors.conflict);
    }
    const snapshot = snapshotOf(locked);
    await createAshRecordForCremation(trx, ctx, {
      organizationId: locked.organization_id,
      cremationId: locked.id,
      registrationNumber: input.ashRegistrationNumber,
      deceasedName: locked.deceased_name,
      firstNames: snapshot.deceased.firstNames || null,
      initials: snapshot.deceased.initials,
      crematedOn: toIsoDate(input.performedAt)!,
    });
    await ctx.audit(trx, {
      ...audit(locked),
      action: 'performed',
      changes: diffFields(locked as unknown as Record<string, unknown>, values),
    });
    if (locked.request_id) {
      await recordRequestEvent(trx, ctx, {
        requestId: locked.request_id,
        side: 'provider',
        action: 'performed',
      });
    }
    return loadCremation(trx, row.organization_id, row.id);
  });
}
