import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import type { TestContext } from './helpers.ts';
import { guestClient, inviteAsAdmin, lindeCollection } from './linde.ts';
import { auditEvents, loginAs, mailedToken, NEW_PASSWORD, organizationByName } from './factories.ts';

let ctx: TestContext;
let base: string;
beforeEach(async () => {
  ({ ctx, base } = await lindeCollection('invitations'));
});
afterEach(() => ctx.close());

const SEVEN_DAYS = 7 * 86_400;
const passwords = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

const invite = (email: string, role?: string) => inviteAsAdmin(ctx, base, email, role);
const guest = () => guestClient(ctx);

describe('POST invitations', () => {
  it('invites a new address with a register link, valid for 7 days', async () => {
    const { res } = await invite('Nieuw@Linde.test');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'nieuw@linde.test',
      role: 'employee',
      status: 'pending',
      expires_at: '2026-11-28T12:00:00.000Z',
      invited_by_name: 'Bas Beheerder',
    });
    const { mail } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    expect(mail).toContain(`Subject: Uitnodiging voor Uitvaartzorg De Linde`);
    expect(mail).toContain(
      'Bas Beheerder nodigt je uit om als medewerker mee te werken bij Uitvaartzorg De Linde',
    );
    expect(mail).toContain('7 dagen geldig');
    expect(JSON.parse((await auditEvents(ctx, 'invitation_sent'))[0]!.changes!)).toEqual({
      email: 'nieuw@linde.test',
      role: 'employee',
    });
  });

  it('invites an existing account with a confirm-membership link', async () => {
    await invite('crematorium@afscheid.test', 'viewer');
    const { mail } = await mailedToken(ctx, 'crematorium@afscheid.test', 'confirm-membership');
    expect(mail).toContain(messages.invitations.mail.confirmAction);
  });

  it('refuses an invalid address, an existing member and a second pending invitation', async () => {
    const { admin } = await invite('nieuw@linde.test');
    const invalid = await admin.post(base, { email: 'geen-adres', role: 'employee' });
    expect(invalid.json().errors.email).toEqual(['E-mailadres moet een geldig e-mailadres zijn.']);
    const member = await admin.post(base, { email: 'lezer@afscheid.test', role: 'employee' });
    expect(member.json().errors.email).toEqual([messages.invitations.alreadyMember]);
    const twice = await admin.post(base, { email: 'nieuw@linde.test', role: 'viewer' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.email).toEqual([messages.invitations.alreadyPending]);
    expect((await admin.post(base, { email: 'baas@linde.test', role: 'owner' })).statusCode).toBe(403);
  });
});

describe('GET invitations', () => {
  it('lists every invitation with its status', async () => {
    const { admin } = await invite('een@linde.test');
    ctx.clock.advance(1);
    const revoked = (await admin.post(base, { email: 'twee@linde.test', role: 'viewer' })).json().data;
    await admin.delete(`${base}/${revoked.id}`);
    ctx.clock.advance(SEVEN_DAYS);
    const again = await loginAs(ctx, 'beheerder@afscheid.test');
    await again.post(base, { email: 'drie@linde.test', role: 'viewer' });
    const list = (await again.get(base)).json().data;
    expect(list.map((i: { email: string; status: string }) => [i.email, i.status])).toEqual([
      ['drie@linde.test', 'pending'],
      ['twee@linde.test', 'revoked'],
      ['een@linde.test', 'expired'],
    ]);
    expect(list[0]).not.toHaveProperty('token_hash');
  });
});

describe('resend and revoke', () => {
  it('resend gives a new token and seven more days; the old token stops working', async () => {
    const { res } = await invite('nieuw@linde.test');
    const id = res.json().data.id;
    const first = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    ctx.clock.advance(6 * 86_400);
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const resent = await admin.post(`${base}/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({
      id,
      status: 'pending',
      expires_at: '2026-12-04T12:00:00.000Z',
    });
    const second = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    expect(second.token).not.toBe(first.token);
    const client = await guest();
    expect((await client.get(`/api/invitations/${first.token}`)).statusCode).toBe(404);
    expect((await client.get(`/api/invitations/${second.token}`)).statusCode).toBe(200);
    expect(await auditEvents(ctx, 'invitation_resent')).toHaveLength(1);

    // An expired invitation can be resent too.
    ctx.clock.advance(SEVEN_DAYS + 1);
    const later = await loginAs(ctx, 'beheerder@afscheid.test');
    expect((await later.get(base)).json().data[0].status).toBe('expired');
    expect((await later.post(`${base}/${id}/resend`)).json().data.status).toBe('pending');
  });

  it('revoke makes the token unusable and cannot be resent', async () => {
    const { admin, res } = await invite('nieuw@linde.test');
    const id = res.json().data.id;
    const { token } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    expect((await admin.delete(`${base}/${id}`)).statusCode).toBe(204);
    expect((await (await guest()).get(`/api/invitations/${token}`)).statusCode).toBe(404);
    expect((await admin.delete(`${base}/${id}`)).statusCode).toBe(204);
    const resend = await admin.post(`${base}/${id}/resend`);
    expect(resend.statusCode).toBe(422);
    expect(resend.json().message).toBe(messages.invitations.notPending);
    expect(await auditEvents(ctx, 'invitation_revoked')).toHaveLength(1);
    // The address can be invited again.
    expect((await admin.post(base, { email: 'nieuw@linde.test', role: 'viewer' })).statusCode).toBe(201);
  });

  it('an accepted invitation cannot be revoked', async () => {
    const { admin, res } = await invite('nieuw@linde.test');
    const { token } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    await (await guest()).post(`/api/invitations/${token}/register`, { name: 'Noor Nieuw', ...passwords });
    const revoke = await admin.delete(`${base}/${res.json().data.id}`);
    expect(revoke.statusCode).toBe(422);
    expect(revoke.json().message).toBe(messages.invitations.alreadyAccepted);
    expect((await admin.get(base)).json().data[0].status).toBe('accepted');
  });

  it('is a 404 for an invitation of another organisation, whatever the body', async () => {
    const { res } = await invite('nieuw@linde.test');
    const id = res.json().data.id;
    const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const elsewhere = `/api/organizations/${rozenveld.id}/invitations/${id}`;
    expect((await owner.post(`${elsewhere}/resend`, { onzin: true })).statusCode).toBe(404);
    expect((await owner.delete(elsewhere)).statusCode).toBe(404);
    expect((await owner.delete(`${base}/onbekend`)).statusCode).toBe(404);
    expect((await owner.get(base)).json().data[0]).toMatchObject({ id, status: 'pending' });
  });
});
