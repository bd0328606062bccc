import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.ts';
import { requestsRepository } from '../src/modules/crematorium-requests/index.ts';
import type { RequestStatus } from '../src/modules/crematorium-requests/repository.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';

/**
 * `ash_waiting_requests` (migration 0021): the funeral company's accepted requests whose ashes wait in the
 * crematorium's storage, kept by the database's triggers. After every kind of write of requests, cremations and
 * ash records, the rows equal what the list's own `ash=waiting` condition finds, and the dashboard's card equals
 * the list's total. (The same migration's `billable_totals` are checked by billable-dossiers.test.ts.)
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const crematorium = await createOrganization(ctx, 'Crematorium De Wachtkamer', 'crematorium');
const otherCrematorium = await createOrganization(ctx, 'Crematorium Het Andere Eind', 'crematorium');
const company = await createOrganization(ctx, 'Uitvaartzorg De Wachtkamer', 'funeral_company');
const otherCompany = await createOrganization(ctx, 'Uitvaartzorg Elders', 'funeral_company');
const directorUser = await createUser(ctx, 'eigenaar@wachtkamer.test', 'Wim Wachter');
await addMember(ctx, company.id, directorUser.id, 'owner');
const director = await loginIn(ctx, directorUser.email, company.id);

let sequence = 0;
const stamp = () => ctx.clock.now().toISOString();

async function insertRequest(
  status: RequestStatus = 'accepted',
  requesterId = company.id,
  providerId = crematorium.id,
) {
  const id = newId();
  const index = ++sequence;
  await db
    .insertInto('crematorium_requests')
    .values({
      id,
      requester_organization_id: requesterId,
      provider_organization_id: providerId,
      dossier_id: null,
      dossier_number: `W${String(index).padStart(6, '0')}`,
      status,
      deceased_name: `Jan Wachter ${index}`,
      search_name: `wachter jan ${index}`,
      wished_at: '2026-12-01T09:00:00.000Z',
      planned_at: '2026-12-01T09:00:00.000Z',
      wishes: '{}',
      created_at: stamp(),
      updated_at: stamp(),
    })
    .execute();
  return id;
}

async function insertCremation(requestId: string | null, organizationId = crematorium.id) {
  const id = newId();
  const index = ++sequence;
  await db
    .insertInto('cremations')
    .values({
      id,
      organization_id: organizationId,
      request_id: requestId,
      number: `2026-${String(index).padStart(4, '0')}`,
      number_year: 2026,
      number_sequence: index,
      status: 'performed',
      deceased_name: `Jan Wachter ${index}`,
      search_name: `wachter jan ${index}`,
      funeral_company_name: 'Uitvaartzorg De Wachtkamer',
      snapshot: '{}',
      planned_at: '2026-12-01T09:00:00.000Z',
      created_at: stamp(),
      updated_at: stamp(),
    })
    .execute();
  return id;
}

async function insertRecord(
  cremationId: string | null,
  status = 'in_storage',
  organizationId = crematorium.id,
) {
  const id = newId();
  await db
    .insertInto('ash_records')
    .values({
      id,
      organization_id: organizationId,
      cremation_id: cremationId,
      registration_number: `WK-${String(++sequence).padStart(5, '0')}`,
      deceased_name: `Jan Wachter ${sequence}`,
      cremated_on: '2026-12-01',
      earliest_release_on: '2027-01-01',
      status,
      created_at: stamp(),
      updated_at: stamp(),
    })
    .execute();
  return id;
}

/** A request that waits: accepted, performed, its ashes in storage. */
async function waitingRequest(requesterId = company.id) {
  const requestId = await insertRequest('accepted', requesterId);
  const cremationId = await insertCremation(requestId);
  const recordId = await insertRecord(cremationId);
  return { requestId, cremationId, recordId };
}

const updateRequest = (id: string, values: Record<string, string>) =>
  db.updateTable('crematorium_requests').set(values).where('id', '=', id).execute();
const updateCremation = (id: string, values: Record<string, string | null>) =>
  db.updateTable('cremations').set(values).where('id', '=', id).execute();
const updateRecord = (id: string, values: Record<string, string | null>) =>
  db.updateTable('ash_records').set(values).where('id', '=', id).execute();

/** Every waiting request by the list's condition (`ash=waiting`), as `organisation request` keys. */
async function counted(): Promise<string[]> {
  const rows = await sql<{ organization_id: string; id: string }>`
    select r.requester_organization_id as organization_id, r.id from crematorium_requests r
    where r.status = 'accepted' and exists (
      select 1 from cremations c where c.request_id = r.id and exists (
        select 1 from ash_records a
        where a.cremation_id = c.id and a.organization_id = r.provider_organization_id and a.status = 'in_storage'))
  `.execute(db);
  return rows.rows.map((row) => `${row.organization_id} ${row.id}`).sort();
}

async function maintained(): Promise<string[]> {
  const rows = await db.selectFrom('ash_waiting_requests').selectAll().execute();
  return rows.map((row) => `${row.organization_id} ${row.request_id}`).sort();
}

/** The kept rows equal the condition; returns how many wait for `company`. */
async function expectExact(): Promise<number> {
  const want = await counted();
  expect(await maintained()).toEqual(want);
  const count = await requestsRepository.ashWaitingCount(db, company.id, 'requester');
  expect(count).toBe(want.filter((key) => key.startsWith(`${company.id} `)).length);
  return count;
}

const cardAndList = async () => {
  const dashboard = await director.get('/api/dashboard');
  expect(dashboard.statusCode, dashboard.body).toBe(200);
  const list = await director.get('/api/crematorium-requests?ash=waiting');
  expect(list.statusCode, list.body).toBe(200);
  return [dashboard.json().data.ash_waiting_for_client.count, list.json().meta.total];
};

describe('ash_waiting_requests', () => {
  it('counts a request once its ashes are in storage, whatever is written first', async () => {
    expect(await expectExact()).toBe(0);
    await waitingRequest();
    expect(await expectExact()).toBe(1);
    // Ash record first, then the cremation's request, then the request's acceptance.
    const requestId = await insertRequest('submitted');
    const cremationId = await insertCremation(null);
    await insertRecord(cremationId);
    expect(await expectExact()).toBe(1);
    await updateCremation(cremationId, { request_id: requestId });
    expect(await expectExact()).toBe(1);
    await updateRequest(requestId, { status: 'accepted' });
    expect(await expectExact()).toBe(2);
    expect(await cardAndList()).toEqual([2, 2]);
  });

  it('follows the ash record: status, cremation, crematorium, deletion', async () => {
    const { cremationId, recordId } = await waitingRequest();
    const before = await expectExact();
    await updateRecord(recordId, { status: 'destination_requested' });
    expect(await expectExact()).toBe(before - 1);
    await updateRecord(recordId, { status: 'in_storage' });
    expect(await expectExact()).toBe(before);
    // Kept by another crematorium than the one asked: not this request's ashes in storage.
    await updateRecord(recordId, { organization_id: otherCrematorium.id });
    expect(await expectExact()).toBe(before - 1);
    await updateRecord(recordId, { organization_id: crematorium.id });
    expect(await expectExact()).toBe(before);
    await updateRecord(recordId, { cremation_id: null });
    expect(await expectExact()).toBe(before - 1);
    await updateRecord(recordId, { cremation_id: cremationId });
    expect(await expectExact()).toBe(before);
    // Moved to another cremation: the old request stops waiting, the new one starts.
    const {
      requestId: nextRequest,
      cremationId: nextCremation,
      recordId: nextRecord,
    } = await waitingRequest();
    expect(await expectExact()).toBe(before + 1);
    await db.deleteFrom('ash_records').where('id', '=', nextRecord).execute();
    expect(await expectExact()).toBe(before);
    await updateRecord(recordId, { cremation_id: nextCremation });
    expect(await expectExact()).toBe(before);
    expect((await maintained()).some((key) => key.endsWith(nextRequest))).toBe(true);
    await db.deleteFrom('ash_records').where('id', '=', recordId).execute();
    expect(await expectExact()).toBe(before - 1);
    expect(await cardAndList()).toEqual([before - 1, before - 1]);
  });

  it('follows the cremation: its request changed, several cremations, deletion', async () => {
    const { requestId, cremationId } = await waitingRequest();
    const before = await expectExact();
    const other = await insertRequest('accepted');
    await updateCremation(cremationId, { request_id: other });
    expect(await expectExact()).toBe(before);
    expect((await maintained()).some((key) => key.endsWith(other))).toBe(true);
    expect((await maintained()).some((key) => key.endsWith(requestId))).toBe(false);
    await updateCremation(cremationId, { request_id: null });
    expect(await expectExact()).toBe(before - 1);
    await updateCremation(cremationId, { request_id: requestId });
    expect(await expectExact()).toBe(before);
    // A second cremation of the request without ashes comes and goes: the request still waits.
    const second = await insertCremation(requestId);
    expect(await expectExact()).toBe(before);
    await db.deleteFrom('cremations').where('id', '=', second).execute();
    expect(await expectExact()).toBe(before);
  });

  it('follows the request: status, organisations, deletion', async () => {
    const { requestId, cremationId } = await waitingRequest();
    const before = await expectExact();
    await updateRequest(requestId, { status: 'cancelled' });
    expect(await expectExact()).toBe(before - 1);
    await updateRequest(requestId, { status: 'accepted' });
    expect(await expectExact()).toBe(before);
    await updateRequest(requestId, { requester_organization_id: otherCompany.id });
    expect(await expectExact()).toBe(before - 1);
    expect(await requestsRepository.ashWaitingCount(db, otherCompany.id, 'requester')).toBe(1);
    await updateRequest(requestId, { requester_organization_id: company.id });
    expect(await expectExact()).toBe(before);
    await updateRequest(requestId, { provider_organization_id: otherCrematorium.id });
    expect(await expectExact()).toBe(before - 1);
    await updateRequest(requestId, { provider_organization_id: crematorium.id });
    expect(await expectExact()).toBe(before);
    // A request inserted accepted, and one inserted as a draft (no trigger work), both without ashes yet.
    await insertRequest('accepted');
    await insertRequest('draft');
    expect(await expectExact()).toBe(before);
    // Deleted: its cremation loses the request (set null) and the request stops waiting.
    await db.deleteFrom('crematorium_requests').where('id', '=', requestId).execute();
    expect(await expectExact()).toBe(before - 1);
    const cremation = await db
      .selectFrom('cremations')
      .select('request_id')
      .where('id', '=', cremationId)
      .executeTakeFirstOrThrow();
    expect(cremation.request_id).toBeNull();
    expect(await cardAndList()).toEqual([before - 1, before - 1]);
  });

  it('leaves a write that rolls back as it was', async () => {
    const { requestId, recordId } = await waitingRequest();
    const before = await expectExact();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('ash_records').set({ status: 'closed' }).where('id', '=', recordId).execute();
        const kept = await trx
          .selectFrom('ash_waiting_requests')
          .select('request_id')
          .where('request_id', '=', requestId)
          .execute();
        expect(kept).toEqual([]);
        throw new Error('teruggedraaid');
      }),
    ).rejects.toThrow('teruggedraaid');
    expect(await expectExact()).toBe(before);
    expect((await maintained()).some((key) => key.endsWith(requestId))).toBe(true);
  });

  it('is exact when the request and its ashes change in two transactions at once', async () => {
    // The request is accepted while, in another transaction, its ashes go into storage: neither sees the other's
    // uncommitted write. On PostgreSQL the second waits for the first's lock on the request, then recomputes from
    // what the first committed; on SQLite the two run one after the other.
    const requestId = await insertRequest('submitted');
    const recordId = await insertRecord(await insertCremation(requestId), 'destination_requested');
    const before = await expectExact();
    await Promise.all([
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('crematorium_requests')
          .set({ status: 'accepted' })
          .where('id', '=', requestId)
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('ash_records')
            .set({ status: 'in_storage' })
            .where('id', '=', recordId)
            .execute();
        });
      })(),
    ]);
    expect(await expectExact()).toBe(before + 1);
  });
});
