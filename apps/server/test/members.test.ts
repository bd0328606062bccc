import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { TestClient, type TestContext } from './helpers.ts';
import { lindeCollection } from './linde.ts';
import {
  auditEvents,
  loginAs,
  mailedToken,
  membershipOf,
  organizationByName,
  userByEmail,
} from './factories.ts';

let ctx: TestContext;
let base: string;
let lindeId: string;
beforeEach(async () => {
  ({ ctx, lindeId, base } = await lindeCollection('members'));
});
afterEach(() => ctx.close());

const memberId = async (email: string) => (await membershipOf(ctx, lindeId, email))!.id;

describe('GET members', () => {
  it('lists the members with their role, status and last login', async () => {
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    const res = await viewer.get(base);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { email: string }) => m.email)).toEqual([
      'beheerder@afscheid.test',
      'eigenaar@afscheid.test',
      'lezer@afscheid.test',
      'medewerker@afscheid.test',
      'uitvaartverzorger@afscheid.test',
    ]);
    const me = data.find((m: { email: string }) => m.email === 'lezer@afscheid.test');
    expect(me).toEqual({
      id: await memberId('lezer@afscheid.test'),
      user_id: (await userByEmail(ctx, 'lezer@afscheid.test')).id,
      name: 'Lotte Lezer',
      email: 'lezer@afscheid.test',
      role: 'viewer',
      status: 'active',
      last_login_at: '2026-11-21T12:00:00.000Z',
      created_at: '2026-11-21T12:00:00.000Z',
    });
  });
});

describe('POST members ("Lid toevoegen")', () => {
  it('invites a new address; the mailed link registers the person as a member', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await admin.post(base, { email: 'Nina@Linde.test', role: 'employee' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'nina@linde.test',
      role: 'employee',
      status: 'pending',
      invited_by_name: 'Bas Beheerder',
    });
    // No account yet: the person makes it with the link.
    const accounts = await ctx.app.deps.db.selectFrom('users').select('id').where('email', '=', 'nina@linde.test');
    expect(await accounts.execute()).toEqual([]);
    expect(await auditEvents(ctx, 'invitation_sent')).toHaveLength(1);

    const { token, mail } = await mailedToken(ctx, 'nina@linde.test', 'register');
    expect(mail).toContain('Bas Beheerder nodigt je uit om als medewerker mee te werken bij Uitvaartzorg De Linde');
    const guest = new TestClient(ctx.app);
    await guest.get('/sanctum/csrf-cookie');
    const registered = await guest.post(`/api/invitations/${token}/register`, {
      name: 'Nina Nieuw',
      password: 'Rustige-Avond-42',
      password_confirmation: 'Rustige-Avond-42',
    });
    expect(registered.statusCode).toBe(201);
    expect(await membershipOf(ctx, lindeId, 'nina@linde.test')).toMatchObject({ role: 'employee', status: 'active' });
  });

  it('answers an address with an account elsewhere exactly like a new one, and seats nobody without consent', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const fresh = await admin.post(base, { email: 'niemand@elders.test', role: 'employee' });
    const existing = await admin.post(base, { name: 'Chris', email: 'crematorium@afscheid.test', role: 'employee' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    const comparable = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: { ...body.data, id: '…', email: '…' },
    });
    expect(comparable(existing.json())).toEqual(comparable(fresh.json()));
    // The account holder decides: a confirm link, and no membership until it is used.
    expect(await membershipOf(ctx, lindeId, 'crematorium@afscheid.test')).toBeUndefined();
    const { token } = await mailedToken(ctx, 'crematorium@afscheid.test', 'confirm-membership');
    const chris = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await chris.post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(200);
    expect(await membershipOf(ctx, lindeId, 'crematorium@afscheid.test')).toMatchObject({ role: 'employee' });
  });

  it('refuses a member of this organisation, an open invitation, an owner made by a non-owner and bad input', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const member = await admin.post(base, { email: 'lezer@afscheid.test', role: 'employee' });
    expect(member.statusCode).toBe(422);
    expect(member.json().errors.email).toEqual([messages.invitations.alreadyMember]);
    expect((await admin.post(base, { email: 'olga@linde.test', role: 'employee' })).statusCode).toBe(201);
    const pending = await admin.post(base, { email: 'olga@linde.test', role: 'admin' });
    expect(pending.json().errors.email).toEqual([messages.invitations.alreadyPending]);

    const owner = await admin.post(base, { email: 'otto@linde.test', role: 'owner' });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe(messages.members.ownerOnly);
    const invalid = await admin.post(base, { name: '', email: 'x', role: 'koning' });
    expect(Object.keys(invalid.json().errors)).toEqual(['email', 'role']);
  });
});

describe('PUT members/{memberId}', () => {
  it('changes a role and records it', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const id = await memberId('medewerker@afscheid.test');
    const res = await admin.put(`${base}/${id}`, { role: 'funeral_director' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, role: 'funeral_director', status: 'active' });
    const [audit] = await auditEvents(ctx, 'member_role_changed');
    expect(JSON.parse(audit!.changes!)).toEqual({ role: { from: 'employee', to: 'funeral_director' } });
  });

  it('disables a member, who then loses access, and enables again', async () => {
    const employee = await loginAs(ctx, 'medewerker@afscheid.test');
    expect((await employee.get(`/api/organizations/${lindeId}`)).statusCode).toBe(200);
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const id = await memberId('medewerker@afscheid.test');
    expect((await admin.put(`${base}/${id}`, { status: 'disabled' })).json().data.status).toBe('disabled');
    expect((await employee.get(`/api/organizations/${lindeId}`)).statusCode).toBe(404);
    expect((await employee.get('/api/auth/user')).json().data.organizations).toEqual([]);
    expect(await auditEvents(ctx, 'member_disabled')).toHaveLength(1);
    expect((await admin.put(`${base}/${id}`, { status: 'active' })).json().data.status).toBe('active');
    expect(await auditEvents(ctx, 'member_enabled')).toHaveLength(1);
  });

  it('lets only an owner make or unmake an owner', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const adminId = await memberId('beheerder@afscheid.test');
    const ownerId = await memberId('eigenaar@afscheid.test');
    expect((await admin.put(`${base}/${adminId}`, { role: 'owner' })).statusCode).toBe(403);
    expect((await admin.put(`${base}/${ownerId}`, { status: 'disabled' })).statusCode).toBe(403);
    expect((await owner.put(`${base}/${adminId}`, { role: 'owner' })).json().data.role).toBe('owner');
    // Two owners now: the first may step down, and the new owner may take the role back from the first.
    expect((await owner.put(`${base}/${ownerId}`, { role: 'admin' })).json().data.role).toBe('admin');
    expect((await admin.put(`${base}/${ownerId}`, { role: 'owner' })).statusCode).toBe(200);
  });

  it('keeps at least one active owner', async () => {
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const ownerId = await memberId('eigenaar@afscheid.test');
    const demote = await owner.put(`${base}/${ownerId}`, { role: 'admin' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toEqual({
      message: messages.members.lastOwner,
      errors: { role: [messages.members.lastOwner] },
    });
    const disable = await owner.put(`${base}/${ownerId}`, { status: 'disabled' });
    expect(disable.json().errors).toEqual({ status: [messages.members.lastOwner] });
    const remove = await owner.delete(`${base}/${ownerId}`);
    expect(remove.statusCode).toBe(422);
    expect(remove.json().message).toBe(messages.members.lastOwner);
    expect(await membershipOf(ctx, lindeId, 'eigenaar@afscheid.test')).toMatchObject({
      role: 'owner',
      status: 'active',
    });
  });

  it('is a 404 for a membership of another organisation', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
    const foreign = (await membershipOf(ctx, rozenveld.id, 'crematorium@afscheid.test'))!.id;
    expect((await admin.put(`${base}/${foreign}`, { role: 'viewer' })).statusCode).toBe(404);
    expect((await admin.delete(`${base}/${foreign}`)).statusCode).toBe(404);
    // The membership is looked up before the body is validated: an invalid body changes nothing about that.
    expect((await admin.put(`${base}/${foreign}`, { role: 'koning' })).statusCode).toBe(404);
    const stranger = await loginAs(ctx, 'crematorium@afscheid.test');
    const own = await memberId('lezer@afscheid.test');
    expect((await stranger.put(`${base}/${own}`, { role: 'koning' })).statusCode).toBe(404);
    const employee = await loginAs(ctx, 'medewerker@afscheid.test');
    expect((await employee.put(`${base}/${own}`, { role: 'koning' })).statusCode).toBe(403);
  });
});

describe('DELETE members/{memberId}', () => {
  it('removes a member with 204 and records it', async () => {
    const admin = await loginAs(ctx, 'beheerder@afscheid.test');
    const id = await memberId('lezer@afscheid.test');
    expect((await admin.delete(`${base}/${id}`)).statusCode).toBe(204);
    expect(await membershipOf(ctx, lindeId, 'lezer@afscheid.test')).toBeUndefined();
    expect(await auditEvents(ctx, 'member_removed')).toHaveLength(1);
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    expect((await viewer.get(`/api/organizations/${lindeId}`)).statusCode).toBe(404);
  });
});
