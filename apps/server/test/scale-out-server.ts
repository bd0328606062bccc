/**
 * One app server for scale-out.test.ts: the real app (its pool, its job worker, the system clock) listening on a
 * free port on 127.0.0.1, on the test's PostgreSQL schema (TEST_PG_SCHEMA). Prints `listening <port>` when ready;
 * the test ends it with SIGTERM, or by closing its stdin (also when the test process dies).
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const config = loadConfig();
if (config.database.kind === 'postgres') config.database.schema = process.env.TEST_PG_SCHEMA;
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
// The test holds our stdin open: when it ends without stopping us (killed, crashed), so do we.
process.stdin.on('end', stop).resume();
