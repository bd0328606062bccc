import type { Insertable } from 'kysely';
import type { Db, MembershipsTable } from '../../db/types.ts';

const MEMBER_COLUMNS = [
  'memberships.id as id',
  'memberships.user_id as user_id',
  'memberships.organization_id as organization_id',
  'users.name as name',
  'users.email as email',
  'memberships.role as role',
  'memberships.status as status',
  'users.last_login_at as last_login_at',
  'memberships.created_at as created_at',
] as const;

/** Queries for memberships; every lookup by id is scoped to its organisation. */
export const membersRepository = {
  findByUser: (db: Db, organizationId: string, userId: string) =>
    db
      .selectFrom('memberships')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

  findById: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(MEMBER_COLUMNS)
      .where('memberships.organization_id', '=', organizationId)
      .where('memberships.id', '=', id)
      .executeTakeFirst(),

  list: (db: Db, organizationId: string) =>
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(MEMBER_COLUMNS)
      .where('memberships.organization_id', '=', organizationId)
      .orderBy('users.name')
      .orderBy('memberships.id')
      .execute(),

  /** Active owners other than `exceptId`. */
  async countActiveOwners(db: Db, organizationId: string, exceptId: string): Promise<number> {
    const row = await db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', organizationId)
      .where('role', '=', 'owner')
      .where('status', '=', 'active')
      .where('id', '!=', exceptId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  insert: (db: Db, values: Insertable<MembershipsTable>) =>
    db.insertInto('memberships').values(values).execute(),

  update: (
    db: Db,
    id: string,
    values: { role?: string; status?: 'active' | 'disabled' | 'invited'; updated_at: string },
  ) => db.updateTable('memberships').set(values).where('id', '=', id).execute(),

  delete: (db: Db, id: string) => db.deleteFrom('memberships').where('id', '=', id).execute(),

  /** Every membership of a user with its organisation's name (for the user detail). */
  ofUser: (db: Db, userId: string) =>
    db
      .selectFrom('memberships')
      .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
      .select([
        'memberships.id as id',
        'memberships.organization_id as organization_id',
        'organizations.name as organization_name',
        'memberships.role as role',
        'memberships.status as status',
      ])
      .where('memberships.user_id', '=', userId)
      .orderBy('organizations.name')
      .execute(),
};

export type MemberRow = NonNullable<Awaited<ReturnType<typeof membersRepository.findById>>>;
