import { PostgresAdapter, sql, type Insertable, type SqlBool } from 'kysely';
import { PLACE_KIND_LABELS, PLACE_KINDS, type PlaceKind } from '@afscheid/shared';
import type { Db, PlacesTable } from '../../db/types.ts';

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export type PlaceSortField = 'name' | 'kind' | 'location';

export type PlaceListFilter = {
  /** Folded search words: each must occur in the place's sort key (its folded location and name). */
  words: string[];
  kind?: PlaceKind;
  /** The exact location name. */
  location?: string | null;
  active?: boolean;
  sort: { field: PlaceSortField; descending: boolean };
  limit: number;
  offset: number;
};

/** The kinds in the alphabetical order of their Dutch labels (Aula, Condoleanceruimte, Crematieoven, …). */
const KIND_RANK = sql<number>`case p.kind ${sql.join(
  [...PLACE_KINDS]
    .sort((a, b) => PLACE_KIND_LABELS[a].localeCompare(PLACE_KIND_LABELS[b], 'nl'))
    .map((kind, rank) => sql`when ${kind} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(PLACE_KINDS.length)} end`;

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likeWord = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Queries for places; every lookup is scoped to the organisation. */
export const placesRepository = {
  /** The organisation that holds a place, whatever the caller's organisation (the switch offer, decision 009). */
  organizationOf: async (db: Db, id: string): Promise<string | null> => {
    const row = await db.selectFrom('places').select('organization_id').where('id', '=', id).executeTakeFirst();
    return row?.organization_id ?? null;
  },

  async list(db: Db, organizationId: string, filter: PlaceListFilter) {
    let query = db.selectFrom('places as p').where('p.organization_id', '=', organizationId);
    if (filter.kind) query = query.where('p.kind', '=', filter.kind);
    if (filter.location) query = query.where('p.location_name', '=', filter.location);
    if (filter.active !== undefined) query = query.where('p.active', '=', filter.active ? 1 : 0);
    for (const word of filter.words) {
      query = query.where(sql<SqlBool>`p.sort_name like ${likeWord(word)} escape '!'`);
    }
    const total = await query
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();

    let page = query.selectAll('p');
    const dir = filter.sort.descending ? 'desc' : 'asc';
    switch (filter.sort.field) {
      case 'name': {
        const name = isPostgres(db) ? sql`lower(p.name) collate "C"` : sql`lower(p.name)`;
        page = page.orderBy(name, dir).orderBy('p.sort_name', dir);
        break;
      }
      case 'kind':
        page = page.orderBy(KIND_RANK, dir).orderBy('p.sort_name');
        break;
      default:
        page = page.orderBy('p.sort_name', dir);
    }
    const rows = await page.orderBy('p.id', dir).limit(filter.limit).offset(filter.offset).execute();
    return { total: Number(total.count), rows };
  },

  findById: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('places')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The organisation's places in the planner's order (location, then name), active ones only by default. */
  listOfOrganization: (db: Db, organizationId: string, opts: { includeInactive?: boolean } = {}) => {
    let query = db.selectFrom('places').selectAll().where('organization_id', '=', organizationId);
    if (!opts.includeInactive) query = query.where('active', '=', 1);
    return query.orderBy('sort_name').orderBy('id').execute();
  },

  insert: (db: Db, values: Insertable<PlacesTable>) => db.insertInto('places').values(values).execute(),

  /**
   * The place, locked for the rest of the caller's transaction on PostgreSQL (`FOR UPDATE`): the reservations
   * of one place are checked and written one transaction after the other, and a place is not deleted while a
   * reservation is being made on it. SQLite: the transaction already has the one connection to itself.
   */
  lockForWrite(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db
      .selectFrom('places')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', organizationId);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  /** How many reservations the place has (whatever their status). */
  async reservationCount(db: Db, id: string): Promise<number> {
    const row = await db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('place_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async remove(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('places')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type PlaceRow = NonNullable<Awaited<ReturnType<typeof placesRepository.findById>>>;
