import { sql, type Insertable, type Updateable } from 'kysely';
import type { BroadcastsTable, Db } from '../../db/types.ts';

/**
 * Broadcasts with their place's short form and their dossier's number and deceased (a deleted dossier counts as
 * none). Every lookup of the funeral company's side is scoped to the organisation and the place.
 */
const broadcastsWithRefs = (db: Db) =>
  db
    .selectFrom('broadcasts as b')
    .innerJoin('places as p', 'p.id', 'b.place_id')
    .leftJoin('dossiers as d', (join) =>
      join.onRef('d.id', '=', 'b.dossier_id').on('d.deleted_at', 'is', null),
    )
    .selectAll('b')
    .select([
      'p.name as place_name',
      'p.kind as place_kind',
      'p.location_name as place_location_name',
      'p.color as place_color',
      'd.number as dossier_number',
      'd.deceased_first_names as deceased_first_names',
      'd.deceased_name_prefix as deceased_name_prefix',
      'd.deceased_last_name as deceased_last_name',
    ]);

export const broadcastsRepository = {
  /** The place's broadcasts, the newest start first. */
  listForPlace: (db: Db, organizationId: string, placeId: string) =>
    broadcastsWithRefs(db)
      .where('b.organization_id', '=', organizationId)
      .where('b.place_id', '=', placeId)
      .orderBy('b.starts_at', 'desc')
      .orderBy('b.id', 'desc')
      .execute(),

  findById: (db: Db, organizationId: string, placeId: string, id: string) =>
    broadcastsWithRefs(db)
      .where('b.organization_id', '=', organizationId)
      .where('b.place_id', '=', placeId)
      .where('b.id', '=', id)
      .executeTakeFirst(),

  /** The public page's lookup: by the unguessable slug only, whatever the organisation. */
  findBySlug: (db: Db, slug: string) => broadcastsWithRefs(db).where('b.slug', '=', slug).executeTakeFirst(),

  insert: (db: Db, values: Insertable<BroadcastsTable>) =>
    db.insertInto('broadcasts').values(values).execute(),

  /** An unversioned change (a new access code): the version still moves on, so open forms see a 409. */
  async touch(
    db: Db,
    organizationId: string,
    id: string,
    values: Updateable<BroadcastsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('broadcasts')
      .set({ ...values, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async remove(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('broadcasts')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type BroadcastRow = NonNullable<Awaited<ReturnType<typeof broadcastsRepository.findById>>>;
