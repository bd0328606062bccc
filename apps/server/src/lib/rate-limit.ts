import type { Db } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { addSeconds, iso } from './clock.ts';

/**
 * Counts failures per key in the database, so the limit holds across app servers; a window starts at the
 * first failure and lasts `windowSeconds`.
 */
export function createRateLimiter(db: Db, clock: Clock, opts: { maxHits: number; windowSeconds: number }) {
  return {
    /** Seconds until the key may try again, or 0 when it may try now. */
    async retryAfter(key: string): Promise<number> {
      const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row || row.hits < opts.maxHits) return 0;
      const remaining = Math.ceil((Date.parse(row.reset_at) - clock.now().getTime()) / 1000);
      return remaining > 0 ? remaining : 0;
    },
    async hit(key: string): Promise<void> {
      const now = clock.now();
      const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
      const windowOver = !row || Date.parse(row.reset_at) <= now.getTime();
      const next = windowOver
        ? { hits: 1, reset_at: iso(addSeconds(now, opts.windowSeconds)) }
        : { hits: row.hits + 1, reset_at: row.reset_at };
      await db
        .insertInto('rate_limits')
        .values({ key, ...next })
        .onConflict((oc) => oc.column('key').doUpdateSet(next))
        .execute();
    },
    clear: (key: string) => db.deleteFrom('rate_limits').where('key', '=', key).execute(),
  };
}
