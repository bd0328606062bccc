import { PostgresAdapter, sql, type Insertable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { exactCount, pageTotal } from '../../db/capped-count.ts';
import type {
  CrematoriumRequest,
  CrematoriumRequestAttachmentsTable,
  CrematoriumRequestRevisionsTable,
  CrematoriumRequestsTable,
  Database,
  Db,
  RequestSide,
} from '../../db/types.ts';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likeWord = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export type RequestStatus = CrematoriumRequestsTable['status'];

export type RequestListFilter = {
  organizationId: string;
  side: RequestSide;
  statuses?: readonly RequestStatus[];
  /** Instants: planned moment in `[from, to)`. */
  from?: string;
  to?: string;
  /** Folded search words: each must occur in `search_name`. */
  words: string[];
  /** Only this dossier's requests (the requester's side). */
  dossierId?: string;
  /** `ash=waiting`: accepted, cremated, and the ashes in storage without any destination yet. */
  ashWaiting?: boolean;
};

type RequestQuery = SelectQueryBuilder<Database, 'crematorium_requests', object>;

/** The active organisation's side of the requests with the list's filters (a provider never sees drafts). */
function filtered(db: Db, filter: RequestListFilter): RequestQuery {
  let query = db.selectFrom('crematorium_requests') as unknown as RequestQuery;
  if (filter.side === 'requester') {
    query = query.where('requester_organization_id', '=', filter.organizationId);
    if (filter.dossierId) query = query.where('dossier_id', '=', filter.dossierId);
  } else {
    query = query
      .where('provider_organization_id', '=', filter.organizationId)
      .where('status', '!=', 'draft');
  }
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('status', 'in', [...filter.statuses]);
  if (filter.from) query = query.where('planned_at', '>=', filter.from);
  if (filter.to) query = query.where('planned_at', '<', filter.to);
  for (const word of filter.words) {
    query = query.where(sql<SqlBool>`search_name like ${likeWord(word)} escape '!'`);
  }
  if (filter.ashWaiting) {
    // The crematorium's record of the request's cremation (made when it was performed) and its ash record,
    // kept by that crematorium, still `in_storage`: no destination counts for it (none sent, or all withdrawn).
    // The one read of `cremations` and `ash_records` here: the request's own question, as `ash.ofRequest` is
    // the ash module's. Nested rather than joined, so each request is followed by the index on
    // `cremations.request_id` and the unique `ash_records.cremation_id`: with a join SQLite started from the
    // crematorium's records in storage (45 ms for a funeral company with three requests, 50,000 ash records).
    query = query.where('status', '=', 'accepted').where(({ exists, selectFrom }) =>
      exists(
        selectFrom('cremations as c')
          .select('c.id')
          .whereRef('c.request_id', '=', 'crematorium_requests.id')
          .where(({ exists: existsRecord, selectFrom: selectRecord }) =>
            existsRecord(
              selectRecord('ash_records as a')
                .select('a.id')
                .whereRef('a.cremation_id', '=', 'c.id')
                .whereRef('a.organization_id', '=', 'crematorium_requests.provider_organization_id')
                .where('a.status', '=', 'in_storage'),
            ),
          ),
      ),
    );
  }
  return query;
}

/** Whether the list is narrowed by nothing but the status (its total is then the maintained count). */
const byStatusOnly = (filter: RequestListFilter) =>
  !filter.from && !filter.to && filter.words.length === 0 && !filter.dossierId && !filter.ashWaiting;

export type RequestSort = 'attention' | 'date' | '-date' | 'name' | 'status' | '-updated';

type OrderColumn = 'planned_at' | 'id' | 'search_name' | 'status';
type Order = readonly (readonly [OrderColumn, 'asc' | 'desc'])[];

/** The list's orders that an index gives whole (migration 0023), the id last. */
const ORDERS = {
  date: [
    ['planned_at', 'asc'],
    ['id', 'asc'],
  ],
  '-date': [
    ['planned_at', 'desc'],
    ['id', 'desc'],
  ],
  name: [
    ['search_name', 'asc'],
    ['planned_at', 'asc'],
    ['id', 'asc'],
  ],
  status: [
    ['status', 'asc'],
    ['planned_at', 'asc'],
    ['id', 'asc'],
  ],
} as const satisfies Record<string, Order>;

/**
 * A page of the query's requests in `order`: first the ids from the index alone (the indexes of migration 0023
 * hold every column the list's filters and orders test, so PostgreSQL answers with an index-only scan and
 * SQLite reads no table row), then only those rows. Read in one go, PostgreSQL fetched every candidate's row
 * to test its name (a rare name: 14 ms for the 2,000 waiting requests against 1 ms).
 */
async function inOrder(
  db: Db,
  query: RequestQuery,
  order: Order,
  limit: number,
  offset: number,
): Promise<CrematoriumRequest[]> {
  let ids = query.select([...new Set<OrderColumn>(['id', ...order.map(([column]) => column)])]);
  for (const [column, direction] of order) ids = ids.orderBy(column, direction);
  let rows = db
    .selectFrom(ids.limit(limit).offset(offset).as('p'))
    .innerJoin('crematorium_requests as r', 'r.id', 'p.id')
    .selectAll('r');
  for (const [column, direction] of order) rows = rows.orderBy(sql.ref(`p.${column}`), direction);
  return rows.execute();
}

/**
 * `limit + 1` rows of the list from `offset` in the sort's order. `attention`: the waiting part first, then the
 * rest. `known`: the total and how many wait when the maintained counts tell them; without them the waiting
 * part's own rows tell where it ends, and it is counted only when the page starts past its end (no row of it
 * read).
 */
async function readPage(
  db: Db,
  filter: RequestListFilter,
  sort: RequestSort,
  limit: number,
  offset: number,
  waitingFilter: RequestListFilter | null,
  waitingStatus: RequestStatus,
  known: { total: number; waiting: number } | null,
): Promise<CrematoriumRequest[]> {
  if (sort === '-updated') {
    return filtered(db, filter)
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .offset(offset)
      .execute();
  }
  if (sort !== 'attention') return inOrder(db, filtered(db, filter), ORDERS[sort], limit + 1, offset);
  const rows: CrematoriumRequest[] = [];
  let waitingCount = waitingFilter ? known?.waiting : 0;
  if (waitingFilter && (waitingCount === undefined || offset < waitingCount)) {
    const read = Math.min(limit + 1, waitingCount === undefined ? limit + 1 : waitingCount - offset);
    rows.push(...(await inOrder(db, filtered(db, waitingFilter), ORDERS.date, read, offset)));
    if (rows.length > limit) return rows;
    if (waitingCount === undefined) {
      // Fewer than asked: the waiting part ends on this page, unless the page starts past its end.
      waitingCount =
        rows.length > 0 || offset === 0
          ? offset + rows.length
          : await exactCount(filtered(db, waitingFilter));
    }
  }
  const rest = limit + 1 - rows.length;
  // Nothing after the waiting part when the counts say every request waits.
  if (known && known.total <= (waitingCount ?? 0)) return rows;
  const others = filtered(db, filter).where('status', '!=', waitingStatus);
  rows.push(...(await inOrder(db, others, ORDERS.date, rest, Math.max(0, offset - (waitingCount ?? 0)))));
  return rows;
}

/** Queries for crematorium requests, their revisions and attachments. */
export const requestsRepository = {
  /** A request by id, whatever the organisation (party access decides who may see it). */
  findById: (db: Db, id: string) =>
    db.selectFrom('crematorium_requests').selectAll().where('id', '=', id).executeTakeFirst(),

  /**
   * The request, locked for the rest of the caller's transaction: PostgreSQL's row lock (`FOR UPDATE`), so two
   * actions on one request run one after the other and the second sees the first's state; SQLite's transaction
   * already has the one connection to itself.
   */
  lockForWrite(db: Db, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db.selectFrom('crematorium_requests').selectAll().where('id', '=', id);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  /** The dossier's running request (draft, submitted, proposed or accepted), if any. */
  runningOfDossier: (db: Db, organizationId: string, dossierId: string) =>
    db
      .selectFrom('crematorium_requests')
      .selectAll()
      .where('requester_organization_id', '=', organizationId)
      .where('dossier_id', '=', dossierId)
      .where('status', 'in', ['draft', 'submitted', 'proposed', 'accepted'])
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),

  insert: (db: Db, values: Insertable<CrematoriumRequestsTable>) =>
    db.insertInto('crematorium_requests').values(values).execute(),

  async remove(db: Db, id: string): Promise<boolean> {
    const result = await db.deleteFrom('crematorium_requests').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * The side's requests per status (the dashboard, the list's totals): the rows the database's triggers keep
   * (`crematorium_request_counts`, migration 0019), the same requests as `GET /api/crematorium-requests?status=…`
   * counts; a provider never counts drafts. Statuses without requests are absent or 0.
   */
  async statusCounts(db: Db, organizationId: string, side: RequestSide): Promise<Map<RequestStatus, number>> {
    let query = db
      .selectFrom('crematorium_request_counts')
      .select(['status', 'count'])
      .where('organization_id', '=', organizationId)
      .where('side', '=', side);
    if (side === 'provider') query = query.where('status', '!=', 'draft');
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.status as RequestStatus, Number(row.count)]));
  },

  /**
   * How many of the side's requests wait for the client's ash destination (`ash=waiting`). The funeral company's
   * (the dashboard's card) are the rows the database's triggers keep in `ash_waiting_requests` (migration 0021):
   * following each accepted request to its cremation and ash record cost 10–23 ms at 12,000 accepted requests.
   */
  async ashWaitingCount(db: Db, organizationId: string, side: RequestSide): Promise<number> {
    if (side === 'provider')
      return exactCount(filtered(db, { organizationId, side, words: [], ashWaiting: true }));
    const row = await db
      .selectFrom('ash_waiting_requests')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** How many requests wait for this side (the crematorium: submitted; the funeral company: proposed). */
  async waitingCount(db: Db, organizationId: string, side: RequestSide): Promise<number> {
    const counts = await requestsRepository.statusCounts(db, organizationId, side);
    return counts.get(side === 'provider' ? 'submitted' : 'proposed') ?? 0;
  },

  /**
   * A page of the side's requests. `attention` lists the requests that wait for this side first, each part by
   * planned moment: two indexed queries (the waiting part, then the rest), so a crematorium with 20,000
   * requests never sorts them all. The total (and how many wait) is exact from the maintained counts without
   * filters or by status only. Otherwise the page is read first and tells what it can (`pageTotal`, issue 17):
   * the last page gives the total, a page that reaches past `LIST_COUNT_CAP` the capped answer; only the rest
   * count at most `LIST_COUNT_CAP + 1` matches (more answer `total: LIST_COUNT_CAP, capped: true`), and how
   * many wait is counted only when a page starts after the waiting part, where the page cannot tell it.
   * `hasMore`: a row follows the page (one more row is read for it).
   */
  async list(db: Db, filter: RequestListFilter, sort: RequestSort, limit: number, offset: number) {
    const waitingStatus: RequestStatus = filter.side === 'provider' ? 'submitted' : 'proposed';
    const waitingFilter =
      filter.statuses && filter.statuses.length > 0 && !filter.statuses.includes(waitingStatus)
        ? null
        : { ...filter, statuses: [waitingStatus] };
    /** Known before the page is read: the maintained counts. */
    let known: { total: number; waiting: number } | null = null;
    if (byStatusOnly(filter)) {
      const counts = await requestsRepository.statusCounts(db, filter.organizationId, filter.side);
      const wanted = filter.statuses && filter.statuses.length > 0 ? new Set<string>(filter.statuses) : null;
      const total = [...counts].reduce(
        (sum, [status, count]) => (!wanted || wanted.has(status) ? sum + count : sum),
        0,
      );
      known = { total, waiting: waitingFilter ? (counts.get(waitingStatus) ?? 0) : 0 };
      if (total === 0 || offset >= total) return { total, capped: false, hasMore: false, rows: [] };
    }
    const rows = await readPage(db, filter, sort, limit, offset, waitingFilter, waitingStatus, known);
    const hasMore = rows.length > limit;
    const page = hasMore ? rows.slice(0, limit) : rows;
    if (known) return { total: known.total, capped: false, hasMore, rows: page };
    // Kept under the side's revision (migration 0025), except `ash=waiting`, which reads other tables too.
    const scope = filter.ashWaiting ? undefined : `crematorium-requests:${filter.organizationId}`;
    const counted = await pageTotal(
      db,
      filtered(db, filter),
      { offset, rows: page.length, hasMore },
      { scope },
    );
    return { ...counted, hasMore, rows: page };
  },

  revisions: {
    insert: (db: Db, values: Insertable<CrematoriumRequestRevisionsTable>) =>
      db.insertInto('crematorium_request_revisions').values(values).execute(),

    /** Newest first. */
    ofRequest: (db: Db, requestId: string) =>
      db
        .selectFrom('crematorium_request_revisions')
        .selectAll()
        .where('request_id', '=', requestId)
        .orderBy('revision', 'desc')
        .execute(),

    latest: (db: Db, requestId: string) =>
      db
        .selectFrom('crematorium_request_revisions')
        .selectAll()
        .where('request_id', '=', requestId)
        .orderBy('revision', 'desc')
        .limit(1)
        .executeTakeFirst(),
  },

  attachments: {
    insert: (db: Db, values: Insertable<CrematoriumRequestAttachmentsTable>) =>
      db.insertInto('crematorium_request_attachments').values(values).execute(),

    /** In the order they were attached. */
    ofRequest: (db: Db, requestId: string) =>
      db
        .selectFrom('crematorium_request_attachments')
        .selectAll()
        .where('request_id', '=', requestId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    findById: (db: Db, requestId: string, id: string) =>
      db
        .selectFrom('crematorium_request_attachments')
        .selectAll()
        .where('request_id', '=', requestId)
        .where('id', '=', id)
        .executeTakeFirst(),
  },

  /**
   * The crematoria on the platform that take requests, by name. The one read of `organizations` outside its
   * module: the organisations module has no list by type, and this is the crematorium request's own question.
   */
  crematoriaAcceptingRequests: (db: Db) =>
    db
      .selectFrom('organizations')
      .select(['id', 'name', 'city', 'phone', 'email'])
      .where('type', '=', 'crematorium')
      .where('accepts_requests', '=', 1)
      .orderBy('name')
      .orderBy('id')
      .execute(),
};

export type RequestRow = NonNullable<Awaited<ReturnType<typeof requestsRepository.findById>>>;
export type RevisionRow = NonNullable<Awaited<ReturnType<typeof requestsRepository.revisions.latest>>>;
export type AttachmentRow = NonNullable<Awaited<ReturnType<typeof requestsRepository.attachments.findById>>>;
