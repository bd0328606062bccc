/**
 * `node --import tsx apps/server/bench/seed-bench.ts [count]`: writes `count` (default 100,000) dossiers into
 * the demo funeral company of the database in DATA_DIR / DATABASE_URL (the same settings as the server), in
 * one transaction, and prints how long it took. The demo must have been seeded (the bench starts the server
 * with SEED_DEMO first).
 */
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { resolveAppKey } from '../src/lib/app-key.ts';
import { createDocumentStore } from '../src/modules/documents/index.ts';
import { seedDossiers } from './seed-dossiers.ts';
import { systemClock } from '../src/lib/clock.ts';

const count = Number(process.argv[2] ?? 100_000);
const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const db = handle.db;
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', 'Uitvaartzorg De Linde')
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organization.id)
    .where('role', 'in', ['owner', 'funeral_director'])
    .execute();
  const started = performance.now();
  await seedDossiers(
    { db, clock: systemClock, appKey: resolveAppKey(config.appKey, config.dataDir), config, documents: createDocumentStore(config) },
    { organizationId: organization.id, count, userIds: members.map((m) => m.user_id), now: new Date() },
  );
  // PostgreSQL plans from statistics: after a bulk load it needs them at once, and a VACUUM, as autovacuum runs
  // after a bulk load in a normal deployment (its insert threshold), sets the visibility map so index-only scans
  // skip the table. This machine's PostgreSQL runs with autovacuum off, and counts over never-vacuumed tables
  // read every row's page (decision 033). SQLite is measured as the app runs it, without ANALYZE.
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${count} dossiers written in ${seconds} s\n`);
} finally {
  await handle.close();
}
