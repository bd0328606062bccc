import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

/**
 * A PostgreSQL server that ends the app's idle connections (a restart, an administrator's pg_terminate_backend, a
 * dropped network) must not end the app: node-postgres reports such a connection's error on its pool, and a pool
 * without a listener throws it as an uncaught exception. The app logs it and the next request opens new
 * connections. PostgreSQL only (there is no connection to lose on SQLite): vitest.config.ts includes this file
 * in the PostgreSQL run only.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The idle connections of this database's apps (an app server on another database on the machine is left alone). */
async function terminateAppConnections(): Promise<number> {
  if (ctx.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const admin = new pg.Client({ connectionString: ctx.config.database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'afscheid' and state = 'idle' and datname = current_database()`,
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe('idle PostgreSQL connections ended by the server', () => {
  it('are logged and replaced; the app keeps answering', async () => {
    const director = new TestClient(ctx.app);
    expect((await director.login('uitvaartverzorger@afscheid.test')).statusCode).toBe(204);
    expect((await director.get('/api/auth/user')).statusCode).toBe(200);

    const warn = vi.spyOn(ctx.app.log, 'warn');
    const ended = await terminateAppConnections();
    expect(ended).toBeGreaterThan(0);
    // Each ended connection reports its error on the pool as the server's notice arrives.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(ended), { timeout: 5_000 });
    expect(warn.mock.calls[0]![1]).toMatch(/idle PostgreSQL connection failed/);

    const after = await director.get('/api/auth/user');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.email).toBe('uitvaartverzorger@afscheid.test');
  });
});
