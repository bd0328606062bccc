import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { createTestApp, readLatestMail, TestClient, type TestContext } from './helpers.ts';
import { auditEvents, createUser, loginAs, PASSWORD, userByEmail } from './factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const t = messages.profile.emailChange;
const OLD = 'medewerker@afscheid.test';
const NEW = 'mehmet@voorbeeld.nl';

/** Asks for a new login address as the logged-in `client`. */
async function requestChange(client: TestClient, email: string, name = 'Mehmet Medewerker') {
  const res = await client.put('/api/profile', { name, email, current_password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** The newest confirmation link's token mailed to `to`, and the mail. */
async function mailedLink(to: string) {
  await ctx.app.deps.mailer.idle();
  const mail = readLatestMail(ctx.dataDir, to);
  const match = mail?.match(/http:\/\/localhost:3000\/auth\/confirm-email\/([A-Za-z0-9_-]{43})/);
  if (!mail || !match) throw new Error(`no confirmation link mailed to ${to}`);
  return { token: match[1]!, mail };
}

/** Uses a link as someone who opens it in a fresh browser (a guest session and its XSRF cookie). */
async function confirmAsGuest(token: string) {
  const guest = new TestClient(ctx.app);
  await guest.get('/sanctum/csrf-cookie');
  return guest.post('/api/email-change/confirm', { token });
}

describe('requesting an e-mail change', () => {
  it('stores the pending change for 24 hours, mails a link to the new address and a notice to the old one', async () => {
    const client = await loginAs(ctx, OLD);
    const res = await requestChange(client, NEW);
    const pending = { email: NEW, expires_at: '2026-11-22T12:00:00.000Z' };
    expect(res.json().data.email).toBe(OLD);
    expect(res.json().meta).toEqual({ email_change: pending });
    expect((await client.get('/api/profile/email-change')).json()).toEqual({ data: pending });

    const { mail } = await mailedLink(NEW);
    expect(mail).toContain(`Subject: ${t.confirmMail.subject}`);
    expect(mail).toContain('Beste Mehmet Medewerker,');
    expect(mail).toContain(interpolate(t.confirmMail.intro, { email: NEW }));
    expect(mail).toContain(interpolate(t.confirmMail.expiry, { hours: 24 }));
    const notice = readLatestMail(ctx.dataDir, OLD)!;
    expect(notice).toContain(`Subject: ${t.noticeMail.subject}`);
    expect(notice).toContain(interpolate(t.noticeMail.intro, { email: NEW, current: OLD }));
    expect(notice).toContain(t.noticeMail.notYou);
    expect(notice).not.toContain('/auth/confirm-email/');

    // Until the link is used the old address is the login, the new one is not.
    expect((await new TestClient(ctx.app).login(OLD)).statusCode).toBe(204);
    expect((await new TestClient(ctx.app).login(NEW)).statusCode).toBe(422);
    const [audit] = await auditEvents(ctx, 'email_change_requested');
    expect(JSON.parse(audit!.changes!)).toEqual({ email: { from: OLD, to: NEW } });
  });

  it('keeps one pending change per user: a new request replaces the earlier one and its link', async () => {
    const client = await loginAs(ctx, OLD);
    await requestChange(client, NEW);
    const first = await mailedLink(NEW);
    ctx.clock.advance(60);
    await requestChange(client, 'mehmet@elders.nl');
    const second = await mailedLink('mehmet@elders.nl');
    expect(await ctx.app.deps.db.selectFrom('email_changes').select('email').execute()).toEqual([
      { email: 'mehmet@elders.nl' },
    ]);

    const old = await confirmAsGuest(first.token);
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({ message: t.invalid, errors: { token: [t.invalid] } });
    expect((await confirmAsGuest(second.token)).statusCode).toBe(200);
    expect((await userByEmail(ctx, 'mehmet@elders.nl')).name).toBe('Mehmet Medewerker');
  });

  it('changes the name at once while the new address waits for its link', async () => {
    const client = await loginAs(ctx, OLD);
    const res = await requestChange(client, NEW, 'Mehmet Yilmaz');
    expect(res.json().data).toMatchObject({ name: 'Mehmet Yilmaz', email: OLD });
    // Saving the name again later keeps the pending change.
    const again = await client.put('/api/profile', { name: 'Mehmet Y.', email: OLD });
    expect(again.json().meta.email_change.email).toBe(NEW);
    expect((await mailedLink(NEW)).mail).toContain('Beste Mehmet Yilmaz,');
  });

  it('can be cancelled: the link stops working and the cancel is recorded', async () => {
    const client = await loginAs(ctx, OLD);
    await requestChange(client, NEW);
    const { token } = await mailedLink(NEW);
    expect((await client.delete('/api/profile/email-change')).statusCode).toBe(204);
    expect((await client.get('/api/profile/email-change')).json()).toEqual({ data: null });
    expect((await confirmAsGuest(token)).statusCode).toBe(422);
    expect((await userByEmail(ctx, OLD)).email).toBe(OLD);
    expect(await auditEvents(ctx, 'email_change_cancelled')).toHaveLength(1);
    // Cancelling when nothing waits is fine and records nothing.
    expect((await client.delete('/api/profile/email-change')).statusCode).toBe(204);
    expect(await auditEvents(ctx, 'email_change_cancelled')).toHaveLength(1);
  });

  it('needs a session for the profile routes', async () => {
    const guest = new TestClient(ctx.app);
    await guest.get('/sanctum/csrf-cookie');
    expect((await guest.get('/api/profile/email-change')).statusCode).toBe(401);
    expect((await guest.delete('/api/profile/email-change')).statusCode).toBe(401);
  });
});

describe('confirming an e-mail change', () => {
  it('changes the login address once, ends the sessions of the user and records it', async () => {
    const client = await loginAs(ctx, OLD);
    const otherDevice = await loginAs(ctx, OLD);
    await requestChange(client, NEW);
    const { token } = await mailedLink(NEW);
    // A reset link asked for the old address must not outlive the change.
    const forgot = new TestClient(ctx.app);
    await forgot.get('/sanctum/csrf-cookie');
    await forgot.post('/forgot-password', { email: OLD });
    const resetTokens = () =>
      ctx.app.deps.db.selectFrom('password_reset_tokens').select('email').where('email', '=', OLD).execute();
    expect(await resetTokens()).toHaveLength(1);

    const res = await confirmAsGuest(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: interpolate(t.confirmed, { email: NEW }) });

    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).login(OLD)).statusCode).toBe(422);
    const fresh = await loginAs(ctx, NEW);
    expect((await fresh.get('/api/auth/user')).json().data).toMatchObject({
      email: NEW,
      name: 'Mehmet Medewerker',
    });
    expect(await ctx.app.deps.db.selectFrom('email_changes').selectAll().execute()).toEqual([]);
    expect(await resetTokens()).toEqual([]);
    const [audit] = await auditEvents(ctx, 'email_changed');
    expect(JSON.parse(audit!.changes!)).toEqual({ email: { from: OLD, to: NEW } });

    const again = await confirmAsGuest(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [t.invalid] });
  });

  it('keeps the session of the browser it is confirmed in when that is the same user', async () => {
    const client = await loginAs(ctx, OLD);
    const otherDevice = await loginAs(ctx, OLD);
    await requestChange(client, NEW);
    const { token } = await mailedLink(NEW);
    expect((await client.post('/api/email-change/confirm', { token })).statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json().data.email).toBe(NEW);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('fails with a Dutch 422 when the address has an account by the time the link is used', async () => {
    const client = await loginAs(ctx, OLD);
    await requestChange(client, 'lezer@afscheid.test');
    const { token } = await mailedLink('lezer@afscheid.test');
    const res = await confirmAsGuest(token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: t.taken, errors: { token: [t.taken] } });
    expect((await userByEmail(ctx, OLD)).name).toBe('Mehmet Medewerker');
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect(await auditEvents(ctx, 'email_changed')).toEqual([]);
  });

  it('lets only one of two users take the same address when both confirm at once', async () => {
    await createUser(ctx, 'tweede@afscheid.test', 'Tweede Gebruiker');
    const first = await loginAs(ctx, OLD);
    const second = await loginAs(ctx, 'tweede@afscheid.test');
    await requestChange(first, NEW);
    const a = await mailedLink(NEW);
    await second.put('/api/profile', { name: 'Tweede Gebruiker', email: NEW, current_password: PASSWORD });
    const b = await mailedLink(NEW);
    expect(b.token).not.toBe(a.token);

    const answers = await Promise.all([confirmAsGuest(a.token), confirmAsGuest(b.token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)!.json().message).toBe(t.taken);
    const owners = await ctx.app.deps.db.selectFrom('users').select('id').where('email', '=', NEW).execute();
    expect(owners).toHaveLength(1);
    expect(await auditEvents(ctx, 'email_changed')).toHaveLength(1);
  });

  it('refuses an expired, unknown or malformed link, and a request without the XSRF token', async () => {
    const client = await loginAs(ctx, OLD);
    await requestChange(client, NEW);
    const { token } = await mailedLink(NEW);
    const invalid = { message: t.invalid, errors: { token: [t.invalid] } };
    expect((await confirmAsGuest('x'.repeat(43))).json()).toEqual(invalid);
    expect((await confirmAsGuest('kort')).json()).toEqual(invalid);
    const empty = await confirmAsGuest('');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['token']);

    const noXsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-change/confirm',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(noXsrf.statusCode).toBe(419);

    ctx.clock.advance(24 * 3600);
    // (The session idled out meanwhile: log in again.)
    expect((await (await loginAs(ctx, OLD)).get('/api/profile/email-change')).json()).toEqual({ data: null });
    const expired = await confirmAsGuest(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(invalid);
    expect((await userByEmail(ctx, OLD)).email).toBe(OLD);
  });
});
