import { sql } from 'kysely';
import type { Db, Job, JobsTable } from '../db/types.ts';

/** Queries on `jobs` only; the worker (queue.ts) decides when to call them. */
export const jobsRepository = {
  async insert(db: Db, job: Omit<JobsTable, 'attempts'>): Promise<void> {
    await db.insertInto('jobs').values(job).execute();
  },

  /**
   * Takes up to `limit` due jobs of the given kinds in one statement and leases them to `workerId` until
   * `lockedUntil`; a job whose lease ran out (its worker died halfway) is due again. PostgreSQL: `FOR UPDATE
   * SKIP LOCKED`, so concurrent workers never take the same row and never wait for each other. SQLite runs
   * one write statement at a time, so the conditional UPDATE is the claim.
   */
  claim(
    db: Db,
    engine: 'sqlite' | 'postgres',
    opts: { now: string; lockedUntil: string; workerId: string; kinds: string[]; limit: number },
  ): Promise<Job[]> {
    return db
      .updateTable('jobs')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        locked_until: opts.lockedUntil,
        locked_by: opts.workerId,
      }))
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('run_at', '<=', opts.now)
          .where('kind', 'in', opts.kinds)
          .where('attempts', '<', eb.ref('max_attempts'))
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', opts.now)]))
          .orderBy('run_at')
          .limit(opts.limit);
        return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returningAll()
      .execute();
  },

  /** The outcome of a claimed job; only the worker that still holds the lease may record it. */
  async finish(
    db: Db,
    id: string,
    workerId: string,
    outcome:
      | { done_at: string }
      | { failed_at: string; last_error: string }
      | { run_at: string; last_error: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ ...outcome, locked_until: null, locked_by: null })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Jobs whose last attempt lost its worker (lease expired, no attempts left) are failed, not forgotten. */
  async failAbandoned(db: Db, now: string): Promise<number> {
    const result = await db
      .updateTable('jobs')
      .set({
        failed_at: now,
        locked_until: null,
        locked_by: null,
        last_error: sql<string>`coalesce(last_error, ${'the worker stopped during the last attempt'})`,
      })
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('locked_until', '<=', now)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async deleteDoneBefore(db: Db, before: string): Promise<number> {
    const result = await db.deleteFrom('jobs').where('done_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  findById(db: Db, id: string): Promise<Job | undefined> {
    return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  },
};
