/**
 * The crematorium requests list served from the revision-keyed cache (decision 043, issue 17): its answers are
 * kept under the side's scope `crematorium-requests:` (migration 0025, bumped for both parties) and
 * `organization-names` (migration 0028: the other party's name), keyed by the organisation, its side and the
 * query. After every kind of write the cached answers of two app servers on one database equal a freshly built
 * one, on both sides; `ash=waiting` is never kept; a third organisation's writes leave the cache serving.
 */
import { describe, expect, it } from 'vitest';
import { nameSortKey } from '@afscheid/shared';
import { readRevision } from '../src/db/revisions.ts';
import { newId } from '../src/lib/ids.ts';
import { ORGANIZATION_NAMES_SCOPE, responseCacheFor } from '../src/lib/response-cache.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { answerCacheChecks, twoAppServers } from './answer-cache-checks.ts';

const { ctx, onSecondServer } = await twoAppServers();
const db = ctx.app.deps.db;
const cacheA = responseCacheFor(ctx.app.deps);

const crematorium = await createOrganization(ctx, 'Crematorium De Weerkaatsing', 'crematorium');
const funeralCompany = await createOrganization(ctx, 'Uitvaartzorg De Weerkaatsing', 'funeral_company');
const third = await createOrganization(ctx, 'Uitvaartzorg Derde', 'funeral_company');
const staffUser = await createUser(ctx, 'eigenaar@crematorium-weerkaatsing.test', 'Cas Weerkaatsing');
await addMember(ctx, crematorium.id, staffUser.id, 'owner');
const directorUser = await createUser(ctx, 'eigenaar@uitvaart-weerkaatsing.test', 'Uri Weerkaatsing');
await addMember(ctx, funeralCompany.id, directorUser.id, 'owner');
const staff = await loginIn(ctx, staffUser.email, crematorium.id);
const director = await loginIn(ctx, directorUser.email, funeralCompany.id);
const staffOnSecond = onSecondServer(staff);

const LIST = '/api/crematorium-requests';
const SEARCH = '/api/crematorium-requests?search=weerkaatsing';

/** A submitted request from `requester` to the crematorium, written directly (as the bench's seed does). */
async function insertRequest(requester: string, name: string): Promise<string> {
  const stamp = new Date().toISOString();
  const id = newId();
  await db
    .insertInto('crematorium_requests')
    .values({
      id,
      requester_organization_id: requester,
      provider_organization_id: crematorium.id,
      dossier_id: null,
      dossier_number: `W-${id.slice(-6)}`,
      status: 'submitted',
      deceased_name: name,
      search_name: nameSortKey(name.split(' ').reverse()),
      wished_at: '2026-12-10T09:00:00.000Z',
      planned_at: '2026-12-10T09:00:00.000Z',
      wishes: '{}',
      revision: 1,
      submitted_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return id;
}

const first = await insertRequest(funeralCompany.id, 'Jan Weerkaatsing');

type Row = Record<string, unknown> & { id: string };
const find = (rows: Row[], id = first) => rows.find((row) => row.id === id);

const staffScopes = [`crematorium-requests:${crematorium.id}`, ORGANIZATION_NAMES_SCOPE];
const { expectServedFromCache, expectFresh, afterWrite, expectNeverKept } = answerCacheChecks({
  db,
  cache: cacheA,
  client: staff,
  onSecond: staffOnSecond,
  scopes: staffScopes,
});

describe('the crematorium requests list from the cache', () => {
  it('serves the same bytes as a fresh build, on both servers; each side its own answer', async () => {
    await expectServedFromCache(LIST);
    expect(find(await expectFresh(LIST))).toMatchObject({
      side: 'provider',
      counterpart: { id: funeralCompany.id, name: 'Uitvaartzorg De Weerkaatsing' },
    });
    await expectServedFromCache(LIST, director);
    const theirs = (await director.get(LIST)).json().data as Row[];
    expect(find(theirs)).toMatchObject({
      side: 'requester',
      counterpart: { id: crematorium.id, name: 'Crematorium De Weerkaatsing' },
    });
  });

  it('requests: a new one, a plain UPDATE and a delete, seen by the crematorium and the funeral company', async () => {
    let added = '';
    let rows = await afterWrite(SEARCH, async () => {
      added = await insertRequest(funeralCompany.id, 'Piet Weerkaatsing');
    });
    expect(rows.map((row) => row.id).sort()).toEqual([first, added].sort());
    await expectServedFromCache(LIST, director);
    rows = await afterWrite(LIST, () =>
      db.updateTable('crematorium_requests').set({ status: 'accepted' }).where('id', '=', added).execute(),
    );
    expect(find(rows, added)).toMatchObject({ status: 'accepted' });
    // The funeral company's cached answer moved with it (the scope is bumped for both parties).
    expect(find((await director.get(LIST)).json().data, added)).toMatchObject({ status: 'accepted' });
    rows = await afterWrite(LIST, () =>
      db.deleteFrom('crematorium_requests').where('id', '=', added).execute(),
    );
    expect(find(rows, added)).toBeUndefined();
  });

  it("organisations: the other party's new name", async () => {
    const rows = await afterWrite(LIST, () =>
      db
        .updateTable('organizations')
        .set({ name: 'Uitvaartzorg Hernoemd' })
        .where('id', '=', funeralCompany.id)
        .execute(),
    );
    expect(find(rows)?.['counterpart']).toEqual({ id: funeralCompany.id, name: 'Uitvaartzorg Hernoemd' });
  });

  it('the requests whose ashes wait are built afresh each time, never kept', async () => {
    await expectNeverKept('/api/crematorium-requests?ash=waiting', director);
  });

  it("a third organisation's requests bump only the parties' scopes and never leak", async () => {
    await expectServedFromCache(LIST, director);
    const directorScopes = [`crematorium-requests:${funeralCompany.id}`, ORGANIZATION_NAMES_SCOPE];
    const before = await readRevision(db, directorScopes);
    const theirs = await insertRequest(third.id, 'Derk Derde');
    expect(await readRevision(db, directorScopes)).toBe(before);
    const hits = cacheA.hits;
    const ours = (await director.get(LIST)).json().data as Row[];
    expect(cacheA.hits).toBe(hits + 1);
    expect(ours.map((row) => row.id)).not.toContain(theirs);
    expect((await director.get(`/api/crematorium-requests/${theirs}`)).statusCode).toBe(404);
    // The crematorium is a party: its list has it.
    expect((await expectFresh(LIST)).map((row) => row.id)).toContain(theirs);
  });
});
