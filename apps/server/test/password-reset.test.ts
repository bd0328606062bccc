import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, readLatestMail, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

async function requestReset(client: TestClient, email: string) {
  await client.get('/sanctum/csrf-cookie');
  const res = await client.post('/forgot-password', { email });
  await ctx.app.deps.mailer.idle();
  return res;
}

function linkFrom(mail: string) {
  const match = mail.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)&(?:amp;)?email=([^\s"<]+)/);
  if (!match) throw new Error('no reset link in the e-mail');
  return { token: match[1]!, email: decodeURIComponent(match[2]!) };
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const client = new TestClient(ctx.app);
    const known = await requestReset(client, 'medewerker@afscheid.test');
    const unknown = await requestReset(client, 'onbekend@afscheid.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(messages.auth.resetLinkSent);
    expect(readLatestMail(ctx.dataDir, 'onbekend@afscheid.test')).toBeUndefined();

    const mail = readLatestMail(ctx.dataDir, 'medewerker@afscheid.test')!;
    expect(mail).toContain(`Subject: ${messages.auth.resetMail.subject}`);
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Beste Mehmet Medewerker,');
  });

  it('resets with the mailed link once, ends the other sessions, and the new password works', async () => {
    const other = new TestClient(ctx.app);
    await other.login('medewerker@afscheid.test');
    expect((await other.get('/api/auth/user')).statusCode).toBe(200);

    const client = new TestClient(ctx.app);
    await requestReset(client, 'medewerker@afscheid.test');
    const link = linkFrom(readLatestMail(ctx.dataDir, 'medewerker@afscheid.test')!);
    expect(link.email).toBe('medewerker@afscheid.test');

    const body = { ...link, password: 'Nieuw-en-sterk-2026', password_confirmation: 'Nieuw-en-sterk-2026' };
    const res = await client.post('/reset-password', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.auth.passwordReset);

    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    const again = await client.post('/reset-password', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([messages.auth.resetInvalid]);

    expect((await new TestClient(ctx.app).login('medewerker@afscheid.test')).statusCode).toBe(422);
    expect((await new TestClient(ctx.app).login('medewerker@afscheid.test', 'Nieuw-en-sterk-2026')).statusCode).toBe(204);
  });

  it('lets only one of two simultaneous resets with the same link succeed', async () => {
    const client = new TestClient(ctx.app);
    await requestReset(client, 'medewerker@afscheid.test');
    const link = linkFrom(readLatestMail(ctx.dataDir, 'medewerker@afscheid.test')!);
    const [first, second] = await Promise.all([
      client.post('/reset-password', { ...link, password: 'Eerste-sterk-2026', password_confirmation: 'Eerste-sterk-2026' }),
      client.post('/reset-password', { ...link, password: 'Tweede-sterk-2026', password_confirmation: 'Tweede-sterk-2026' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const winner = first.statusCode === 200 ? 'Eerste-sterk-2026' : 'Tweede-sterk-2026';
    const loser = first.statusCode === 200 ? 'Tweede-sterk-2026' : 'Eerste-sterk-2026';
    expect((await new TestClient(ctx.app).login('medewerker@afscheid.test', winner)).statusCode).toBe(204);
    expect((await new TestClient(ctx.app).login('medewerker@afscheid.test', loser)).statusCode).toBe(422);
  });

  it('refuses a link older than 60 minutes', async () => {
    const client = new TestClient(ctx.app);
    await requestReset(client, 'medewerker@afscheid.test');
    const link = linkFrom(readLatestMail(ctx.dataDir, 'medewerker@afscheid.test')!);
    ctx.clock.advance(60 * 60 + 1);
    const res = await client.post('/reset-password', {
      ...link,
      password: 'Nieuw-en-sterk-2026',
      password_confirmation: 'Nieuw-en-sterk-2026',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([messages.auth.resetInvalid]);
  });

  it('refuses a wrong token, a weak password and a mismatched confirmation, changing nothing', async () => {
    const client = new TestClient(ctx.app);
    await requestReset(client, 'medewerker@afscheid.test');
    const link = linkFrom(readLatestMail(ctx.dataDir, 'medewerker@afscheid.test')!);

    const wrongToken = await client.post('/reset-password', {
      ...link,
      token: 'x'.repeat(43),
      password: 'Nieuw-en-sterk-2026',
      password_confirmation: 'Nieuw-en-sterk-2026',
    });
    expect(wrongToken.statusCode).toBe(422);

    const weak = await client.post('/reset-password', { ...link, password: 'wachtwoord1', password_confirmation: 'wachtwoord1' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password.join(' ')).toMatch(/veelgebruikt|vaak gebruikt|bekend/i);

    const short = await client.post('/reset-password', { ...link, password: 'Kort-1', password_confirmation: 'Kort-1' });
    expect(short.json().errors.password.join(' ')).toMatch(/10/);

    const asEmail = await client.post('/reset-password', {
      ...link,
      password: 'medewerker@afscheid.test',
      password_confirmation: 'medewerker@afscheid.test',
    });
    expect(asEmail.statusCode).toBe(422);

    const mismatch = await client.post('/reset-password', {
      ...link,
      password: 'Nieuw-en-sterk-2026',
      password_confirmation: 'Anders-en-sterk-2026',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toHaveLength(1);

    // The token is still good after all those refusals.
    const ok = await client.post('/reset-password', {
      ...link,
      password: 'Nieuw-en-sterk-2026',
      password_confirmation: 'Nieuw-en-sterk-2026',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sends at most one mail a minute for the same address', async () => {
    const client = new TestClient(ctx.app);
    await requestReset(client, 'medewerker@afscheid.test');
    const first = readLatestMail(ctx.dataDir, 'medewerker@afscheid.test');
    await requestReset(client, 'medewerker@afscheid.test');
    expect(readLatestMail(ctx.dataDir, 'medewerker@afscheid.test')).toBe(first);
  });
});
