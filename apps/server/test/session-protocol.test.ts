import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const parseSetCookies = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets a readable XSRF-TOKEN and an HttpOnly session cookie', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.get('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const cookies = parseSetCookies(res.headers['set-cookie']);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const session = cookies.find((c) => c.startsWith('afscheid_session='))!;
    expect(xsrf).toMatch(/Path=\//);
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
  });

  it('marks both cookies Secure behind a trusted TLS proxy, and whenever APP_URL is https', async () => {
    const plain = parseSetCookies((await new TestClient(ctx.app).get('/sanctum/csrf-cookie')).headers['set-cookie']);
    expect(plain.every((c) => !/;\s*Secure/i.test(c))).toBe(true);

    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    const https = await createTestApp({ seed: false, env: { APP_URL: 'https://uitvaart.example.nl' } });
    try {
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/sanctum/csrf-cookie',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      const viaAppUrl = await https.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      for (const res of [viaProxy, viaAppUrl]) {
        const cookies = parseSetCookies(res.headers['set-cookie']);
        expect(cookies).toHaveLength(2);
        expect(cookies.every((c) => /;\s*Secure/i.test(c))).toBe(true);
      }
    } finally {
      await proxied.close();
      await https.close();
    }
  });

  it('keeps the same session token when called again', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const first = client.cookies.get('afscheid_session');
    await client.get('/sanctum/csrf-cookie');
    expect(client.cookies.get('afscheid_session')).toBe(first);
  });
});

describe('POST /login', () => {
  it('logs in with 204, rotates the session id and then serves the user', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const guestToken = client.cookies.get('afscheid_session');
    const res = await client.post('/login', { email: 'eigenaar@afscheid.test', password: 'Afscheid-demo-2026' });
    expect(res.statusCode).toBe(204);
    expect(client.cookies.get('afscheid_session')).not.toBe(guestToken);

    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    const { data } = me.json();
    expect(data).toMatchObject({ name: 'Eva de Eigenaar', email: 'eigenaar@afscheid.test', is_super: false });
    expect(data.roles).toEqual(['owner']);
    // The owner of the crematorium holds everything a crematorium can do, and no dossiers (decision 009).
    expect(data.permissions).toContain('ash.close');
    expect(data.permissions).not.toContain('dossiers.view');
    expect(data.scope).toEqual(data.permissions);
    expect(data.organizations.map((o: { name: string }) => o.name)).toEqual([
      'Crematorium Het Rozenveld',
      'Uitvaartzorg De Linde',
    ]);
    expect(data.organizations[0]).toMatchObject({ type: 'crematorium', role: 'owner' });
    expect(data.active_organization_id).toBe(data.organizations[0].id);
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
  });

  it('accepts mixed-case e-mail and surrounding spaces', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.login('  Medewerker@Afscheid.TEST ');
    expect(res.statusCode).toBe(204);
  });

  it('answers 419 without a matching X-XSRF-TOKEN and changes nothing', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const missing = await client.post(
      '/login',
      { email: 'eigenaar@afscheid.test', password: 'Afscheid-demo-2026' },
      { 'x-xsrf-token': '' },
    );
    expect(missing.statusCode).toBe(419);
    expect(missing.json().message).toBe(messages.errors.csrfMismatch);
    const wrong = await client.post(
      '/login',
      { email: 'eigenaar@afscheid.test', password: 'Afscheid-demo-2026' },
      { 'x-xsrf-token': 'forged-token' },
    );
    expect(wrong.statusCode).toBe(419);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('rejects a token that belongs to another session (CSRF is bound to the session)', async () => {
    const attacker = new TestClient(ctx.app);
    await attacker.get('/sanctum/csrf-cookie');
    const victim = new TestClient(ctx.app);
    await victim.get('/sanctum/csrf-cookie');
    const res = await victim.post(
      '/login',
      { email: 'eigenaar@afscheid.test', password: 'Afscheid-demo-2026' },
      { 'x-xsrf-token': attacker.cookies.get('XSRF-TOKEN')! },
    );
    expect(res.statusCode).toBe(419);
  });

  it('gives the same Dutch 422 for a wrong password and an unknown e-mail', async () => {
    const client = new TestClient(ctx.app);
    const wrong = await client.login('eigenaar@afscheid.test', 'Verkeerd-wachtwoord-1');
    const unknown = await client.login('niemand@afscheid.test', 'Verkeerd-wachtwoord-1');
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: messages.auth.failed, errors: { email: [messages.auth.failed] } });
  });

  it('validates the payload with Dutch field messages', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.login('geen-e-mailadres', '');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.email[0]).toMatch(/e-mailadres/);
    expect(body.errors.password).toEqual(['Vul je wachtwoord in.']);
  });

  it('answers 429 with Retry-After after 5 failures a minute per e-mail and IP', async () => {
    const client = new TestClient(ctx.app, '10.0.0.1');
    for (let i = 0; i < 5; i++) {
      expect((await client.login('beheerder@afscheid.test', `Fout-wachtwoord-${i}`)).statusCode).toBe(422);
    }
    const blocked = await client.login('beheerder@afscheid.test');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toContain(String(retryAfter));

    // Another IP, and another e-mail from the same IP, are not blocked.
    expect((await new TestClient(ctx.app, '10.0.0.2').login('beheerder@afscheid.test')).statusCode).toBe(204);
    expect((await client.login('medewerker@afscheid.test')).statusCode).toBe(204);

    ctx.clock.advance(61);
    expect((await new TestClient(ctx.app, '10.0.0.1').login('beheerder@afscheid.test')).statusCode).toBe(204);
  });

  it('gives a remembered session a persistent cookie, and a normal one a browser-session cookie', async () => {
    const normal = new TestClient(ctx.app);
    await normal.get('/sanctum/csrf-cookie');
    const res = await normal.post('/login', { email: 'lezer@afscheid.test', password: 'Afscheid-demo-2026' });
    expect(parseSetCookies(res.headers['set-cookie']).find((c) => c.startsWith('afscheid_session'))).not.toMatch(
      /Max-Age/,
    );
    const remembered = new TestClient(ctx.app);
    await remembered.get('/sanctum/csrf-cookie');
    const res2 = await remembered.post('/login', {
      email: 'lezer@afscheid.test',
      password: 'Afscheid-demo-2026',
      remember: true,
    });
    expect(parseSetCookies(res2.headers['set-cookie']).find((c) => c.startsWith('afscheid_session'))).toMatch(
      /Max-Age=2592000/,
    );
  });
});

describe('session lifetime', () => {
  it('answers 401 on /api/auth/user without a session', async () => {
    const res = await new TestClient(ctx.app).get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.errors.unauthenticated);
  });

  it('expires after 1800 idle seconds, with sliding renewal on activity', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.login('medewerker@afscheid.test')).statusCode).toBe(204);
    ctx.clock.advance(1790);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    ctx.clock.advance(1790);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    ctx.clock.advance(1801);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const rows = await ctx.app.deps.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('ends a session at its absolute lifetime even when active', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    for (let i = 0; i < 25; i++) {
      ctx.clock.advance(1750);
      if ((await client.get('/api/auth/user')).statusCode === 401) break;
    }
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('logs out with 204, ends the stored session and issues a new guest token', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    const before = client.cookies.get('afscheid_session');
    const res = await client.post('/logout');
    expect(res.statusCode).toBe(204);
    expect(client.cookies.get('afscheid_session')).not.toBe(before);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    expect(await ctx.app.deps.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('answers 204 on logout without a session and with an empty JSON body', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    const res = await client.request('POST', '/logout', undefined, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a disabled account even with a live session', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    await ctx.app.deps.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', 'medewerker@afscheid.test')
      .execute();
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const again = await client.login('medewerker@afscheid.test');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.auth.accountDisabled);
  });

  it('gives the super user the super role and every permission', async () => {
    const client = new TestClient(ctx.app);
    await client.login('platform@afscheid.test');
    const { data } = (await client.get('/api/auth/user')).json();
    expect(data).toMatchObject({ is_super: true, roles: ['super'], organizations: [] });
    // Without an active organisation: every permission there is (decision 009).
    expect(data.permissions).toEqual(expect.arrayContaining(['dossiers.create', 'ash.close', 'members.manage']));
    expect(data.active_organization_id).toBeNull();
  });

  it('gives a viewer only view permissions', async () => {
    const client = new TestClient(ctx.app);
    await client.login('lezer@afscheid.test');
    const { data } = (await client.get('/api/auth/user')).json();
    expect(data.roles).toEqual(['viewer']);
    expect(data.permissions.every((p: string) => p.endsWith('.view'))).toBe(true);
  });
});
