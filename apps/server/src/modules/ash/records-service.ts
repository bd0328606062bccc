import {
  ashReleaseDate,
  ashSearchText,
  foldedWords,
  formatDate,
  interpolate,
  kindIsBlockable,
  storageTermCutoff,
  type AshDestinationKind,
  type AshRecordData,
  type AshRecordListItem,
  type CappedPaginationMeta,
  type CreateAshRecordData,
  type ListAshRecordsQuery,
  type UpdateAshRecordData,
} from '@afscheid/shared';
import type { AshRecord, Db } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { cappedPageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion } from '../../lib/versioned.ts';
import {
  assignedUrnsOf,
  destinationAudit,
  e,
  loadAshRecord,
  lockRecord,
  organizationOf,
  recordAudit,
  refreshRecordStatus,
  storageTermOf,
  todayOf,
} from './common.ts';
import { isBlocked, presentAshRecordListItem } from './presenter.ts';
import { ashRepository, type AshRecordRow, type AshRecordSortField } from './repository.ts';

const duplicateNumber = (field: string) =>
  new ValidationError({ [field]: [e.duplicateNumber] }, e.duplicateNumber);

/**
 * GET /api/ash-records: the crematorium's records, searched on the folded name and number, filtered by status,
 * release ("vrij te geven" today), the storage term, a block and the cremation date, sorted and paged on the
 * server. The total is exact without filters or by status (the maintained counts); a search or another filter
 * counts at most 1,001 matches (`meta.total_capped`, "meer dan 1.000"). The destination kinds of the page come
 * in one query.
 */
export async function listAshRecords(
  ctx: ServiceContext,
  query: ListAshRecordsQuery,
  known: {
    /** The storage term of the organisation the request's access check has just read (one query less). */
    termMonths?: number;
    /** Today as the caller keyed the answer by (the route's cache), else the clock's. */
    today?: string;
  } = {},
): Promise<{ data: AshRecordListItem[]; meta: CappedPaginationMeta }> {
  const organizationId = organizationOf(ctx);
  const today = known.today ?? todayOf(ctx);
  const term = known.termMonths ?? (await storageTermOf(ctx.db, organizationId));
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as AshRecordSortField;
  const { rows, ...count } = await ashRepository.records.list(ctx.db, organizationId, {
    statuses: query.status,
    words: [...new Set(foldedWords(query.search ?? ''))].slice(0, 6),
    releasableOn: query.releasable ? today : undefined,
    releasableBy: query.releasableBy,
    overTermCutoff: query.overTerm ? storageTermCutoff(today, term) : undefined,
    blocked: query.blocked,
    from: query.from,
    to: query.to,
    sort: { field, descending },
    ...pageWindow(query),
  });
  const kinds = await ashRepository.destinations.kindsOfRecords(
    ctx.db,
    rows.map((row) => row.id),
  );
  return cappedPageAnswer(
    rows.map((row) => presentAshRecordListItem(row, kinds.get(row.id) ?? [], today, term)),
    count,
    query,
  );
}

/** GET /api/ash-records/{id}. */
export const showAshRecord = (ctx: ServiceContext, row: AshRecordRow): Promise<AshRecordData> =>
  loadAshRecord(ctx, ctx.db, row.organization_id, row.id);

/**
 * POST /api/ash-records: ashes received from another crematorium (art. 59 lid 3) or from a cremation recorded
 * outside the platform. Released from `ashReleaseDate(cremated_on)`; a cremation date in the future is a 422,
 * a registration number the crematorium already has a 422 on the number (one number, one line in the register).
 */
export async function createAshRecord(
  ctx: ServiceContext,
  input: CreateAshRecordData,
): Promise<AshRecordData> {
  const organizationId = organizationOf(ctx);
  if (input.crematedOn > todayOf(ctx)) throw new ValidationError({ crematedOn: [e.crematedInFuture] });
  const now = ctx.clock.now();
  const values = {
    id: newId(now.getTime()),
    organization_id: organizationId,
    cremation_id: null,
    source: input.source,
    received_from: input.source === 'received' ? (input.receivedFrom ?? null) : null,
    registration_number: input.registrationNumber,
    deceased_name: input.deceasedName,
    deceased_first_names: input.firstNames ?? null,
    deceased_initials: input.initials ?? null,
    search_name: ashSearchText({
      deceased_name: input.deceasedName,
      deceased_first_names: input.firstNames ?? null,
      registration_number: input.registrationNumber,
    }),
    urn_count: input.urns ?? 1,
    storage_location: input.storageLocation ?? null,
    cremated_on: input.crematedOn,
    earliest_release_on: ashReleaseDate(input.crematedOn)!,
    status: 'in_storage',
    notes: input.notes ?? null,
    version: 1,
    created_by: ctx.actor.userId || null,
    updated_by: ctx.actor.userId || null,
    created_at: iso(now),
    updated_at: iso(now),
  };
  try {
    await inTransaction(ctx.db, async (trx) => {
      if (await ashRepository.records.numberTaken(trx, organizationId, values.registration_number)) {
        throw duplicateNumber('registrationNumber');
      }
      await ashRepository.records.insert(trx, values);
      await ctx.audit(trx, {
        ...recordAudit(values),
        action: 'created',
        changes: {
          source: values.source,
          received_from: values.received_from,
          registration_number: values.registration_number,
          deceased_name: values.deceased_name,
          deceased_first_names: values.deceased_first_names,
          deceased_initials: values.deceased_initials,
          urn_count: values.urn_count,
          storage_location: values.storage_location,
          cremated_on: values.cremated_on,
          earliest_release_on: values.earliest_release_on,
          notes: values.notes,
        },
      });
    });
  } catch (error) {
    // Two records with one number at once: the unique constraint answers as the check would have.
    if (isUniqueViolation(error)) throw duplicateNumber('registrationNumber');
    throw error;
  }
  return loadAshRecord(ctx, ctx.db, organizationId, values.id);
}

/** What a performed cremation passes on to its ash record. */
export type AshRecordForCremation = {
  organizationId: string;
  cremationId: string;
  registrationNumber: string;
  deceasedName: string;
  firstNames: string | null;
  initials: string | null;
  /** `YYYY-MM-DD`: the cremation's Amsterdam day. */
  crematedOn: string;
};

/**
 * The ash record of a cremation recorded as performed, in the cremation's transaction `trx`: the number on the
 * asbus (art. 58), the deceased's name, first names and initials from the request's snapshot, released from
 * `ashReleaseDate(cremated_on)` (art. 59 lid 1), audited. A registration number the crematorium already has is
 * a 422 on `ashRegistrationNumber` (the perform form's field).
 */
export async function createAshRecordForCremation(
  trx: Db,
  ctx: Pick<ServiceContext, 'clock' | 'actor' | 'audit'>,
  input: AshRecordForCremation,
): Promise<string> {
  if (!trx.isTransaction) throw new Error('createAshRecordForCremation needs the cremation’s transaction.');
  if (await ashRepository.records.numberTaken(trx, input.organizationId, input.registrationNumber)) {
    throw duplicateNumber('ashRegistrationNumber');
  }
  const now = ctx.clock.now();
  const record = {
    id: newId(now.getTime()),
    organization_id: input.organizationId,
    cremation_id: input.cremationId,
    source: 'cremation',
    registration_number: input.registrationNumber,
    deceased_name: input.deceasedName,
    deceased_first_names: input.firstNames,
    deceased_initials: input.initials,
    search_name: ashSearchText({
      deceased_name: input.deceasedName,
      deceased_first_names: input.firstNames,
      registration_number: input.registrationNumber,
    }),
    cremated_on: input.crematedOn,
    earliest_release_on: ashReleaseDate(input.crematedOn)!,
    status: 'in_storage',
    version: 1,
    created_by: ctx.actor.userId || null,
    updated_by: ctx.actor.userId || null,
    created_at: iso(now),
    updated_at: iso(now),
  };
  await ashRepository.records.insert(trx, record);
  await ctx.audit(trx, {
    ...recordAudit(record),
    action: 'created',
    changes: {
      cremation_id: record.cremation_id,
      registration_number: record.registration_number,
      deceased_name: record.deceased_name,
      deceased_first_names: record.deceased_first_names,
      cremated_on: record.cremated_on,
      earliest_release_on: record.earliest_release_on,
    },
  });
  return record.id;
}

type RecordColumns = Pick<
  AshRecord,
  | 'deceased_name'
  | 'deceased_first_names'
  | 'deceased_initials'
  | 'search_name'
  | 'urn_count'
  | 'storage_location'
  | 'notes'
  | 'exemption_reference'
  | 'exemption_granted_on'
  | 'exemption_release_on'
  | 'block_reference'
  | 'blocked_on'
  | 'block_note'
>;

/**
 * The exemption of the officier van justitie: reference, date granted and release date together, a release
 * date before the legal one, and its document already on the record. Checked when any of its fields changes.
 */
async function assertExemption(trx: Db, record: AshRecord, after: RecordColumns): Promise<void> {
  const parts = {
    exemptionReference: after.exemption_reference,
    exemptionGrantedOn: after.exemption_granted_on,
    exemptionReleaseOn: after.exemption_release_on,
  };
  const given = Object.values(parts).filter((value) => value !== null && value !== undefined);
  if (given.length === 0) return;
  if (given.length < 3) {
    const missing = Object.entries(parts).filter(([, value]) => value === null || value === undefined);
    throw new ValidationError(Object.fromEntries(missing.map(([field]) => [field, [e.exemptionIncomplete]])));
  }
  if (after.exemption_release_on! >= record.earliest_release_on) {
    throw new ValidationError({
      exemptionReleaseOn: [
        interpolate(e.exemptionNotEarlier, { date: formatDate(record.earliest_release_on) }),
      ],
    });
  }
  if (!(await ashRepository.documents.has(trx, record.id, 'exemption'))) {
    throw new ValidationError({ exemptionReleaseOn: [e.exemptionDocument] });
  }
}

/**
 * PUT /api/ash-records/{id}: versioned (409 with the current record), refused once closed. The urn count never
 * drops below the urns the destinations take. The exemption needs its three fields, an earlier date and its
 * document. A block (reference and date) stops approving and executing scattering, hand-over and sending abroad:
 * an approved, not yet executed destination of such a kind goes back to "aangevraagd" (audited). Lifting the
 * block (clearing its fields) is allowed and audited.
 */
export async function updateAshRecord(
  ctx: ServiceContext,
  row: AshRecordRow,
  { version, ...input }: UpdateAshRecordData,
): Promise<AshRecordData> {
  const organizationId = row.organization_id;
  const current = (db: Db) => loadAshRecord(ctx, db, organizationId, row.id);
  await inTransaction(ctx.db, async (trx) => {
    const record = await lockRecord(trx, organizationId, row.id);
    if (version !== record.version) throw conflictWith(await current(trx), e.conflict);
    if (record.status === 'closed') throw new HttpError(409, e.closedNeverChanged);

    const values: Partial<RecordColumns> = {};
    if (input.deceasedName !== undefined) values.deceased_name = input.deceasedName;
    if (input.firstNames !== undefined) values.deceased_first_names = input.firstNames;
    if (input.initials !== undefined) values.deceased_initials = input.initials;
    if (input.urns !== undefined) values.urn_count = input.urns;
    if (input.storageLocation !== undefined) values.storage_location = input.storageLocation;
    if (input.notes !== undefined) values.notes = input.notes;
    if (input.exemptionReference !== undefined) values.exemption_reference = input.exemptionReference;
    if (input.exemptionGrantedOn !== undefined) values.exemption_granted_on = input.exemptionGrantedOn;
    if (input.exemptionReleaseOn !== undefined) values.exemption_release_on = input.exemptionReleaseOn;
    if (input.blockReference !== undefined) values.block_reference = input.blockReference;
    if (input.blockedOn !== undefined) values.blocked_on = input.blockedOn;
    if (input.blockNote !== undefined) values.block_note = input.blockNote;
    const after = { ...record, ...values };
    if (values.deceased_name !== undefined || values.deceased_first_names !== undefined) {
      values.search_name = ashSearchText(after);
    }
    const changes = diffFields(record as unknown as Record<string, unknown>, values);
    delete changes['search_name'];
    if (Object.keys(changes).length === 0) return;

    if ('urn_count' in changes) {
      const assigned = await assignedUrnsOf(trx, record.id);
      if (after.urn_count < assigned) {
        throw new ValidationError({ urns: [interpolate(e.urnCountBelowDestinations, { assigned })] });
      }
    }
    if (
      'exemption_reference' in changes ||
      'exemption_granted_on' in changes ||
      'exemption_release_on' in changes
    ) {
      await assertExemption(trx, record, after);
    }
    if ('block_reference' in changes || 'blocked_on' in changes) {
      const parts = { blockReference: after.block_reference, blockedOn: after.blocked_on };
      const given = Object.values(parts).filter((value) => value !== null);
      if (given.length === 1) {
        const missing = Object.entries(parts).filter(([, value]) => value === null);
        throw new ValidationError(Object.fromEntries(missing.map(([field]) => [field, [e.blockIncomplete]])));
      }
    }

    const now = iso(ctx.clock.now());
    const where = { id: record.id, version: record.version, organizationId };
    const update = { ...values, updated_by: ctx.actor.userId || null, updated_at: now };
    if (!(await updateWhereVersion(trx, 'ash_records', where, update))) {
      throw conflictWith(await current(trx), e.conflict);
    }
    await ctx.audit(trx, { ...recordAudit(record), action: 'updated', changes });

    if (!isBlocked(record) && isBlocked(after)) await withdrawBlockedApprovals(trx, ctx, record, now);
    await refreshRecordStatus(trx, ctx, record, after.urn_count);
  });
  return current(ctx.db);
}

/**
 * A new block: every approved, not yet executed destination of a kind the block forbids goes back to
 * "aangevraagd" without its approval, each audited.
 */
async function withdrawBlockedApprovals(
  trx: Db,
  ctx: ServiceContext,
  record: AshRecord,
  now: string,
): Promise<void> {
  const destinations = await ashRepository.destinations.ofRecord(trx, record.id);
  for (const destination of destinations) {
    if (destination.status !== 'approved' || !kindIsBlockable(destination.kind as AshDestinationKind))
      continue;
    const values = { status: 'requested', approved_by: null, approved_by_name: null, approved_at: null };
    const saved = await ashRepository.destinations.update(
      trx,
      { id: destination.id, version: destination.version },
      { ...values, updated_by: ctx.actor.userId || null, updated_at: now },
    );
    if (!saved) continue;
    await ctx.audit(trx, {
      ...destinationAudit(destination),
      action: 'destination_updated',
      changes: {
        ...diffFields(destination as unknown as Record<string, unknown>, values),
        reason: e.blocked,
      },
    });
  }
}
