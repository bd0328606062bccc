/**
 * A two-party record that exists only in tests: a table and three routes that use `partyAccess` exactly as
 * the crematorium request will (decision 009). No production table is shared by two organisations yet, so
 * this proves the helper and the isolation walker's party extension without a route that does nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, emptyBodySchema, idParamsSchema } from '@afscheid/shared';
import { registerAccessHook } from '../src/http/access-hook.ts';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { registerCaseConversion } from '../src/plugins/case-conversion.ts';
import { partyAccess, type PartyRule } from '../src/plugins/party-access.ts';
import { sessionPlugin } from '../src/plugins/session.ts';
import type { TestContext } from './helpers.ts';

export const PARTY_TABLE = 'test_party_records';
export const PARTY_PREFIX = '/api/test-party-records/';

type PartyRow = {
  id: string;
  requester_organization_id: string;
  provider_organization_id: string;
  status: string;
  created_at: string;
};

// The table is not in the app's Database type: it lives only in the test database.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (ctx: TestContext) => ctx.app.deps.db as unknown as Kysely<any>;

const access = partyAccess<PartyRow>({
  load: (db, id) =>
    (db as unknown as Kysely<Record<typeof PARTY_TABLE, PartyRow>>)
      .selectFrom(PARTY_TABLE)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst(),
  organizations: (row) => ({ requester: row.requester_organization_id, provider: row.provider_organization_id }),
});

const answer = { 200: dataOf(z.object({ id: z.string(), side: z.string(), status: z.string() })) };

/** The routes' rules: both sides see the record, each side has an action of its own. */
export const PARTY_RULES: Record<string, PartyRule> = {
  view: { requester: 'crematorium_requests.view', provider: 'crematorium_requests.view' },
  submit: { requester: 'crematorium_requests.submit' },
  decide: { provider: 'crematorium_requests.decide' },
};

async function partyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: idParamsSchema, response: answer, hide: true };
  api.get('/test-party-records/:id', { schema, config: { party: PARTY_RULES.view, access } }, async (request) => {
    const { record, side } = await access(request);
    return { data: { id: record.id, side, status: record.status } };
  });
  for (const [action, status] of [
    ['submit', 'submitted'],
    ['decide', 'accepted'],
  ] as const) {
    api.post(
      `/test-party-records/:id/${action}`,
      { schema: { ...schema, body: emptyBodySchema }, config: { party: PARTY_RULES[action], access } },
      async (request) => {
        const { record, side } = await access(request);
        const db = request.server.deps.db as unknown as Kysely<Record<typeof PARTY_TABLE, PartyRow>>;
        await db.updateTable(PARTY_TABLE).set({ status }).where('id', '=', record.id).execute();
        return { data: { id: record.id, side, status } };
      },
    );
  }
}

/**
 * Creates the table and registers the routes in a scope of their own with the session protocol, like the
 * app's API scope. Call it right after `createTestApp`, before the first request (Fastify then boots).
 */
export async function installPartyFixture(ctx: TestContext): Promise<void> {
  await anyDb(ctx)
    .schema.createTable(PARTY_TABLE)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('requester_organization_id', 'text', (c) => c.notNull())
    .addColumn('provider_organization_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await ctx.app.register(async (scope) => {
    await scope.register(sessionPlugin);
    registerCaseConversion(scope);
    registerAccessHook(scope);
    await scope.register(partyRoutes, { prefix: '/api' });
  });
}

/** A record shared by the two organisations; returns its id. */
export async function partyRecord(ctx: TestContext, requesterId: string, providerId: string): Promise<string> {
  const id = newId();
  await anyDb(ctx)
    .insertInto(PARTY_TABLE)
    .values({
      id,
      requester_organization_id: requesterId,
      provider_organization_id: providerId,
      status: 'draft',
      created_at: iso(ctx.clock.now()),
    })
    .execute();
  return id;
}
