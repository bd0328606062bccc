/**
 * Which organisation a request acts for (decision 009): the X-Organization-Id check, the organisation login
 * restores, disabled memberships, type capabilities, the platform administrator without an organisation, and
 * the "which of my organisations holds this record" lookup.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { interpolate, messages } from '@afscheid/shared';
import { migrations } from '../src/db/migrations/index.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  loginIn,
  membershipOf,
  organizationByName,
  userByEmail,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const t = messages.organizationContext;

const linde = await organizationByName(ctx, 'Uitvaartzorg De Linde');
const rozenveld = await organizationByName(ctx, 'Crematorium Het Rozenveld');
const OWNER = 'eigenaar@afscheid.test';
const activeOf = async (client: TestClient) => (await client.get('/api/auth/user')).json().data.active_organization_id;
const dossierCount = async () => (await db.selectFrom('dossiers').select('id').execute()).length;

/** Someone in two funeral companies, to switch between without type differences. */
async function twoCompanyMember(name: string) {
  const first = await createOrganization(ctx, `Uitvaartzorg Eerste ${name}`);
  const second = await createOrganization(ctx, `Uitvaartzorg Tweede ${name}`);
  const user = await createUser(ctx, `${name}@twee.test`, name);
  await addMember(ctx, first.id, user.id, 'owner');
  const secondMembership = await addMember(ctx, second.id, user.id, 'owner');
  return { first, second, user, secondMembership };
}

describe('X-Organization-Id', () => {
  it('refuses with 409 and a Dutch message when another tab switched, so nothing lands in the wrong organisation', async () => {
    const client = await loginIn(ctx, OWNER, linde.id);
    const before = await dossierCount();
    const res = await client.post('/api/dossiers', { type: 'cremation' }, { 'x-organization-id': rozenveld.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: interpolate(t.changed, { organization: linde.name }) });
    expect(res.json().message).toBe(
      'Je werkt in een ander tabblad inmiddels voor een andere organisatie. Laad de pagina opnieuw om verder te gaan in Uitvaartzorg De Linde.',
    );
    expect(res.headers['x-organization-error']).toBe('changed');
    expect(res.headers['x-organization-id']).toBe(linde.id);
    expect(await dossierCount()).toBe(before);
  });

  it("acts for the session's organisation with the matching header, and without one (a script)", async () => {
    const client = await loginIn(ctx, OWNER, linde.id);
    expect((await client.request('GET', '/api/dossiers', undefined, { 'x-organization-id': linde.id })).statusCode).toBe(200);
    await createDossierViaApi(client, { deceased_last_name: 'Zonder Kop' });
    const created = await db.selectFrom('dossiers').select('organization_id').where('deceased_last_name', '=', 'Zonder Kop').execute();
    expect(created.map((row) => row.organization_id)).toEqual([linde.id]);
  });

  it('does not apply to the call that switches the organisation', async () => {
    const client = await loginIn(ctx, OWNER, linde.id);
    const res = await client.post('/api/auth/active-organization', { organization_id: rozenveld.id }, { 'x-organization-id': linde.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active_organization_id).toBe(rozenveld.id);
  });
});

describe('the organisation a session works in', () => {
  it('is the one the user last worked in at the next login', async () => {
    const { second, user } = await twoCompanyMember('terugkeer');
    const client = await loginAs(ctx, user.email);
    expect(await activeOf(client)).not.toBe(second.id);
    await client.post('/api/auth/active-organization', { organization_id: second.id });
    expect((await userByEmail(ctx, user.email)).last_organization_id).toBe(second.id);
    expect(await activeOf(await loginAs(ctx, user.email))).toBe(second.id);
  });

  it('is never a disabled membership: not at login, not on a switch, not after it is disabled mid-session', async () => {
    const { first, second, user, secondMembership } = await twoCompanyMember('uitgezet');
    const client = await loginIn(ctx, user.email, second.id);
    await db.updateTable('memberships').set({ status: 'disabled' }).where('id', '=', secondMembership).execute();

    // The session moves to the other membership; a tab that still shows the disabled one is refused.
    const stale = await client.request('GET', '/api/dossiers', undefined, { 'x-organization-id': second.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(interpolate(t.changed, { organization: first.name }));
    expect(await activeOf(client)).toBe(first.id);
    const stored = await db.selectFrom('sessions').select('active_organization_id').where('user_id', '=', user.id).execute();
    expect(stored.map((row) => row.active_organization_id)).toEqual([first.id]);

    expect((await client.post('/api/auth/active-organization', { organization_id: second.id })).statusCode).toBe(404);
    expect(await activeOf(await loginAs(ctx, user.email))).toBe(first.id);
  });

  it('is none when no active membership is left: a clear 409 instead of a 404', async () => {
    const organization = await createOrganization(ctx, 'Uitvaartzorg Enige');
    const user = await createUser(ctx, 'enige@enige.test');
    const membership = await addMember(ctx, organization.id, user.id, 'owner');
    const client = await loginAs(ctx, user.email);
    await db.updateTable('memberships').set({ status: 'disabled' }).where('id', '=', membership).execute();
    const res = await client.get('/api/tasks');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: t.requiredMember });
    expect(res.headers['x-organization-error']).toBe('required');
    expect(await activeOf(client)).toBeNull();
  });
});

describe('capabilities by organisation type', () => {
  it('refuses a dossier in a crematorium, also a burial dossier by its owner', async () => {
    const owner = await loginIn(ctx, OWNER, rozenveld.id);
    const before = await dossierCount();
    const res = await owner.post('/api/dossiers', {
      type: 'burial',
      deceased_first_names: 'Jan',
      deceased_last_name: 'Jansen',
      died_at: '2026-11-20T08:30:00.000Z',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: interpolate(t.notForType, { type: 'crematorium' }) });
    expect(await dossierCount()).toBe(before);
    expect((await owner.get('/api/dossiers')).statusCode).toBe(403);
    expect((await owner.get('/api/tasks')).statusCode).toBe(200);
  });

  it("tells the browser the permissions of the role in the organisation's type", async () => {
    const staff = (await (await loginAs(ctx, 'crematorium@afscheid.test')).get('/api/auth/user')).json().data;
    expect(staff.permissions).toEqual(expect.arrayContaining(['crematorium_requests.decide', 'ash.close', 'tasks.view']));
    expect(staff.permissions).not.toContain('dossiers.view');
    const director = (await (await loginAs(ctx, 'uitvaartverzorger@afscheid.test')).get('/api/auth/user')).json().data;
    expect(director.permissions).toEqual(expect.arrayContaining(['dossiers.create', 'crematorium_requests.submit']));
    expect(director.permissions).not.toContain('ash.approve');
  });

  it('holds for the platform administrator: a clear 409 without an organisation, no dossiers in a crematorium', async () => {
    const platform = await loginAs(ctx, 'platform@afscheid.test');
    for (const url of ['/api/dossiers', '/api/tasks']) {
      const res = await platform.get(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: t.requiredSuper });
    }
    const create = await platform.post('/api/dossiers', { type: 'cremation' });
    expect(create.statusCode).toBe(409);

    await platform.post('/api/auth/active-organization', { organization_id: rozenveld.id });
    expect((await platform.get('/api/dossiers')).statusCode).toBe(403);
    const user = (await platform.get('/api/auth/user')).json().data;
    expect(user.permissions).toContain('ash.close');
    expect(user.permissions).not.toContain('dossiers.view');
    await platform.post('/api/auth/active-organization', { organization_id: linde.id });
    expect((await platform.get('/api/dossiers')).statusCode).toBe(200);
  });
});

describe('which of my organisations holds a record', () => {
  it('names the organisation to a member of it, wherever the session is', async () => {
    const director = await loginIn(ctx, 'uitvaartverzorger@afscheid.test', linde.id);
    const dossier = await createDossierViaApi(director);
    const owner = await loginIn(ctx, OWNER, rozenveld.id);
    const res = await owner.get(`/api/dossiers/${dossier.id}/organization`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: linde.id, name: linde.name, type: 'funeral_company' } });
    expect((await (await loginAs(ctx, 'platform@afscheid.test')).get(`/api/dossiers/${dossier.id}/organization`)).statusCode).toBe(200);

    const task = (await director.get(`/api/dossiers/${dossier.id}/tasks`)).json().data[0];
    expect((await owner.get(`/api/tasks/${task.id}/organization`)).json().data.id).toBe(linde.id);
  });

  it('reveals nothing to anyone else: the same 404 as for a record that does not exist', async () => {
    const director = await loginIn(ctx, 'uitvaartverzorger@afscheid.test', linde.id);
    const dossier = await createDossierViaApi(director);
    const unknown = await director.get('/api/dossiers/bestaat-niet/organization');
    expect(unknown.statusCode).toBe(404);

    const stranger = await createUser(ctx, 'vreemde@elders.test');
    await addMember(ctx, (await createOrganization(ctx, 'Uitvaartzorg Elders')).id, stranger.id, 'owner');
    const crematoriumStaff = await loginAs(ctx, 'crematorium@afscheid.test');
    const disabled = await createUser(ctx, 'oud-lid@linde.test');
    await addMember(ctx, linde.id, disabled.id, 'owner', 'disabled');
    // A member of Linde whose role has no dossiers (crematorium staff in a funeral company).
    const noDossiers = await createUser(ctx, 'geen-dossiers@linde.test');
    await addMember(ctx, linde.id, noDossiers.id, 'crematorium_staff');
    for (const email of [stranger.email, 'crematorium@afscheid.test', disabled.email, noDossiers.email]) {
      const client = email === 'crematorium@afscheid.test' ? crematoriumStaff : await loginAs(ctx, email);
      const res = await client.get(`/api/dossiers/${dossier.id}/organization`);
      expect(res.statusCode, email).toBe(404);
      expect(res.body).toBe(unknown.body);
    }

    await db.updateTable('dossiers').set({ deleted_at: new Date().toISOString() }).where('id', '=', dossier.id).execute();
    expect((await director.get(`/api/dossiers/${dossier.id}/organization`)).statusCode).toBe(404);
    expect(await membershipOf(ctx, linde.id, noDossiers.email)).toBeTruthy();
  });
});

describe('migration 0005-last-organization', () => {
  it('can be undone and redone', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    // Down to the migration before it (later migrations go down first), then up again.
    const down = await migrator.migrateTo('0004-jobs');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName).at(-1)).toBe('0005-last-organization');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await userByEmail(ctx, OWNER)).last_organization_id).toBeNull();
  });
});
