import type { Insertable } from 'kysely';
import type { CalendarFeed, CalendarFeedsTable, Db } from '../../db/types.ts';

/** A feed found by its token, with the names its calendar shows. */
export type FeedWithNames = CalendarFeed & {
  organization_name: string;
  place_name: string | null;
  place_location_name: string | null;
};

/**
 * The calendar feeds this module owns (the places and reservations it reads through their modules). Every
 * lookup is scoped to the organisation, except the feed found by its secret token.
 */
export const plannerRepository = {
  feed(db: Db, organizationId: string, placeId: string | null): Promise<CalendarFeed | undefined> {
    let query = db.selectFrom('calendar_feeds').selectAll().where('organization_id', '=', organizationId);
    query = placeId === null ? query.where('place_id', 'is', null) : query.where('place_id', '=', placeId);
    return query.executeTakeFirst();
  },

  /**
   * Adds the feed unless one exists already: a simultaneous first call loses on the unique index (one feed per
   * organisation, one per place) and inserts nothing. True when this call added it.
   */
  async insertFeedIfAbsent(db: Db, row: Insertable<CalendarFeedsTable>): Promise<boolean> {
    const inserted = await db
      .insertInto('calendar_feeds')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  replaceToken: (db: Db, id: string, values: { token_hash: string; token: string; updated_at: string }) =>
    db.updateTable('calendar_feeds').set(values).where('id', '=', id).execute(),

  /** The feed of a token's hash (the unique index), with the organisation's and the place's names. */
  feedByTokenHash: (db: Db, tokenHash: string): Promise<FeedWithNames | undefined> =>
    db
      .selectFrom('calendar_feeds as f')
      .innerJoin('organizations as o', 'o.id', 'f.organization_id')
      .leftJoin('places as p', (join) =>
        join.onRef('p.id', '=', 'f.place_id').onRef('p.organization_id', '=', 'f.organization_id'),
      )
      .where('f.token_hash', '=', tokenHash)
      .selectAll('f')
      .select([
        'o.name as organization_name',
        'p.name as place_name',
        'p.location_name as place_location_name',
      ])
      .executeTakeFirst(),
};
