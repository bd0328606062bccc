import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { createTestApp, type TestContext } from './helpers.ts';
import {
  auditEvents,
  createOrganization,
  loginAs,
  mailedToken,
  membershipOf,
  organizationByName,
} from './factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

const LINDE = 'Uitvaartzorg De Linde';
const ROZENVELD = 'Crematorium Het Rozenveld';

describe('GET /api/organizations', () => {
  it('lists the organisations of a member with city, member count and role', async () => {
    const client = await loginAs(ctx, 'beheerder@afscheid.test');
    const res = await client.get('/api/organizations');
    expect(res.statusCode).toBe(200);
    const linde = await organizationByName(ctx, LINDE);
    expect(res.json()).toEqual({
      data: [
        {
          id: linde.id,
          name: LINDE,
          type: 'funeral_company',
          city: 'Utrecht',
          member_count: 5,
          my_role: 'admin',
        },
      ],
      meta: { current_page: 1, per_page: 15, total: 1, last_page: 1 },
    });
  });

  it('lists every organisation for the super role, searches and pages', async () => {
    await createOrganization(ctx, 'Uitvaartcentrum 100% Zorg');
    const client = await loginAs(ctx, 'platform@afscheid.test');
    const all = (await client.get('/api/organizations')).json();
    expect(all.data.map((o: { name: string }) => o.name)).toEqual([
      ROZENVELD,
      'Uitvaartcentrum 100% Zorg',
      LINDE,
    ]);
    expect(all.data[0]).toMatchObject({ my_role: null, member_count: 2 });

    const search = (await client.get('/api/organizations?search=linde')).json();
    expect(search.data.map((o: { name: string }) => o.name)).toEqual([LINDE]);
    expect((await client.get('/api/organizations?search=de%20bilt')).json().data[0].name).toBe(ROZENVELD);
    expect((await client.get('/api/organizations?search=100%25')).json().meta.total).toBe(1);
    expect((await client.get('/api/organizations?search=_')).json().meta.total).toBe(0);

    const page = (await client.get('/api/organizations?page=2&per_page=2')).json();
    expect(page.data.map((o: { name: string }) => o.name)).toEqual([LINDE]);
    expect(page.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await client.get('/api/organizations?per_page=500')).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/organizations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/organizations', () => {
  const body = {
    name: 'Uitvaartverzorging Van Dijk',
    type: 'funeral_company',
    city: 'Amersfoort',
    kvk_number: '3212 3456',
  };

  it('is for the super role only', async () => {
    const owner = await loginAs(ctx, 'eigenaar@afscheid.test');
    const res = await owner.post('/api/organizations', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.errors.forbidden);
  });

  it('invites an existing account as owner instead of seating it without consent', async () => {
    const client = await loginAs(ctx, 'platform@afscheid.test');
    const res = await client.post('/api/organizations', { ...body, owner_email: 'Medewerker@afscheid.test' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: body.name,
      type: 'funeral_company',
      kvk_number: '32123456',
      version: 1,
      my_role: null,
    });
    expect(data.can).toEqual({
      update: true,
      manage_members: true,
      manage_invitations: true,
      manage_wefact: true,
    });
    // No membership until the account holder uses the link mailed to that address.
    expect(await membershipOf(ctx, data.id, 'medewerker@afscheid.test')).toBeUndefined();
    const { token, mail } = await mailedToken(ctx, 'medewerker@afscheid.test', 'confirm-membership');
    expect(mail).toContain('Pim Platform nodigt je uit om als eigenaar mee te werken bij Uitvaartverzorging Van Dijk');
    const invited = await loginAs(ctx, 'medewerker@afscheid.test');
    expect((await invited.post(`/api/invitations/${token}/accept`, {})).statusCode).toBe(200);
    expect(await membershipOf(ctx, data.id, 'medewerker@afscheid.test')).toMatchObject({
      role: 'owner',
      status: 'active',
    });
    // The demo seed made its two organisations through the same service: one event each, this one's as well.
    const created = await auditEvents(ctx, 'organization_created');
    expect(created.filter((event) => event.organization_id === data.id)).toHaveLength(1);
  });

  it('answers an owner address with an account the same as one without', async () => {
    const client = await loginAs(ctx, 'platform@afscheid.test');
    const existing = await client.post('/api/organizations', { ...body, owner_email: 'lezer@afscheid.test' });
    const fresh = await client.post('/api/organizations', { ...body, name: 'Tweede', owner_email: 'nieuw@tweede.test' });
    const comparable = (res: typeof fresh) => ({ ...res.json().data, id: '…', name: '…' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(comparable(existing)).toEqual(comparable(fresh));
    const members = await ctx.app.deps.db
      .selectFrom('memberships')
      .select('id')
      .where('organization_id', 'in', [existing.json().data.id, fresh.json().data.id])
      .execute();
    expect(members).toEqual([]);
  });

  it('invites a new owner by e-mail with a register link', async () => {
    const client = await loginAs(ctx, 'platform@afscheid.test');
    const res = await client.post('/api/organizations', { ...body, owner_email: 'nieuw@vandijk.test' });
    expect(res.statusCode).toBe(201);
    const { token, mail } = await mailedToken(ctx, 'nieuw@vandijk.test', 'register');
    expect(mail).toContain(
      'Pim Platform nodigt je uit om als eigenaar mee te werken bij Uitvaartverzorging Van Dijk',
    );
    const preview = await client.get(`/api/invitations/${token}`);
    expect(preview.json().data).toMatchObject({
      email: 'nieuw@vandijk.test',
      role: 'owner',
      account_exists: false,
    });
  });

  it('answers 422 with Dutch messages', async () => {
    const client = await loginAs(ctx, 'platform@afscheid.test');
    const res = await client.post('/api/organizations', { name: '', type: 'bakkerij', owner_email: 'geen' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Vul de naam in.'],
      type: ['Kies uitvaartonderneming of crematorium.'],
      owner_email: ['E-mailadres van de eigenaar moet een geldig e-mailadres zijn.'],
    });
  });
});

describe('GET /api/organizations/{id}', () => {
  it('shows every field of the contract and what the caller may do', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    const res = await viewer.get(`/api/organizations/${linde.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: linde.id,
      name: LINDE,
      type: 'funeral_company',
      kvk_number: '30287451',
      vat_number: 'NL812345678B01',
      iban: 'NL44RABO0123456789',
      street: 'Lindelaan',
      house_number: '14',
      house_number_addition: null,
      postcode: '3572 AB',
      city: 'Utrecht',
      phone: '030 271 45 60',
      email: 'info@uitvaartzorgdelinde.test',
      has_logo: false,
      accepts_requests: true,
      ash_storage_term_months: 6,
      version: 1,
      created_at: linde.created_at,
      updated_at: linde.updated_at,
      my_role: 'viewer',
      can: { update: false, manage_members: false, manage_invitations: false, manage_wefact: false },
    });
  });

  it('is a 404 for a non-member and for an unknown id', async () => {
    const linde = await organizationByName(ctx, LINDE);
    const other = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await other.get(`/api/organizations/${linde.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/organizations/00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});
