import { sql, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import {
  ASH_PLACE_KIND_LABELS,
  ASH_PLACE_KINDS,
  foldedWords,
  type AshPlaceKind,
  type AshPlaceState,
} from '@afscheid/shared';
import { isPostgres } from '../../db/dialect.ts';
import type { AshPlacesTable, Database, Db } from '../../db/types.ts';
import { EXPECTED_STATUSES, notCorrected, PLACED_STATUSES } from './placement.ts';

export type AshPlaceSortField = 'code' | 'kind' | 'term_end';

export type AshPlaceListFilter = {
  kind?: AshPlaceKind;
  state?: AshPlaceState;
  /** Folded search words: each must occur in the folded code, location or rights holder's name. */
  words: string[];
  /** Terms ending on or before `until` (and not before `today` unless the place is still occupied). */
  termsEnding?: { today: string; until: string };
  active?: boolean;
  sort: AshPlaceSortField;
  limit: number;
  offset: number;
};

/** The kinds in the alphabetical order of their Dutch labels (Nis in columbarium, Overig, Strooiveld, …). */
const KIND_RANK = sql<number>`case p.kind ${sql.join(
  [...ASH_PLACE_KINDS]
    .sort((a, b) => ASH_PLACE_KIND_LABELS[a].localeCompare(ASH_PLACE_KIND_LABELS[b], 'nl'))
    .map((kind, rank) => sql`when ${kind} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(ASH_PLACE_KINDS.length)} end`;

type PlaceScope = ExpressionBuilder<Database & { p: AshPlacesTable }, 'p'>;

/** Placed (1) or still expected (0): the expression of `ash_destinations_place_order_idx`, on `d`. */
const PLACED_RANK = sql<number>`case when d.status in ('executed', 'closed') then 1 else 0 end`;

/**
 * Whether a destination of the place (`p`) in one of these states holds or will hold urns there, counted as
 * `placeOccupation` counts them: withdrawn destinations and closed entries that a correction replaced do not.
 */
const hasDestination = (eb: PlaceScope, statuses: typeof PLACED_STATUSES | typeof EXPECTED_STATUSES) =>
  eb.exists(
    eb
      .selectFrom('ash_destinations as d')
      .select('d.id')
      .whereRef('d.ash_place_id', '=', 'p.id')
      .whereRef('d.organization_id', '=', 'p.organization_id')
      // Implied by the statuses; the second key of `ash_destinations_place_order_idx` (migration 0022), so the
      // lookup starts at the place's placed (or expected) entries instead of passing the others first.
      .where(PLACED_RANK, '=', statuses === PLACED_STATUSES ? 1 : 0)
      .where('d.status', 'in', [...statuses])
      .where(notCorrected)
      // `offset` keeps PostgreSQL from turning the `exists` into a hashed subplan over every destination of
      // the platform (a 16–27 ms scan for the terms-ending card), so each place is one index lookup.
      .limit(1)
      .offset(0),
  );

/**
 * The place's state in SQL, the same rule as the presenter's `placeState`: occupied with an urn placed;
 * otherwise reserved when kept by hand or expected by a requested or approved destination; otherwise free. In
 * the query, so that a state filter pages correctly.
 */
function stateIs(eb: PlaceScope, state: AshPlaceState) {
  const placed = hasDestination(eb, PLACED_STATUSES);
  const reserved = eb.or([eb('p.reserved', '=', 1), hasDestination(eb, EXPECTED_STATUSES)]);
  if (state === 'occupied') return placed;
  if (state === 'reserved') return eb.and([eb.not(placed), reserved]);
  return eb.and([eb.not(placed), eb.not(reserved)]);
}

/** Queries for the crematorium's ash places; every lookup is scoped to the organisation. */
export const ashPlacesRepository = {
  /** The organisation that holds a place, whatever the caller's organisation. */
  organizationOf: async (db: Db, id: string): Promise<string | null> => {
    const row = await db
      .selectFrom('ash_places')
      .select('organization_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.organization_id ?? null;
  },

  async list(db: Db, organizationId: string, filter: AshPlaceListFilter) {
    let query = db.selectFrom('ash_places as p').where('p.organization_id', '=', organizationId);
    if (filter.kind) query = query.where('p.kind', '=', filter.kind);
    if (filter.active !== undefined) query = query.where('p.active', '=', filter.active ? 1 : 0);
    const { state, termsEnding } = filter;
    if (state) query = query.where((eb) => stateIs(eb, state));
    if (termsEnding) {
      // A term that ended while urns are still in the place stays on the list until something is done about it.
      query = query
        .where('p.term_end', 'is not', null)
        .where('p.term_end', '<=', termsEnding.until)
        .where((eb) =>
          eb.or([eb('p.term_end', '>=', termsEnding.today), hasDestination(eb, PLACED_STATUSES)]),
        );
    }
    if (filter.words.length > 0) {
      // The columns are stored as written, and SQLite's lower() folds only ASCII: the words are matched on the
      // folded texts here ("celik" finds "Çelik"), among the places the other filters left (a crematorium has
      // hundreds of places, a few thousand at most), and the page is then read by id.
      const candidates = await query
        .select(['p.id', 'p.code', 'p.location', 'p.rights_holder_name'])
        .execute();
      const ids = candidates
        .filter((place) => {
          const text = foldedWords([place.code, place.location, place.rights_holder_name].join(' ')).join(
            ' ',
          );
          return filter.words.every((word) => text.includes(word));
        })
        .map((place) => place.id);
      if (ids.length === 0) return { total: 0, rows: [] };
      query = query.where('p.id', 'in', ids);
    }
    const total = await query
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    // Only the number (the dashboard's card): no page to read.
    if (filter.limit === 0) return { total: Number(total.count), rows: [] };

    const code = isPostgres(db) ? sql`lower(p.code) collate "C"` : sql`lower(p.code)`;
    let page = query.selectAll('p');
    if (termsEnding || filter.sort === 'term_end') {
      // Soonest first; places without a term last.
      page = page.orderBy(sql`case when p.term_end is null then 1 else 0 end`).orderBy('p.term_end');
    } else if (filter.sort === 'kind') {
      page = page.orderBy(KIND_RANK);
    }
    const rows = await page.orderBy(code).orderBy('p.id').limit(filter.limit).offset(filter.offset).execute();
    return { total: Number(total.count), rows };
  },

  findById: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('ash_places')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Another place of the organisation with this code, compared without regard to case ("c-12" is "C-12"). */
  async codeTaken(db: Db, organizationId: string, code: string, exceptId?: string): Promise<boolean> {
    let query = db
      .selectFrom('ash_places')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where(sql<SqlBool>`lower(code) = ${code.toLowerCase()}`);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  insert: (db: Db, values: Insertable<AshPlacesTable>) =>
    db.insertInto('ash_places').values(values).execute(),

  /**
   * The place, locked for the rest of the caller's transaction on PostgreSQL (`FOR UPDATE`): a change of its
   * capacity and a placement in it (`lockAshPlaceForPlacement`) run one after the other, and a place is not
   * deleted while a destination is made for it. SQLite: the transaction has the one connection to itself.
   */
  lockForWrite(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db
      .selectFrom('ash_places')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', organizationId);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  /** How many destinations ever named the place (whatever their state, withdrawn ones included). */
  async destinationCount(db: Db, organizationId: string, id: string): Promise<number> {
    const row = await db
      .selectFrom('ash_destinations')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', organizationId)
      .where('ash_place_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /**
   * Who is expected in each of the places and who lies there: the destinations `placeOccupation` counts, with
   * their record's number and name, at most `perPlace` of each place (a scattering field gathers thousands over
   * the years; `occupied` and `expected` still count them all). The expected ones first, then the placed ones,
   * the latest first. One query for a whole page: per place the first `perPlace` entries of its range of
   * `ash_destinations_place_order_idx` (migration 0022), whose keys are this order, so a place with thousands of
   * destinations costs as little as one with two (ranking them all cost 7–10 ms for a 2,800-destination
   * scattering field); only the rows kept are joined to their records. PostgreSQL reads each place's part as a
   * lateral join; SQLite, which has none, as a correlated `id in (… limit n)` per place. One SQL text for any
   * page of the same size (prepared once).
   */
  async occupants(db: Db, organizationId: string, placeIds: readonly string[], perPlace: number) {
    if (placeIds.length === 0) return [];
    const postgres = isPostgres(db);
    // Byte order of the number on both engines (the index's collation on PostgreSQL).
    const number = (column: string) => (postgres ? sql`${sql.ref(column)} collate "C"` : sql.ref(column));
    // The first key of the order; the same text as the index's expression.
    const placed = (column: string) =>
      sql`case when ${sql.ref(column)} in ('executed', 'closed') then 1 else 0 end`;
    const places = db
      .selectFrom('ash_places as p')
      .where('p.organization_id', '=', organizationId)
      .where('p.id', 'in', [...placeIds]);
    const kept = postgres
      ? places
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom('ash_destinations as d')
                .select([
                  'd.id as destination_id',
                  'd.ash_place_id',
                  'd.status',
                  'd.urns',
                  'd.ash_record_id',
                  'd.executed_on',
                  'd.registration_number',
                ])
                .whereRef('d.ash_place_id', '=', 'p.id')
                .where('d.organization_id', '=', organizationId)
                .where('d.status', '!=', 'withdrawn')
                .where(notCorrected)
                .orderBy(placed('d.status'))
                .orderBy('d.executed_on', 'desc')
                .orderBy(number('d.registration_number'), 'desc')
                .orderBy('d.id')
                .limit(perPlace)
                .as('o'),
            (join) => join.onTrue(),
          )
          .selectAll('o')
      : places
          .innerJoin('ash_destinations as o', (join) =>
            join.on((eb) =>
              eb(
                'o.id',
                'in',
                eb
                  .selectFrom('ash_destinations as d')
                  .select('d.id')
                  .whereRef('d.ash_place_id', '=', 'p.id')
                  .where('d.organization_id', '=', organizationId)
                  .where('d.status', '!=', 'withdrawn')
                  .where(notCorrected)
                  .orderBy(placed('d.status'))
                  .orderBy('d.executed_on', 'desc')
                  .orderBy(number('d.registration_number'), 'desc')
                  .orderBy('d.id')
                  .limit(perPlace),
              ),
            ),
          )
          .select([
            'o.id as destination_id',
            'o.ash_place_id',
            'o.status',
            'o.urns',
            'o.ash_record_id',
            'o.executed_on',
            'o.registration_number',
          ]);
    return db
      .selectFrom(kept.as('k'))
      .innerJoin('ash_records as r', 'r.id', 'k.ash_record_id')
      .select([
        'k.destination_id',
        'k.ash_place_id',
        'k.status',
        'k.urns',
        'r.id as record_id',
        'r.registration_number',
        'r.deceased_name',
        sql<number>`row_number() over (partition by k.ash_place_id order by ${placed('k.status')}, k.executed_on desc, ${number('k.registration_number')} desc, k.destination_id)`.as(
          'rank',
        ),
      ])
      .orderBy('k.ash_place_id')
      .orderBy('rank')
      .execute();
  },

  async remove(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('ash_places')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type AshPlaceRow = NonNullable<Awaited<ReturnType<typeof ashPlacesRepository.findById>>>;
export type AshPlaceOccupantRow = Awaited<ReturnType<typeof ashPlacesRepository.occupants>>[number];
