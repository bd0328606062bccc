import { pageTotal } from '../../db/capped-count.ts';
import {
  PostgresAdapter,
  sql,
  type Insertable,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { DossierSortField, DossierStatus, DossierType } from '@afscheid/shared';
import { LIST_COUNT_CAP } from '@afscheid/shared';
import type { Database, Db, DossiersTable } from '../../db/types.ts';
import { usersRepository } from '../users/index.ts';

export type DossierListFilter = {
  organizationId: string;
  /** Search words (each must start a word of the dossier's search text); empty: no search. */
  words: string[];
  /** The search read as a BSN (its HMAC), tried besides the words; null when it cannot be one. */
  bsnHash: string | null;
  status?: DossierStatus;
  type?: DossierType;
  responsibleUserId?: string;
  /** Instant bounds, from inclusive, to exclusive. */
  diedFrom?: string;
  diedTo?: string;
  funeralFrom?: string;
  funeralTo?: string;
  /**
   * `filter[deadline]=soon` (`legalDeadlineRange`): open, no funeral or cremation moment recorded, and died in
   * `[diedFrom, diedTo)`, the deaths whose legal latest day is close.
   */
  legalDeadline?: { diedFrom: string; diedTo: string; today: string; until: string };
  sort: { field: DossierSortField; descending: boolean };
  limit: number;
  offset: number;
};

/** A page of the list with its total; `capped`: there are more than `total` (= LIST_COUNT_CAP) matches. */
export type DossierListPage<Row> = { rows: Row[]; total: number; capped: boolean; hasMore: boolean };

/**
 * A search first reads the ids of the dossiers whose terms match (an index range on `dossier_search_terms`,
 * without touching the dossiers). Up to this many, the page is made from those ids and sorted; with more, it
 * walks the index of the sort and checks `search_text LIKE '% word%'` row by row, which stops after a page of
 * matches. Measured for a page of 25 on 100,000 dossiers of one organisation, SQLite (no statistics) /
 * PostgreSQL: one dossier number 0.0 / 1 ms from the ids against 117 / 41 ms walking; a rare name (192
 * matches) 0.7 / 3 ms against 13 / 41 ms; a common prefix (14,000 matches) 0.6 / 2.6 ms walking against 95 /
 * 4 ms from the ids. Whole requests, count included: `npm run bench`.
 */
const MATCH_IDS_LIMIT = LIST_COUNT_CAP;

type DossierQuery = SelectQueryBuilder<Database & { d: DossiersTable }, 'd', object>;

const LIST_COLUMNS = [
  'd.id',
  'd.number',
  'd.type',
  'd.status',
  'd.deceased_first_names',
  'd.deceased_name_prefix',
  'd.deceased_last_name',
  'd.deceased_birth_date',
  'd.died_at',
  'd.funeral_at',
  'd.legal_delay_until',
  'd.responsible_user_id',
  'd.updated_at',
] as const;

/** The smallest string after every string that starts with `prefix` (compared byte-wise). */
function afterPrefix(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const head = prefix.slice(0, prefix.length - String.fromCodePoint(last).length);
  return head + String.fromCodePoint(last + 1);
}

/** Queries for dossiers; every lookup is scoped to its organisation and skips deleted dossiers. */
export const dossiersRepository = {
  /**
   * The organisation that holds a live record, whatever the caller's organisation: the one query across
   * organisations, for the "overstappen naar …" offer, answered only to the record's own members (decision 009).
   */
  organizationOf: async (db: Db, id: string): Promise<string | null> => {
    const row = await db
      .selectFrom('dossiers')
      .select('organization_id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.organization_id ?? null;
  },

  findById: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('dossiers')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),

  /**
   * The dossier as it is now, locked for the rest of the caller's transaction: the changes that check the dossier
   * as a whole (a section's legal window, the status and the dates it rests on) read it here first, so two of
   * them on one dossier run one after the other and the second sees what the first wrote. PostgreSQL: the row
   * lock (`FOR UPDATE`); SQLite: the transaction already has the one connection to itself (Kysely's SQLite
   * driver lends it to one transaction at a time, and one server process is the supported set-up).
   */
  lockForWrite(db: Db, organizationId: string, id: string) {
    if (!db.isTransaction) throw new Error('lockForWrite needs the transaction of the change.');
    const query = db
      .selectFrom('dossiers')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .where('deleted_at', 'is', null);
    return (
      db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
    ).executeTakeFirst();
  },

  insert: (db: Db, values: Insertable<DossiersTable>) => db.insertInto('dossiers').values(values).execute(),

  /**
   * The next number of the organisation's year: the counter row is created or incremented inside the
   * caller's transaction, which holds its lock until it ends (PostgreSQL: the row lock, so concurrent
   * creations queue; SQLite: one writer). A rollback gives the number back, so numbers have no gaps.
   */
  async nextNumber(db: Db, organizationId: string, year: number): Promise<number> {
    const row = await db
      .insertInto('dossier_number_counters')
      .values({ organization_id: organizationId, year, last_number: 1 })
      .onConflict((oc) =>
        oc
          .columns(['organization_id', 'year'])
          .doUpdateSet({ last_number: sql<number>`dossier_number_counters.last_number + 1` }),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return Number(row.last_number);
  },

  /**
   * Starts the organisation's numbering of a year at `lastNumber` (an organisation that moves to Afscheid keeps
   * its numbering); does nothing when the year has numbers already.
   */
  async startNumbering(db: Db, organizationId: string, year: number, lastNumber: number): Promise<void> {
    await db
      .insertInto('dossier_number_counters')
      .values({ organization_id: organizationId, year, last_number: lastNumber })
      .onConflict((oc) => oc.columns(['organization_id', 'year']).doNothing())
      .execute();
  },

  insertMany: async (db: Db, values: Insertable<DossiersTable>[]) => {
    if (values.length) await db.insertInto('dossiers').values(values).execute();
  },

  /** The last number the organisation used, per year. */
  async numberCounters(db: Db, organizationId: string): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('dossier_number_counters')
      .select(['year', 'last_number'])
      .where('organization_id', '=', organizationId)
      .execute();
    return new Map(rows.map((row) => [Number(row.year), Number(row.last_number)]));
  },

  async setNumberCounter(db: Db, organizationId: string, year: number, lastNumber: number): Promise<void> {
    await db
      .insertInto('dossier_number_counters')
      .values({ organization_id: organizationId, year, last_number: lastNumber })
      .onConflict((oc) => oc.columns(['organization_id', 'year']).doUpdateSet({ last_number: lastNumber }))
      .execute();
  },

  /** The search terms of new dossiers (the words of their search text), in chunks the databases accept. */
  async insertSearchTerms(
    db: Db,
    dossiers: { organizationId: string; dossierId: string; searchText: string }[],
  ): Promise<void> {
    const terms = dossiers.flatMap(({ organizationId, dossierId, searchText }) =>
      [...new Set(searchText.split(' ').filter(Boolean))].map((term) => ({
        organization_id: organizationId,
        term,
        dossier_id: dossierId,
      })),
    );
    for (let i = 0; i < terms.length; i += 2000) {
      await db
        .insertInto('dossier_search_terms')
        .values(terms.slice(i, i + 2000))
        .execute();
    }
  },

  /** Replaces the dossier's search terms with the words of its search text. */
  async replaceSearchTerms(db: Db, organizationId: string, dossierId: string, searchText: string) {
    await db.deleteFrom('dossier_search_terms').where('dossier_id', '=', dossierId).execute();
    const terms = [...new Set(searchText.split(' ').filter(Boolean))];
    if (terms.length === 0) return;
    await db
      .insertInto('dossier_search_terms')
      .values(terms.map((term) => ({ organization_id: organizationId, term, dossier_id: dossierId })))
      .execute();
  },

  /** Updates columns without touching the version (the summary kept in step with the sections). */
  update: (db: Db, id: string, values: Updateable<DossiersTable>) =>
    db.updateTable('dossiers').set(values).where('id', '=', id).execute(),

  /**
   * The organisation's live dossiers per status (the dashboard, the list's total without filters or by status):
   * the rows the database's triggers keep exact (`dossier_counts`, migration 0017), not a count of the dossiers.
   * Statuses without dossiers are absent or 0.
   */
  async statusCounts(db: Db, organizationId: string): Promise<Map<DossierStatus, number>> {
    const rows = await db
      .selectFrom('dossier_counts')
      .select(['status', 'count'])
      .where('organization_id', '=', organizationId)
      .execute();
    return new Map(rows.map((row) => [row.status as DossierStatus, Number(row.count)]));
  },

  /**
   * The first `limit` dossiers of `filter[deadline]=soon` (the list's own conditions) by moment of death, and how
   * many match in all, in one statement: the count is a window over the same index range (a few days of deaths),
   * so the dashboard's card needs neither a second count nor the responsible users' names.
   */
  async nearLegalDeadline(
    db: Db,
    organizationId: string,
    range: NonNullable<DossierListFilter['legalDeadline']>,
    limit: number,
  ) {
    const rows = await applyFilters(
      db.selectFrom('dossiers as d').where('d.organization_id', '=', organizationId),
      { legalDeadline: range },
    )
      .select([
        'd.id',
        'd.number',
        'd.deceased_first_names',
        'd.deceased_name_prefix',
        'd.deceased_last_name',
        'd.died_at',
        'd.legal_delay_until',
      ])
      .select((eb) => eb.fn.countAll<string | number>().over().as('total'))
      .orderBy('d.died_at', 'asc')
      .orderBy('d.id', 'asc')
      .limit(limit)
      .execute();
    return { total: Number(rows[0]?.total ?? 0), rows };
  },

  /**
   * One page of the list and its total (see MATCH_IDS_LIMIT for the shapes of a search). The total is exact
   * without a search and filters other than the status (the maintained counts) and for a search with up to
   * `LIST_COUNT_CAP` matches; otherwise at most `LIST_COUNT_CAP + 1` matches are counted, and more than
   * `LIST_COUNT_CAP` answer `total: LIST_COUNT_CAP, capped: true` ("meer dan 1.000"). `hasMore`: a row
   * follows the page (one more row is read for it), so the next page can be offered while the total is capped.
   */
  async list(db: Db, filter: DossierListFilter): Promise<DossierListPage<DossierListRow>> {
    const searching = filter.words.length > 0 || filter.bsnHash !== null;
    const filtered = applyFilters(
      db.selectFrom('dossiers as d').where('d.organization_id', '=', filter.organizationId),
      filter,
    );
    let total: number | null = null;
    /** Known to be more than the cap before the page is read. */
    let beyondCap = false;
    let query: DossierQuery = filtered;
    if (searching) {
      const ids = matchingIds(db, filter);
      // Up to the limit the ids themselves; past it (null) the walk below.
      const few = await firstMatchingIds(db, filter, ids);
      if (few?.length === 0) return { total: 0, capped: false, hasMore: false, rows: [] };
      if (few === null) {
        query = filtered.where((eb) => {
          const words = filter.words.map((word) => sql<SqlBool>`d.search_text like ${`% ${word}%`}`);
          const alternatives = words.length > 0 ? [eb.and(words)] : [];
          if (filter.bsnHash) alternatives.push(eb('d.deceased_bsn_hash', '=', filter.bsnHash));
          return eb.or(alternatives);
        });
        // Without filters those ids are the matches (terms exist only for live dossiers).
        beyondCap = !hasFilters(filter);
      } else {
        if (db.getExecutor().adapter instanceof PostgresAdapter) {
          // The ids as a list: PostgreSQL then knows how few they are (it misjudged the INTERSECT subquery and
          // read every dossier: 46 ms against 1 ms).
          query = filtered.where('d.id', 'in', few);
        } else {
          // SQLite reads the ids first only in a CROSS JOIN; given `d.id IN (…)` it walked the sort index and
          // probed the list (117 ms for one dossier number). The ids as a table (`json_each`), not the search
          // again: the INTERSECT of "jan zandstra" once more cost 58 ms.
          query = applyFilters(
            db
              .selectFrom(sql<{ value: string }>`json_each(${JSON.stringify(few)})`.as('m'))
              .crossJoin('dossiers as d')
              .whereRef('d.id', '=', 'm.value')
              .where('d.organization_id', '=', filter.organizationId),
            filter,
          );
        }
        // The total: the page tells it, or the count below looks the (at most 1,000) ids up.
      }
    } else if (!hasFilters(filter, { statusAllowed: true })) {
      const counts = await dossiersRepository.statusCounts(db, filter.organizationId);
      total = filter.status
        ? (counts.get(filter.status) ?? 0)
        : [...counts.values()].reduce((sum, count) => sum + count, 0);
      if (total === 0 || filter.offset >= total) return { total, capped: false, hasMore: false, rows: [] };
    }
    // No join in the page query: with one, PostgreSQL sorted every dossier instead of walking the index.
    const read = await orderBy(query, filter.sort)
      .select(LIST_COLUMNS)
      .limit(filter.limit + 1)
      .offset(filter.offset)
      .execute();
    const hasMore = read.length > filter.limit;
    const page = hasMore ? read.slice(0, filter.limit) : read;
    const names = await usersRepository.namesByIds(
      db,
      page.map((row) => row.responsible_user_id),
    );
    const rows = page.map((row) => ({
      ...row,
      responsible_name: row.responsible_user_id ? (names.get(row.responsible_user_id) ?? null) : null,
    }));
    if (total !== null) return { total, capped: false, hasMore, rows };
    const counted = await pageTotal(
      db,
      query,
      { offset: filter.offset, rows: rows.length, hasMore },
      { beyondCap },
    );
    return { ...counted, hasMore, rows };
  },
};

type ListColumn = (typeof LIST_COLUMNS)[number] extends `d.${infer C}` ? C : never;
export type DossierListRow = Pick<DossiersTable, ListColumn> & { responsible_name: string | null };

/** Whether the list is narrowed by a filter (besides a search); `statusAllowed`: other than the status. */
const hasFilters = (filter: DossierListFilter, { statusAllowed = false } = {}) =>
  Boolean(
    (!statusAllowed && filter.status) ||
    filter.type ||
    filter.responsibleUserId ||
    filter.diedFrom ||
    filter.diedTo ||
    filter.funeralFrom ||
    filter.funeralTo ||
    filter.legalDeadline,
  );

/** The list's conditions on `d` (also when the matching ids are joined in front of it). */
function applyFilters<Q extends SelectQueryBuilder<Database & { d: DossiersTable }, 'd', object>>(
  query: Q,
  filter: Partial<DossierListFilter>,
): DossierQuery {
  let q = (query as DossierQuery).where('d.deleted_at', 'is', null);
  if (filter.status) q = q.where('d.status', '=', filter.status);
  if (filter.type) q = q.where('d.type', '=', filter.type);
  if (filter.responsibleUserId) q = q.where('d.responsible_user_id', '=', filter.responsibleUserId);
  if (filter.diedFrom) q = q.where('d.died_at', '>=', filter.diedFrom);
  if (filter.diedTo) q = q.where('d.died_at', '<', filter.diedTo);
  if (filter.funeralFrom) q = q.where('d.funeral_at', '>=', filter.funeralFrom);
  if (filter.funeralTo) q = q.where('d.funeral_at', '<', filter.funeralTo);
  if (filter.legalDeadline) {
    // The index range on `died_at` first (a few days of deaths), then these two on each of those rows.
    // A delay permit (uitstel) with its last day replaces the sixth working day: that day must be close then.
    const { diedFrom, diedTo, today, until } = filter.legalDeadline;
    q = q
      .where((eb) =>
        eb.or([
          eb.and([
            eb('d.died_at', '>=', diedFrom),
            eb('d.died_at', '<', diedTo),
            eb('d.legal_delay_until', 'is', null),
          ]),
          eb.and([eb('d.legal_delay_until', '>=', today), eb('d.legal_delay_until', '<=', until)]),
        ]),
      )
      .where('d.status', '=', 'open')
      .where('d.funeral_at', 'is', null);
  }
  return q;
}

/**
 * The ids of the organisation's dossiers that match the search: for every word the dossiers with a term that
 * starts with it (an index range), intersected, plus the dossier whose BSN hash matches. Terms exist only
 * for live dossiers, so no join with `dossiers` is needed to count them.
 */
function matchingIds(db: Db, filter: DossierListFilter) {
  // DISTINCT only for a word on its own: INTERSECT and UNION make their rows distinct already, and a DISTINCT in
  // each part had both databases collect every part's set first ("jan de": 20 ms against 5 ms on SQLite).
  const alone = filter.words.length === 1 && !filter.bsnHash;
  const byWord = filter.words.map((word) => {
    const terms = db
      .selectFrom('dossier_search_terms')
      .select('dossier_id')
      .where('organization_id', '=', filter.organizationId)
      .where('term', '>=', word)
      .where('term', '<', afterPrefix(word));
    return alone ? terms.distinct() : terms;
  });
  const byBsn = filter.bsnHash
    ? db
        .selectFrom('dossiers')
        .select('id as dossier_id')
        .where('organization_id', '=', filter.organizationId)
        .where('deceased_bsn_hash', '=', filter.bsnHash)
        .where('deleted_at', 'is', null)
    : null;
  const [first, ...rest] = byWord;
  if (!first) return byBsn!;
  const words = rest.reduce((all, next) => all.intersect(next), first);
  return byBsn ? words.union(byBsn) : words;
}

/**
 * The ids of the matching dossiers when there are at most `MATCH_IDS_LIMIT` of them, else null, read as
 * `dossier_search_terms` index ranges. Measured on 100,000 dossiers, SQLite / PostgreSQL (vacuumed):
 * - one word: first how many dossiers the first `MATCH_IDS_LIMIT + 1` term rows of its range name, counted in
 *   the database (0.15 ms for "jan" on SQLite; fetching those 1,001 ids to count them here took 0.35 ms), and
 *   the ids only when the range is shorter than that; otherwise the term rows as they are, at most twice the
 *   limit, made distinct here (`SELECT DISTINCT … LIMIT 1001` took 0.7 / 10 ms, PostgreSQL reading the term
 *   index in dossier order and filtering 31,000 rows). A dossier matches a word at most a few times ("Jan
 *   Jansen"), so twice the limit in rows has more than the limit in dossiers unless nearly every match is
 *   doubled;
 * - several words, one of them rare (fewer rows than that): that word's dossiers, each checked for the other
 *   words on its search text ("jan zandstra": 192 primary-key lookups instead of the 14,000 dossiers of "jan");
 * - otherwise (several common words, a possible BSN) the INTERSECT (and UNION) of every word's dossiers.
 */
async function firstMatchingIds(
  db: Db,
  filter: DossierListFilter,
  ids: ReturnType<typeof matchingIds>,
): Promise<string[] | null> {
  const read = 2 * (MATCH_IDS_LIMIT + 1);
  const termsOf = (word: string) =>
    db
      .selectFrom('dossier_search_terms as t')
      .where('t.organization_id', '=', filter.organizationId)
      .where('t.term', '>=', word)
      .where('t.term', '<', afterPrefix(word));
  const distinctOf = (rows: { dossier_id: string }[]) => [...new Set(rows.map((row) => row.dossier_id))];
  const upToLimit = (found: string[]) => (found.length > MATCH_IDS_LIMIT ? null : found);
  const [word] = filter.words;
  if (filter.words.length === 1 && word && !filter.bsnHash) {
    // The limit's worth of rows first, counted (most often as many dossiers, or all of the range), then the
    // short range's ids, or twice the limit in rows.
    const first = await db
      .selectFrom(
        termsOf(word)
          .select('t.dossier_id')
          .limit(MATCH_IDS_LIMIT + 1)
          .as('w'),
      )
      .select((eb) => [
        eb.fn.countAll<string | number>().as('rows'),
        eb.fn.count<string | number>('w.dossier_id').distinct().as('dossiers'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(first.dossiers) > MATCH_IDS_LIMIT) return null;
    const limit = Number(first.rows) <= MATCH_IDS_LIMIT ? MATCH_IDS_LIMIT + 1 : read;
    const rows = await termsOf(word).select('t.dossier_id').limit(limit).execute();
    const distinct = distinctOf(rows);
    if (rows.length < limit || distinct.length > MATCH_IDS_LIMIT) return upToLimit(distinct);
  } else if (filter.words.length > 1 && !filter.bsnHash) {
    let rarest: { word: string; rows: number } | null = null;
    for (const word of filter.words) {
      const row = await db
        .selectFrom(
          termsOf(word)
            .select(sql<number>`1`.as('one'))
            .limit(read)
            .as('w'),
        )
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      if (!rarest || Number(row.count) < rarest.rows) rarest = { word, rows: Number(row.count) };
    }
    if (rarest && rarest.rows < read) {
      const others = filter.words.filter((word) => word !== rarest.word);
      const rows = await termsOf(rarest.word)
        .innerJoin('dossiers as d', 'd.id', 't.dossier_id')
        .where((eb) => eb.and(others.map((word) => sql<SqlBool>`d.search_text like ${`% ${word}%`}`)))
        .select('t.dossier_id')
        .execute();
      return upToLimit(distinctOf(rows));
    }
  }
  const rows = await db
    .selectFrom(ids.as('m'))
    .select('m.dossier_id')
    .limit(MATCH_IDS_LIMIT + 1)
    .execute();
  return upToLimit(rows.map((row) => row.dossier_id));
}

function orderBy(query: DossierQuery, sort: DossierListFilter['sort']): DossierQuery {
  const dir = sort.descending ? 'desc' : 'asc';
  const columns = {
    created_at: ['d.created_at'],
    number: ['d.number_year', 'd.number_sequence'],
    died_at: ['d.died_at'],
    // The Dutch sort key of last name, first names and prefix (`dossierSortName`): "Çelik" among the C's.
    name: ['d.sort_name'],
    funeral_at: [],
  } as const satisfies Record<DossierSortField, readonly string[]>;
  let q = query;
  // Dossiers without a funeral date come last in both directions.
  if (sort.field === 'funeral_at') q = q.orderBy('d.funeral_at', (ob) => ob[dir]().nullsLast());
  for (const column of columns[sort.field]) q = q.orderBy(column, dir);
  return q.orderBy('d.id', dir);
}
