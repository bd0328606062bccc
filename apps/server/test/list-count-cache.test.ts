import { afterAll, describe, expect, it } from 'vitest';
import { ashReleaseDate, ashSearchText, nameSortKey } from '@afscheid/shared';
import { countsOf } from '../src/db/capped-count.ts';
import { ashRepository } from '../src/modules/ash/index.ts';
import { readRevision } from '../src/db/revisions.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { createRecord } from './ash-fixtures.ts';

/**
 * Decision 032: the capped count of a searched or filtered /ash or crematorium requests list is kept under the
 * revision of its organisation's scope (migration 0025) and counted again only after a write of those rows:
 * through the API, directly in the database, in another organisation (which leaves it alone) or by a request
 * moving between organisations.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const crematorium = await createOrganization(ctx, 'Crematorium De Bewaring', 'crematorium');
const other = await createOrganization(ctx, 'Crematorium Elders', 'crematorium');
const funeralCompany = await createOrganization(ctx, 'Uitvaartzorg De Bewaring', 'funeral_company');
const owner = await createUser(ctx, 'eigenaar@bewaring.test', 'Bea Bewaring');
await addMember(ctx, crematorium.id, owner.id, 'owner');
const director = await createUser(ctx, 'eigenaar@uitvaart-bewaring.test', 'Daan Bewaring');
await addMember(ctx, funeralCompany.id, director.id, 'owner');
const staff = await loginIn(ctx, owner.email, crematorium.id);
const requester = await loginIn(ctx, director.email, funeralCompany.id);

type Page = { data: Record<string, unknown>[]; meta: Record<string, number | boolean> };
const get = async (client: typeof staff, url: string): Promise<Page> => {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

const ashScope = `ash-records:${crematorium.id}`;

/** `count` ash records named "Wim Bewaring n" for `organizationId`, written directly; their ids. */
async function insertAshRecords(organizationId: string, count: number, first = 1): Promise<string[]> {
  const stamp = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => {
    const name = `Wim Bewaring ${first + index}`;
    const number = `B-${organizationId.slice(-4)}-${first + index}`;
    return {
      id: newId(),
      organization_id: organizationId,
      source: 'external',
      registration_number: number,
      deceased_name: name,
      deceased_first_names: 'Wim',
      search_name: ashSearchText({
        deceased_name: name,
        deceased_first_names: 'Wim',
        registration_number: number,
      }),
      urn_count: 1,
      cremated_on: '2026-03-10',
      earliest_release_on: ashReleaseDate('2026-03-10')!,
      status: 'in_storage',
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await db.insertInto('ash_records').values(rows).execute();
  return rows.map((row) => row.id);
}

describe('the kept capped counts', () => {
  it('counts an /ash search once per revision and again after every kind of write', async () => {
    const ids = await insertAshRecords(crematorium.id, 40);
    const search = async (page = 1) =>
      (await get(staff, `/api/ash-records?search=bewaring&per_page=10&page=${page}`)).meta['total'];

    expect(await search()).toBe(40);
    const revision = await readRevision(db, [ashScope]);
    expect(Number(revision)).toBeGreaterThan(0);
    expect(countsOf(db).revisionOf(ashScope)).toEqual({ revision, counts: 1 });
    // The next pages and another person's identical search use the kept count: nothing was written.
    expect(await search(2)).toBe(40);
    expect(await search(3)).toBe(40);
    expect(countsOf(db).revisionOf(ashScope)).toEqual({ revision, counts: 1 });
    // A different filter is a count of its own under the same revision.
    const blocked = await get(staff, '/api/ash-records?search=bewaring&blocked=false&per_page=10');
    expect(blocked.meta['total']).toBe(40);
    expect(countsOf(db).revisionOf(ashScope)).toEqual({ revision, counts: 2 });

    // Another organisation's records leave the scope alone.
    await insertAshRecords(other.id, 5);
    expect(await readRevision(db, [ashScope])).toBe(revision);
    expect(await search()).toBe(40);

    // A record through the API.
    await createRecord(staff, { deceased_name: 'Wim Bewaring 41', cremated_on: '2026-05-01' });
    expect(await search()).toBe(41);
    expect(Number(countsOf(db).revisionOf(ashScope)?.revision)).toBeGreaterThan(Number(revision));
    // A name changed directly in the database so that it no longer matches.
    await db
      .updateTable('ash_records')
      .set({ search_name: 'iemand anders' })
      .where('id', '=', ids[0]!)
      .execute();
    expect(await search()).toBe(40);
    // A delete.
    await db.deleteFrom('ash_records').where('id', 'in', ids.slice(1, 3)).execute();
    expect(await search()).toBe(38);
    // A record moved to this organisation from another.
    const moved = await insertAshRecords(other.id, 1, 100);
    expect(await search()).toBe(38);
    await db
      .updateTable('ash_records')
      .set({ organization_id: crematorium.id })
      .where('id', '=', moved[0]!)
      .execute();
    expect(await search()).toBe(39);
    // What the kept count says is what a count of the rows says.
    const counted = await db
      .selectFrom('ash_records')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('organization_id', '=', crematorium.id)
      .where('search_name', 'like', '%bewaring%')
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(39);
  });

  it('counts a crematorium requests search once per revision, for both sides', async () => {
    const stamp = new Date().toISOString();
    const rows = Array.from({ length: 30 }, (_, index) => {
      const plannedAt = new Date(Date.UTC(2027, 1, 1 + index, 9)).toISOString();
      return {
        id: newId(),
        requester_organization_id: funeralCompany.id,
        provider_organization_id: crematorium.id,
        dossier_id: null,
        dossier_number: `B${String(index + 1).padStart(6, '0')}`,
        status: 'submitted' as const,
        deceased_name: `Kees Kelder ${index + 1}`,
        search_name: nameSortKey(['Kelder', `Kees ${index + 1}`]),
        wished_at: plannedAt,
        planned_at: plannedAt,
        wishes: '{}',
        revision: 1,
        submitted_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      };
    });
    await db.insertInto('crematorium_requests').values(rows).execute();
    const search = async (client: typeof staff) =>
      (await get(client, '/api/crematorium-requests?search=kelder&per_page=10')).meta['total'];
    const providerScope = `crematorium-requests:${crematorium.id}`;
    const requesterScope = `crematorium-requests:${funeralCompany.id}`;

    expect(await search(staff)).toBe(30);
    expect(await search(requester)).toBe(30);
    const [providerRevision, requesterRevision] = [
      await readRevision(db, [providerScope]),
      await readRevision(db, [requesterScope]),
    ];
    expect(countsOf(db).revisionOf(providerScope)).toEqual({ revision: providerRevision, counts: 1 });
    expect(countsOf(db).revisionOf(requesterScope)).toEqual({ revision: requesterRevision, counts: 1 });
    expect(await search(staff)).toBe(30);

    // A request cancelled by its requester: still listed on both sides, and both scopes moved on.
    await db
      .updateTable('crematorium_requests')
      .set({ status: 'cancelled' })
      .where('id', '=', rows[0]!.id)
      .execute();
    expect(await readRevision(db, [providerScope])).not.toBe(providerRevision);
    expect(await readRevision(db, [requesterScope])).not.toBe(requesterRevision);
    // A request sent to another crematorium instead: it leaves this crematorium's list only.
    await db
      .updateTable('crematorium_requests')
      .set({ provider_organization_id: other.id })
      .where('id', '=', rows[1]!.id)
      .execute();
    expect(await search(staff)).toBe(29);
    expect(await search(requester)).toBe(30);
    // A delete reaches both.
    await db.deleteFrom('crematorium_requests').where('id', '=', rows[2]!.id).execute();
    expect(await search(staff)).toBe(28);
    expect(await search(requester)).toBe(29);
  });

  it("keeps the dashboard's ash counts under the same revision, and counts again after a write", async () => {
    const other = await createOrganization(ctx, 'Crematorium Dashboard', 'crematorium');
    const scope = `ash-records:${other.id}`;
    const ids = await insertAshRecords(other.id, 12);
    const releasable = () =>
      ashRepository.records.count(db, other.id, { words: [], releasableBy: '2026-03-20' });
    const overTerm = () =>
      ashRepository.records.count(db, other.id, { words: [], overTermCutoff: '2026-06-01' });
    // Cremated on 10 March 2026: not releasable on 20 March (the law's month has not passed), and over a term
    // whose cutoff is 1 June.
    expect(await releasable()).toBe(0);
    expect(await overTerm()).toBe(12);
    const revision = await readRevision(db, [scope]);
    expect(countsOf(db).revisionOf(scope)).toEqual({ revision, counts: 2 });
    expect(await releasable()).toBe(0);
    expect(countsOf(db).revisionOf(scope)).toEqual({ revision, counts: 2 });
    // An exemption written directly in the database releases one record earlier.
    await db
      .updateTable('ash_records')
      .set({ exemption_release_on: '2026-03-15' })
      .where('id', '=', ids[0]!)
      .execute();
    expect(await releasable()).toBe(1);
    expect(Number(countsOf(db).revisionOf(scope)?.revision)).toBeGreaterThan(Number(revision));
    // A record cremated after the cutoff is not over the term.
    await db
      .updateTable('ash_records')
      .set({ cremated_on: '2026-07-01' })
      .where('id', '=', ids[1]!)
      .execute();
    expect(await overTerm()).toBe(11);
  });
});
