import type { Insertable } from 'kysely';
import type { Db, ReservationsTable } from '../../db/types.ts';

const RESERVATION_COLUMNS = [
  'r.id as id',
  'r.organization_id as organization_id',
  'r.place_id as place_id',
  'r.dossier_id as dossier_id',
  'r.kind as kind',
  'r.title as title',
  'r.notes as notes',
  'r.status as status',
  'r.starts_at as starts_at',
  'r.ends_at as ends_at',
  'r.busy_from_min as busy_from_min',
  'r.busy_until_min as busy_until_min',
  'r.version as version',
  'r.created_by as created_by',
  'creator.name as created_by_name',
  'r.created_at as created_at',
  'r.updated_at as updated_at',
  'p.name as place_name',
  'p.kind as place_kind',
  'p.location_name as place_location_name',
  'p.color as place_color',
  'p.sort_name as place_sort_name',
  'p.active as place_active',
  'd.number as dossier_number',
  'd.deceased_first_names as dossier_first_names',
  'd.deceased_name_prefix as dossier_name_prefix',
  'd.deceased_last_name as dossier_last_name',
] as const;

/** Reservations with what the presenter shows: the place, the dossier (not when deleted) and the creator. */
const reservationsWithNames = (db: Db, organizationId: string) =>
  db
    .selectFrom('reservations as r')
    .innerJoin('places as p', 'p.id', 'r.place_id')
    .leftJoin('dossiers as d', (join) =>
      join.onRef('d.id', '=', 'r.dossier_id').on('d.deleted_at', 'is', null),
    )
    .leftJoin('users as creator', 'creator.id', 'r.created_by')
    .where('r.organization_id', '=', organizationId)
    .select(RESERVATION_COLUMNS);

/** A reservation lasts at most 24 hours: one that overlaps `[from, …)` starts at most this long before `from`. */
const LONGEST_MS = 24 * 60 * 60_000;

export type ReservationRangeFilter = {
  /** Instants (ISO UTC): the reservations that overlap `[from, to)`. */
  from: string;
  to: string;
  /** Only these places (of the organisation); absent: all. */
  placeIds?: readonly string[];
  /** Only the places of this location (their `location_name`). */
  location?: string | null;
  /** Cancelled reservations too (never by default). */
  includeCancelled?: boolean;
};

/** Queries for reservations; every lookup is scoped to the organisation. */
export const reservationsRepository = {
  findById: (db: Db, organizationId: string, id: string) =>
    reservationsWithNames(db, organizationId).where('r.id', '=', id).executeTakeFirst(),

  /** The reservations overlapping `[from, to)`, by start (then the planner's order of places). */
  inRange(db: Db, organizationId: string, filter: ReservationRangeFilter) {
    const earliest = new Date(new Date(filter.from).getTime() - LONGEST_MS).toISOString();
    let query = reservationsWithNames(db, organizationId)
      .where('r.starts_at', '<', filter.to)
      .where('r.starts_at', '>=', earliest)
      .where('r.ends_at', '>', filter.from);
    if (filter.placeIds) {
      if (filter.placeIds.length === 0) return Promise.resolve([]);
      query = query.where('r.place_id', 'in', [...filter.placeIds]);
    }
    if (filter.location) query = query.where('p.location_name', '=', filter.location);
    if (!filter.includeCancelled) query = query.where('r.status', '!=', 'cancelled');
    return query.orderBy('r.starts_at').orderBy('p.sort_name').orderBy('r.id').execute();
  },

  /**
   * How many reservations (not cancelled) overlap each of the given `[from, to)` ranges, in one query: what
   * `inRange` lists for each of them (the dashboard's today and tomorrow). Ranges of at most a day each.
   */
  async countsInRanges(
    db: Db,
    organizationId: string,
    ranges: readonly { from: string; to: string }[],
  ): Promise<number[]> {
    if (ranges.length === 0) return [];
    const from = ranges.reduce((first, range) => (range.from < first ? range.from : first), ranges[0]!.from);
    const to = ranges.reduce((last, range) => (range.to > last ? range.to : last), ranges[0]!.to);
    const earliest = new Date(new Date(from).getTime() - LONGEST_MS).toISOString();
    const row = await db
      .selectFrom('reservations as r')
      .where('r.organization_id', '=', organizationId)
      .where('r.starts_at', '<', to)
      .where('r.starts_at', '>=', earliest)
      .where('r.ends_at', '>', from)
      .where('r.status', '!=', 'cancelled')
      .select((eb) =>
        ranges.map((range, index) =>
          eb.fn
            .sum<string | number | null>(
              eb
                .case()
                .when(eb.and([eb('r.starts_at', '<', range.to), eb('r.ends_at', '>', range.from)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as(`n${index}`),
        ),
      )
      .executeTakeFirstOrThrow();
    const counts = row as Record<string, string | number | null>;
    return ranges.map((_, index) => Number(counts[`n${index}`] ?? 0));
  },

  /** A dossier's reservations, cancelled ones included, by start. */
  listForDossier: (db: Db, organizationId: string, dossierId: string) =>
    reservationsWithNames(db, organizationId)
      .where('r.dossier_id', '=', dossierId)
      .orderBy('r.starts_at')
      .orderBy('p.sort_name')
      .orderBy('r.id')
      .execute(),

  /**
   * A confirmed reservation of the place whose busy interval overlaps `[from, until)` (epoch minutes, half
   * open: touching is no overlap), other than `exceptId`; the earliest when there are several.
   */
  findConflict: (db: Db, placeId: string, busy: { from: number; until: number }, exceptId?: string) => {
    let query = db
      .selectFrom('reservations as r')
      .leftJoin('dossiers as d', (join) =>
        join.onRef('d.id', '=', 'r.dossier_id').on('d.deleted_at', 'is', null),
      )
      .select([
        'r.id as id',
        'r.title as title',
        'r.starts_at as starts_at',
        'r.ends_at as ends_at',
        'r.busy_from_min as busy_from_min',
        'r.busy_until_min as busy_until_min',
        'r.place_id as place_id',
        'd.number as dossier_number',
      ])
      .where('r.place_id', '=', placeId)
      .where('r.status', '=', 'confirmed')
      .where('r.busy_from_min', '<', busy.until)
      .where('r.busy_until_min', '>', busy.from);
    if (exceptId) query = query.where('r.id', '!=', exceptId);
    return query.orderBy('r.busy_from_min').orderBy('r.id').limit(1).executeTakeFirst();
  },

  /** The reservations a crematorium request's acceptance booked, cancelled ones included, by start. */
  listForRequest: (db: Db, organizationId: string, requestId: string) =>
    reservationsWithNames(db, organizationId)
      .where('r.crematorium_request_id', '=', requestId)
      .orderBy('r.starts_at')
      .orderBy('p.sort_name')
      .orderBy('r.id')
      .execute(),

  insert: (db: Db, values: Insertable<ReservationsTable>) =>
    db.insertInto('reservations').values(values).execute(),

  async remove(db: Db, organizationId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('reservations')
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

export type ReservationRow = NonNullable<Awaited<ReturnType<typeof reservationsRepository.findById>>>;
export type ReservationConflictRow = NonNullable<
  Awaited<ReturnType<typeof reservationsRepository.findConflict>>
>;
