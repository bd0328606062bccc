import type { Role } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { newId } from '../src/lib/ids.ts';
import { readLatestMail, TestClient, type TestContext } from './helpers.ts';

export const PASSWORD = 'Afscheid-demo-2026';
export const NEW_PASSWORD = 'Rustige-Avond-42';

/** A new row's id and timestamps by the test clock: the common part of every factory's insert. */
export function newRow(ctx: TestContext) {
  const now = iso(ctx.clock.now());
  return { id: newId(), created_at: now, updated_at: now };
}

/** Factories that write straight to the database: fixtures without going through the API under test. */
export async function createUser(
  ctx: TestContext,
  email: string,
  name = 'Test Gebruiker',
  opts: { isSuper?: boolean } = {},
) {
  const { id, ...stamps } = newRow(ctx);
  const passwordHash = await hashPassword(PASSWORD, ctx.config.passwordHashCost);
  await ctx.app.deps.db
    .insertInto('users')
    .values({ id, name, email, password_hash: passwordHash, is_super: opts.isSuper ? 1 : 0, ...stamps })
    .execute();
  return { id, email, name };
}

export async function createOrganization(
  ctx: TestContext,
  name: string,
  type: 'funeral_company' | 'crematorium' = 'funeral_company',
) {
  const { id, ...stamps } = newRow(ctx);
  await ctx.app.deps.db
    .insertInto('organizations')
    .values({ id, name, type, ...stamps })
    .execute();
  return { id, name, type };
}

export async function addMember(
  ctx: TestContext,
  organizationId: string,
  userId: string,
  role: Role,
  status: 'active' | 'disabled' = 'active',
) {
  const row = { ...newRow(ctx), user_id: userId, organization_id: organizationId, role, status };
  await ctx.app.deps.db.insertInto('memberships').values(row).execute();
  return row.id;
}

export async function organizationByName(ctx: TestContext, name: string) {
  return ctx.app.deps.db
    .selectFrom('organizations')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}

export async function userByEmail(ctx: TestContext, email: string) {
  return ctx.app.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

export async function membershipOf(ctx: TestContext, organizationId: string, email: string) {
  const user = await userByEmail(ctx, email);
  return ctx.app.deps.db
    .selectFrom('memberships')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
}

export async function loginAs(ctx: TestContext, email: string, password = PASSWORD): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  const res = await client.login(email, password);
  if (res.statusCode !== 204) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return client;
}

export async function auditEvents(ctx: TestContext, action: string) {
  return ctx.app.deps.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();
}

/** The token of the newest e-mailed link of this kind (`register`, `confirm-membership`, `set-password`). */
export async function mailedToken(
  ctx: TestContext,
  to: string,
  kind: 'register' | 'confirm-membership' | 'set-password',
) {
  await ctx.app.deps.mailer.idle();
  const mail = readLatestMail(ctx.dataDir, to);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const match = mail.match(new RegExp(`http://localhost:3000/auth/${kind}/([A-Za-z0-9_-]{43})`));
  if (!match) throw new Error(`no ${kind} link in the e-mail to ${to}`);
  return { token: match[1]!, mail };
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Logs in and makes `organizationId` the session's active organisation (dossiers live in the active one). */
export async function loginIn(ctx: TestContext, email: string, organizationId: string): Promise<TestClient> {
  const client = await loginAs(ctx, email);
  const res = await client.post('/api/auth/active-organization', { organization_id: organizationId });
  if (res.statusCode !== 200)
    throw new Error(`switching to ${organizationId} failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** The demo funeral company and clients of its members (each member of De Linde only, except the owner). */
export async function lindeClients(ctx: TestContext) {
  const linde = await organizationByName(ctx, 'Uitvaartzorg De Linde');
  return {
    linde,
    owner: await loginIn(ctx, 'eigenaar@afscheid.test', linde.id),
    director: await loginIn(ctx, 'uitvaartverzorger@afscheid.test', linde.id),
    employee: await loginIn(ctx, 'medewerker@afscheid.test', linde.id),
    viewer: await loginIn(ctx, 'lezer@afscheid.test', linde.id),
  };
}

export type NewDossier = {
  type?: 'cremation' | 'burial';
  deceased_first_names?: string;
  deceased_name_prefix?: string | null;
  deceased_last_name?: string;
  died_at?: string;
  responsible_user_id?: string | null;
};

/** Creates a dossier through the API (201 expected) and returns its data (snake_case, as on the wire). */
export async function createDossierViaApi(client: TestClient, input: NewDossier = {}) {
  const res = await client.post('/api/dossiers', {
    type: 'cremation',
    deceased_first_names: 'Johanna Maria',
    deceased_name_prefix: 'van der',
    deceased_last_name: 'Berg',
    died_at: '2026-11-20T08:30:00.000Z',
    ...input,
  });
  if (res.statusCode !== 201) throw new Error(`creating a dossier failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Record<string, unknown> & { id: string; number: string; version: number };
}

/** GET a section and PUT it back with `data` merged over what is stored (a deep merge of plain objects). */
export async function saveSectionViaApi(
  client: TestClient,
  dossierId: string,
  key: string,
  data: Record<string, unknown>,
) {
  const current = await client.get(`/api/dossiers/${dossierId}/sections/${key}`);
  if (current.statusCode !== 200)
    throw new Error(`reading ${key} failed: ${current.statusCode} ${current.body}`);
  const section = current.json().data as { version: number; data: Record<string, unknown> };
  return client.put(`/api/dossiers/${dossierId}/sections/${key}`, {
    version: section.version,
    data: deepMerge(section.data, data),
  });
}

export function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    const plain = (v: unknown): v is Record<string, unknown> =>
      v !== null && typeof v === 'object' && !Array.isArray(v);
    result[key] = plain(current) && plain(value) ? deepMerge(current, value) : value;
  }
  return result;
}
