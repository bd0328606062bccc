import { PostgresAdapter, type Insertable } from 'kysely';
import type { CategoriesTable, Db } from '../../db/types.ts';

const CATEGORY_COLUMNS = ['c.id', 'c.organization_id', 'c.name', 'c.position', 'c.version', 'c.created_at', 'c.updated_at'] as const;

/** Categories with the number of articles in each (the articles table points at them with `category_id`). */
const withCounts = (db: Db, organizationId: string) =>
  db
    .selectFrom('categories as c')
    .where('c.organization_id', '=', organizationId)
    .select(CATEGORY_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('articles as a')
        .whereRef('a.category_id', '=', 'c.id')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .as('article_count'),
    );

/** Queries for article categories; every lookup is scoped to the organisation. */
export const categoriesRepository = {
  /** The organisation's categories in its order (position, then name for equal positions). */
  list: (db: Db, organizationId: string) =>
    withCounts(db, organizationId).orderBy('c.position').orderBy('c.name').orderBy('c.id').execute(),

  findById: (db: Db, organizationId: string, id: string) =>
    withCounts(db, organizationId).where('c.id', '=', id).executeTakeFirst(),

  /** The category row, locked for the rest of the transaction on PostgreSQL (SQLite: one writer). */
  lockForWrite(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db
      .selectFrom('categories')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id);
    return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
  },

  findByName: (db: Db, organizationId: string, name: string) =>
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .where('name', '=', name)
      .executeTakeFirst(),

  /** The ids of the organisation's categories, locked on PostgreSQL while an order is written. */
  idsForWrite(db: Db, organizationId: string) {
    const query = db.selectFrom('categories').select(['id', 'position']).where('organization_id', '=', organizationId);
    return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
  },

  async nextPosition(db: Db, organizationId: string): Promise<number> {
    const row = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  },

  insert: (db: Db, values: Insertable<CategoriesTable>) => db.insertInto('categories').values(values).execute(),

  setPosition: (db: Db, organizationId: string, id: string, position: number, updatedAt: string) =>
    db
      .updateTable('categories')
      .set({ position, updated_at: updatedAt })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .execute(),

  /** How many articles use the category. */
  async articleCount(db: Db, id: string): Promise<number> {
    const row = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async delete(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('categories')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof categoriesRepository.findById>>>;
