import { afterAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, nameSortKey } from '@afscheid/shared';
import { newId } from '../src/lib/ids.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';

/**
 * Issue 17: the crematorium requests list's total and how many wait come from `crematorium_request_counts`,
 * which the database's triggers keep per organisation, side and status (migration 0019); a search or a date
 * filter counts at most 1,001 matches and says "more than 1,000" with `total_capped`.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const crematorium = await createOrganization(ctx, 'Crematorium De Telling', 'crematorium');
const funeralCompany = await createOrganization(ctx, 'Uitvaartzorg De Telling', 'funeral_company');
const staffUser = await createUser(ctx, 'eigenaar@crematorium-telling.test', 'Cor Telling');
await addMember(ctx, crematorium.id, staffUser.id, 'owner');
const directorUser = await createUser(ctx, 'eigenaar@uitvaart-telling.test', 'Uma Telling');
await addMember(ctx, funeralCompany.id, directorUser.id, 'owner');
const staff = await loginIn(ctx, staffUser.email, crematorium.id);
const director = await loginIn(ctx, directorUser.email, funeralCompany.id);

type Page = { data: Record<string, unknown>[]; meta: Record<string, number | boolean> };
const list = async (client: typeof staff, query = ''): Promise<Page> => {
  const res = await client.get(`/api/crematorium-requests${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

const STATUSES = ['accepted', 'accepted', 'submitted', 'proposed', 'draft'] as const;
/** Requests written: a fifth of them drafts, so the crematorium sees 1,200. */
const WRITTEN = 1500;
const DRAFTS = WRITTEN / 5;

/** `count` requests written directly (as the bench's seed does), a draft every fifth. */
async function insertRequests(count: number): Promise<void> {
  const stamp = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => {
    const status = STATUSES[index % STATUSES.length]!;
    const plannedAt = new Date(Date.UTC(2027, 0, 1 + (index % 300), 9)).toISOString();
    return {
      id: newId(),
      requester_organization_id: funeralCompany.id,
      provider_organization_id: crematorium.id,
      dossier_id: null,
      dossier_number: `T${String(index + 1).padStart(6, '0')}`,
      status,
      deceased_name: `Jan Telling ${index + 1}`,
      search_name: nameSortKey(['Telling', `Jan ${index + 1}`]),
      wished_at: plannedAt,
      planned_at: plannedAt,
      wishes: '{}',
      revision: 1,
      submitted_at: status === 'draft' ? null : stamp,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  for (let start = 0; start < rows.length; start += 250) {
    await db
      .insertInto('crematorium_requests')
      .values(rows.slice(start, start + 250))
      .execute();
  }
}

/** The maintained counts against a count of the requests, per side and status (zero rows left out). */
async function countsMatch(): Promise<void> {
  const kept = await db
    .selectFrom('crematorium_request_counts')
    .select(['organization_id', 'side', 'status', 'count'])
    .where('organization_id', 'in', [crematorium.id, funeralCompany.id])
    .where('count', '!=', 0)
    .execute();
  const sides = await db
    .selectFrom('crematorium_requests')
    .select(['requester_organization_id', 'provider_organization_id', 'status'])
    .where('requester_organization_id', '=', funeralCompany.id)
    .execute();
  const counted = new Map<string, number>();
  const add = (key: string) => counted.set(key, (counted.get(key) ?? 0) + 1);
  for (const row of sides) {
    add(`${row.requester_organization_id} requester ${row.status}`);
    if (row.provider_organization_id) add(`${row.provider_organization_id} provider ${row.status}`);
  }
  expect(
    new Map(kept.map((row) => [`${row.organization_id} ${row.side} ${row.status}`, Number(row.count)])),
  ).toEqual(counted);
}

describe('the crematorium requests list totals', () => {
  it('counts each side exactly, kept by the database through inserts, status changes and deletes', async () => {
    await insertRequests(WRITTEN);
    await countsMatch();
    const incoming = await list(staff);
    expect(incoming.meta).toMatchObject({ total: WRITTEN - DRAFTS, total_capped: false });
    // What waits for the crematorium (submitted) comes first.
    expect(incoming.data[0]?.['status']).toBe('submitted');
    expect((await list(staff, '?status=proposed,submitted')).meta['total']).toBe(2 * DRAFTS);
    expect((await list(director)).meta).toMatchObject({ total: WRITTEN, total_capped: false });
    expect((await list(director, '?status=draft')).meta['total']).toBe(DRAFTS);

    // A draft sent to the crematorium, one accepted request cancelled, one removed: the counts follow.
    const draft = await db
      .selectFrom('crematorium_requests')
      .select('id')
      .where('requester_organization_id', '=', funeralCompany.id)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('crematorium_requests')
      .set({ status: 'submitted' })
      .where('id', '=', draft.id)
      .execute();
    const accepted = await db
      .selectFrom('crematorium_requests')
      .select('id')
      .where('requester_organization_id', '=', funeralCompany.id)
      .where('status', '=', 'accepted')
      .limit(2)
      .execute();
    await db
      .updateTable('crematorium_requests')
      .set({ status: 'cancelled' })
      .where('id', '=', accepted[0]!.id)
      .execute();
    await db.deleteFrom('crematorium_requests').where('id', '=', accepted[1]!.id).execute();
    await countsMatch();
    expect((await list(staff)).meta['total']).toBe(WRITTEN - DRAFTS);
    const updates = await staff.get('/api/crematorium-requests/updates');
    expect(updates.json().data).toMatchObject({ waiting: DRAFTS + 1 });
  });

  it('says "more than 1,000" for a search with more matches, and pages on', async () => {
    const many = await list(staff, '?search=telling');
    expect(many.data).toHaveLength(25);
    expect(many.meta).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, last_page: 40 });
    expect(many.data[0]?.['status']).toBe('submitted');
    const beyond = await list(staff, '?search=telling&page=41&sort=date');
    expect(beyond.data).toHaveLength(25);
    expect(beyond.meta).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, last_page: 42 });

    const few = await list(staff, '?search=jan%201499');
    expect(few.meta).toMatchObject({ total: 1, total_capped: false, last_page: 1 });
    expect(few.data.map((row) => row['deceased_name'])).toEqual(['Jan Telling 1499']);
  });
});
