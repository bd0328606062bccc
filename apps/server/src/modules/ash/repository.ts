import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { exactCount, keptNumbers, pageTotal } from '../../db/capped-count.ts';
import { isPostgres } from '../../db/dialect.ts';
import { notCorrected } from '../ash-places/index.ts';
import type {
  AshDestinationsTable,
  AshRecord,
  AshDocumentsTable,
  AshRecordsTable,
  Database,
  Db,
} from '../../db/types.ts';

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likeWord = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The record with the number of the cremation that made it and the funeral company that asked for it. */
const recordWithRefs = (db: Db) =>
  db
    .selectFrom('ash_records as a')
    .leftJoin('cremations as c', 'c.id', 'a.cremation_id')
    .selectAll('a')
    .select(['c.number as cremation_number', 'c.funeral_company_name']);

/**
 * A destination with the names the answer shows: the ash place, who requested and executed it, and the entry
 * that corrects it (a closed entry has at most one correction).
 */
const destinationWithRefs = (db: Db) =>
  db
    .selectFrom('ash_destinations as d')
    .leftJoin('ash_places as p', 'p.id', 'd.ash_place_id')
    .leftJoin('users as requester', 'requester.id', 'd.requested_by')
    .leftJoin('users as executor', 'executor.id', 'd.executed_by')
    .leftJoin('ash_destinations as correction', 'correction.corrects_id', 'd.id')
    .selectAll('d')
    .select([
      'p.code as place_code',
      'p.kind as place_kind',
      'p.location as place_location',
      'requester.name as requested_by_name',
      'executor.name as executed_by_name',
      'correction.id as corrected_by_id',
    ]);

export type AshRecordSortField = 'cremated_on' | 'release' | 'name' | 'number';

export type AshRecordListFilter = {
  statuses?: readonly string[];
  /** Folded search words: each must occur in the folded name, first names or registration number. */
  words: string[];
  /** Effective release date on or before this day, and still in the crematorium's care. */
  releasableOn?: string;
  /** Effective release date on or before this day, and no destination approved yet (`releasable_by`). */
  releasableBy?: string;
  /** Cremated on or before this day and not executed or closed. */
  overTermCutoff?: string;
  blocked?: boolean;
  from?: string;
  to?: string;
  sort: { field: AshRecordSortField; descending: boolean };
  limit: number;
  offset: number;
};

/** The states in which the urn is still in the crematorium's care (the release matters). */
export const WAITING_STATUSES = ['in_storage', 'destination_requested', 'approved'] as const;
/** A record whose urns have all left is no longer "in storage" for the storage term. */
export const DONE_STATUSES = ['executed', 'closed'] as const;
/** The states before any destination is approved: the release is still to be decided on. */
export const UNAPPROVED_STATUSES = ['in_storage', 'destination_requested'] as const;

type RecordFilter = Omit<AshRecordListFilter, 'sort' | 'limit' | 'offset'>;

/** The effective release date (`effectiveReleaseDate`: the legal date, or an earlier exemption) on or before `day`. */
const releasedBy = (day: string) => (eb: ExpressionBuilder<Database & { a: AshRecordsTable }, 'a'>) =>
  eb.or([eb('a.earliest_release_on', '<=', day), eb('a.exemption_release_on', '<=', day)]);

/** The organisation's records with the list's filters (the list, its total and the dashboard's counts). */
function filteredRecords(db: Db, organizationId: string, filter: RecordFilter) {
  let query = db.selectFrom('ash_records as a').where('a.organization_id', '=', organizationId);
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('a.status', 'in', [...filter.statuses]);
  for (const word of filter.words) {
    query = query.where(sql<SqlBool>`a.search_name like ${likeWord(word)} escape '!'`);
  }
  if (filter.releasableOn) {
    query = query.where('a.status', 'in', [...WAITING_STATUSES]).where(releasedBy(filter.releasableOn));
  }
  if (filter.releasableBy) {
    query = query.where('a.status', 'in', [...UNAPPROVED_STATUSES]).where(releasedBy(filter.releasableBy));
  }
  if (filter.overTermCutoff) {
    // Named as the statuses that are not done (rather than `not in` the done ones): the same records, read
    // as index ranges of (organisation, status, cremation date).
    query = query
      .where('a.cremated_on', '<=', filter.overTermCutoff)
      .where('a.status', 'in', [...WAITING_STATUSES]);
  }
  if (filter.blocked === true) {
    query = query.where((eb) =>
      eb.or([eb('a.block_reference', 'is not', null), eb('a.blocked_on', 'is not', null)]),
    );
  } else if (filter.blocked === false) {
    query = query.where('a.block_reference', 'is', null).where('a.blocked_on', 'is', null);
  }
  if (filter.from) query = query.where('a.cremated_on', '>=', filter.from);
  if (filter.to) query = query.where('a.cremated_on', '<=', filter.to);
  return query;
}

/** A page of the list with its total; `capped`: there are more than `total` (= LIST_COUNT_CAP) matches. */
export type AshRecordListPage = {
  rows: AshRecord[];
  total: number;
  capped: boolean;
  hasMore: boolean;
};

/** No filter but the status: the total is the maintained count. */
const byStatusOnly = (filter: RecordFilter) =>
  filter.words.length === 0 &&
  !filter.releasableOn &&
  !filter.releasableBy &&
  !filter.overTermCutoff &&
  filter.blocked === undefined &&
  !filter.from &&
  !filter.to;

/** The revision scope bumped by every write of the organisation's ash records (migration 0025). */
const ashRecordsScope = (organizationId: string) => `ash-records:${organizationId}`;

/**
 * The two counts `count` keeps (a filter of "releasable by" or "over the term" alone) as a key and its count, or
 * null for any other filter (counted each time).
 */
function keptRecordCount(
  db: Db,
  organizationId: string,
  filter: RecordFilter,
): { key: string; count: () => Promise<number> } | null {
  const onlyFilter =
    filter.words.length === 0 &&
    !filter.statuses?.length &&
    !filter.releasableOn &&
    filter.blocked === undefined &&
    !filter.from &&
    !filter.to;
  if (!onlyFilter) return null;
  const records = () => db.selectFrom('ash_records as a').where('a.organization_id', '=', organizationId);
  // The kept count of the statuses less the recent records among them that do not qualify yet.
  const remaining =
    <DB, TB extends keyof DB, O>(statuses: readonly string[], recent: () => SelectQueryBuilder<DB, TB, O>) =>
    async () => {
      const [total, excluded] = await Promise.all([
        ashRepository.records.statusTotal(db, organizationId, statuses),
        exactCount(recent()),
      ]);
      return total - excluded;
    };
  if (filter.releasableBy && !filter.overTermCutoff) {
    const day = filter.releasableBy;
    // Not released by the day: the legal date (never null) after it, and no exemption on or before it.
    return {
      key: `releasable-by:${day}`,
      count: remaining(UNAPPROVED_STATUSES, () =>
        records()
          .where('a.status', 'in', [...UNAPPROVED_STATUSES])
          .where('a.earliest_release_on', '>', day)
          .where((eb) =>
            eb.or([eb('a.exemption_release_on', 'is', null), eb('a.exemption_release_on', '>', day)]),
          ),
      ),
    };
  }
  if (filter.overTermCutoff && !filter.releasableBy) {
    const cutoff = filter.overTermCutoff;
    return {
      key: `over-term:${cutoff}`,
      count: remaining(WAITING_STATUSES, () =>
        records().where('a.status', 'in', [...WAITING_STATUSES]).where('a.cremated_on', '>', cutoff),
      ),
    };
  }
  return null;
}

/** Queries of the ash module's tables (`ash_records`, `ash_destinations`, `ash_documents`), scoped to the organisation. */
export const ashRepository = {
  records: {
    findById: (db: Db, organizationId: string, id: string) =>
      recordWithRefs(db)
        .where('a.organization_id', '=', organizationId)
        .where('a.id', '=', id)
        .executeTakeFirst(),

    /** The record of a cremation (any organisation: the caller knows the cremation). */
    findByCremation: (db: Db, cremationId: string) =>
      recordWithRefs(db).where('a.cremation_id', '=', cremationId).executeTakeFirst(),

    /**
     * The record, locked for the rest of the caller's transaction on PostgreSQL (`FOR UPDATE`): every change
     * of the record or one of its destinations runs under it, so the stored status is computed from a stable
     * set of destinations. SQLite: the transaction holds the one connection.
     */
    lockForWrite(db: Db, organizationId: string, id: string) {
      if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
      const query = db
        .selectFrom('ash_records')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('id', '=', id);
      return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },

    insert: (db: Db, values: Insertable<AshRecordsTable>) =>
      db.insertInto('ash_records').values(values).execute(),

    /** Whether the organisation already has a record with this registration number. */
    async numberTaken(db: Db, organizationId: string, registrationNumber: string): Promise<boolean> {
      const row = await db
        .selectFrom('ash_records')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('registration_number', '=', registrationNumber)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The stored status (derived from the destinations): not a user's edit, so the version stays. */
    setStatus: (db: Db, id: string, status: string, updatedAt: string) =>
      db.updateTable('ash_records').set({ status, updated_at: updatedAt }).where('id', '=', id).execute(),

    /**
     * How many of the organisation's records the list's filters leave (the dashboard's counts). "Releasable by a
     * day" and "over the storage term" alone hold nearly every record still in storage (all but the last month's,
     * or the last half year's), so counting them read ~40,000 index entries (1.5–2 ms per count at 50,000
     * records): they are counted as the kept count of their statuses (`ash_record_counts`) less the few recent
     * records that do not qualify yet, a short index range of (organisation, status, date), and the result is
     * kept under the records' revision (every crematorium's start page asks them).
     */
    async count(db: Db, organizationId: string, filter: RecordFilter): Promise<number> {
      const kept = keptRecordCount(db, organizationId, filter);
      if (kept) return (await keptNumbers(db, ashRecordsScope(organizationId), [kept]))[0]!;
      const row = await filteredRecords(db, organizationId, filter)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * The start page's two counts, releasable by `releasableBy` and over the term at `overTermCutoff` (as
     * `count` gives them), with one read of the records' revision for both.
     */
    async dashboardCounts(
      db: Db,
      organizationId: string,
      { releasableBy, overTermCutoff }: { releasableBy: string; overTermCutoff: string },
    ): Promise<{ releasable: number; overTerm: number }> {
      const [releasable, overTerm] = await keptNumbers(db, ashRecordsScope(organizationId), [
        keptRecordCount(db, organizationId, { words: [], releasableBy })!,
        keptRecordCount(db, organizationId, { words: [], overTermCutoff })!,
      ]);
      return { releasable: releasable!, overTerm: overTerm! };
    },

    /**
     * One page of the list and its total. Without filters, or filtered by status only, the total is exact from
     * the counts the database keeps (`ash_record_counts`, migration 0019); otherwise the last page tells it, or
     * at most `LIST_COUNT_CAP + 1` matches are counted and more answer `total: LIST_COUNT_CAP, capped: true`
     * ("meer dan 1.000"). `hasMore`: a row follows the page (one more row is read for it).
     */
    async list(db: Db, organizationId: string, filter: AshRecordListFilter): Promise<AshRecordListPage> {
      const query = filteredRecords(db, organizationId, filter);
      let total: number | null = null;
      if (byStatusOnly(filter)) {
        total = await ashRepository.records.statusTotal(db, organizationId, filter.statuses);
        if (total === 0 || filter.offset >= total) return { total, capped: false, hasMore: false, rows: [] };
      }
      const dir = filter.sort.descending ? 'desc' : 'asc';
      let page = query.selectAll('a');
      switch (filter.sort.field) {
        case 'release':
          page = page.orderBy('a.earliest_release_on', dir);
          break;
        case 'name':
          page = page.orderBy('a.search_name', dir);
          break;
        case 'number':
          page = page.orderBy('a.registration_number', dir);
          break;
        default:
          page = page.orderBy('a.cremated_on', dir);
      }
      const read = await page
        .orderBy('a.id', dir)
        .limit(filter.limit + 1)
        .offset(filter.offset)
        .execute();
      const hasMore = read.length > filter.limit;
      const rows = hasMore ? read.slice(0, filter.limit) : read;
      if (total !== null) return { total, capped: false, hasMore, rows };
      const counted = await pageTotal(
        db,
        query,
        { offset: filter.offset, rows: rows.length, hasMore },
        { scope: ashRecordsScope(organizationId) },
      );
      return { ...counted, hasMore, rows };
    },

    /** The organisation's records (of these statuses), from the counts the database keeps (migration 0019). */
    async statusTotal(db: Db, organizationId: string, statuses?: readonly string[]): Promise<number> {
      let query = db
        .selectFrom('ash_record_counts')
        .select((eb) => eb.fn.sum<string | number | null>('count').as('total'))
        .where('organization_id', '=', organizationId);
      if (statuses && statuses.length > 0) query = query.where('status', 'in', [...statuses]);
      const row = await query.executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  },

  destinations: {
    findById: (db: Db, organizationId: string, id: string) =>
      destinationWithRefs(db)
        .where('d.organization_id', '=', organizationId)
        .where('d.id', '=', id)
        .executeTakeFirst(),

    /** Every destination of a record in the order they were asked (withdrawn and corrected ones included). */
    ofRecord: (db: Db, recordId: string) =>
      destinationWithRefs(db)
        .where('d.ash_record_id', '=', recordId)
        .orderBy('d.requested_at')
        .orderBy('d.created_at')
        .orderBy('d.id')
        .execute(),

    /**
     * The destinations that count for the record: not withdrawn and not replaced by a correction (the
     * correction, itself closed, counts instead).
     */
    activeOfRecord: (db: Db, recordId: string) =>
      db
        .selectFrom('ash_destinations as d')
        .select(['d.id', 'd.kind', 'd.status', 'd.urns'])
        .where('d.ash_record_id', '=', recordId)
        .where('d.status', '!=', 'withdrawn')
        .where(notCorrected)
        .orderBy('d.requested_at')
        .orderBy('d.id')
        .execute(),

    /** The kinds of the counting destinations of these records, in one query (the list's page). */
    async kindsOfRecords(db: Db, recordIds: readonly string[]): Promise<Map<string, string[]>> {
      const kinds = new Map<string, string[]>();
      if (recordIds.length === 0) return kinds;
      const rows = await db
        .selectFrom('ash_destinations as d')
        .select(['d.ash_record_id', 'd.kind'])
        .where('d.ash_record_id', 'in', [...recordIds])
        .where('d.status', '!=', 'withdrawn')
        .where(notCorrected)
        .orderBy('d.requested_at')
        .orderBy('d.id')
        .execute();
      for (const row of rows) {
        const list = kinds.get(row.ash_record_id) ?? [];
        if (!list.includes(row.kind)) list.push(row.kind);
        kinds.set(row.ash_record_id, list);
      }
      return kinds;
    },

    /** The entry that corrects a closed one, if any. */
    correctionOf: (db: Db, id: string) =>
      db.selectFrom('ash_destinations').select('id').where('corrects_id', '=', id).executeTakeFirst(),

    /** The destination, locked for the rest of the caller's transaction on PostgreSQL. */
    lockForWrite(db: Db, organizationId: string, id: string) {
      if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
      const query = db
        .selectFrom('ash_destinations')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('id', '=', id);
      return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },

    insert: (db: Db, values: Insertable<AshDestinationsTable>) =>
      db.insertInto('ash_destinations').values(values).execute(),

    /** A transition of a destination the caller holds locked: the version goes up by one. */
    async update(
      db: Db,
      where: { id: string; version: number },
      values: Omit<Updateable<AshDestinationsTable>, 'id' | 'version'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('ash_destinations')
        .set({ ...values, version: where.version + 1 })
        .where('id', '=', where.id)
        .where('version', '=', where.version)
        // A closed entry is the register's: never updated again.
        .where('status', '!=', 'closed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  },

  documents: {
    ofRecord: (db: Db, recordId: string) =>
      db
        .selectFrom('ash_documents as doc')
        .leftJoin('users as u', 'u.id', 'doc.uploaded_by')
        .selectAll('doc')
        .select('u.name as uploaded_by_name')
        .where('doc.ash_record_id', '=', recordId)
        .orderBy('doc.created_at')
        .orderBy('doc.id')
        .execute(),

    findById: (db: Db, organizationId: string, recordId: string, id: string) =>
      db
        .selectFrom('ash_documents as doc')
        .leftJoin('users as u', 'u.id', 'doc.uploaded_by')
        .selectAll('doc')
        .select('u.name as uploaded_by_name')
        .where('doc.organization_id', '=', organizationId)
        .where('doc.ash_record_id', '=', recordId)
        .where('doc.id', '=', id)
        .executeTakeFirst(),

    /** Whether the record has a document of this kind (for one destination, or for the record as a whole). */
    async has(db: Db, recordId: string, kind: string, destinationId?: string): Promise<boolean> {
      let query = db
        .selectFrom('ash_documents')
        .select('id')
        .where('ash_record_id', '=', recordId)
        .where('kind', '=', kind);
      if (destinationId) {
        query = query.where((eb) =>
          eb.or([eb('destination_id', '=', destinationId), eb('destination_id', 'is', null)]),
        );
      }
      return Boolean(await query.executeTakeFirst());
    },

    insert: (db: Db, values: Insertable<AshDocumentsTable>) =>
      db.insertInto('ash_documents').values(values).execute(),
  },

  /**
   * The ash record of a dossier's cremation, as the funeral company reaches it: its accepted crematorium request
   * for the dossier → the crematorium's cremation record → the ash record (newest request first).
   */
  ofDossier: (db: Db, requesterOrganizationId: string, dossierId: string) =>
    db
      .selectFrom('crematorium_requests as r')
      .innerJoin('cremations as c', 'c.request_id', 'r.id')
      .innerJoin('ash_records as a', 'a.cremation_id', 'c.id')
      .innerJoin('organizations as o', 'o.id', 'r.provider_organization_id')
      .selectAll('a')
      .select(['r.id as request_id', 'o.name as crematorium_name'])
      .where('r.requester_organization_id', '=', requesterOrganizationId)
      .where('r.dossier_id', '=', dossierId)
      .where('r.status', '=', 'accepted')
      .orderBy('r.created_at', 'desc')
      .executeTakeFirst(),

  /** The ash record of a crematorium request's cremation (the request's accepted cremation), if it was performed. */
  ofRequest: (db: Db, requestId: string) =>
    db
      .selectFrom('cremations as c')
      .innerJoin('ash_records as a', 'a.cremation_id', 'c.id')
      .innerJoin('organizations as o', 'o.id', 'a.organization_id')
      .selectAll('a')
      .select(['o.name as crematorium_name'])
      .where('c.request_id', '=', requestId)
      .executeTakeFirst(),

  /**
   * A crematorium request as both parties see it for party access (decision 009): the funeral company asks, the
   * crematorium provides; a draft has no provider side yet.
   */
  requestParties: (db: Db, id: string) =>
    db
      .selectFrom('crematorium_requests')
      .select(['id', 'requester_organization_id', 'provider_organization_id', 'status', 'dossier_id'])
      .where('id', '=', id)
      .executeTakeFirst(),
};

export type AshRecordRow = NonNullable<Awaited<ReturnType<typeof ashRepository.records.findById>>>;
export type AshDestinationRow = NonNullable<Awaited<ReturnType<typeof ashRepository.destinations.findById>>>;
export type AshDocumentRow = NonNullable<Awaited<ReturnType<typeof ashRepository.documents.findById>>>;
export type RequestParties = NonNullable<Awaited<ReturnType<typeof ashRepository.requestParties>>>;
