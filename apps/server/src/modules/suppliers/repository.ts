import { PostgresAdapter, sql, type Insertable, type SqlBool } from 'kysely';
import {
  SUPPLIER_KIND_LABELS,
  SUPPLIER_KINDS,
  type SupplierKind,
  type SupplierSortField,
  type SupplierStatus,
} from '@afscheid/shared';
import type { Db, SuppliersTable } from '../../db/types.ts';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The suppliers of one organisation, each with the number of articles that name it. */
const suppliersWithCounts = (db: Db, organizationId: string) =>
  db
    .selectFrom('suppliers as s')
    .where('s.organization_id', '=', organizationId)
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('articles as a')
        .whereRef('a.supplier_id', '=', 's.id')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .as('article_count'),
    );

export type SupplierListFilter = {
  /** Folded search words: each must start a word of the supplier's search text; empty: no search. */
  words: string[];
  kind?: SupplierKind;
  status?: SupplierStatus;
  sort: { field: SupplierSortField; descending: boolean };
  limit: number;
  offset: number;
};

/**
 * The kinds in the alphabetical order of their Dutch labels (Bloemist, Cateraar, Drukkerij, …): sorting on the
 * kind follows what the list shows, not the English codes.
 */
const KIND_RANK = sql<number>`case s.kind ${sql.join(
  [...SUPPLIER_KINDS]
    .sort((a, b) => SUPPLIER_KIND_LABELS[a].localeCompare(SUPPLIER_KIND_LABELS[b], 'nl'))
    .map((kind, rank) => sql`when ${kind} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(SUPPLIER_KINDS.length)} end`;

/** Queries for suppliers; every lookup is scoped to the organisation. */
export const suppliersRepository = {
  /**
   * The organisation that holds a supplier, whatever the caller's organisation: for the "overstappen naar …"
   * offer of a link opened in the wrong organisation (decision 009), answered only to the record's own members.
   */
  organizationOf: async (db: Db, id: string): Promise<string | null> => {
    const row = await db.selectFrom('suppliers').select('organization_id').where('id', '=', id).executeTakeFirst();
    return row?.organization_id ?? null;
  },

  async list(db: Db, organizationId: string, filter: SupplierListFilter) {
    let query = db.selectFrom('suppliers as s').where('s.organization_id', '=', organizationId);
    if (filter.kind) query = query.where('s.kind', '=', filter.kind);
    if (filter.status) query = query.where('s.status', '=', filter.status);
    for (const word of filter.words) query = query.where(sql<SqlBool>`s.search_text like ${`% ${word}%`}`);
    const total = await query
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();

    let page = suppliersWithCounts(db, organizationId);
    if (filter.kind) page = page.where('s.kind', '=', filter.kind);
    if (filter.status) page = page.where('s.status', '=', filter.status);
    for (const word of filter.words) page = page.where(sql<SqlBool>`s.search_text like ${`% ${word}%`}`);
    const dir = filter.sort.descending ? 'desc' : 'asc';
    switch (filter.sort.field) {
      case 'kind':
        page = page.orderBy(KIND_RANK, dir).orderBy('s.sort_name').orderBy('s.id');
        break;
      case 'city': {
        // Suppliers without a place last in both directions; places in byte order of their lower case, the
        // same on SQLite and PostgreSQL (collation "C"), then by name.
        const city = isPostgres(db) ? sql`lower(s.city) collate "C"` : sql`lower(s.city)`;
        page = page
          .orderBy(sql`case when s.city is null or s.city = '' then 1 else 0 end`)
          .orderBy(city, dir)
          .orderBy('s.sort_name')
          .orderBy('s.id');
        break;
      }
      case 'created_at':
        page = page.orderBy('s.created_at', dir).orderBy('s.id', dir);
        break;
      default:
        page = page.orderBy('s.sort_name', dir).orderBy('s.id', dir);
    }
    const rows = await page.limit(filter.limit).offset(filter.offset).execute();
    return { total: Number(total.count), rows };
  },

  findById: (db: Db, organizationId: string, id: string) =>
    suppliersWithCounts(db, organizationId).where('s.id', '=', id).executeTakeFirst(),

  /** The organisation's suppliers per status (the dashboard); statuses without suppliers are absent. */
  async statusCounts(db: Db, organizationId: string): Promise<Map<SupplierStatus, number>> {
    const rows = await db
      .selectFrom('suppliers')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('organization_id', '=', organizationId)
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status as SupplierStatus, Number(row.count)]));
  },

  insert: (db: Db, values: Insertable<SuppliersTable>) => db.insertInto('suppliers').values(values).execute(),

  /**
   * The supplier, locked for the rest of the transaction on PostgreSQL (`FOR UPDATE`): an article that names it
   * (its foreign key takes a share lock on this row) cannot be added between counting its articles and deleting
   * it. SQLite: the transaction has the one connection to itself.
   */
  lockForWrite(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db
      .selectFrom('suppliers')
      .select(['id', 'version'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  /** How many articles name the supplier (any organisation's: only its own can). */
  async articleCount(db: Db, id: string): Promise<number> {
    const row = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('supplier_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async remove(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('suppliers')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type SupplierRow = NonNullable<Awaited<ReturnType<typeof suppliersRepository.findById>>>;
