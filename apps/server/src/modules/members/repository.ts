import type { Insertable } from 'kysely';
import { everyColumn, prefixedSelection, unprefixed, withoutPrefixed } from '../../db/joined-row.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { Db, Membership, MembershipsTable, Organization } from '../../db/types.ts';

const MEMBERSHIP_COLUMNS = everyColumn<MembershipsTable>()([
  'id',
  'user_id',
  'organization_id',
  'role',
  'status',
  'created_at',
  'updated_at',
]);

/**
 * An organisation with the user's membership of it, if any, in one statement (every organisation-scoped request
 * asks it): the organisation's columns as they are, the membership's as `membership_<column>`.
 */
const organizationWithMembership = preparedQuery((db: Db, organizationId: string, userId: string) =>
  db
    .selectFrom('organizations as o')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.organization_id', '=', 'o.id').on('m.user_id', '=', userId),
    )
    .selectAll('o')
    // Typed as one column: the row is read through unprefixed/withoutPrefixed below.
    .select(prefixedSelection('m', 'membership', MEMBERSHIP_COLUMNS) as unknown as 'o.id'[])
    .where('o.id', '=', organizationId),
);

const activeOrganizations = preparedQuery((db: Db, userId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select([
      'organizations.id as id',
      'organizations.name as name',
      'organizations.type as type',
      'memberships.role as role',
    ])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', 'active')
    .orderBy('organizations.name'),
);

/** Queries for memberships; every lookup by id is scoped to its organisation. */
export const membersRepository = {
  /** The organisation and the user's membership of it (null: none), or undefined when there is no such organisation. */
  async organizationWithMembership(
    db: Db,
    organizationId: string,
    userId: string,
  ): Promise<{ organization: Organization; membership: Membership | null } | undefined> {
    const row = (await organizationWithMembership.first(db, organizationId, userId)) as
      | Record<string, unknown>
      | undefined;
    if (!row) return undefined;
    return {
      organization: withoutPrefixed<Organization>(row, 'membership', MEMBERSHIP_COLUMNS),
      membership: unprefixed<Membership>(row, 'membership', MEMBERSHIP_COLUMNS),
    };
  },

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
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The organisation's memberships; the people's names come from the users module (members.ts). */
  list: (db: Db, organizationId: string) =>
    db.selectFrom('memberships').selectAll().where('organization_id', '=', organizationId).execute(),

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

  /** The organisations where the user is an active member, by name, with the role there (the session's menu). */
  /** GET /api/auth/user reads these on every call: compiled once (db/prepared.ts). */
  activeOrganizationsOf: (db: Db, userId: string) => activeOrganizations.all(db, userId),

  /** The first organisation (by name) where the user is an active member: the choice when nothing else is known. */
  firstActiveOrganizationId: async (db: Db, userId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('memberships')
      .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
      .select('organizations.id as id')
      .where('memberships.user_id', '=', userId)
      .where('memberships.status', '=', 'active')
      .orderBy('organizations.name')
      .orderBy('organizations.id')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  },

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
