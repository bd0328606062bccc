import type { Db } from '../db/types.ts';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (Kysely cannot nest them).
 * So a service's change stays one transaction when called alone, and a caller that composes several services
 * (the demo seed, an import, a job) can make them all one transaction: a failure halfway leaves nothing.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
