import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { passwordHashQueue, QUEUE_FULL_RETRY_SECONDS } from '../src/lib/hash-queue.ts';
import { deleteExpiredRateLimits } from '../src/lib/rate-limit.ts';
import { loginLimitKeys } from '../src/modules/auth/service.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

const PASSWORD = 'Afscheid-demo-2026';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** `count` clients from one IP, each with its guest session and XSRF cookie, ready to post at the same moment. */
async function clientsFrom(ip: string, count: number): Promise<TestClient[]> {
  const clients = Array.from({ length: count }, () => new TestClient(ctx.app, ip));
  for (const client of clients) await client.get('/sanctum/csrf-cookie');
  return clients;
}

const userId = async (email: string) =>
  (
    await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

const sessionsOf = async (email: string) =>
  ctx.app.deps.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', await userId(email))
    .execute();

const auditCount = async (email: string, action: string) =>
  (
    await ctx.app.deps.db
      .selectFrom('audit_events')
      .select('id')
      .where('user_id', '=', await userId(email))
      .where('action', '=', action)
      .execute()
  ).length;

const hitsOf = async (key: string) =>
  (await ctx.app.deps.db.selectFrom('rate_limits').select('hits').where('key', '=', key).executeTakeFirst())
    ?.hits;

function expectThrottled(res: Awaited<ReturnType<TestClient['login']>>) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json().message).toBe(interpolate(messages.auth.throttled, { seconds }));
}

describe('login limits under concurrency', () => {
  it('lets at most 5 of 40 simultaneous wrong guesses for one address reach the password hash', async () => {
    const email = 'beheerder@afscheid.test';
    const clients = await clientsFrom('10.1.0.1', 40);
    const hashesBefore = passwordHashQueue.stats().started;

    const answers = await Promise.all(
      clients.map((client, i) => client.post('/login', { email, password: `Fout-wachtwoord-${i}` })),
    );

    expect(passwordHashQueue.stats().started - hashesBefore).toBe(ctx.config.login.attemptsPerEmail);
    expect(ctx.config.login.attemptsPerEmail).toBe(5);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(5);
    const throttled = answers.filter((res) => res.statusCode === 429);
    expect(throttled).toHaveLength(35);
    throttled.forEach(expectThrottled);
    expect(await auditCount(email, 'login_failed')).toBe(5);
  });

  it('does not log in with the right password among 40 simultaneous guesses once the limit is used up', async () => {
    const email = 'medewerker@afscheid.test';
    const clients = await clientsFrom('10.1.0.2', 40);
    const answers = await Promise.all(
      clients.map((client, i) =>
        client.post('/login', {
          email,
          password: i === clients.length - 1 ? PASSWORD : `Fout-wachtwoord-${i}`,
        }),
      ),
    );

    expect(answers.some((res) => res.statusCode === 204)).toBe(false);
    expectThrottled(answers.at(-1)!);
    expect(await sessionsOf(email)).toHaveLength(0);
    expect(await auditCount(email, 'login')).toBe(0);

    // The window is a minute: after it, the right password works again from that IP.
    ctx.clock.advance(61);
    expect((await new TestClient(ctx.app, '10.1.0.2').login(email)).statusCode).toBe(204);
  });

  it('limits attempts per IP over all addresses, made-up ones included, also when they come at once', async () => {
    const limit = ctx.config.login.attemptsPerIp;
    expect(limit).toBe(20);
    const clients = await clientsFrom('10.1.0.3', limit + 20);
    const hashesBefore = passwordHashQueue.stats().started;

    const answers = await Promise.all(
      clients.map((client, i) =>
        client.post('/login', { email: `verzonnen-${i}@example.nl`, password: 'Gokje-123' }),
      ),
    );

    // Made-up addresses are checked against the dummy hash (plus, once per process, making that hash).
    const hashes = passwordHashQueue.stats().started - hashesBefore;
    expect(hashes).toBeGreaterThanOrEqual(limit);
    expect(hashes).toBeLessThanOrEqual(limit + 1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(limit);
    const throttled = answers.filter((res) => res.statusCode === 429);
    expect(throttled).toHaveLength(20);
    throttled.forEach(expectThrottled);

    // The IP is limited for every address, a real one with the right password too; other IPs are not.
    expectThrottled(await new TestClient(ctx.app, '10.1.0.3').login('lezer@afscheid.test'));
    expect((await new TestClient(ctx.app, '10.1.0.4').login('lezer@afscheid.test')).statusCode).toBe(204);
  });

  it('clears the address count on success and gives the IP its attempt back, so many good logins never trip it', async () => {
    const ip = '10.1.0.5';
    const email = 'eigenaar@afscheid.test';
    const keys = loginLimitKeys(email, ip);
    for (let i = 0; i < 4; i++) {
      expect((await new TestClient(ctx.app, ip).login(email, `Fout-wachtwoord-${i}`)).statusCode).toBe(422);
    }
    expect(await hitsOf(keys.email)).toBe(4);
    expect(await hitsOf(keys.ip)).toBe(4);

    expect((await new TestClient(ctx.app, ip).login(email)).statusCode).toBe(204);
    expect(await hitsOf(keys.email)).toBeUndefined();
    expect(await hitsOf(keys.ip)).toBe(4);

    // More successful logins from one IP than the per-IP limit, in one minute (an office behind one address).
    for (let i = 0; i < ctx.config.login.attemptsPerIp + 5; i++) {
      expect((await new TestClient(ctx.app, ip).login(email)).statusCode).toBe(204);
    }
    expect(await hitsOf(keys.ip)).toBe(4);
  });
});

describe('the sweep of rate limits', () => {
  it('deletes the counts whose window is over and keeps the running ones', async () => {
    const db = ctx.app.deps.db;
    const oldIp = loginLimitKeys('verzonnen@example.nl', '10.4.0.1');
    expect(
      (await new TestClient(ctx.app, '10.4.0.1').login('verzonnen@example.nl', 'Gokje-123')).statusCode,
    ).toBe(422);
    ctx.clock.advance(61);
    const newIp = loginLimitKeys('verzonnen@example.nl', '10.4.0.2');
    expect(
      (await new TestClient(ctx.app, '10.4.0.2').login('verzonnen@example.nl', 'Gokje-123')).statusCode,
    ).toBe(422);

    await deleteExpiredRateLimits(db, ctx.clock.now().toISOString());
    expect(await hitsOf(oldIp.ip)).toBeUndefined();
    expect(await hitsOf(oldIp.email)).toBeUndefined();
    expect(await hitsOf(newIp.ip)).toBe(1);
    expect(await hitsOf(newIp.email)).toBe(1);
  });
});

describe('the password-hash queue', () => {
  it('takes its limits from the configuration and answers 429 with Retry-After when full, counting no attempt', async () => {
    const previous = passwordHashQueue.currentLimits;
    const small = await createTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    try {
      expect(passwordHashQueue.currentLimits).toEqual({ concurrency: 1, maxWaiting: 1 });
      // Fill it: one task running, one waiting.
      const held = [passwordHashQueue.run(() => gate), passwordHashQueue.run(() => gate)];
      expect(passwordHashQueue.stats()).toMatchObject({ running: 1, waiting: 1 });

      const ip = '10.2.0.1';
      const email = 'lezer@afscheid.test';
      const res = await new TestClient(small.app, ip).login(email);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe(String(QUEUE_FULL_RETRY_SECONDS));
      expect(res.json().message).toBe(
        interpolate(messages.authLimits.busy, { seconds: QUEUE_FULL_RETRY_SECONDS }),
      );
      // The refused attempt reached no verdict: it is given back to both limits.
      const keys = loginLimitKeys(email, ip);
      for (const key of [keys.ip, keys.email]) {
        const row = await small.app.deps.db
          .selectFrom('rate_limits')
          .select('hits')
          .where('key', '=', key)
          .executeTakeFirst();
        expect(row?.hits).toBe(0);
      }

      release();
      await Promise.all(held);
      expect((await new TestClient(small.app, ip).login(email)).statusCode).toBe(204);
    } finally {
      release();
      passwordHashQueue.configure(previous);
      await small.close();
    }
  });
});

describe('the login transaction', () => {
  it('commits the session, last_login_at and the audit row together, or none of them', async () => {
    const email = 'crematorium@afscheid.test';
    const db = ctx.app.deps.db;
    const before = await db
      .selectFrom('users')
      .select('last_login_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

    // The audit insert of the login fails: the session and last_login_at written before it must not remain.
    await sql`alter table audit_events rename to audit_events_away`.execute(db);
    try {
      const res = await new TestClient(ctx.app, '10.3.0.1').login(email);
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_events_away rename to audit_events`.execute(db);
    }
    expect(await sessionsOf(email)).toHaveLength(0);
    const after = await db
      .selectFrom('users')
      .select('last_login_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(after.last_login_at).toBe(before.last_login_at);
    expect(await auditCount(email, 'login')).toBe(0);

    const client = new TestClient(ctx.app, '10.3.0.1');
    expect((await client.login(email)).statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect(await sessionsOf(email)).toHaveLength(1);
    expect(await auditCount(email, 'login')).toBe(1);
    const loggedIn = await db
      .selectFrom('users')
      .select('last_login_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(loggedIn.last_login_at).not.toBe(before.last_login_at);
  });
});
