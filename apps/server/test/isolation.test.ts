/**
 * The isolation walker: every registered route with a path parameter is called with the ids of records of
 * organisation A by people who must not reach them. A route whose parameter no fixture factory knows makes
 * this file fail, so a module added later is covered the day it lands (its author adds a factory below).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { hasAnyPermission, permissionsForRole, ROLES, type Role } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import type { RouteEntry } from '../src/plugins/route-table.ts';
import { createTestApp, TestClient } from './helpers.ts';
import { minimalPdf } from './dossier-fixtures.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  loginIn,
  organizationByName,
  PNG_1X1,
  userByEmail,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const orgA = await organizationByName(ctx, 'Uitvaartzorg De Linde');
const orgB = await createOrganization(ctx, 'Uitvaartzorg Organisatie B');
const ownerB = await createUser(ctx, 'eigenaar-b@b.test', 'Eigenaar B');
await addMember(ctx, orgB.id, ownerB.id, 'owner');
const disabledOwnerA = await createUser(ctx, 'uitgeschakeld@a.test', 'Uitgeschakeld A');
await addMember(ctx, orgA.id, disabledOwnerA.id, 'owner', 'disabled');

let sequence = 0;
/** A fresh user who is a member of organisation A only. */
async function memberOfA(role: Role) {
  const user = await createUser(ctx, `lid-${++sequence}@a.test`, `Lid ${sequence}`);
  const membershipId = await addMember(ctx, orgA.id, user.id, role);
  return { user, membershipId };
}

async function invitationOfA(): Promise<string> {
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('invitations')
    .values({
      id,
      organization_id: orgA.id,
      email: `uitgenodigd-${++sequence}@a.test`,
      role: 'employee',
      token_hash: newId(),
      expires_at: iso(new Date(ctx.clock.now().getTime() + 86_400_000)),
      invited_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

// Dossier records of A are made by A's funeral director (a member of A only) through the API, so every
// fixture is a complete dossier with its sections and standard tasks.
const directorA = await loginIn(ctx, 'uitvaartverzorger@afscheid.test', orgA.id);
const ownerA = await userByEmail(ctx, 'eigenaar@afscheid.test');
const ownerBClient = await loginAs(ctx, ownerB.email);
const dossierOfB = (await createDossierViaApi(ownerBClient, { deceased_last_name: 'Van Organisatie B' })).id;

/** The dossier the `:id` factory made last: notes and documents in the same URL belong to it. */
let lastDossierOfA: string | null = null;
async function dossierOfA(): Promise<string> {
  lastDossierOfA = (await createDossierViaApi(directorA)).id;
  return lastDossierOfA;
}

/** A note on A's last dossier, written by A's owner (notes can only be changed by their author). */
async function noteOfA(): Promise<string> {
  const dossierId = lastDossierOfA ?? (await dossierOfA());
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('dossier_notes')
    .values({
      id,
      organization_id: orgA.id,
      dossier_id: dossierId,
      author_id: ownerA.id,
      body: 'Familie belt morgen terug.',
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}

/** A PDF uploaded to A's last dossier through the API. */
async function documentOfA(): Promise<string> {
  const dossierId = lastDossierOfA ?? (await dossierOfA());
  const res = await directorA.upload(`/api/dossiers/${dossierId}/documents`, 'file', {
    name: 'verlof-tot-cremeren.pdf',
    type: 'application/pdf',
    content: minimalPdf(),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

async function taskOfA(): Promise<string> {
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('tasks')
    .values({
      id,
      organization_id: orgA.id,
      dossier_id: lastDossierOfA,
      title: 'Rouwkaarten laten drukken',
      description: null,
      assignee_id: ownerA.id,
      due_date: '2026-11-24',
      priority: 'normal',
      status: 'open',
      completed_at: null,
      completed_by: null,
      template_id: null,
      position: 0,
      version: 1,
      created_by: ownerA.id,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  return id;
}

/** Records a route needs before its owner can reach something (a logo must exist to be downloaded). */
const PREPARE: Record<string, (owner: TestClient) => Promise<unknown>> = {
  '/api/organizations/:id/logo': (owner) =>
    owner.upload(`/api/organizations/${orgA.id}/logo`, 'logo', {
      name: 'logo.png',
      type: 'image/png',
      content: PNG_1X1,
    }),
};

/**
 * Fixture factories by parameter name (and URL prefix where one name means different records). Each call
 * makes a fresh record of organisation A, so the order of the checks does not matter.
 */
const FACTORIES: { param: string; prefix?: string; value: () => Promise<string> }[] = [
  { param: 'id', prefix: '/api/organizations/', value: async () => orgA.id },
  { param: 'id', prefix: '/api/users/', value: async () => (await memberOfA('employee')).user.id },
  { param: 'memberId', value: async () => (await memberOfA('employee')).membershipId },
  { param: 'invitationId', value: async () => invitationOfA() },
  { param: 'id', prefix: '/api/dossiers/', value: dossierOfA },
  { param: 'id', prefix: '/api/tasks/', value: taskOfA },
  // A section key names no record of its own: the dossier in `:id` is what must be A's.
  { param: 'key', value: async () => 'deceased' },
  { param: 'noteId', value: noteOfA },
  { param: 'documentId', value: documentOfA },
];

// The built web app's files (`@fastify/static` with a wildcard): the same for everyone, no tenant data.
const STATIC_FILE_ROUTES = ['/*'];

// Public token routes: the token in the path is the credential and names no organisation to swap, so the
// tenancy and permission checks do not apply; they are checked for 404 on unknown tokens instead.
const PUBLIC_TOKEN_ROUTES = [
  '/api/invitations/:token',
  '/api/invitations/:token/register',
  '/api/invitations/:token/accept',
  '/api/set-password/:token',
];

// HEAD routes are the GET handlers Fastify adds by itself; walking GET covers them.
const routes = ctx.app.routeTable.filter((route) => route.method !== 'HEAD');
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|(\*)/g)].map((m) => m[1] ?? 'wildcard');
const withParams = routes.filter((route) => paramsOf(route.url).length > 0);
const isPublic = (route: RouteEntry) => PUBLIC_TOKEN_ROUTES.includes(route.url);
const walked = withParams.filter((route) => !isPublic(route) && !STATIC_FILE_ROUTES.includes(route.url));
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

function send(client: TestClient, route: RouteEntry, url: string) {
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return client.request(route.method as 'GET', url, body);
}

/** A role of organisation A that lacks the permission (the viewer first), or null when every role holds it. */
const roleLacking = (permission: string) =>
  [...ROLES].reverse().find((role) => !hasAnyPermission(permissionsForRole(role), permission)) ?? null;

describe('the route table', () => {
  it('has a fixture factory for every parameter of every route (or the route is an exempt public token route)', () => {
    const unknown = walked.flatMap((route) =>
      paramsOf(route.url)
        .filter((param) => !factoryFor(route.url, param))
        .map((param) => `${label(route)} → :${param}`),
    );
    expect(unknown, 'add a factory to FACTORIES in isolation.test.ts').toEqual([]);
    expect(walked.length).toBeGreaterThanOrEqual(16);
  });

  it('lists only exemptions that exist', () => {
    for (const url of [...PUBLIC_TOKEN_ROUTES, ...STATIC_FILE_ROUTES]) {
      expect(
        withParams.some((route) => route.url === url),
        url,
      ).toBe(true);
    }
  });

  it('gives every organisation-scoped route a permission', () => {
    const missing = walked.filter(
      (route) => route.url.startsWith('/api/organizations/:id') && !route.config.permission,
    );
    expect(missing.map(label)).toEqual([]);
  });
});

describe.each(walked.map((route) => [label(route), route] as const))('%s', (_name, route) => {
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

  it('is a 404 for a disabled owner of the organisation itself', async () => {
    const client = await loginAs(ctx, disabledOwnerA.email);
    const res = await send(client, route, await fill(route));
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
  });

  const permission = route.config.permission;
  const lacking = permission ? roleLacking(permission) : null;
  if (permission && lacking) {
    it(`is a 403 for a member of the organisation without ${permission} (${lacking})`, async () => {
      const { user } = await memberOfA(lacking);
      const client = await loginAs(ctx, user.email);
      const res = await send(client, route, await fill(route));
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('data');
    });
  } else if (permission) {
    it(`needs ${permission}, which every role holds`, () => {
      for (const role of ROLES)
        expect(hasAnyPermission(permissionsForRole(role), permission), role).toBe(true);
    });
  }

  it('does reach the record for the owner of the organisation (the fixtures are real)', async () => {
    // The owner belongs to two organisations: A must be the active one for the dossier routes.
    const client = await loginIn(ctx, 'eigenaar@afscheid.test', orgA.id);
    await PREPARE[route.url]?.(client);
    const res = await send(client, route, await fill(route));
    expect([403, 404], res.body).not.toContain(res.statusCode);
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
      const res = await client.request(
        route.method as 'GET',
        route.url.replace(':token', unknownToken),
        body,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    },
  );
});
