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

describe('profile', () => {
  it('updates name and e-mail, records the change, and refuses an address in use', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    const res = await client.put('/api/profile', { name: 'Mehmet Yilmaz', email: 'mehmet@afscheid.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Mehmet Yilmaz', email: 'mehmet@afscheid.test' });
    const audit = await ctx.app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'profile_updated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toEqual({
      name: { from: 'Mehmet Medewerker', to: 'Mehmet Yilmaz' },
      email: { from: 'medewerker@afscheid.test', to: 'mehmet@afscheid.test' },
    });

    const taken = await client.put('/api/profile', { name: 'Mehmet Yilmaz', email: 'lezer@afscheid.test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([messages.auth.emailTaken]);
    expect((await client.get('/api/auth/user')).json().data.email).toBe('mehmet@afscheid.test');
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const client = new TestClient(ctx.app);
    const other = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    await other.login('medewerker@afscheid.test');

    const wrong = await client.put('/api/profile/password', {
      current_password: 'niet-het-wachtwoord',
      password: 'Nieuw-en-sterk-2026',
      password_confirmation: 'Nieuw-en-sterk-2026',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([messages.auth.currentPasswordWrong]);

    const ok = await client.put('/api/profile/password', {
      current_password: 'Afscheid-demo-2026',
      password: 'Nieuw-en-sterk-2026',
      password_confirmation: 'Nieuw-en-sterk-2026',
    });
    expect(ok.statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).login('medewerker@afscheid.test', 'Nieuw-en-sterk-2026')).statusCode).toBe(204);
  });

  it('requires a session', async () => {
    const client = new TestClient(ctx.app);
    await client.get('/sanctum/csrf-cookie');
    expect((await client.put('/api/profile', { name: 'X Y', email: 'x@afscheid.test' })).statusCode).toBe(401);
  });
});
