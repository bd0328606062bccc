import { PostgresAdapter, sql, type Insertable, type SqlBool } from 'kysely';
import type { CremationsTable, Db } from '../../db/types.ts';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export type CremationSortField = 'date' | 'number' | 'name';

export type CremationListFilter = {
  status?: CremationsTable['status'];
  /** Instants bounding `planned_at` (from inclusive, to exclusive). */
  from?: string;
  to?: string;
  /** Folded search words: each must occur in the folded name or the number. */
  words: string[];
  sort: { field: CremationSortField; descending: boolean };
  limit: number;
  offset: number;
};

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likeWord = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The columns of a cremation with its oven's and approver's names and its ash record (the detail). */
const withRefs = (db: Db) =>
  db
    .selectFrom('cremations as c')
    .leftJoin('places as p', 'p.id', 'c.oven_place_id')
    .leftJoin('users as approver', 'approver.id', 'c.approved_by')
    .leftJoin('ash_records as a', 'a.cremation_id', 'c.id')
    .selectAll('c')
    .select(['p.name as oven_name', 'approver.name as approved_by_name', 'a.id as ash_record_id']);

/** Queries for the crematorium's cremation records; every lookup by id is scoped to the organisation. */
export const cremationsRepository = {
  /** The organisation that holds a cremation, whatever the caller's organisation (the switch offer, decision 009). */
  organizationOf: async (db: Db, id: string): Promise<string | null> => {
    const row = await db
      .selectFrom('cremations')
      .select('organization_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.organization_id ?? null;
  },

  /**
   * The next sequence number of the organisation's year: an upsert on the counter, so two cremations created at
   * once never share a number (the same as the dossiers' numbering).
   */
  async nextNumber(db: Db, organizationId: string, year: number): Promise<number> {
    const row = await db
      .insertInto('cremation_number_counters')
      .values({ organization_id: organizationId, year, last_number: 1 })
      .onConflict((oc) =>
        oc
          .columns(['organization_id', 'year'])
          .doUpdateSet({ last_number: sql<number>`cremation_number_counters.last_number + 1` }),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return Number(row.last_number);
  },

  insert: (db: Db, values: Insertable<CremationsTable>) =>
    db.insertInto('cremations').values(values).execute(),

  findById: (db: Db, organizationId: string, id: string) =>
    withRefs(db).where('c.organization_id', '=', organizationId).where('c.id', '=', id).executeTakeFirst(),

  /**
   * The cremation, locked for the rest of the caller's transaction on PostgreSQL (`FOR UPDATE`): approvals and
   * the perform of one record run one after the other. SQLite: the transaction has the one connection.
   */
  lockForWrite(db: Db, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db.selectFrom('cremations').selectAll().where('id', '=', id);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  async list(db: Db, organizationId: string, filter: CremationListFilter) {
    let query = db
      .selectFrom('cremations as c')
      .leftJoin('places as p', 'p.id', 'c.oven_place_id')
      .where('c.organization_id', '=', organizationId);
    if (filter.status) query = query.where('c.status', '=', filter.status);
    if (filter.from) query = query.where('c.planned_at', '>=', filter.from);
    if (filter.to) query = query.where('c.planned_at', '<', filter.to);
    for (const word of filter.words) {
      query = query.where(
        sql<SqlBool>`(c.search_name like ${likeWord(word)} escape '!' or c.number like ${likeWord(word)} escape '!')`,
      );
    }
    let page = query.selectAll('c').select(['p.name as oven_name']);
    const dir = filter.sort.descending ? 'desc' : 'asc';
    switch (filter.sort.field) {
      case 'number':
        page = page.orderBy('c.number_year', dir).orderBy('c.number_sequence', dir);
        break;
      case 'name':
        page = page.orderBy('c.search_name', dir);
        break;
      default:
        // Without a planned moment last, whatever the direction.
        page = page
          .orderBy(sql`case when c.planned_at is null then 1 else 0 end`)
          .orderBy('c.planned_at', dir)
          .orderBy('c.number_year', dir)
          .orderBy('c.number_sequence', dir);
    }
    const rows = await page.orderBy('c.id', dir).limit(filter.limit).offset(filter.offset).execute();
    // A page that is not full and not past the end is the last one: it tells the total without a count
    // (today's cremations on the dashboard, most filtered lists).
    if (rows.length < filter.limit && (rows.length > 0 || filter.offset === 0)) {
      return { total: filter.offset + rows.length, rows };
    }
    const counted = await query
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return { total: Number(counted.count), rows };
  },

  /** The records with these ids (any organisation: the request's side asks by the ids it holds). */
  findMany: async (db: Db, ids: readonly string[]) =>
    ids.length === 0
      ? []
      : db
          .selectFrom('cremations')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),

  /** The ash record made when the cremation was performed, if any. */
  ashRecordOf: (db: Db, cremationId: string) =>
    db.selectFrom('ash_records').selectAll().where('cremation_id', '=', cremationId).executeTakeFirst(),
};

export type CremationRow = NonNullable<Awaited<ReturnType<typeof cremationsRepository.findById>>>;
