/**
 * A second server process for mail-outbox.test.ts: the real app (and so its job worker) on the test's
 * database, with the system clock. The test kills it with SIGKILL while it is sending.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const config = loadConfig();
if (config.database.kind === 'postgres') config.database.schema = process.env.TEST_PG_SCHEMA;
await buildApp(config);
// The worker's timer does not hold the process open (unref), so this does until the test kills it.
setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
