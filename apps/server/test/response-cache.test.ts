/**
 * The planner week and a dossier's budget served from the revision-keyed cache (decision 025, migration 0020):
 * every kind of write that changes what they show bumps the revision in its own transaction, after each the
 * cached answers of two app servers on one database equal a freshly built one, and writes that change nothing
 * they show (another organisation's, another dossier's, a column they do not show) leave the cache serving.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { amsterdamInstant } from '@afscheid/shared';
import { newId } from '../src/lib/ids.ts';
import { readRevision } from '../src/db/revisions.ts';
import { ResponseCache, responseCacheFor } from '../src/lib/response-cache.ts';
import { createBudgetLine, createDebtor, invoiceLines } from './budget-fixtures.ts';
import { createDossier } from './dossier-fixtures.ts';
import { twoAppServers } from './answer-cache-checks.ts';
import type { TestClient } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
  userByEmail,
} from './factories.ts';

const { ctx, second, onSecondServer } = await twoAppServers();
const db = ctx.app.deps.db;
const { linde, owner, director } = await lindeClients(ctx);
const directorId = (await userByEmail(ctx, 'uitvaartverzorger@afscheid.test'))!.id;

/** The director's session on the second server (sessions live in the database). */
const onSecond = onSecondServer(director);

const cacheA = responseCacheFor(ctx.app.deps);
const cacheB = responseCacheFor(second.deps);

/** Another funeral company with an owner, a place, a dossier and a reservation of its own. */
const other = await createOrganization(ctx, 'Uitvaartzorg Elders');
const otherOwner = await createUser(ctx, 'eigenaar@elders.test', 'Eigenaar Elders');
await addMember(ctx, other.id, otherOwner.id, 'owner');
const stranger = await loginAs(ctx, otherOwner.email);

const at = (date: string, time: string) => amsterdamInstant(date, time)!;
const WEEK = '/api/reservations?from=2026-12-07&to=2026-12-14';
const postgres = ctx.config.database.kind === 'postgres';

/** An option (no overlap rule) of an hour on 9 December, `hour` hours after midnight UTC, written straight. */
function reservationRow(placeId: string, hour: number) {
  const starts = new Date(Date.UTC(2026, 11, 9) + hour * 3_600_000);
  const ends = new Date(starts.getTime() + 3_600_000);
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: linde.id,
    place_id: placeId,
    dossier_id: null,
    kind: 'other' as const,
    title: `Rechtstreeks ${hour}`,
    notes: null,
    status: 'option' as const,
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    busy_from_min: starts.getTime() / 60_000,
    busy_until_min: ends.getTime() / 60_000,
    crematorium_request_id: null,
    created_by: null,
    updated_by: null,
    created_at: now,
    updated_at: now,
  };
}

/** Asks `url` on server A twice: the second answer is served from the cache. */
async function expectServedFromCache(client: TestClient, url: string): Promise<void> {
  expect((await client.get(url)).statusCode).toBe(200);
  const hits = cacheA.hits;
  expect((await client.get(url)).statusCode).toBe(200);
  expect(cacheA.hits).toBe(hits + 1);
}

/**
 * Asks `url` on both servers (their caches warm from before the write) and once more on A with its cache
 * emptied: the cached answers equal the freshly built one, body and content type. Returns the fresh data.
 */
async function expectFresh(url: string) {
  const a = await director.get(url);
  const b = await onSecond.get(url);
  cacheA.clear();
  const fresh = await director.get(url);
  expect(fresh.statusCode).toBe(200);
  expect(a.body).toBe(fresh.body);
  expect(b.body).toBe(fresh.body);
  expect(a.headers['content-type']).toBe(fresh.headers['content-type']);
  expect(b.headers['content-type']).toBe(fresh.headers['content-type']);
  expect(a.headers['cache-control']).toBe(fresh.headers['cache-control']);
  return fresh.json().data;
}

/**
 * Warms both servers' caches for `url`, runs `write`, and checks that the revision of `scopes` moved and that
 * both servers answer what a fresh build says. Returns the fresh data.
 */
async function afterWrite(url: string, scopes: string[], write: () => Promise<unknown>) {
  await expectServedFromCache(director, url);
  expect((await onSecond.get(url)).statusCode).toBe(200);
  const before = await readRevision(db, scopes);
  await write();
  expect(await readRevision(db, scopes)).not.toBe(before);
  return expectFresh(url);
}

/** Runs `write` and checks that it left the revision of `scopes` and the cache's answer of `url` alone. */
async function unchangedBy(url: string, scopes: string[], write: () => Promise<unknown>) {
  await expectServedFromCache(director, url);
  const before = await readRevision(db, scopes);
  await write();
  expect(await readRevision(db, scopes)).toBe(before);
  const hits = cacheA.hits;
  await director.get(url);
  expect(cacheA.hits).toBe(hits + 1);
}

describe('the cache', () => {
  it('keeps one revision per key and drops the least recently used beyond its bytes', () => {
    const cache = new ResponseCache(10, 6);
    cache.set('a', '1', Buffer.from('aaaa'));
    expect(cache.get('a', '1')?.toString()).toBe('aaaa');
    expect(cache.get('a', '2')).toBeUndefined();
    cache.set('a', '2', Buffer.from('aaa'));
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.bytes).toBe(3);
    cache.set('b', '1', Buffer.from('bbbb'));
    cache.get('a', '2');
    cache.set('c', '1', Buffer.from('cccc'));
    // 'b' was used least recently: it goes; 'a' and 'c' fit in 10 bytes.
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '2')?.toString()).toBe('aaa');
    expect(cache.get('c', '1')?.toString()).toBe('cccc');
    cache.set('d', '1', Buffer.from('ddddddd'));
    expect(cache.get('d', '1')).toBeUndefined();
    expect(cache.bytes).toBe(7);
  });

  it('packs a large body once per revision, counts the packed bytes and drops them with the entry', () => {
    const cache = new ResponseCache(1024 * 1024, 512 * 1024);
    const body = Buffer.from(
      JSON.stringify({ data: Array.from({ length: 500 }, (_, n) => ({ n, title: 'Plechtigheid' })) }),
    );
    cache.set('week', '1', body);
    expect(cache.getGzipped('week', '1')).toBeDefined();
    const packed = cache.getGzipped('week', '1')!;
    expect(gunzipSync(packed).equals(body)).toBe(true);
    expect(cache.getGzipped('week', '1')).toBe(packed);
    expect(cache.bytes).toBe(body.length + packed.length);
    expect(cache.getGzipped('week', '2')).toBeUndefined();
    cache.set('small', '1', Buffer.from('{"data":[]}'));
    expect(cache.getGzipped('small', '1')).toBeUndefined();
    cache.set('week', '2', body);
    expect(cache.bytes).toBe(body.length + 11);
  });
});

// The planner week: a place, a dossier and a reservation of De Linde in the week of 7 December.
const scopes = [`planner:${linde.id}`, 'users'];

async function newPlace(name: string): Promise<{ id: string; version: number }> {
  const res = await owner.post('/api/places', {
    name,
    kind: 'aula',
    location_name: 'Cachelocatie',
    preparation_minutes: 0,
    cleanup_minutes: 0,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function book(placeId: string, dossierId: string | null, time: string, title: string) {
  const res = await director.post('/api/reservations', {
    place_id: placeId,
    dossier_id: dossierId,
    starts_at: at('2026-12-08', time),
    ends_at: new Date(new Date(at('2026-12-08', time)).getTime() + 45 * 60_000).toISOString(),
    kind: 'ceremony',
    title,
    status: 'confirmed',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; version: number };
}

const place = await newPlace('Aula Cache');
const dossier = await createDossierViaApi(director, { deceased_last_name: 'Cachemans' });
const reservation = await book(place.id, dossier.id, '10:00', 'Plechtigheid Cache');
type Row = { id: string; title: string; place: { name: string; color: string | null }; dossier: unknown };
const find = (rows: Row[], id = reservation.id) => rows.find((row) => row.id === id);

describe('the planner week', () => {
  it('serves the same bytes as a fresh build, on both servers', async () => {
    await expectServedFromCache(director, WEEK);
    const data = await expectFresh(WEEK);
    expect(find(data)?.title).toBe('Plechtigheid Cache');
    // The range filled in by default is part of the key: the default week is another answer.
    expect((await director.get('/api/reservations')).body).not.toBe((await director.get(WEEK)).body);
  });

  it('a HEAD request stores the whole answer, not the empty body it sends', async () => {
    const url = '/api/reservations?from=2026-12-08&to=2026-12-09';
    const cookie = [...director.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const head = await ctx.app.inject({ method: 'HEAD', url, headers: { cookie } });
    expect(head.statusCode).toBe(200);
    const hits = cacheA.hits;
    const data = await expectFresh(url);
    expect(cacheA.hits).toBe(hits + 1);
    expect(find(data)?.title).toBe('Plechtigheid Cache');
  });

  it('reservations: an edit, a new one and a delete through the API, a plain UPDATE', async () => {
    let data = await afterWrite(WEEK, scopes, () =>
      director.put(`/api/reservations/${reservation.id}`, { version: 1, title: 'Afscheidsdienst Cache' }),
    );
    expect(find(data)?.title).toBe('Afscheidsdienst Cache');
    let added = { id: '', version: 0 };
    data = await afterWrite(WEEK, scopes, async () => {
      added = await book(place.id, null, '14:00', 'Tweede dienst');
    });
    expect(find(data, added.id)?.title).toBe('Tweede dienst');
    data = await afterWrite(WEEK, scopes, () => director.delete(`/api/reservations/${added.id}`));
    expect(find(data, added.id)).toBeUndefined();
    data = await afterWrite(WEEK, scopes, () =>
      db
        .updateTable('reservations')
        .set({ title: 'Rechtstreeks' })
        .where('id', '=', reservation.id)
        .execute(),
    );
    expect(find(data)?.title).toBe('Rechtstreeks');
  });

  it('places: a rename through the API and a plain UPDATE of a shown column', async () => {
    let data = await afterWrite(WEEK, scopes, () =>
      owner.put(`/api/places/${place.id}`, { version: place.version, name: 'Aula Hernoemd' }),
    );
    expect(find(data)?.place.name).toBe('Aula Hernoemd');
    data = await afterWrite(WEEK, scopes, () =>
      db.updateTable('places').set({ color: '#123456' }).where('id', '=', place.id).execute(),
    );
    expect(find(data)?.place.color).toBe('#123456');
  });

  it("dossiers: the deceased's name, the number, a soft delete; not a column the list does not show", async () => {
    let data = await afterWrite(WEEK, scopes, () =>
      db
        .updateTable('dossiers')
        .set({ deceased_last_name: 'Hernoemd' })
        .where('id', '=', dossier.id)
        .execute(),
    );
    expect(JSON.stringify(find(data)?.dossier)).toContain('Hernoemd');
    data = await afterWrite(WEEK, scopes, () =>
      db.updateTable('dossiers').set({ number: '2026-9999' }).where('id', '=', dossier.id).execute(),
    );
    expect(JSON.stringify(find(data)?.dossier)).toContain('2026-9999');
    await unchangedBy(WEEK, scopes, () =>
      db
        .updateTable('dossiers')
        .set({ general_notes: 'Niets voor de planner' })
        .where('id', '=', dossier.id)
        .execute(),
    );
    // A dossier without reservations bumps nothing either.
    const lone = await createDossierViaApi(director, { deceased_last_name: 'Zonder' });
    await unchangedBy(WEEK, scopes, () =>
      db.updateTable('dossiers').set({ deceased_last_name: 'Anders' }).where('id', '=', lone.id).execute(),
    );
    data = await afterWrite(WEEK, scopes, () =>
      db
        .updateTable('dossiers')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', dossier.id)
        .execute(),
    );
    expect(find(data)?.dossier).toBeNull();
  });

  it('dossiers: a hard delete (the reservation keeps no dossier)', async () => {
    const gone = await createDossier(ctx, linde.id, { lastName: 'Verdwijnt' });
    const booked = await book(place.id, gone.id, '16:00', 'Met dossier');
    let data = await expectFresh(WEEK);
    expect(JSON.stringify(find(data, booked.id)?.dossier)).toContain('Verdwijnt');
    data = await afterWrite(WEEK, scopes, () =>
      db.deleteFrom('dossiers').where('id', '=', gone.id).execute(),
    );
    expect(find(data, booked.id)?.dossier).toBeNull();
  });

  it("users: the creator's name, also of a user in several organisations", async () => {
    await addMember(ctx, other.id, directorId, 'funeral_director');
    const data = await afterWrite(WEEK, scopes, () =>
      db
        .updateTable('users')
        .set({ name: 'Uitvaartverzorger Hernoemd' })
        .where('id', '=', directorId)
        .execute(),
    );
    expect(JSON.stringify(find(data))).toContain('Uitvaartverzorger Hernoemd');
  });

  it("another organisation's writes neither bump nor leak", async () => {
    const otherPlace = (
      await stranger.post('/api/places', {
        name: 'Aula Elders',
        kind: 'aula',
        preparation_minutes: 0,
        cleanup_minutes: 0,
      })
    ).json().data.id as string;
    await unchangedBy(WEEK, scopes, async () => {
      const res = await stranger.post('/api/reservations', {
        place_id: otherPlace,
        starts_at: at('2026-12-08', '10:00'),
        ends_at: at('2026-12-08', '11:00'),
        kind: 'ceremony',
        title: 'Elders',
        status: 'confirmed',
      });
      expect(res.statusCode, res.body).toBe(201);
      await db.updateTable('places').set({ name: 'Aula Elders 2' }).where('id', '=', otherPlace).execute();
    });
    const theirs = (await stranger.get(WEEK)).json().data as Row[];
    expect(theirs.map((row) => row.title)).toEqual(['Elders']);
    expect(JSON.stringify((await director.get(WEEK)).json())).not.toContain('Elders');
  });

  it('a transaction of many reservations bumps (on PostgreSQL once, at commit)', async () => {
    const bulk = await newPlace('Aula Veel');
    const before = Number(await readRevision(db, [`planner:${linde.id}`]));
    await db.transaction().execute(async (trx) => {
      for (let batch = 0; batch < 3; batch++) {
        await trx
          .insertInto('reservations')
          .values(Array.from({ length: 20 }, (_, index) => reservationRow(bulk.id, 20 * batch + index)))
          .execute();
      }
    });
    const after = Number(await readRevision(db, [`planner:${linde.id}`]));
    expect(after).toBe(before + (postgres ? 1 : 60));
    expect((await expectFresh(WEEK)).length).toBeGreaterThanOrEqual(60);
  });

  it('sends a large cached answer gzipped to a client that takes gzip, the same JSON once unpacked', async () => {
    const many = await newPlace('Aula Gzip');
    await db
      .insertInto('reservations')
      .values(Array.from({ length: 40 }, (_, index) => reservationRow(many.id, index)))
      .execute();
    const url = '/api/reservations?from=2026-12-09&to=2026-12-11';
    const cookie = [...director.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const ask = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    // The first answer is built (and sent as it is); the next ones come from the cache.
    const built = await ask('gzip, deflate, br');
    expect(built.statusCode).toBe(200);
    expect(built.headers['content-encoding']).toBeUndefined();
    expect(built.rawPayload.length).toBeGreaterThan(8 * 1024);
    const packed = await ask('gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['vary']).toBe('accept-encoding');
    expect(packed.headers['content-type']).toBe(built.headers['content-type']);
    expect(packed.headers['cache-control']).toBe(built.headers['cache-control']);
    expect(packed.rawPayload.length).toBeLessThan(built.rawPayload.length / 5);
    expect(gunzipSync(packed.rawPayload).toString()).toBe(built.body);
    // Without gzip among what the client takes, or refused with q=0: the plain bytes.
    for (const encoding of [undefined, 'br', 'gzip;q=0, br']) {
      const plain = await ask(encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(built.body);
    }
    // After a write the packed answer is of the new revision.
    await db.updateTable('reservations').set({ title: 'Na gzip' }).where('place_id', '=', many.id).execute();
    await ask('gzip');
    const fresh = await ask('gzip');
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(fresh.rawPayload).toString()).toContain('Na gzip');
  });

  // Two transactions that each lock a place, book on it, and one then waits for the other's place: with the
  // revision bumped at the write, the first would hold it while waiting and the second would wait for it.
  // (SQLite has one writer at a time: the second could not start before the first ended.)
  if (postgres) {
    it('PostgreSQL: a booking that waits for a second place does not wait for the revision', async () => {
      const [first, second] = [await newPlace('Aula Eerste'), await newPlace('Aula Tweede')];
      const lock = (trx: typeof db, id: string) =>
        trx.selectFrom('places').select('id').where('id', '=', id).forUpdate().execute();
      let firstBooked!: () => void;
      let secondBooked!: () => void;
      const firstHas = new Promise<void>((resolve) => (firstBooked = resolve));
      const secondHas = new Promise<void>((resolve) => (secondBooked = resolve));
      const before = Number(await readRevision(db, [`planner:${linde.id}`]));
      await Promise.all([
        db.transaction().execute(async (trx) => {
          await lock(trx, first.id);
          await trx.insertInto('reservations').values(reservationRow(first.id, 0)).execute();
          firstBooked();
          await secondHas;
          await lock(trx, second.id);
          await trx.insertInto('reservations').values(reservationRow(second.id, 1)).execute();
        }),
        db.transaction().execute(async (trx) => {
          await firstHas;
          await lock(trx, second.id);
          await trx.insertInto('reservations').values(reservationRow(second.id, 2)).execute();
          secondBooked();
          // Long enough for the first to be waiting for the second place when this one commits.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }),
      ]);
      expect(Number(await readRevision(db, [`planner:${linde.id}`]))).toBe(before + 2);
    });
  }

  it('places: a delete removes its reservations from the answer', async () => {
    const doomed = await newPlace('Aula Weg');
    const booked = await book(doomed.id, null, '18:00', 'Op een plaats die verdwijnt');
    expect(find(await expectFresh(WEEK), booked.id)).toBeDefined();
    const data = await afterWrite(WEEK, scopes, () =>
      db.deleteFrom('places').where('id', '=', doomed.id).execute(),
    );
    expect(find(data, booked.id)).toBeUndefined();
    expect(cacheB.size).toBeGreaterThan(0);
  });
});

// A dossier of De Linde with one budget line.
const budgetDossier = await createDossierViaApi(director, { deceased_last_name: 'Begroting' });
const budgetUrl = `/api/dossiers/${budgetDossier.id}/budget`;
const budgetScopes = [`budget-lines:${budgetDossier.id}`, `budget:${linde.id}`, 'users'];
const sections = (await director.get('/api/budget-sections')).json().data as { id: string; name: string }[];
const linesUrl = `/api/dossiers/${budgetDossier.id}/budget-lines`;
type Line = {
  id: string;
  description: string;
  article: { name: string } | null;
  debtor: { display_name: string } | null;
  invoice: { status: string } | null;
  updated_by: { name: string } | null;
};
type Budget = { sections: { id: string; name: string; lines: Line[] }[] };
const lines = (data: Budget) => data.sections.flatMap((section) => section.lines);
const lineOf = (data: Budget, id: string) => lines(data).find((line) => line.id === id);

const added = await director.post(linesUrl, {
  section_id: sections[0]!.id,
  description: 'Verzorging',
  quantity: 1,
  unit: 'stuk',
  unit_price: 10_000,
  vat_rate: '21',
});
if (added.statusCode !== 201) throw new Error(`adding a line failed: ${added.body}`);
const line = added.json().data as { id: string; version: number };

describe('the budget of a dossier', () => {
  it('lines: added, changed and removed through the API, a plain UPDATE', async () => {
    let extra = '';
    let data = await afterWrite(budgetUrl, budgetScopes, async () => {
      const res = await director.post(linesUrl, {
        section_id: sections[1]!.id,
        description: 'Rouwkaarten',
        quantity: 2,
        unit: 'stuk',
        unit_price: 250,
        vat_rate: '21',
      });
      extra = res.json().data.id;
    });
    expect(lineOf(data, extra)?.description).toBe('Rouwkaarten');
    data = await afterWrite(budgetUrl, budgetScopes, () =>
      director.put(`${linesUrl}/${extra}`, { version: 1, description: 'Rouwkaarten en enveloppen' }),
    );
    expect(lineOf(data, extra)?.description).toBe('Rouwkaarten en enveloppen');
    data = await afterWrite(budgetUrl, budgetScopes, () => director.delete(`${linesUrl}/${extra}`));
    expect(lineOf(data, extra)).toBeUndefined();
    data = await afterWrite(budgetUrl, budgetScopes, () =>
      db.updateTable('budget_lines').set({ description: 'Rechtstreeks' }).where('id', '=', line.id).execute(),
    );
    expect(lineOf(data, line.id)?.description).toBe('Rechtstreeks');
  });

  it('sections: a rename and a new one', async () => {
    let data = await afterWrite(budgetUrl, budgetScopes, () =>
      db
        .updateTable('budget_sections')
        .set({ name: 'Hernoemde rubriek' })
        .where('id', '=', sections[0]!.id)
        .execute(),
    );
    expect(data.sections.map((section: { name: string }) => section.name)).toContain('Hernoemde rubriek');
    data = await afterWrite(budgetUrl, budgetScopes, () =>
      owner.post('/api/budget-sections', { name: 'Nieuwe rubriek' }),
    );
    expect(data.sections.map((section: { name: string }) => section.name)).toContain('Nieuwe rubriek');
  });

  it('articles, debtors and invoices the lines name', async () => {
    const article = (
      await db.selectFrom('articles').select('id').where('organization_id', '=', linde.id).executeTakeFirst()
    )?.id;
    expect(article).toBeDefined();
    const debtor = await createDebtor(ctx, linde.id, { surname: 'Bakker' });
    await db
      .updateTable('budget_lines')
      .set({ article_id: article!, debtor_id: debtor })
      .where('id', '=', line.id)
      .execute();
    let data = await afterWrite(budgetUrl, budgetScopes, () =>
      db.updateTable('articles').set({ name: 'Hernoemd artikel' }).where('id', '=', article!).execute(),
    );
    expect(lineOf(data, line.id)?.article?.name).toBe('Hernoemd artikel');
    data = await afterWrite(budgetUrl, budgetScopes, () =>
      db.updateTable('debtors').set({ surname: 'Smit' }).where('id', '=', debtor).execute(),
    );
    expect(lineOf(data, line.id)?.debtor?.display_name).toContain('Smit');
    let invoice = '';
    data = await afterWrite(budgetUrl, budgetScopes, async () => {
      invoice = await invoiceLines(ctx, linde.id, budgetDossier.id, [line.id], { status: 'concept' });
    });
    expect(lineOf(data, line.id)?.invoice?.status).toBe('concept');
    data = await afterWrite(budgetUrl, budgetScopes, () =>
      db.updateTable('invoices').set({ wefact_status: 'paid' }).where('id', '=', invoice).execute(),
    );
    expect(lineOf(data, line.id)?.invoice?.status).toBe('paid');
  });

  it("users: the name of a line's last editor", async () => {
    const data = await afterWrite(budgetUrl, budgetScopes, () =>
      db.updateTable('users').set({ name: 'Laatste Bewerker' }).where('id', '=', directorId).execute(),
    );
    expect(lineOf(data, line.id)?.updated_by?.name).toBe('Laatste Bewerker');
  });

  it("another dossier's lines and another organisation's records neither bump nor leak", async () => {
    const neighbour = await createDossier(ctx, linde.id);
    await unchangedBy(budgetUrl, [`budget-lines:${budgetDossier.id}`], () =>
      createBudgetLine(ctx, linde.id, neighbour.id),
    );
    const otherDossier = await createDossierViaApi(stranger, { deceased_last_name: 'Elders' });
    await unchangedBy(budgetUrl, budgetScopes, async () => {
      await createBudgetLine(ctx, other.id, otherDossier.id);
      const debtor = await createDebtor(ctx, other.id);
      await db.updateTable('debtors').set({ surname: 'Anders' }).where('id', '=', debtor).execute();
    });
    // The other organisation cannot reach this dossier's budget, cached or not.
    expect((await stranger.get(budgetUrl)).statusCode).toBe(404);
  });
});
