import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { sideOf } from '../src/plugins/party-access.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginAs, loginIn } from './factories.ts';
import { installPartyFixture, PARTY_PREFIX, partyRecord } from './party-fixture.ts';

const ctx = await createTestApp({ seed: false });
await installPartyFixture(ctx);
afterAll(() => ctx.close());

const funeral = await createOrganization(ctx, 'Uitvaartzorg Aanvrager');
const crematorium = await createOrganization(ctx, 'Crematorium Aanbieder', 'crematorium');
const third = await createOrganization(ctx, 'Crematorium Derde', 'crematorium');

async function member(email: string, organizationId: string, role: Parameters<typeof addMember>[3]) {
  const user = await createUser(ctx, email);
  await addMember(ctx, organizationId, user.id, role);
  return loginAs(ctx, email);
}

const director = await member('verzorger@aanvrager.test', funeral.id, 'funeral_director');
const staff = await member('medewerker@aanbieder.test', crematorium.id, 'crematorium_staff');
const providerViewer = await member('lezer@aanbieder.test', crematorium.id, 'viewer');
const stranger = await member('eigenaar@derde.test', third.id, 'owner');
const both = await createUser(ctx, 'beide@afscheid.test');
await addMember(ctx, funeral.id, both.id, 'owner');
await addMember(ctx, crematorium.id, both.id, 'owner');
const platform = await createUser(ctx, 'platform@afscheid.test', 'Platform', { isSuper: true });

const record = () => partyRecord(ctx, funeral.id, crematorium.id);
const view = (client: TestClient, id: string) => client.get(`${PARTY_PREFIX}${id}`);
const act = (client: TestClient, id: string, action: 'submit' | 'decide', headers?: Record<string, string>) =>
  client.post(`${PARTY_PREFIX}${id}/${action}`, {}, headers);

describe('sideOf', () => {
  it('names the side an organisation takes, or none', () => {
    expect(sideOf({ requester: 'a', provider: 'b' }, 'a')).toBe('requester');
    expect(sideOf({ requester: 'a', provider: 'b' }, 'b')).toBe('provider');
    expect(sideOf({ requester: 'a', provider: 'b' }, 'c')).toBeNull();
  });
});

describe('party access', () => {
  it('lets each side see the record, as its own side', async () => {
    const id = await record();
    expect((await view(director, id)).json().data).toEqual({ id, side: 'requester', status: 'draft' });
    expect((await view(staff, id)).json().data).toEqual({ id, side: 'provider', status: 'draft' });
  });

  it("lets each side do its own action and refuses the other side's with a 403", async () => {
    const id = await record();
    const decideByRequester = await act(director, id, 'decide');
    expect(decideByRequester.statusCode).toBe(403);
    expect(decideByRequester.json()).toEqual({ message: messages.organizationContext.otherParty });
    const submitByProvider = await act(staff, id, 'submit');
    expect(submitByProvider.statusCode).toBe(403);
    expect(submitByProvider.json()).toEqual({ message: messages.organizationContext.otherParty });

    expect((await act(director, id, 'submit')).json().data).toMatchObject({ side: 'requester', status: 'submitted' });
    expect((await act(staff, id, 'decide')).json().data).toMatchObject({ side: 'provider', status: 'accepted' });
  });

  it("checks the side's permission: a viewer of the provider may look but not decide", async () => {
    const id = await record();
    expect((await view(providerViewer, id)).statusCode).toBe(200);
    const res = await act(providerViewer, id, 'decide');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.errors.forbidden });
  });

  it('is a 404 without data for a third organisation and for an unknown record', async () => {
    const id = await record();
    for (const res of [await view(stranger, id), await act(stranger, id, 'submit'), await act(stranger, id, 'decide')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.errors.notFound });
    }
    expect((await view(director, 'bestaat-niet')).statusCode).toBe(404);
  });

  it('follows the active organisation of someone in both organisations, and refuses a stale tab', async () => {
    const id = await record();
    const client = await loginIn(ctx, both.email, funeral.id);
    expect((await view(client, id)).json().data.side).toBe('requester');
    const stale = await act(client, id, 'decide', { 'x-organization-id': crematorium.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['x-organization-error']).toBe('changed');
    expect((await client.post('/api/auth/active-organization', { organization_id: crematorium.id })).statusCode).toBe(200);
    expect((await act(client, id, 'decide', { 'x-organization-id': crematorium.id })).json().data.side).toBe('provider');
  });

  it('asks the platform administrator to pick an organisation first, then treats them as that side', async () => {
    const id = await record();
    const admin = await loginAs(ctx, platform.email);
    const without = await view(admin, id);
    expect(without.statusCode).toBe(409);
    expect(without.json()).toEqual({ message: messages.organizationContext.requiredSuper });
    await admin.post('/api/auth/active-organization', { organization_id: crematorium.id });
    expect((await view(admin, id)).json().data.side).toBe('provider');
    expect((await act(admin, id, 'submit')).statusCode).toBe(403);
  });
});
