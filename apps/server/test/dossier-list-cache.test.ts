/**
 * The dossier list served from the revision-keyed cache (decision 043, issue 17): its answers are kept under the
 * organisation's scope `dossiers:` (migration 0027) and `users` (the responsible's name), keyed by the query and
 * today. After every kind of write the cached answers of two app servers on one database equal a freshly built
 * one; a BSN search is never kept; another organisation's writes leave the cache serving and never leak.
 */
import { describe, expect, it } from 'vitest';
import { readRevision } from '../src/db/revisions.ts';
import { responseCacheFor, USERS_SCOPE } from '../src/lib/response-cache.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginIn,
  userByEmail,
} from './factories.ts';
import { answerCacheChecks, twoAppServers } from './answer-cache-checks.ts';

const { ctx, onSecondServer } = await twoAppServers();
const db = ctx.app.deps.db;
const cacheA = responseCacheFor(ctx.app.deps);
const { linde, director } = await lindeClients(ctx);
const directorId = (await userByEmail(ctx, 'uitvaartverzorger@afscheid.test'))!.id;
const onSecond = onSecondServer(director);

const other = await createOrganization(ctx, 'Uitvaartzorg Spiegelbeeld');
const otherOwner = await createUser(ctx, 'eigenaar@spiegelbeeld.test', 'Sander Spiegelbeeld');
await addMember(ctx, other.id, otherOwner.id, 'owner');
const stranger = await loginIn(ctx, otherOwner.email, other.id);

const scopes = [`dossiers:${linde.id}`, USERS_SCOPE];
const LIST = '/api/dossiers?per_page=100';
const SEARCH = '/api/dossiers?search=lijstcache';

const dossier = await createDossierViaApi(director, {
  deceased_last_name: 'Lijstcache',
  responsible_user_id: directorId,
});

type Row = Record<string, unknown> & { id: string };
const find = (rows: Row[], id = dossier.id) => rows.find((row) => row.id === id);

const { expectServedFromCache, expectFresh, afterWrite, expectNeverKept } = answerCacheChecks({
  db,
  cache: cacheA,
  client: director,
  onSecond,
  scopes,
});

describe('the dossier list from the cache', () => {
  it('serves the same bytes as a fresh build, on both servers, one answer per query', async () => {
    await expectServedFromCache(LIST);
    expect(find(await expectFresh(LIST))).toMatchObject({ deceased_last_name: 'Lijstcache' });
    const searched = await expectFresh(SEARCH);
    expect(searched.map((row) => row.id)).toEqual([dossier.id]);
    expect((await director.get(SEARCH)).body).not.toBe((await director.get(LIST)).body);
  });

  it('dossiers: a new one, an edit through the API, a plain UPDATE, a soft and a hard delete', async () => {
    let added = { id: '' };
    let rows = await afterWrite(SEARCH, async () => {
      added = await createDossierViaApi(director, { deceased_last_name: 'Lijstcache Twee' });
    });
    expect(rows.map((row) => row.id).sort()).toEqual([dossier.id, added.id].sort());
    rows = await afterWrite(SEARCH, () =>
      director.put(`/api/dossiers/${added.id}`, { version: 1, responsible_user_id: null }),
    );
    expect(find(rows, added.id)?.['responsible']).toBeNull();
    rows = await afterWrite(LIST, () =>
      db.updateTable('dossiers').set({ status: 'completed' }).where('id', '=', added.id).execute(),
    );
    expect(find(rows, added.id)).toMatchObject({ status: 'completed' });
    rows = await afterWrite(SEARCH, () =>
      db
        .updateTable('dossiers')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', added.id)
        .execute(),
    );
    expect(rows.map((row) => row.id)).toEqual([dossier.id]);
    rows = await afterWrite(LIST, () => db.deleteFrom('dossiers').where('id', '=', added.id).execute());
    expect(find(rows, added.id)).toBeUndefined();
  });

  it("users: the responsible's name", async () => {
    const rows = await afterWrite(LIST, () =>
      db.updateTable('users').set({ name: 'Verzorger Hernoemd' }).where('id', '=', directorId).execute(),
    );
    expect(find(rows)?.['responsible']).toEqual({ id: directorId, name: 'Verzorger Hernoemd' });
  });

  it('a search for a BSN is built afresh each time, never kept', async () => {
    await expectNeverKept('/api/dossiers?search=111222333');
  });

  it("another organisation's writes neither bump nor leak", async () => {
    await expectServedFromCache(SEARCH);
    const before = await readRevision(db, scopes);
    const theirs = await createDossierViaApi(stranger, { deceased_last_name: 'Lijstcache' });
    expect(await readRevision(db, scopes)).toBe(before);
    const hits = cacheA.hits;
    const ours = (await director.get(SEARCH)).json().data as Row[];
    expect(cacheA.hits).toBe(hits + 1);
    expect(ours.map((row) => row.id)).toEqual([dossier.id]);
    expect((await stranger.get(SEARCH)).json().data.map((row: Row) => row.id)).toEqual([theirs.id]);
    expect((await director.get(`/api/dossiers/${theirs.id}`)).statusCode).toBe(404);
  });
});
