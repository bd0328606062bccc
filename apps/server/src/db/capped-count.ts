import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { LIST_COUNT_CAP } from '@afscheid/shared';
import { readRevision } from './revisions.ts';
import type { Db } from './types.ts';

/**
 * How many rows a query matches, every one of them counted. A number asked by every page view that changes only
 * with its scope's rows is better kept with `keptNumbers` (the crematorium dashboard's ash counts, decision 035).
 */
export async function exactCount<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select(sql<string | number>`count(*)`.as('count'))
    .$castTo<{ count: string | number }>()
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many rows a list query matches, counting at most `LIST_COUNT_CAP + 1` of them: the walk stops there, so a
 * filter or a search that matches 90,000 rows costs what 1,001 do (decision 021). With a `scope` (a revision
 * scope whose triggers bump on every write of the counted rows, migration 0025), the count is kept per database
 * under that scope's revision and given again while the revision stands: paging through a search, or several
 * people asking the same list, counts once (decision 032).
 */
export async function cappedCount<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  scope?: string,
): Promise<number> {
  const counting = db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(LIST_COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'));
  if (!scope) return Number((await counting.executeTakeFirstOrThrow()).count);
  return keptCount(db, counting.compile(), scope);
}

/** A compiled count (one row, column `count`), kept per database under `scope`'s revision. */
async function keptCount(db: Db, compiled: CompiledQuery, scope: string): Promise<number> {
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const [count] = await keptNumbers(db, scope, [
    {
      key,
      count: async () => {
        const { rows } = await db.executeQuery(compiled);
        return Number((rows[0] as { count: string | number }).count);
      },
    },
  ]);
  return count!;
}

/**
 * Numbers that depend only on the rows behind `scope` (and on what their `key` names), kept per database under
 * the scope's revision: one revision read for all of them, and each `count` runs only when no number is kept for
 * its key under that revision. The dashboard asks several of one scope at once.
 */
export async function keptNumbers(
  db: Db,
  scope: string,
  numbers: readonly { key: string; count: () => Promise<number> }[],
): Promise<number[]> {
  // The revision before the counts: a write committing in between leaves a newer count under the older
  // revision, which nobody asks for once it has moved; an older count under a newer revision cannot happen.
  const revision = await readRevision(db, [scope]);
  const kept = countsOf(db);
  return Promise.all(
    numbers.map(async ({ key, count }) => {
      const known = kept.read(scope, revision, key);
      if (known !== undefined) return known;
      const counted = await count();
      kept.keep(scope, revision, key, counted);
      return counted;
    }),
  );
}

/** At most this many scopes (organisations' lists) keep counts, and at most this many counts each. */
const MAX_SCOPES = 500;
const MAX_COUNTS_PER_SCOPE = 32;

/**
 * Capped counts per scope under the scope's revision; a newer revision drops the scope's older counts at once.
 * Least recently used out (a `Map` keeps insertion order; a use moves an entry to the end).
 */
class KeptCounts {
  private readonly scopes = new Map<string, { revision: string; counts: Map<string, number> }>();

  read(scope: string, revision: string, key: string): number | undefined {
    const kept = this.scopes.get(scope);
    if (!kept || kept.revision !== revision) return undefined;
    const count = kept.counts.get(key);
    if (count === undefined) return undefined;
    kept.counts.delete(key);
    kept.counts.set(key, count);
    this.scopes.delete(scope);
    this.scopes.set(scope, kept);
    return count;
  }

  keep(scope: string, revision: string, key: string, count: number): void {
    let kept = this.scopes.get(scope);
    // A count made under an older revision than the kept ones is not kept (a slower request finishing late).
    if (kept && kept.revision !== revision && compareRevisions(revision, kept.revision) < 0) return;
    if (!kept || kept.revision !== revision) kept = { revision, counts: new Map() };
    kept.counts.delete(key);
    kept.counts.set(key, count);
    if (kept.counts.size > MAX_COUNTS_PER_SCOPE) kept.counts.delete(kept.counts.keys().next().value!);
    this.scopes.delete(scope);
    this.scopes.set(scope, kept);
    if (this.scopes.size > MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
  }

  /** What is kept for a scope (tests). */
  revisionOf(scope: string): { revision: string; counts: number } | undefined {
    const kept = this.scopes.get(scope);
    return kept && { revision: kept.revision, counts: kept.counts.size };
  }
}

/** Revisions of one scope are whole numbers as text. */
const compareRevisions = (a: string, b: string) => Number(a) - Number(b);

/** The kept counts of each database (its Kysely instance; a test's app has its own). */
const keptCounts = new WeakMap<Db, KeptCounts>();

export function countsOf(db: Db): KeptCounts {
  let kept = keptCounts.get(db);
  if (!kept) {
    kept = new KeptCounts();
    keptCounts.set(db, kept);
  }
  return kept;
}

/** What a list page read: where it started, how many rows it shows, and whether a row follows it. */
export type PageRead = { offset: number; rows: number; hasMore: boolean };

/** A list's total; `capped`: there are more than `total` (= `LIST_COUNT_CAP`) matches ("meer dan 1.000"). */
export type PageTotal = { total: number; capped: boolean };

/**
 * The total of a list that no maintained count knows (decision 021), from the page already read where it can:
 * - the last page (a row is on it, or it is the first) tells it exactly, without counting;
 * - `beyondCap`: the caller knows already that more than `LIST_COUNT_CAP` match;
 * - a page that reaches past `LIST_COUNT_CAP` proves the same without counting;
 * - otherwise at most `LIST_COUNT_CAP + 1` matches are counted (`cappedCount`, kept under `scope`'s revision). A
 *   page past the end proves nothing about the rows before it (a search with 7 matches asked for page 60): then
 *   it is counted as well.
 */
export async function pageTotal<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRead,
  known: { beyondCap?: boolean; scope?: string } = {},
): Promise<PageTotal> {
  if (!page.hasMore && (page.rows > 0 || page.offset === 0)) {
    return { total: page.offset + page.rows, capped: false };
  }
  const seen = page.rows > 0 ? page.offset + page.rows + (page.hasMore ? 1 : 0) : 0;
  const counted =
    known.beyondCap || seen > LIST_COUNT_CAP ? LIST_COUNT_CAP + 1 : await cappedCount(db, query, known.scope);
  return counted > LIST_COUNT_CAP
    ? { total: LIST_COUNT_CAP, capped: true }
    : { total: counted, capped: false };
}
