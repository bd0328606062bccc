import { sql } from 'kysely';
import type { Db } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { addSeconds, iso } from './clock.ts';

/** One attempt counted against a key: allowed or not, and the window it was counted in. */
export type Reservation = {
  key: string;
  allowed: boolean;
  /** The attempt's number in the window (1 for the first). */
  hits: number;
  /** When the window ends (ISO-8601 UTC). */
  resetAt: string;
  /** Seconds until the window ends, at least 1: the `Retry-After` of a refused attempt. */
  retryAfter: number;
};

/**
 * Counts attempts per key in the database, so the limit holds across app servers and concurrent requests; a
 * window starts at the first attempt and lasts `windowSeconds`. `reserve` counts the attempt *before* the work it
 * guards, in one atomic statement, so of N simultaneous attempts exactly `maxHits` are allowed (decision 013).
 */
export function createRateLimiter(db: Db, clock: Clock, opts: { maxHits: number; windowSeconds: number }) {
  return {
    /**
     * Counts one attempt and says whether it is within the limit: an upsert that starts a new window when the
     * stored one is over and otherwise adds one, returning the new count (SQLite ≥ 3.35 and PostgreSQL).
     * A refused attempt is counted too; it does not move the window.
     */
    async reserve(key: string): Promise<Reservation> {
      const now = clock.now();
      const nowText = iso(now);
      const windowEnd = iso(addSeconds(now, opts.windowSeconds));
      const windowOver = sql<boolean>`rate_limits.reset_at <= ${nowText}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: windowEnd })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${windowOver} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<string>`case when ${windowOver} then ${windowEnd} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      const hits = Number(row.hits);
      const remaining = Math.ceil((Date.parse(row.reset_at) - now.getTime()) / 1000);
      return {
        key,
        allowed: hits <= opts.maxHits,
        hits,
        resetAt: row.reset_at,
        retryAfter: Math.max(1, remaining),
      };
    },

    /**
     * Gives a reserved attempt back (it turned out not to count: a successful login, or work that never ran).
     * Only within the window it was counted in; a window that has started again since is left alone.
     */
    async release(reservation: Reservation): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ hits: sql<number>`rate_limits.hits - 1` })
        .where('key', '=', reservation.key)
        .where('reset_at', '=', reservation.resetAt)
        .where('hits', '>', 0)
        .execute();
    },

    clear: (key: string) => db.deleteFrom('rate_limits').where('key', '=', key).execute(),
  };
}

/** Deletes the counts whose window is over (the server's sweep): made-up addresses and IPs leave no rows behind. */
export const deleteExpiredRateLimits = (db: Db, now: string) =>
  db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
