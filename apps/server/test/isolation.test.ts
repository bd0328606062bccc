/**
 * The isolation walker (decisions 005 and 009): every registered route is called by people who must not reach
 * organisation A's records. Routes with a path parameter get A's record ids (a parameter no factory knows makes
 * this file fail, so a module added later is covered the day it lands); routes without one that work on the
 * active organisation are walked for what they list or create; routes on a record shared by two organisations
 * (`config.party`) are walked for both parties and a third. The checks include organisation types (a
 * crematorium has no dossiers), the platform administrator without an active organisation, and a second tab
 * that still shows another organisation.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  hasAnyPermission,
  interpolate,
  messages,
  permissionsForRole,
  ROLES,
  typeAllowsAny,
  type OrganizationType,
} from '@afscheid/shared';
import type { PartyRule } from '../src/plugins/party-access.ts';
import type { RouteEntry } from '../src/plugins/route-table.ts';
import { TestClient } from './helpers.ts';
import { loginAs, loginIn, PNG_1X1 } from './factories.ts';
import {
  ctx,
  disabledOwnerA,
  dossierOfB,
  FACTORIES,
  MARKER,
  memberOf,
  orgA,
  orgB,
  orgC,
  OWNER_A_EMAIL,
  ownerB,
  ownerC,
  PLATFORM_EMAIL,
} from './isolation-fixtures.ts';

afterAll(() => ctx.close());

/** Records a route needs before its owner can reach something (a logo must exist to be downloaded). */
const PREPARE: Record<string, (owner: TestClient) => Promise<unknown>> = {
  '/api/organizations/:id/logo': (owner) =>
    owner.upload(`/api/organizations/${orgA.id}/logo`, 'logo', { name: 'logo.png', type: 'image/png', content: PNG_1X1 }),
};

// The built web app's files and the API reference's assets (`@fastify/static` wildcards): no tenant data.
const STATIC_FILE_ROUTES = ['/*', '/api/docs/static/*'];

// Public token routes: the token in the path is the credential and names no organisation to swap, so the
// tenancy and permission checks do not apply; they are checked for 404 on unknown tokens instead.
const PUBLIC_TOKEN_ROUTES = [
  '/api/invitations/:token',
  '/api/invitations/:token/register',
  '/api/invitations/:token/accept',
  '/api/set-password/:token',
];

/**
 * Routes that name their organisation themselves instead of acting for the session's active one: the
 * organisation or user in the URL, and the "which of my organisations holds this record" lookups. Every other
 * tenant route must answer the platform administrator without an active organisation with 409, which the
 * walk checks, so a route missing here fails.
 */
const namesItsOrganization = (url: string) =>
  url.startsWith('/api/organizations/:id') || url.startsWith('/api/users/:id') || url.endsWith('/:id/organization');

// HEAD routes are the GET handlers Fastify adds by itself; walking GET covers them.
const routes = ctx.app.routeTable.filter((route) => route.method !== 'HEAD');
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|(\*)/g)].map((m) => m[1] ?? 'wildcard');
const partyOf = (route: RouteEntry) => (route.config as { party?: PartyRule }).party;
const withParams = routes.filter((route) => paramsOf(route.url).length > 0);
const isPublic = (route: RouteEntry) => PUBLIC_TOKEN_ROUTES.includes(route.url);
const exempt = (route: RouteEntry) => isPublic(route) || STATIC_FILE_ROUTES.includes(route.url);
const walked = withParams.filter((route) => !exempt(route) && !partyOf(route));
const partyRoutes = withParams.filter((route) => !exempt(route) && partyOf(route));
/** Routes without a path parameter on the active organisation's data: they declare a permission. */
const activeLists = routes.filter(
  (route) => paramsOf(route.url).length === 0 && route.url.startsWith('/api/') && route.config.permission,
);
/** Lists that search: asked for the marker, so a leak cannot hide on a later page. */
const LIST_SEARCH: Record<string, string> = { '/api/dossiers': `?search=${MARKER}`, '/api/address-book': `?search=${MARKER}` };
const listUrl = (route: RouteEntry) => `${route.url}${route.method === 'GET' ? (LIST_SEARCH[route.url] ?? '') : ''}`;
const factoryFor = (url: string, param: string) =>
  FACTORIES.find((f) => f.param === param && (!f.prefix || url.startsWith(f.prefix)));
const label = (route: RouteEntry) => `${route.method} ${route.url}`;

/** The URL with A's records; `own` puts a record of B in `:id` (B's owner there, A's records after it). */
async function fill(route: RouteEntry, own?: string): Promise<string> {
  let url = route.url;
  for (const param of paramsOf(route.url)) {
    const value = param === 'id' && own ? own : await factoryFor(route.url, param)!.value();
    url = url.replace(`:${param}`, value);
  }
  return url;
}

/** B's own record for `:id` when the route nests a record of its own under it (not a section key). */
function ownRecordOfB(route: RouteEntry): string | null {
  const nested = paramsOf(route.url).some((param) => param !== 'id' && param !== 'key');
  if (!nested) return null;
  if (route.url.startsWith('/api/organizations/:id/')) return orgB.id;
  if (route.url.startsWith('/api/dossiers/:id/')) return dossierOfB;
  return null;
}

function send(client: TestClient, route: RouteEntry, url: string, headers?: Record<string, string>) {
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return client.request(route.method as 'GET', url, body, headers);
}

/** A role of an organisation of this type that lacks the permission (the viewer first), or null. */
const roleLacking = (permission: string, type: OrganizationType = 'funeral_company') =>
  [...ROLES].reverse().find((role) => !hasAnyPermission(permissionsForRole(role, type), permission)) ?? null;

const notForType = (type: OrganizationType) =>
  interpolate(messages.organizationContext.notForType, { type: messages.organizationTypes[type].toLowerCase() });

function expectNoOrganization(res: Awaited<ReturnType<TestClient['get']>>, message: string) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({ message });
  expect(res.headers['x-organization-error']).toBe('required');
}

describe('the route table', () => {
  it('has a fixture factory for every parameter of every route (or the route is exempt)', () => {
    const unknown = [...walked, ...partyRoutes].flatMap((route) =>
      paramsOf(route.url)
        .filter((param) => !factoryFor(route.url, param))
        .map((param) => `${label(route)} → :${param}`),
    );
    expect(unknown, 'add a factory to FACTORIES in isolation-fixtures.ts').toEqual([]);
    expect(walked.length).toBeGreaterThanOrEqual(16);
    expect(activeLists.map(label)).toEqual(expect.arrayContaining(['GET /api/dossiers', 'GET /api/tasks']));
    expect(partyRoutes.length).toBeGreaterThanOrEqual(3);
  });

  it('lists only exemptions that exist', () => {
    for (const url of [...PUBLIC_TOKEN_ROUTES, ...STATIC_FILE_ROUTES]) {
      expect(withParams.some((route) => route.url === url), url).toBe(true);
    }
  });

  it('gives every organisation-scoped route a permission, and no party route a single one', () => {
    const missing = walked.filter((route) => route.url.startsWith('/api/organizations/:id') && !route.config.permission);
    expect(missing.map(label)).toEqual([]);
    expect(partyRoutes.filter((route) => route.config.permission).map(label)).toEqual([]);
  });
});

describe.each(walked.map((route) => [label(route), route] as const))('%s', (_name, route) => {
  const permission = route.config.permission;
  const active = !namesItsOrganization(route.url);

  it('is a 404 without data for the owner of another organisation', async () => {
    const client = await loginAs(ctx, ownerB.email);
    const res = await send(client, route, await fill(route));
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
    expect(res.body).not.toContain(orgA.name);
  });

  const own = ownRecordOfB(route);
  if (own) {
    it("is a 404 for the owner of another organisation who puts A's record under their own", async () => {
      const client = await loginAs(ctx, ownerB.email);
      const res = await send(client, route, await fill(route, own));
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    });
  }

  const crematoriumLacks = active && permission !== undefined && !typeAllowsAny('crematorium', permission);
  it(`is a ${crematoriumLacks ? '403 (not for a crematorium)' : '404'} for the owner of a crematorium`, async () => {
    const client = await loginAs(ctx, ownerC.email);
    const res = await send(client, route, await fill(route));
    expect(res.statusCode).toBe(crematoriumLacks ? 403 : 404);
    if (crematoriumLacks) expect(res.json()).toEqual({ message: notForType('crematorium') });
    expect(res.json()).not.toHaveProperty('data');
  });

  it(`is a ${active ? '409 (no active organisation)' : '404'} for a disabled owner of the organisation itself`, async () => {
    const client = await loginAs(ctx, disabledOwnerA.email);
    const res = await send(client, route, await fill(route));
    if (active) expectNoOrganization(res, messages.organizationContext.requiredMember);
    else expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
  });

  if (active) {
    it('is a 409 for the platform administrator without an active organisation', async () => {
      const client = await loginAs(ctx, PLATFORM_EMAIL);
      expectNoOrganization(await send(client, route, await fill(route)), messages.organizationContext.requiredSuper);
    });

    it('is a 409 without data when the tab still shows another organisation (X-Organization-Id)', async () => {
      const client = await loginIn(ctx, OWNER_A_EMAIL, orgA.id);
      const res = await send(client, route, await fill(route), { 'x-organization-id': orgB.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: interpolate(messages.organizationContext.changed, { organization: orgA.name }) });
      expect(res.headers['x-organization-error']).toBe('changed');
    });
  }

  const lacking = permission ? roleLacking(permission) : null;
  if (permission && lacking) {
    it(`is a 403 for a member of the organisation without ${permission} (${lacking})`, async () => {
      const { user } = await memberOf(lacking);
      const client = await loginAs(ctx, user.email);
      const res = await send(client, route, await fill(route));
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('data');
    });
  } else if (permission) {
    it(`needs ${permission}, which every role of a funeral company holds`, () => {
      for (const role of ROLES) expect(hasAnyPermission(permissionsForRole(role, 'funeral_company'), permission), role).toBe(true);
    });
  }

  it('does reach the record for the owner of the organisation, with the header of the right organisation', async () => {
    // The owner belongs to two organisations: A must be the active one for the dossier routes.
    const client = await loginIn(ctx, OWNER_A_EMAIL, orgA.id);
    await PREPARE[route.url]?.(client);
    const res = await send(client, route, await fill(route), { 'x-organization-id': orgA.id });
    expect([403, 404, 409], res.body).not.toContain(res.statusCode);
  });
});

describe.each(activeLists.map((route) => [label(route), route] as const))('%s (no path parameter)', (_name, route) => {
  const permission = route.config.permission!;
  const read = route.method === 'GET';

  if (read) {
    it("shows the owner of another organisation none of A's records", async () => {
      const res = await send(await loginAs(ctx, ownerB.email), route, listUrl(route));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(MARKER);
      expect(res.body).not.toContain(orgA.id);
    });
  }

  const crematoriumLacks = !typeAllowsAny('crematorium', permission);
  it(`is ${crematoriumLacks ? 'a 403 for' : "without A's records for"} the owner of a crematorium`, async () => {
    const res = await send(await loginAs(ctx, ownerC.email), route, listUrl(route));
    if (crematoriumLacks) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: notForType('crematorium') });
    } else {
      expect(res.body).not.toContain(MARKER);
    }
  });

  it('is a 409 with a clear message for the platform administrator without an active organisation', async () => {
    expectNoOrganization(await send(await loginAs(ctx, PLATFORM_EMAIL), route, route.url), messages.organizationContext.requiredSuper);
  });

  it('is a 409 for a disabled owner, who has no active organisation', async () => {
    expectNoOrganization(await send(await loginAs(ctx, disabledOwnerA.email), route, route.url), messages.organizationContext.requiredMember);
  });

  it('changes nothing and shows nothing when the tab still shows another organisation', async () => {
    const client = await loginIn(ctx, OWNER_A_EMAIL, orgA.id);
    const before = await ctx.app.deps.db.selectFrom('dossiers').select('id').execute();
    const res = await send(client, route, listUrl(route), { 'x-organization-id': orgB.id });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-organization-error']).toBe('changed');
    expect(res.body).not.toContain(MARKER);
    expect(await ctx.app.deps.db.selectFrom('dossiers').select('id').execute()).toHaveLength(before.length);
  });
});

describe("the lists of A's owner (the marker is real)", () => {
  it.each([`/api/dossiers?search=${MARKER}`, '/api/tasks'])('%s shows A its own records', async (url) => {
    const res = await (await loginIn(ctx, OWNER_A_EMAIL, orgA.id)).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MARKER);
  });
});

describe.each(partyRoutes.map((route) => [label(route), route] as const))('%s (two parties)', (_name, route) => {
  const rule = partyOf(route)!;
  const sides = [
    { side: 'requester', organization: orgA, type: 'funeral_company' },
    { side: 'provider', organization: orgC, type: 'crematorium' },
  ] as const;

  it('is a 404 without data for a third organisation', async () => {
    const res = await send(await loginAs(ctx, ownerB.email), route, await fill(route));
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
  });

  for (const { side, organization, type } of sides) {
    const permission = rule[side];
    it(permission ? `lets the ${side} in with ${permission}` : `refuses the ${side}: the other party's action`, async () => {
      const { user } = await memberOf('owner', organization.id);
      const res = await send(await loginAs(ctx, user.email), route, await fill(route));
      if (permission) expect([403, 404, 409], res.body).not.toContain(res.statusCode);
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: messages.organizationContext.otherParty });
      }
    });

    const lacking = permission ? roleLacking(permission, type) : null;
    if (permission && lacking) {
      it(`is a 403 for a ${side} member without ${permission} (${lacking})`, async () => {
        const { user } = await memberOf(lacking, organization.id);
        const res = await send(await loginAs(ctx, user.email), route, await fill(route));
        expect(res.statusCode).toBe(403);
        expect(res.json()).not.toHaveProperty('data');
      });
    }
  }

  it('is a 409 for the platform administrator without an active organisation', async () => {
    expectNoOrganization(await send(await loginAs(ctx, PLATFORM_EMAIL), route, await fill(route)), messages.organizationContext.requiredSuper);
  });
});

describe('routes for the super role only', () => {
  it.each(routes.filter((route) => route.config.superOnly).map((route) => [label(route), route] as const))(
    '%s is a 403 for an owner',
    async (_name, route) => {
      const client = await loginAs(ctx, ownerB.email);
      expect((await send(client, route, route.url)).statusCode).toBe(403);
    },
  );
});

describe('public token routes', () => {
  const unknownToken = 'x'.repeat(43);
  it.each(withParams.filter(isPublic).map((route) => [label(route), route] as const))(
    '%s is a 404 for an unknown token',
    async (_name, route) => {
      const needsSession = route.url.endsWith('/accept');
      const client = needsSession ? await loginAs(ctx, ownerB.email) : new TestClient(ctx.app);
      if (!needsSession) await client.get('/sanctum/csrf-cookie');
      const body =
        route.method === 'GET'
          ? undefined
          : { name: 'Nieuw', password: 'Rustige-Avond-42', password_confirmation: 'Rustige-Avond-42' };
      const res = await client.request(route.method as 'GET', route.url.replace(':token', unknownToken), body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    },
  );
});
