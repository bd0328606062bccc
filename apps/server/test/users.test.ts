import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { loginAs, membershipOf, organizationByName, userByEmail } from './factories.ts';

let ctx: TestContext;
let lindeId: string;
beforeEach(async () => {
  ctx = await createTestApp();
  lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
});
afterEach(async () => {
  await ctx.close();
});

const memberId = async (email: string) => (await membershipOf(ctx, lindeId, email))!.id;

describe('GET /api/users/{id}', () => {
  it('shows a colleague with only the memberships the viewer may see', async () => {
    const eva = await userByEmail(ctx, 'eigenaar@afscheid.test');
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    const res = await viewer.get(`/api/users/${eva.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: eva.id,
      name: 'Eva de Eigenaar',
      email: 'eigenaar@afscheid.test',
      phone: null,
      last_login_at: null,
      memberships: [
        {
          id: await memberId('eigenaar@afscheid.test'),
          organization_id: lindeId,
          organization_name: 'Uitvaartzorg De Linde',
          role: 'owner',
          status: 'active',
        },
      ],
    });
    const everything = await loginAs(ctx, 'platform@afscheid.test');
    expect((await everything.get(`/api/users/${eva.id}`)).json().data.memberships).toHaveLength(2);
  });

  it('is a 404 for users who share no organisation and for unknown ids', async () => {
    const chris = await userByEmail(ctx, 'crematorium@afscheid.test');
    const viewer = await loginAs(ctx, 'lezer@afscheid.test');
    expect((await viewer.get(`/api/users/${chris.id}`)).statusCode).toBe(404);
    expect((await viewer.get('/api/users/onbekend')).statusCode).toBe(404);
  });
});
