/**
 * The start page served from the revision-keyed cache (decision 044, issue 17): its answer is kept per member
 * under the scopes of the parts they see (migrations 0020, 0025–0029), keyed by the organisation, the member,
 * which parts they see and today's date, and only until the first instant the clock alone would change it (an
 * event leaving the window of recent events, a pending invoice turning stale). After every kind of write the
 * cached answers of two app servers on one database equal a freshly built one; another organisation's writes
 * leave the cache serving.
 */
import { describe, expect, it } from 'vitest';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { ORGANIZATION_NAMES_SCOPE, responseCacheFor } from '../src/lib/response-cache.ts';
import type { TestClient } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn, newRow } from './factories.ts';
import { createDossier, createTask } from './dossier-fixtures.ts';
import { createBudgetLine, createDebtor } from './budget-fixtures.ts';
import { createCremation } from './cremation-fixtures.ts';
import { createRecord, insertAshPlace } from './ash-fixtures.ts';
import { answerCacheChecks, twoAppServers } from './answer-cache-checks.ts';

const { ctx, onSecondServer } = await twoAppServers();
const db = ctx.app.deps.db;
const cacheA = responseCacheFor(ctx.app.deps);
const URL = '/api/dashboard';

const company = await createOrganization(ctx, 'Uitvaartzorg Startcache', 'funeral_company');
const crematorium = await createOrganization(ctx, 'Crematorium Startcache', 'crematorium');
const other = await createOrganization(ctx, 'Uitvaartzorg Elders', 'funeral_company');
const ownerUser = await createUser(ctx, 'eigenaar@startcache.test', 'Olga Startcache');
await addMember(ctx, company.id, ownerUser.id, 'owner');
const directorUser = await createUser(ctx, 'verzorger@startcache.test', 'Dirk Startcache');
await addMember(ctx, company.id, directorUser.id, 'funeral_director');
const staffUser = await createUser(ctx, 'eigenaar@crematorium-startcache.test', 'Cas Startcache');
await addMember(ctx, crematorium.id, staffUser.id, 'owner');
const otherUser = await createUser(ctx, 'eigenaar@elders.test', 'Els Elders');
await addMember(ctx, other.id, otherUser.id, 'owner');

const owner = await loginIn(ctx, ownerUser.email, company.id);
const director = await loginIn(ctx, directorUser.email, company.id);
const staff = await loginIn(ctx, staffUser.email, crematorium.id);

// The scopes of the parts each member sees (`dashboardScopes`): the owner sees every part of a funeral company.
const ownerScopes = [
  `dossiers:${company.id}`,
  `planner:${company.id}`,
  `tasks:${company.id}`,
  `billable:${company.id}`,
  `crematorium-requests:${company.id}`,
  ORGANIZATION_NAMES_SCOPE,
  `ash-waiting:${company.id}`,
  `suppliers:${company.id}`,
  `budget:${company.id}`,
];
const staffScopes = [
  `planner:${crematorium.id}`,
  `tasks:${crematorium.id}`,
  `crematorium-requests:${crematorium.id}`,
  ORGANIZATION_NAMES_SCOPE,
  `cremations:${crematorium.id}`,
  `ash-records:${crematorium.id}`,
  `ash-places:${crematorium.id}`,
  `ash-destinations:${crematorium.id}`,
  `suppliers:${crematorium.id}`,
  `budget:${crematorium.id}`,
];

const ownerChecks = answerCacheChecks({
  db,
  cache: cacheA,
  client: owner,
  onSecond: onSecondServer(owner),
  scopes: ownerScopes,
});
const staffChecks = answerCacheChecks({
  db,
  cache: cacheA,
  client: staff,
  onSecond: onSecondServer(staff),
  scopes: staffScopes,
});

type Dashboard = Record<string, Record<string, unknown> | unknown[] | null>;
const dashboardOf = async (client: TestClient): Promise<Dashboard> => {
  const res = await client.get(URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A "revised" event of the funeral company on the crematorium's first request, written on its own. */
async function insertRequesterEvent(note: string, createdAt: Date): Promise<string> {
  const request = await db
    .selectFrom('crematorium_requests')
    .select('id')
    .where('provider_organization_id', '=', crematorium.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('crematorium_request_events')
    .values({
      id: newId(),
      request_id: request.id,
      side: 'requester',
      action: 'revised',
      user_id: null,
      note,
      created_at: iso(createdAt),
    })
    .execute();
  return request.id;
}

describe('GET /api/dashboard from the answer cache', () => {
  it('serves a member’s start page again from the cache, per member and per organisation', async () => {
    await ownerChecks.expectServedFromCache(URL);
    await ownerChecks.expectServedFromCache(URL, director);
    await staffChecks.expectServedFromCache(URL);
    // Two members of one organisation see different parts and their own tasks: two answers, not one.
    await createTask(ctx, company.id, { assignee_id: directorUser.id });
    expect((await dashboardOf(director)).tasks).toEqual({ open: 1, overdue: 0 });
    expect((await dashboardOf(owner)).tasks).toEqual({ open: 0, overdue: 0 });
    expect((await dashboardOf(director)).suppliers).toBeNull();
    expect((await dashboardOf(owner)).suppliers).not.toBeNull();
  });

  it('answers afresh on both servers after each kind of write of the funeral company’s parts', async () => {
    const task = (await ownerChecks.afterWrite(URL, () =>
      createTask(ctx, company.id, { assignee_id: ownerUser.id, due_date: '2026-11-01' }),
    )) as unknown as Dashboard;
    expect(task.tasks).toEqual({ open: 1, overdue: 1 });

    let dossier = { id: '' };
    const withDossier = (await ownerChecks.afterWrite(URL, async () => {
      dossier = await createDossier(ctx, company.id, { status: 'completed' });
    })) as unknown as Dashboard;
    expect(withDossier.dossiers).toMatchObject({ total: 1 });

    const billable = (await ownerChecks.afterWrite(URL, async () => {
      const debtor = await createDebtor(ctx, company.id);
      await createBudgetLine(ctx, company.id, dossier.id, { unit_price: 12_500, debtor_id: debtor });
    })) as unknown as Dashboard;
    expect(billable.billable).toMatchObject({ count: 1, total_excl: 12_500 });

    const suppliers = (await ownerChecks.afterWrite(URL, () =>
      db
        .insertInto('suppliers')
        .values({
          ...newRow(ctx),
          organization_id: company.id,
          name: 'Bloemen Startcache',
          kind: 'florist',
          status: 'active',
          country: 'NL',
          search_text: ' bloemen startcache',
          sort_name: 'bloemen startcache',
        })
        .execute(),
    )) as unknown as Dashboard;
    expect(suppliers.suppliers).not.toEqual(billable.suppliers);

    // The organisation's own columns are in the key: a renamed storage term or a stored key is a new answer.
    await ownerChecks.expectServedFromCache(URL);
    await db
      .updateTable('organizations')
      .set({ wefact_api_key_encrypted: 'kapot', wefact_updated_at: iso(ctx.clock.now()) })
      .where('id', '=', company.id)
      .execute();
    const linked = (await ownerChecks.expectFresh(URL)) as unknown as Dashboard;
    expect(linked.invoicing).toMatchObject({ state: 'attention' });
  });

  it('answers afresh after each kind of write of the crematorium’s parts and the requests between them', async () => {
    const cremation = (await staffChecks.afterWrite(URL, () =>
      createCremation(ctx, {
        organizationId: crematorium.id,
        requesterId: company.id,
        userId: staffUser.id,
        plannedAt: ctx.clock.now().toISOString(),
      }),
    )) as unknown as Dashboard;
    expect(cremation.cremations_today).toMatchObject({ count: 1 });
    expect(cremation.crematorium_requests).not.toBeNull();

    const place = (await staffChecks.afterWrite(URL, () =>
      insertAshPlace(ctx, crematorium.id, { kind: 'niche', term_end: '2026-12-01' }),
    )) as unknown as Dashboard;
    expect(place.ash).toMatchObject({ places_terms_ending: 1 });

    const record = (await staffChecks.afterWrite(URL, () =>
      createRecord(staff, { cremated_on: '2026-01-05' }),
    )) as unknown as Dashboard;
    expect(record.ash).not.toEqual(place.ash);

    // An event of the other side, written on its own: both sides' scopes move (migration 0029).
    const events = (await staffChecks.afterWrite(URL, () =>
      insertRequesterEvent('Tijd aangepast', ctx.clock.now()),
    )) as unknown as Dashboard;
    expect(events.request_events).toContainEqual(expect.objectContaining({ note: 'Tijd aangepast' }));
  });

  it('keeps serving while another organisation writes', async () => {
    await ownerChecks.expectServedFromCache(URL);
    await staffChecks.expectServedFromCache(URL);
    await createTask(ctx, other.id, { assignee_id: otherUser.id });
    await createDossier(ctx, other.id);
    const hits = cacheA.hits;
    await dashboardOf(owner);
    await dashboardOf(staff);
    expect(cacheA.hits).toBe(hits + 2);
  });
});

describe('the clock', () => {
  it('builds afresh when a pending invoice turns stale, without any write', async () => {
    const dossier = await createDossier(ctx, company.id, { status: 'completed' });
    const debtor = await createDebtor(ctx, company.id);
    await db
      .insertInto('invoices')
      .values({
        id: newId(),
        organization_id: company.id,
        dossier_id: dossier.id,
        debtor_id: debtor,
        state: 'pending',
        reference: 'startcache-pending',
        amount_excl: 0,
        amount_vat: 0,
        amount_incl: 0,
        line_count: 1,
        last_error: null,
        created_at: iso(new Date(ctx.clock.now().getTime() - 4 * 60_000)),
        updated_at: iso(ctx.clock.now()),
      })
      .execute();
    // Stored with a key that does not decrypt: the state is "attention" either way; the pending count is what
    // is looked at, and whether a stuck attempt is reported.
    await ownerChecks.expectServedFromCache(URL);
    const fresh = await owner.get(URL);
    expect(fresh.json().data.invoicing).toMatchObject({ pending_invoices: 1 });
    const stored = cacheA.size;
    ctx.clock.advance(2 * 60);
    try {
      const hits = cacheA.hits;
      const later = await owner.get(URL);
      // Past the five minutes an attempt can last: not served from the cache, built again.
      expect(cacheA.hits).toBe(hits);
      expect(cacheA.size).toBe(stored);
      await ownerChecks.expectFresh(URL);
      expect(later.statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-2 * 60);
    }
  });

  it('builds afresh when a shown request event leaves the window of fourteen days', async () => {
    const day = 24 * 60 * 60_000;
    const requestId = await insertRequesterEvent(
      'Bijna veertien dagen oud',
      new Date(ctx.clock.now().getTime() - 14 * day + 60_000),
    );
    // Only that event on the request: the others are newer and would keep the answer's end further away.
    await db
      .deleteFrom('crematorium_request_events')
      .where('request_id', '=', requestId)
      .where((eb) => eb.or([eb('note', 'is', null), eb('note', '!=', 'Bijna veertien dagen oud')]))
      .execute();
    const shown = await dashboardOf(staff);
    expect(shown.request_events).toContainEqual(
      expect.objectContaining({ note: 'Bijna veertien dagen oud' }),
    );
    await staffChecks.expectServedFromCache(URL);
    ctx.clock.advance(2 * 60);
    try {
      const later = await dashboardOf(staff);
      expect(later.request_events).not.toContainEqual(
        expect.objectContaining({ note: 'Bijna veertien dagen oud' }),
      );
      await staffChecks.expectFresh(URL);
    } finally {
      ctx.clock.advance(-2 * 60);
    }
  });
});
