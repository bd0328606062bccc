import { sql } from 'kysely';
import type { Db, NewOrganization, Organization } from '../../db/types.ts';

export type OrganizationColumns = Partial<
  Pick<
    Organization,
    | 'name'
    | 'kvk_number'
    | 'vat_number'
    | 'iban'
    | 'street'
    | 'house_number'
    | 'house_number_addition'
    | 'postcode'
    | 'city'
    | 'phone'
    | 'email'
    | 'accepts_requests'
    | 'ash_storage_term_months'
  >
>;

export type ListFilter = {
  userId: string;
  all: boolean;
  search?: string | null;
  limit: number;
  offset: number;
};

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Queries for organisations; no rules here. */
export const organizationsRepository = {
  findById: (db: Db, id: string) =>
    db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst(),

  insert: (db: Db, values: NewOrganization) => db.insertInto('organizations').values(values).execute(),

  update: (db: Db, id: string, values: Partial<Omit<Organization, 'id' | 'version'>>) =>
    db.updateTable('organizations').set(values).where('id', '=', id).execute(),

  /**
   * Serialises changes to one organisation's members: on PostgreSQL the no-op update takes the row lock
   * until the transaction ends (SQLite serialises writers anyway), so two demotions cannot both pass the
   * last-owner check.
   */
  lock: (db: Db, id: string) =>
    db
      .updateTable('organizations')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .execute(),

  async list(db: Db, filter: ListFilter) {
    let query = db
      .selectFrom('organizations as o')
      .leftJoin('memberships as m', (join) =>
        join
          .onRef('m.organization_id', '=', 'o.id')
          .on('m.user_id', '=', filter.userId)
          .on('m.status', '=', 'active'),
      );
    if (!filter.all) query = query.where('m.id', 'is not', null);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where(
        sql<boolean>`(lower(o.name) like ${pattern} escape '!' or lower(coalesce(o.city, '')) like ${pattern} escape '!')`,
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select((eb) => [
        'o.id',
        'o.name',
        'o.type',
        'o.city',
        'm.role as my_role',
        eb
          .selectFrom('memberships as mm')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('mm.organization_id', '=', 'o.id')
          .where('mm.status', '=', 'active')
          .as('member_count'),
      ])
      .orderBy('o.name')
      .orderBy('o.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { total: Number(total.count), rows };
  },
};
