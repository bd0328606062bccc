import { PostgresAdapter, sql, type Insertable, type SqlBool } from 'kysely';
import type { ArticlesTable, Db, VatRateCode } from '../../db/types.ts';

const ARTICLE_COLUMNS = [
  'a.id',
  'a.organization_id',
  'a.code',
  'a.name',
  'a.description',
  'a.unit',
  'a.unit_price',
  'a.vat_rate',
  'a.category_id',
  'c.name as category_name',
  'a.supplier_id',
  's.name as supplier_name',
  'a.purchase_price',
  'a.active',
  'a.version',
  'a.created_at',
  'a.updated_at',
] as const;

/** Articles with the names of their category and supplier (both of the same organisation). */
const articlesWithNames = (db: Db, organizationId: string) =>
  db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('suppliers as s', 's.id', 'a.supplier_id')
    .where('a.organization_id', '=', organizationId);

export type ArticleSortKey = 'name' | 'code' | 'unit_price' | 'category';

export type ArticleListFilter = {
  /** Folded words; each must be the start of a word of the code, name or description. */
  words: string[];
  categoryId?: string;
  supplierId?: string;
  active?: boolean;
  vatRate?: VatRateCode;
  sort: { field: ArticleSortKey; descending: boolean };
  limit: number;
  offset: number;
};

/** Queries for articles; every lookup is scoped to the organisation. */
export const articlesRepository = {
  async list(db: Db, organizationId: string, filter: ArticleListFilter) {
    let query = articlesWithNames(db, organizationId);
    for (const word of filter.words) {
      // Words are folded letters and digits only: nothing in them is a LIKE pattern character.
      query = query.where(sql<SqlBool>`a.search_text like ${`% ${word}%`}`);
    }
    if (filter.categoryId) query = query.where('a.category_id', '=', filter.categoryId);
    if (filter.supplierId) query = query.where('a.supplier_id', '=', filter.supplierId);
    if (filter.active !== undefined) query = query.where('a.active', '=', filter.active ? 1 : 0);
    if (filter.vatRate) query = query.where('a.vat_rate', '=', filter.vatRate);
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    const direction = filter.sort.descending ? 'desc' : 'asc';
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // Byte order on both engines (PostgreSQL's own collation would skip the dashes in `VERZ-01`).
    const code = postgres ? sql`a.code collate "C"` : sql`a.code`;
    let ordered = query.select(ARTICLE_COLUMNS);
    switch (filter.sort.field) {
      case 'code':
        ordered = ordered.orderBy(sql`${code} ${sql.raw(direction)}`);
        break;
      case 'unit_price':
        ordered = ordered.orderBy('a.unit_price', direction).orderBy('a.sort_name');
        break;
      case 'category':
        // The organisation's category order; articles without a category last, either way.
        ordered = ordered
          .orderBy(sql`case when a.category_id is null then 1 else 0 end`)
          .orderBy('c.position', direction)
          .orderBy('c.name', direction)
          .orderBy('a.sort_name');
        break;
      default:
        ordered = ordered.orderBy('a.sort_name', direction);
    }
    const rows = await ordered.orderBy(sql`${code}`).orderBy('a.id').limit(filter.limit).offset(filter.offset).execute();
    return { total: Number(total.count), rows };
  },

  findById: (db: Db, organizationId: string, id: string) =>
    articlesWithNames(db, organizationId).select(ARTICLE_COLUMNS).where('a.id', '=', id).executeTakeFirst(),

  findByCode: (db: Db, organizationId: string, code: string) =>
    db
      .selectFrom('articles')
      .select(['id', 'code'])
      .where('organization_id', '=', organizationId)
      .where('code', '=', code)
      .executeTakeFirst(),

  /** The article row, locked for the rest of the transaction on PostgreSQL (SQLite: one writer). */
  lockForWrite(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db.selectFrom('articles').selectAll().where('organization_id', '=', organizationId).where('id', '=', id);
    return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
  },

  /** A supplier of the organisation (the suppliers module owns the table; an article only points at one). */
  findSupplier: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('suppliers')
      .select(['id', 'name', 'organization_id'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  insert: (db: Db, values: Insertable<ArticlesTable>) => db.insertInto('articles').values(values).execute(),

  /** How many budget lines use the article (then it cannot be deleted, only made inactive). */
  async budgetLineCount(db: Db, id: string): Promise<number> {
    const row = await db
      .selectFrom('budget_lines')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async delete(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('articles')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof articlesRepository.findById>>>;
export type SupplierRef = NonNullable<Awaited<ReturnType<typeof articlesRepository.findSupplier>>>;
