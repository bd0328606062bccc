/**
 * The /ash list served from the revision-keyed cache (decision 025, issue 17): its answers are kept under the
 * organisation's scopes `ash-records:` (migration 0025) and `ash-destinations:` (migration 0026) and keyed by the
 * query, today and the storage term. After every kind of write the cached answers of two app servers on one
 * database equal a freshly built one; another organisation's writes leave the cache serving and never leak.
 */
import { describe, expect, it } from 'vitest';
import { readRevision } from '../src/db/revisions.ts';
import { responseCacheFor } from '../src/lib/response-cache.ts';
import { addMember, createOrganization, createUser, loginIn } from './factories.ts';
import { createDestination, createRecord } from './ash-fixtures.ts';
import { answerCacheChecks, twoAppServers } from './answer-cache-checks.ts';

const { ctx, onSecondServer } = await twoAppServers();
const db = ctx.app.deps.db;
const cacheA = responseCacheFor(ctx.app.deps);

const crematorium = await createOrganization(ctx, 'Crematorium De Spiegel', 'crematorium');
const owner = await createUser(ctx, 'eigenaar@despiegel.test', 'Sietske Spiegel');
await addMember(ctx, crematorium.id, owner.id, 'owner');
const client = await loginIn(ctx, owner.email, crematorium.id);
const onSecond = onSecondServer(client);

const elsewhere = await createOrganization(ctx, 'Crematorium Elders', 'crematorium');
const otherOwner = await createUser(ctx, 'eigenaar@elders-crematorium.test', 'Eelco Elders');
await addMember(ctx, elsewhere.id, otherOwner.id, 'owner');
const stranger = await loginIn(ctx, otherOwner.email, elsewhere.id);

const scopes = [`ash-records:${crematorium.id}`, `ash-destinations:${crematorium.id}`];
const LIST = '/api/ash-records';
const RELEASABLE = '/api/ash-records?releasable=true&sort=name';

// Cremated on 1 November 2026: released a month later (art. 50 Wlb), after "today" (21 November) in the tests.
const record = await createRecord(client, { deceased_name: 'Jacoba Spiegel', cremated_on: '2026-11-01' });
const older = await createRecord(client, { deceased_name: 'Hendrik Spiegel', cremated_on: '2026-08-01' });

type Row = Record<string, unknown> & { id: string };
const find = (rows: Row[], id = record.id) => rows.find((row) => row.id === id);

const { expectServedFromCache, expectFresh, afterWrite } = answerCacheChecks({
  db,
  cache: cacheA,
  client,
  onSecond,
  scopes,
});

describe('the /ash list from the cache', () => {
  it('serves the same bytes as a fresh build, on both servers, one answer per query', async () => {
    await expectServedFromCache(LIST);
    const rows = await expectFresh(LIST);
    expect(rows.map((row) => row['deceased_name'])).toEqual(['Jacoba Spiegel', 'Hendrik Spiegel']);
    expect((await client.get(RELEASABLE)).body).not.toBe((await client.get(LIST)).body);
    expect((await client.get(RELEASABLE)).json().data.map((row: Row) => row.id)).toEqual([older.id]);
  });

  it('records: an edit through the API and a plain UPDATE of a shown column', async () => {
    let rows = await afterWrite(LIST, () =>
      client.put(`/api/ash-records/${record.id}`, { version: record.version, storage_location: 'Kast 3' }),
    );
    expect(find(rows)?.['storage_location']).toBe('Kast 3');
    rows = await afterWrite(LIST, () =>
      db
        .updateTable('ash_records')
        .set({ deceased_name: 'Coba Spiegel' })
        .where('id', '=', record.id)
        .execute(),
    );
    expect(find(rows)?.['deceased_name']).toBe('Coba Spiegel');
  });

  it('destinations: a request through the API, and a plain UPDATE that does not touch the record', async () => {
    const destination = await createDestination(client, older.id, { kind: 'hand_over' });
    let rows = await expectFresh(LIST);
    expect(find(rows, older.id)?.['destination_kinds']).toEqual(['hand_over']);
    const recordBefore = await db
      .selectFrom('ash_records')
      .select(['updated_at', 'status'])
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    rows = await afterWrite(LIST, () =>
      db.updateTable('ash_destinations').set({ kind: 'sea' }).where('id', '=', destination.id).execute(),
    );
    // Only the destinations' scope can have moved: the record's row is as it was.
    expect(
      await db
        .selectFrom('ash_records')
        .select(['updated_at', 'status'])
        .where('id', '=', older.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(recordBefore);
    expect(find(rows, older.id)?.['destination_kinds']).toEqual(['sea']);
    rows = await afterWrite(LIST, () =>
      db.deleteFrom('ash_destinations').where('id', '=', destination.id).execute(),
    );
    expect(find(rows, older.id)?.['destination_kinds']).toEqual([]);
  });

  it('a new day is another answer: the release comes closer and the record becomes releasable', async () => {
    await expectServedFromCache(LIST);
    const before = find((await client.get(LIST)).json().data);
    expect(before).toMatchObject({ releasable: false });
    const revision = await readRevision(db, scopes);
    ctx.clock.advance(14 * 86_400);
    try {
      // A session of the new day (the first one has long been idle by then).
      const later = await loginIn(ctx, owner.email, crematorium.id);
      const misses = cacheA.misses;
      const after = find((await later.get(LIST)).json().data);
      expect(cacheA.misses).toBe(misses + 1);
      expect(await readRevision(db, scopes)).toBe(revision);
      expect(after?.['days_until_release']).toBe(Number(before?.['days_until_release']) - 14);
      expect(after).toMatchObject({ releasable: true });
      expect((await later.get(RELEASABLE)).json().data.map((row: Row) => row.id)).toContain(record.id);
    } finally {
      ctx.clock.advance(-14 * 86_400);
    }
  });

  it("another storage term is another answer (the organisation's setting, not a record)", async () => {
    await expectServedFromCache(LIST);
    expect(find((await client.get(LIST)).json().data, older.id)).toMatchObject({ over_term: false });
    const organization = (await client.get(`/api/organizations/${crematorium.id}`)).json().data;
    const res = await client.put(`/api/organizations/${crematorium.id}`, {
      version: organization.version,
      ash_storage_term_months: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(find(await expectFresh(LIST), older.id)).toMatchObject({ over_term: true });
  });

  it("another organisation's writes neither bump nor leak", async () => {
    await expectServedFromCache(LIST);
    const revision = await readRevision(db, scopes);
    const theirs = await createRecord(stranger, { deceased_name: 'Elders Eenling' });
    await createDestination(stranger, theirs.id, { kind: 'hand_over' });
    expect(await readRevision(db, scopes)).toBe(revision);
    const hits = cacheA.hits;
    const ours = (await client.get(LIST)).json().data as Row[];
    expect(cacheA.hits).toBe(hits + 1);
    expect(ours.map((row) => row.id)).not.toContain(theirs.id);
    // The same query of the other organisation is its own answer, with only its own record.
    expect((await stranger.get(LIST)).json().data.map((row: Row) => row.id)).toEqual([theirs.id]);
    expect((await client.get(`/api/ash-records/${theirs.id}`)).statusCode).toBe(404);
  });
});
