import { afterAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, foldedWords, nameSortKey } from '@afscheid/shared';
import { sql } from 'kysely';
import { newId } from '../src/lib/ids.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';

/**
 * Issue 17, migration 0023: the requests list reads its page first and tells the total from it where it can
 * (counting only otherwise, and how many wait only when a page starts after the waiting part), and its indexes
 * carry `search_name`, so a search is tested on the index entry. The answers must be the ones of a plain reading
 * of the rules: every word somewhere in the name, the side's requests only (no drafts for the crematorium), the
 * waiting ones first, "more than 1,000" past the cap, on every page, the pages past the end included.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const crematorium = await createOrganization(ctx, 'Crematorium De Zoeker', 'crematorium');
const funeralCompany = await createOrganization(ctx, 'Uitvaartzorg De Zoeker', 'funeral_company');
const otherCompany = await createOrganization(ctx, 'Uitvaartzorg Elders', 'funeral_company');
const staffUser = await createUser(ctx, 'eigenaar@crematorium-zoeker.test', 'Cor Zoeker');
await addMember(ctx, crematorium.id, staffUser.id, 'owner');
const directorUser = await createUser(ctx, 'eigenaar@uitvaart-zoeker.test', 'Uma Zoeker');
await addMember(ctx, funeralCompany.id, directorUser.id, 'owner');
const staff = await loginIn(ctx, staffUser.email, crematorium.id);
const director = await loginIn(ctx, directorUser.email, funeralCompany.id);

const STATUSES = ['accepted', 'submitted', 'proposed', 'draft', 'accepted', 'rejected', 'cancelled'] as const;
const FIRST = ['Jan', 'Maria', 'Johanna', 'Çelik', 'Anna', 'Hendrik', 'Jannie'];
const LAST = ['de Jong', 'Jansen', 'Yılmaz', 'Bakker', 'van Dijk', 'Zandstra', 'Dejanović'];
const WRITTEN = 1400;

type Row = { id: string; requesterId: string; status: string; plannedAt: string; searchName: string };
const rows: Row[] = [];

/** Requests written directly (as the bench's seed does), a few of them of another funeral company. */
async function insertRequests(): Promise<void> {
  const stamp = new Date().toISOString();
  const values = Array.from({ length: WRITTEN }, (_, index) => {
    const status = STATUSES[index % STATUSES.length]!;
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
    // Few planned moments, so the id decides between many requests of one moment.
    const plannedAt = new Date(Date.UTC(2027, 0, 1 + (index % 40), 9)).toISOString();
    const requesterId = index % 50 === 7 ? otherCompany.id : funeralCompany.id;
    const searchName = nameSortKey([last, `${first} ${index + 1}`]);
    rows.push({ id: newId(), requesterId, status, plannedAt, searchName });
    return {
      id: rows[index]!.id,
      requester_organization_id: requesterId,
      provider_organization_id: crematorium.id,
      dossier_id: null,
      dossier_number: `Z${String(index + 1).padStart(6, '0')}`,
      status,
      deceased_name: `${first} ${last} ${index + 1}`,
      search_name: searchName,
      wished_at: plannedAt,
      planned_at: plannedAt,
      wishes: '{}',
      revision: 1,
      submitted_at: status === 'draft' ? null : stamp,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  for (let start = 0; start < values.length; start += 200) {
    await db
      .insertInto('crematorium_requests')
      .values(values.slice(start, start + 200))
      .execute();
  }
}
await insertRequests();

type Page = { data: { id: string }[]; meta: Record<string, number | boolean> };

/** Byte order, as the databases compare the ids, planned moments and names. */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The side's matches in the order of `sort`, read from the rows written here. */
function expected(
  side: 'provider' | 'requester',
  search: string,
  sort: 'attention' | 'date' | 'name',
): Row[] {
  const words = foldedWords(search).slice(0, 6);
  const waiting = side === 'provider' ? 'submitted' : 'proposed';
  const matches = rows.filter(
    (row) =>
      (side === 'provider' ? row.status !== 'draft' : row.requesterId === funeralCompany.id) &&
      words.every((word) => row.searchName.includes(word)),
  );
  const byDate = (a: Row, b: Row) => byBytes(a.plannedAt, b.plannedAt) || byBytes(a.id, b.id);
  if (sort === 'date') return matches.sort(byDate);
  if (sort === 'name') return matches.sort((a, b) => byBytes(a.searchName, b.searchName) || byDate(a, b));
  return matches.sort((a, b) => Number(b.status === waiting) - Number(a.status === waiting) || byDate(a, b));
}

/** The list's pages against the expected rows and the capped total. */
async function pagesMatch(
  client: typeof staff,
  side: 'provider' | 'requester',
  search: string,
  sort: 'attention' | 'date' | 'name',
  perPage: number,
): Promise<number> {
  const matches = expected(side, search, sort).map((row) => row.id);
  const capped = matches.length > LIST_COUNT_CAP;
  const pages = Math.max(1, Math.ceil(matches.length / perPage));
  // Every page, two past the end, and one past the cap (where a page without rows must not count as seen).
  const farPage = Math.floor(LIST_COUNT_CAP / perPage) + 2;
  for (const page of [...Array.from({ length: pages + 2 }, (_, index) => index + 1), farPage]) {
    const query = `?search=${encodeURIComponent(search)}&sort=${sort}&per_page=${perPage}&page=${page}`;
    const res = await client.get(`/api/crematorium-requests${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Page;
    const want = matches.slice((page - 1) * perPage, page * perPage);
    expect(
      answer.data.map((row) => row.id),
      `${query} (${side})`,
    ).toEqual(want);
    // The last page (rows on it, none after) tells the exact total, also past the cap.
    const lastPage = want.length > 0 && page * perPage >= matches.length;
    expect(answer.meta, `${query} (${side})`).toMatchObject({
      total: capped && !lastPage ? LIST_COUNT_CAP : matches.length,
      total_capped: capped && !lastPage,
    });
    if (capped && !lastPage) {
      const hasMore = page * perPage < matches.length;
      const known = want.length > 0 ? page + (hasMore ? 1 : 0) : 1;
      expect(answer.meta['last_page']).toBe(Math.max(LIST_COUNT_CAP / perPage, known));
    } else if (capped) {
      expect(answer.meta['last_page']).toBe(page);
    }
  }
  return matches.length;
}

describe('the crematorium requests search', () => {
  it('finds a word anywhere in the name on every page, in every order, and past the cap', async () => {
    // A common part of words (past the cap), a word also inside names ("jan" in "Dejanović"), two words, a rare
    // one, none.
    const searches = ['an', 'jan', 'de jong', 'anov', 'celik 13', 'yilmaz', 'zandstra johanna 1', 'qqq'];
    const found: Record<string, number> = {};
    for (const search of searches) {
      for (const sort of ['attention', 'date', 'name'] as const) {
        found[search] = await pagesMatch(staff, 'provider', search, sort, 100);
      }
      await pagesMatch(director, 'requester', search, 'attention', 100);
    }
    // The set covers the shapes: more than the cap, a few pages, one page, one row, nothing.
    expect(found['an']).toBeGreaterThan(LIST_COUNT_CAP);
    expect(found['de jong']).toBeGreaterThan(100);
    expect(found['yilmaz']).toBeLessThan(LIST_COUNT_CAP);
    expect(found['zandstra johanna 1']).toBeGreaterThan(0);
    expect(found['qqq']).toBe(0);

    if (ctx.app.deps.config.database.kind === 'sqlite') {
      // The name is tested on the index entry: the count reads no table row.
      const plan = await sql<{ detail: string }>`explain query plan
        select count(*) from (select 1 from crematorium_requests
          where provider_organization_id = ${crematorium.id} and status != 'draft'
          and search_name like ${'%jan%'} escape '!' limit 1001)`.execute(db);
      expect(plan.rows.map((row) => row.detail).join(' | ')).toMatch(/USING COVERING INDEX/);
    }
  });

  it('pages across the end of the waiting part with pages of 25', async () => {
    // "maria": the submitted ones first, then the rest; page boundaries fall inside and after that part.
    expect(await pagesMatch(staff, 'provider', 'maria', 'attention', 25)).toBeGreaterThan(25);
    expect(await pagesMatch(director, 'requester', 'maria', 'attention', 25)).toBeGreaterThan(25);
  });
});
