import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@afscheid/shared';
import { usersRepository } from '../src/modules/users/index.ts';
import { TestClient, type TestContext } from './helpers.ts';
import { guestClient, inviteAsAdmin, lindeCollection } from './linde.ts';
import {
  auditEvents,
  createUser,
  loginAs,
  mailedToken,
  membershipOf,
  NEW_PASSWORD,
} from './factories.ts';

let ctx: TestContext;
let base: string;
let lindeId: string;
beforeEach(async () => {
  ({ ctx, lindeId, base } = await lindeCollection('invitations'));
});
afterEach(() => ctx.close());

const SEVEN_DAYS = 7 * 86_400;
const passwords = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

const invite = (email: string, role?: string) => inviteAsAdmin(ctx, base, email, role);
const guest = () => guestClient(ctx);

describe('register with an invitation', () => {
  it('shows the invitation, creates the account and membership, and logs the person in', async () => {
    await invite('nieuw@linde.test', 'funeral_director');
    const { token } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    const client = await guest();
    const preview = await client.get(`/api/invitations/${token}`);
    expect(preview.json().data).toEqual({
      email: 'nieuw@linde.test',
      organization_name: 'Uitvaartzorg De Linde',
      organization_type: 'funeral_company',
      role: 'funeral_director',
      account_exists: false,
      expires_at: '2026-11-28T12:00:00.000Z',
    });

    const res = await client.post(`/api/invitations/${token}/register`, { name: 'Noor Nieuw', ...passwords });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'nieuw@linde.test',
      active_organization_id: lindeId,
      roles: ['funeral_director'],
    });
    expect((await client.get('/api/auth/user')).json().data.name).toBe('Noor Nieuw');
    expect(await membershipOf(ctx, lindeId, 'nieuw@linde.test')).toMatchObject({
      role: 'funeral_director',
      status: 'active',
    });
    expect(await auditEvents(ctx, 'invitation_accepted')).toHaveLength(1);

    // Single use.
    expect((await (await guest()).get(`/api/invitations/${token}`)).statusCode).toBe(404);
    expect(
      (await (await guest()).post(`/api/invitations/${token}/register`, { name: 'Ander', ...passwords }))
        .statusCode,
    ).toBe(404);
    expect((await new TestClient(ctx.app).login('nieuw@linde.test', NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses a weak password and an address that meanwhile has an account', async () => {
    await invite('nieuw@linde.test');
    const { token } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    const client = await guest();
    const weak = await client.post(`/api/invitations/${token}/register`, {
      name: 'Noor',
      password: 'nieuw@linde.test',
      password_confirmation: 'nieuw@linde.test',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([messages.validation.passwordEmail]);

    // Meanwhile the address got an account (say through another organisation's invitation).
    await createUser(ctx, 'nieuw@linde.test', 'Noor');
    const exists = await client.post(`/api/invitations/${token}/register`, { name: 'Noor', ...passwords });
    expect(exists.statusCode).toBe(422);
    expect(exists.json().message).toBe(messages.invitations.accountExists);
  });

  it('answers simultaneous registrations through one invitation with one 201 and the sequential 422', async () => {
    await invite('nieuw@linde.test', 'funeral_director');
    const { token } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    const clients = await Promise.all([1, 2, 3, 4, 5].map(() => guest()));
    // Hold every request after its own "no account yet" check until all five made it, so all five race to
    // the insert (otherwise a late one may find the link used: the sequential 404 of a single-use link).
    const findByEmail = usersRepository.findByEmail.bind(usersRepository);
    let checked = 0;
    let allChecked!: () => void;
    const barrier = new Promise<void>((resolve) => (allChecked = resolve));
    const spy = vi.spyOn(usersRepository, 'findByEmail').mockImplementation(async (db, email) => {
      const found = await findByEmail(db, email);
      if (++checked === clients.length) allChecked();
      if (checked <= clients.length) await barrier;
      return found;
    });
    const answers = await Promise.all(
      clients.map((client, index) =>
        client.post(`/api/invitations/${token}/register`, { name: `Noor ${index}`, ...passwords }),
      ),
    ).finally(() => spy.mockRestore());
    expect(checked).toBeGreaterThanOrEqual(clients.length);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    // The same answer as a registration for an address that already has an account.
    for (const res of answers.filter((answer) => answer.statusCode === 422)) {
      expect(res.json()).toEqual({
        message: messages.invitations.accountExists,
        errors: { email: [messages.invitations.accountExists] },
      });
    }
    const users = await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nieuw@linde.test')
      .execute();
    expect(users).toHaveLength(1);
    expect(await membershipOf(ctx, lindeId, 'nieuw@linde.test')).toMatchObject({ role: 'funeral_director' });
    expect(await auditEvents(ctx, 'invitation_accepted')).toHaveLength(1);
  });

  it('expires after 7 days', async () => {
    await invite('nieuw@linde.test');
    const { token } = await mailedToken(ctx, 'nieuw@linde.test', 'register');
    const client = await guest();
    ctx.clock.advance(SEVEN_DAYS - 60);
    expect((await client.get(`/api/invitations/${token}`)).statusCode).toBe(200);
    ctx.clock.advance(60);
    const expired = await client.get(`/api/invitations/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(messages.invitations.invalid);
    expect(
      (await client.post(`/api/invitations/${token}/register`, { name: 'Noor', ...passwords })).statusCode,
    ).toBe(404);
  });

  it('answers an unusable link with its 404 before looking at the body', async () => {
    const res = await (await guest()).post(`/api/invitations/${'x'.repeat(43)}/register`, { name: '' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.invitations.invalid);
  });
});

describe('accept an invitation', () => {
  it('lets the invited account join and switches its active organisation', async () => {
    await invite('crematorium@afscheid.test', 'viewer');
    const { token } = await mailedToken(ctx, 'crematorium@afscheid.test', 'confirm-membership');
    const chris = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await chris.get(`/api/invitations/${token}`)).json().data.account_exists).toBe(true);
    const res = await chris.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ active_organization_id: lindeId, roles: ['viewer'] });
    expect(res.json().data.organizations).toHaveLength(2);
    expect((await chris.get('/api/auth/user')).json().data.active_organization_id).toBe(lindeId);
    expect((await chris.post(`/api/invitations/${token}/accept`)).statusCode).toBe(404);
    // The organisation just joined is the one the next login restores.
    const again = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await again.get('/api/auth/user')).json().data.active_organization_id).toBe(lindeId);
  });

  it('is a 403 for another account and a 401 without a session', async () => {
    await invite('crematorium@afscheid.test', 'viewer');
    const { token } = await mailedToken(ctx, 'crematorium@afscheid.test', 'confirm-membership');
    const other = await loginAs(ctx, 'medewerker@afscheid.test');
    const res = await other.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.invitations.otherAccount);
    expect((await (await guest()).post(`/api/invitations/${token}/accept`)).statusCode).toBe(401);
    expect((await (await guest()).post(`/api/invitations/${'x'.repeat(43)}/accept`)).statusCode).toBe(401);
    expect(await membershipOf(ctx, lindeId, 'crematorium@afscheid.test')).toBeUndefined();
  });
});
