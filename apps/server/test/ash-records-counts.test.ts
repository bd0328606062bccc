import { afterAll, describe, expect, it } from 'vitest';
import { ashReleaseDate, ashSearchText, LIST_COUNT_CAP } from '@afscheid/shared';
import { newId } from '../src/lib/ids.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { createDestination, createRecord } from './ash-fixtures.ts';

/**
 * Issue 17: the /ash list's total without filters (or by status) comes from `ash_record_counts`, which the
 * database's triggers keep (migration 0019); a search or another filter counts at most 1,001 matches and says
 * "more than 1,000" with `total_capped`.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const crematorium = await createOrganization(ctx, 'Crematorium De Teller', 'crematorium');
const owner = await createUser(ctx, 'eigenaar@deteller.test', 'Tine Teller');
await addMember(ctx, crematorium.id, owner.id, 'owner');
const client = await loginIn(ctx, owner.email, crematorium.id);

type Page = { data: Record<string, unknown>[]; meta: Record<string, number | boolean> };
const list = async (query = ''): Promise<Page> => {
  const res = await client.get(`/api/ash-records${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** The maintained counts against a count of the records, per status (zero rows left out). */
async function countsMatch(): Promise<void> {
  const kept = await db
    .selectFrom('ash_record_counts')
    .select(['status', 'count'])
    .where('organization_id', '=', crematorium.id)
    .where('count', '!=', 0)
    .orderBy('status')
    .execute();
  const counted = await db
    .selectFrom('ash_records')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('organization_id', '=', crematorium.id)
    .groupBy('status')
    .orderBy('status')
    .execute();
  expect(kept.map((row) => [row.status, Number(row.count)])).toEqual(
    counted.map((row) => [row.status, Number(row.count)]),
  );
}

/** `count` records written directly (as the bench's seed does), "Jan Teller n", cremated on `crematedOn`. */
async function insertRecords(count: number, crematedOn: string): Promise<void> {
  const stamp = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => {
    const name = `Jan Teller ${index + 1}`;
    const number = `T-${String(index + 1).padStart(5, '0')}`;
    return {
      id: newId(),
      organization_id: crematorium.id,
      source: 'external',
      registration_number: number,
      deceased_name: name,
      deceased_first_names: 'Jan',
      search_name: ashSearchText({
        deceased_name: name,
        deceased_first_names: 'Jan',
        registration_number: number,
      }),
      urn_count: 1,
      cremated_on: crematedOn,
      earliest_release_on: ashReleaseDate(crematedOn)!,
      status: 'in_storage',
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  for (let start = 0; start < rows.length; start += 250) {
    await db
      .insertInto('ash_records')
      .values(rows.slice(start, start + 250))
      .execute();
  }
}

describe('the /ash list totals', () => {
  it('counts every record exactly, kept by the database through inserts and status changes', async () => {
    await insertRecords(LIST_COUNT_CAP + 5, '2026-01-10');
    const made = await createRecord(client, { deceased_name: 'Pieter Enkel', cremated_on: '2026-05-01' });
    await createDestination(client, made.id, { kind: 'hand_over' });
    await countsMatch();

    const all = await list();
    expect(all.meta).toMatchObject({
      total: LIST_COUNT_CAP + 6,
      total_capped: false,
      last_page: Math.ceil((LIST_COUNT_CAP + 6) / 25),
    });
    expect(all.data[0]?.['deceased_name']).toBe('Pieter Enkel');
    expect((await list('?status=in_storage')).meta).toMatchObject({
      total: LIST_COUNT_CAP + 5,
      total_capped: false,
    });
    expect((await list('?status=destination_requested,in_storage')).meta['total']).toBe(LIST_COUNT_CAP + 6);
    expect((await list('?status=destination_requested')).data.map((row) => row['deceased_name'])).toEqual([
      'Pieter Enkel',
    ]);
  });

  it('says "more than 1,000" for a search with more matches, and the exact number up to 1,000', async () => {
    const many = await list('?search=jan');
    expect(many.data).toHaveLength(25);
    // Page 1 of at least 40 (the cap's pages): the last page is not known yet.
    expect(many.meta).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, last_page: 40 });

    // The last page tells the exact total.
    const last = await list(`?search=jan&page=${Math.ceil((LIST_COUNT_CAP + 5) / 25)}`);
    expect(last.data).toHaveLength(5);
    expect(last.meta).toMatchObject({ total: LIST_COUNT_CAP + 5, total_capped: false });

    // Past the last page: nothing, and the count says how many there are.
    const beyond = await list('?search=jan&page=60');
    expect(beyond.data).toHaveLength(0);
    expect(beyond.meta).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true });

    // "100" in the name or the number: Jan Teller 100 (T-00100) and 1000 to 1005 (T-01000 to T-01005).
    const few = await list('?search=teller%20100');
    expect(few.meta).toMatchObject({ total: 7, total_capped: false, last_page: 1 });
    expect((await list('?search=enkel')).meta).toMatchObject({ total: 1, total_capped: false, last_page: 1 });
    // A page far past the end of a few matches: nothing, and still the exact number (not "more than 1,000").
    const farBeyond = await list('?search=teller%20100&page=60');
    expect(farBeyond.data).toHaveLength(0);
    expect(farBeyond.meta).toMatchObject({ total: 7, total_capped: false, last_page: 1 });
  });

  it('caps a filter the same way', async () => {
    expect((await list('?releasable=true')).meta).toMatchObject({
      total: LIST_COUNT_CAP,
      total_capped: true,
    });
    expect((await list('?from=2026-05-01')).meta).toMatchObject({ total: 1, total_capped: false });
  });
});
