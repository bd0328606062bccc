import { PostgresAdapter, sql, type Insertable, type SqlBool } from 'kysely';
import type { DebtorSort } from '@afscheid/shared';
import type { Db, DebtorsTable } from '../../db/types.ts';

/** A debtor with the number of the dossier it was made from (if any). */
const debtorsWithDossier = (db: Db, organizationId: string) =>
  db
    .selectFrom('debtors as b')
    .leftJoin('dossiers as d', (join) => join.onRef('d.id', '=', 'b.source_dossier_id').on('d.deleted_at', 'is', null))
    .selectAll('b')
    .select('d.number as source_dossier_number')
    .where('b.organization_id', '=', organizationId);

export type DebtorRow = NonNullable<Awaited<ReturnType<typeof debtorsRepository.findById>>>;

export type DebtorListFilter = {
  /** Folded search words: each must start a word of the search text. */
  words: string[];
  kind?: 'person' | 'company';
  inWefact?: boolean;
  sort: DebtorSort;
  limit: number;
  offset: number;
};

/** Queries for debtors; every query is scoped to one organisation. */
export const debtorsRepository = {
  findById: (db: Db, organizationId: string, id: string) =>
    debtorsWithDossier(db, organizationId).where('b.id', '=', id).executeTakeFirst(),

  /** The debtor a dossier's client was turned into, if it made one. */
  findBySourceDossier: (db: Db, organizationId: string, dossierId: string) =>
    debtorsWithDossier(db, organizationId)
      .where('b.source_dossier_id', '=', dossierId)
      .orderBy('b.created_at')
      .orderBy('b.id')
      .executeTakeFirst(),

  async list(db: Db, organizationId: string, filter: DebtorListFilter) {
    let query = debtorsWithDossier(db, organizationId);
    for (const word of filter.words) query = query.where(sql<SqlBool>`b.search_text like ${`% ${word}%`}`);
    if (filter.kind) query = query.where('b.kind', '=', filter.kind);
    if (filter.inWefact === true) query = query.where('b.wefact_debtor_code', 'is not', null);
    if (filter.inWefact === false) query = query.where('b.wefact_debtor_code', 'is', null);
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const descending = filter.sort.startsWith('-');
    const direction = descending ? 'desc' : 'asc';
    const field = descending ? filter.sort.slice(1) : filter.sort;
    if (field === 'city') {
      // Debtors without a place last, whichever the direction (the same on SQLite and PostgreSQL).
      query = query
        .orderBy(sql`case when b.city is null then 1 else 0 end`)
        .orderBy(sql`lower(b.city)`, direction)
        .orderBy('b.sort_name')
        .orderBy('b.id');
    } else if (field === 'created_at') {
      query = query.orderBy('b.created_at', direction).orderBy('b.id', direction);
    } else {
      query = query.orderBy('b.sort_name', direction).orderBy('b.id', direction);
    }
    const rows = await query.limit(filter.limit).offset(filter.offset).execute();
    return { total: Number(counted.count), rows };
  },

  insert: (db: Db, values: Insertable<DebtorsTable>) => db.insertInto('debtors').values(values).execute(),

  /** How many budget lines and invoices refer to the debtor (it cannot be deleted while any do). */
  async usage(db: Db, organizationId: string, id: string): Promise<{ lines: number; invoices: number }> {
    const lines = await db
      .selectFrom('budget_lines')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', organizationId)
      .where('debtor_id', '=', id)
      .executeTakeFirstOrThrow();
    const invoices = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', organizationId)
      .where('debtor_id', '=', id)
      .executeTakeFirstOrThrow();
    return { lines: Number(lines.count), invoices: Number(invoices.count) };
  },

  /** The debtor's row, locked for the rest of the transaction on PostgreSQL (SQLite's write lock covers it). */
  lockForDelete(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForDelete needs the transaction of the change.');
    const query = db
      .selectFrom('debtors')
      .select(['id', 'version'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', id);
    return (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
  },

  async delete(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('debtors')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
