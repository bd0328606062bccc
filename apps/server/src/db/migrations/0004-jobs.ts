import { sql, type Kysely } from 'kysely';

/**
 * Durable background work (issue 9, decision 008): one `jobs` table for SQLite and PostgreSQL. A job is
 * written in the transaction of the change that causes it (the e-mail outbox first), claimed by a worker
 * with a lease (`locked_until`), retried with backoff, and kept as done or failed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON text; what the handler of `kind` needs (secrets in it are sealed by the enqueuer). */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    /** Raised when a worker claims the job, so a job that crashes its worker still counts an attempt. */
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's question, "what is due?", reads only open jobs: a partial index stays small however many
  // done jobs are kept (both engines support partial indexes).
  await db.schema
    .createIndex('jobs_due_idx')
    .on('jobs')
    .column('run_at')
    .where(sql.ref('done_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('jobs_done_at_idx').on('jobs').column('done_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
