import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import { systemContext } from '../src/lib/context.ts';
import { createAccountWithSetPasswordLink } from '../src/modules/account/index.ts';
import { addMembership } from '../src/modules/members/index.ts';
import {
  addMember,
  auditEvents,
  createOrganization,
  loginAs,
  mailedToken,
  NEW_PASSWORD,
  organizationByName,
  userByEmail,
} from './factories.ts';

let ctx: TestContext;
let lindeId: string;
let rozenveldId: string;
beforeEach(async () => {
  ctx = await createTestApp();
  lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
  rozenveldId = (await organizationByName(ctx, 'Crematorium Het Rozenveld')).id;
});
afterEach(async () => {
  await ctx.close();
});

const passwords = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

/**
 * An account made at the console (`organization:create --owner … --owner-name …`): over HTTP an organisation
 * only invites, so the set-password link is issued by the account service the CLI uses.
 */
async function newMemberToken(email = 'nina@linde.test') {
  const deps = ctx.app.deps;
  const actor = { userId: '', organizationId: null, organizationType: null, role: 'super', permissions: [], isSuper: true };
  await createAccountWithSetPasswordLink(
    { ...systemContext(deps, actor), mailer: deps.mailer },
    { name: 'Nina Nieuw', email, organizationName: 'Uitvaartzorg De Linde', inviterName: 'De platformbeheerder', role: 'employee' },
  );
  const user = await userByEmail(ctx, email);
  await addMembership(systemContext(deps, actor), await organizationByName(ctx, 'Uitvaartzorg De Linde'), {
    userId: user!.id,
    role: 'employee',
  });
  return (await mailedToken(ctx, email, 'set-password')).token;
}

async function guest() {
  const client = new TestClient(ctx.app);
  await client.get('/sanctum/csrf-cookie');
  return client;
}

describe('set password', () => {
  it('works once, logs the person in and records it', async () => {
    const token = await newMemberToken();
    const client = await guest();
    expect((await client.post(`/api/set-password/${token}`, passwords)).statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).json().data.email).toBe('nina@linde.test');
    expect(await auditEvents(ctx, 'password_set')).toHaveLength(1);

    const again = await (await guest()).post(`/api/set-password/${token}`, passwords);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.account.setPasswordInvalid);
    expect((await (await guest()).get(`/api/set-password/${token}`)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).login('nina@linde.test', NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses weak passwords and keeps the link usable', async () => {
    const token = await newMemberToken();
    const client = await guest();
    const weak = await client.post(`/api/set-password/${token}`, {
      password: 'wachtwoord1',
      password_confirmation: 'wachtwoord1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([messages.validation.passwordCommon]);
    const asEmail = await client.post(`/api/set-password/${token}`, {
      password: 'nina@linde.test',
      password_confirmation: 'nina@linde.test',
    });
    expect(asEmail.json().errors.password).toEqual([messages.validation.passwordEmail]);
    const mismatch = await client.post(`/api/set-password/${token}`, {
      password: NEW_PASSWORD,
      password_confirmation: 'Iets-anders-42',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([messages.validation.passwordConfirmed]);
    expect((await client.post(`/api/set-password/${token}`, passwords)).statusCode).toBe(204);
  });

  it('expires after 7 days', async () => {
    const token = await newMemberToken();
    ctx.clock.advance(7 * 86_400);
    const client = await guest();
    expect((await client.get(`/api/set-password/${token}`)).statusCode).toBe(404);
    expect((await client.post(`/api/set-password/${token}`, passwords)).statusCode).toBe(404);
  });

  it('is a 404 for unknown and malformed tokens', async () => {
    const client = await guest();
    expect((await client.get(`/api/set-password/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await client.get('/api/set-password/kort')).statusCode).toBe(404);
  });

  it('answers an unknown link with its 404 before looking at the body', async () => {
    const res = await (await guest()).post(`/api/set-password/${'x'.repeat(43)}`, { password: 'kort' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.account.setPasswordInvalid);
  });
});

describe('POST /api/auth/active-organization', () => {
  it('switches between the organisations of a member, and /api/auth/user follows', async () => {
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    expect((await owner.get('/api/auth/user')).json().data.active_organization_id).toBe(rozenveldId);
    const res = await owner.post('/api/auth/active-organization', { organization_id: lindeId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ active_organization_id: lindeId, roles: ['owner'] });
    expect((await owner.get('/api/auth/user')).json().data.active_organization_id).toBe(lindeId);
    const session = await ctx.app.deps.db.selectFrom('sessions').select('active_organization_id').execute();
    expect(session.map((s) => s.active_organization_id)).toContain(lindeId);
  });

  it('is a 404 for an organisation the user is not a member of', async () => {
    const director = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    const res = await director.post('/api/auth/active-organization', { organization_id: rozenveldId });
    expect(res.statusCode).toBe(404);
    expect((await director.get('/api/auth/user')).json().data.active_organization_id).toBe(lindeId);
    const missing = await director.post('/api/auth/active-organization', {});
    expect(missing.json().errors.organization_id).toEqual(['Kies een organisatie.']);
  });

  it('lets the super role switch to any organisation, with its membership role if any', async () => {
    const platform = await loginAs(ctx, 'platform@afscheid.test');
    const res = await platform.post('/api/auth/active-organization', { organization_id: lindeId });
    expect(res.json().data).toMatchObject({ active_organization_id: lindeId, roles: ['super'], organizations: [] });
    // Everything a funeral company can do, and nothing of a crematorium (decision 009).
    expect(res.json().data.permissions).toContain('dossiers.create');
    expect(res.json().data.permissions).not.toContain('ash.close');

    const own = await createOrganization(ctx, 'Uitvaartzorg Platform');
    await addMember(ctx, own.id, (await userByEmail(ctx, 'platform@afscheid.test')).id, 'admin');
    const switched = await platform.post('/api/auth/active-organization', { organization_id: own.id });
    expect(switched.json().data.roles.sort()).toEqual(['admin', 'super']);
  });

  it('needs a session', async () => {
    const client = await guest();
    expect(
      (await client.post('/api/auth/active-organization', { organization_id: lindeId })).statusCode,
    ).toBe(401);
  });
});
