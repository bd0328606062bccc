import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, readLatestMail, TestClient, type TestContext } from './helpers.ts';
import { PASSWORD } from './factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

describe('profile', () => {
  it('changes the name at once, without the password, and records it', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    const res = await client.put('/api/profile', { name: 'Mehmet Yilmaz', email: 'medewerker@afscheid.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { name: 'Mehmet Yilmaz', email: 'medewerker@afscheid.test' },
      meta: { email_change: null },
    });
    const audit = await ctx.app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'profile_updated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toEqual({ name: { from: 'Mehmet Medewerker', to: 'Mehmet Yilmaz' } });
    expect((await client.get('/api/auth/user')).json().data.name).toBe('Mehmet Yilmaz');
  });

  it('needs the current password for a new e-mail address; without it, or wrong, nothing changes', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    const missing = await client.put('/api/profile', { name: 'Mehmet Yilmaz', email: 'mehmet@afscheid.test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      current_password: [messages.profile.emailChange.currentPasswordRequired],
    });
    const wrong = await client.put('/api/profile', {
      name: 'Mehmet Yilmaz',
      email: 'mehmet@afscheid.test',
      current_password: 'niet-het-wachtwoord',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [messages.auth.currentPasswordWrong] });

    const me = (await client.get('/api/auth/user')).json().data;
    expect(me).toMatchObject({ name: 'Mehmet Medewerker', email: 'medewerker@afscheid.test' });
    expect((await client.get('/api/profile/email-change')).json()).toEqual({ data: null });
    expect(await ctx.app.deps.db.selectFrom('email_changes').selectAll().execute()).toEqual([]);
    await ctx.app.deps.mailer.idle();
    expect(readLatestMail(ctx.dataDir, 'mehmet@afscheid.test')).toBeUndefined();
  });

  it('answers a new address the same whether or not it has an account, and changes no login yet', async () => {
    const client = new TestClient(ctx.app);
    await client.login('medewerker@afscheid.test');
    const change = (email: string) =>
      client.put('/api/profile', { name: 'Mehmet Medewerker', email, current_password: PASSWORD });
    const free = await change('mehmet@afscheid.test');
    const taken = await change('lezer@afscheid.test');
    expect(free.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    const shape = (body: { meta: { email_change: { email: string } } }) => ({
      ...body,
      meta: { email_change: { ...body.meta.email_change, email: '…' } },
    });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json().data.email).toBe('medewerker@afscheid.test');
    expect(taken.json().meta.email_change.email).toBe('lezer@afscheid.test');
    // Both addresses got a link; the login is still the old address.
    await ctx.app.deps.mailer.idle();
    expect(readLatestMail(ctx.dataDir, 'mehmet@afscheid.test')).toContain('/auth/confirm-email/');
    expect(readLatestMail(ctx.dataDir, 'lezer@afscheid.test')).toContain('/auth/confirm-email/');
    expect((await new TestClient(ctx.app).login('medewerker@afscheid.test')).statusCode).toBe(204);
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
