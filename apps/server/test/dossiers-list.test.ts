import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText, LIST_COUNT_CAP, messages } from '@afscheid/shared';
import { seedDossiers } from '../bench/seed-dossiers.ts';
import { searchWords } from '../src/modules/dossiers/search.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  loginAs,
  saveSectionViaApi,
  type NewDossier,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const company = await createOrganization(ctx, 'Uitvaartverzorging Zoeklicht');
const director = await createUser(ctx, 'verzorger@zoeklicht.test', 'Vera Verzorger');
const colleague = await createUser(ctx, 'collega@zoeklicht.test', 'Carel Collega');
await addMember(ctx, company.id, director.id, 'funeral_director');
await addMember(ctx, company.id, colleague.id, 'funeral_director');
const client = await loginAs(ctx, director.email);

const PEOPLE: NewDossier[] = [
  {
    deceased_first_names: 'Johanna Maria',
    deceased_name_prefix: 'van der',
    deceased_last_name: 'Berg',
    died_at: '2026-11-20T08:30:00.000Z',
  },
  // 23:30 UTC on the 19th is already 20 November in Amsterdam.
  {
    type: 'burial',
    deceased_first_names: 'Jan',
    deceased_name_prefix: null,
    deceased_last_name: 'Jansen',
    died_at: '2026-11-19T23:30:00.000Z',
  },
  {
    deceased_first_names: 'Zoë',
    deceased_name_prefix: null,
    deceased_last_name: 'Çelik',
    died_at: '2026-11-18T10:00:00.000Z',
  },
  {
    type: 'burial',
    deceased_first_names: 'Pieter',
    deceased_name_prefix: 'de',
    deceased_last_name: 'Vries',
    died_at: '2026-11-15T12:00:00.000Z',
  },
  {
    deceased_first_names: 'Janneke',
    deceased_name_prefix: null,
    deceased_last_name: 'Bakker',
    died_at: '2026-11-10T12:00:00.000Z',
  },
];
const created: { id: string; number: string }[] = [];
for (const person of PEOPLE) {
  ctx.clock.advance(60);
  created.push(await createDossierViaApi(client, person));
}
const [berg, jansen, celik, vries, bakker] = created.map((d) => d.id) as [
  string,
  string,
  string,
  string,
  string,
];
await db
  .updateTable('dossiers')
  .set({ status: 'completed', funeral_at: '2026-11-19T10:00:00.000Z' })
  .where('id', '=', vries)
  .execute();
await db
  .updateTable('dossiers')
  .set({ funeral_at: '2026-11-26T13:30:00.000Z' })
  .where('id', '=', berg)
  .execute();
await client.put(`/api/dossiers/${bakker}`, { version: 1, responsible_user_id: colleague.id });

type Page = { data: { id: string; deceased_name: string }[]; meta: Record<string, number | boolean> };
async function list(query: string): Promise<Page> {
  const res = await client.get(`/api/dossiers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const dutch = {
  base: new Intl.Collator('nl', { sensitivity: 'base' }),
  accent: new Intl.Collator('nl', { sensitivity: 'accent' }),
};
const ids = async (query: string) => (await list(query)).data.map((d) => d.id);
const search = (q: string) => ids(`search=${encodeURIComponent(q)}`);

describe('GET /api/dossiers', () => {
  it('lists the newest first with the list fields and the pagination meta', async () => {
    const page = await list('');
    expect(page.data.map((d) => d.id)).toEqual([bakker, vries, celik, jansen, berg]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: 5, last_page: 1, total_capped: false });
    expect(page.data[1]).toEqual({
      id: vries,
      number: created[3]!.number,
      type: 'burial',
      status: 'completed',
      deceased_name: 'Pieter de Vries',
      deceased_first_names: 'Pieter',
      deceased_name_prefix: 'de',
      deceased_last_name: 'Vries',
      deceased_birth_date: null,
      died_at: '2026-11-15T12:00:00.000Z',
      funeral_at: '2026-11-19T10:00:00.000Z',
      responsible: { id: director.id, name: director.name },
      updated_at: expect.any(String),
    });
    expect(page.data[0]!).toMatchObject({ responsible: { id: colleague.id, name: colleague.name } });
  });

  it('pages', async () => {
    const second = await list('per_page=2&page=2');
    expect(second.data.map((d) => d.id)).toEqual([celik, jansen]);
    expect(second.meta).toEqual({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
      total_capped: false,
    });
    const beyond = await list('per_page=2&page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({
      current_page: 4,
      per_page: 2,
      total: 5,
      last_page: 3,
      total_capped: false,
    });
    const tooMany = await client.get('/api/dossiers?per_page=101');
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['per_page']);
  });

  it('finds words by their start, in any order, without accents, and the number', async () => {
    expect(await search('jan')).toEqual([bakker, jansen]);
    expect(await search('jan jans')).toEqual([jansen]);
    expect(await search('berg joh')).toEqual([berg]);
    expect(await search('  JOHANNA   van  ')).toEqual([berg]);
    expect(await search('erg')).toEqual([]);
    expect(await search('celik')).toEqual([celik]);
    expect(await search('ÇELİK')).toEqual([celik]);
    expect(await search('zoe')).toEqual([celik]);
    expect(await search('de vries')).toEqual([vries]);
    expect(await search(created[1]!.number)).toEqual([jansen]);
    expect(await search('3')).toEqual([celik]);
    expect(await search(`${created[1]!.number.slice(0, 7)}`)).toEqual([bakker, vries, celik, jansen, berg]);
    const page = await list('search=jan&per_page=1');
    expect(page.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2, total_capped: false });
  });

  it('filters by status, type, responsible, date of death and funeral date (days in Amsterdam)', async () => {
    expect(await ids('filter[status]=completed')).toEqual([vries]);
    expect(await ids('filter[status]=open&filter[type]=burial')).toEqual([jansen]);
    expect(await ids(`filter[responsible]=${colleague.id}`)).toEqual([bakker]);
    expect(await ids('filter[died_from]=2026-11-20')).toEqual([jansen, berg]);
    expect(await ids('filter[died_to]=2026-11-19')).toEqual([bakker, vries, celik]);
    expect(await ids('filter[died_from]=2026-11-15&filter[died_to]=2026-11-18')).toEqual([vries, celik]);
    expect(await ids('filter[funeral_from]=2026-11-20')).toEqual([berg]);
    expect(await ids('filter[funeral_to]=2026-11-19')).toEqual([vries]);
    expect(await ids('filter[type]=cremation&search=jan')).toEqual([bakker]);
    const res = await client.get('/api/dossiers?filter[status]=begraven&filter[died_from]=gisteren');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['filter.status']).toEqual([messages.dossiers.errors.status]);
  });

  it('sorts by number, date of death, funeral date (none last), name and creation', async () => {
    expect(await ids('sort=number')).toEqual([berg, jansen, celik, vries, bakker]);
    expect(await ids('sort=-number')).toEqual([bakker, vries, celik, jansen, berg]);
    expect(await ids('sort=died_at')).toEqual([bakker, vries, celik, jansen, berg]);
    expect(await ids('sort=-died_at')).toEqual([berg, jansen, celik, vries, bakker]);
    expect((await ids('sort=funeral_at')).slice(0, 2)).toEqual([vries, berg]);
    expect((await ids('sort=-funeral_at')).slice(0, 2)).toEqual([berg, vries]);
    // Last names in Dutch order, the prefix apart: Bakker, (van der) Berg, Çelik, Jansen, (de) Vries.
    expect(await ids('sort=name')).toEqual([bakker, berg, celik, jansen, vries]);
    expect(await ids('sort=-name')).toEqual([vries, jansen, celik, berg, bakker]);
    expect(await ids('sort=created_at')).toEqual([berg, jansen, celik, vries, bakker]);
    const wrong = await client.get('/api/dossiers?sort=leeftijd');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.sort).toEqual([messages.dossiers.errors.sort]);
  });

  it("never shows another organisation's dossiers, and needs dossiers.view", async () => {
    const linde = await loginAs(ctx, 'uitvaartverzorger@afscheid.test');
    await createDossierViaApi(linde, { deceased_first_names: 'Jan', deceased_last_name: 'Jansen' });
    expect(await search('jansen')).toEqual([jansen]);
    expect((await linde.get('/api/dossiers?search=jansen')).json().meta.total).toBe(1);
    const crematorium = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await crematorium.get('/api/dossiers')).statusCode).toBe(403);
  });
});

describe('names without regard to case or accents, in Dutch order (issue 11, item 16)', () => {
  let own: TestClient;
  const made: Record<string, { id: string; number: string }> = {};
  const PEOPLE_16: Record<string, NewDossier> = {
    yilmaz: { deceased_first_names: 'Fatma', deceased_name_prefix: null, deceased_last_name: 'Yılmaz' },
    celikAhmet: { deceased_first_names: 'Ahmet', deceased_name_prefix: null, deceased_last_name: 'Celik' },
    celikZoe: { deceased_first_names: 'Zoë', deceased_name_prefix: null, deceased_last_name: 'Çelik' },
    deVries: { deceased_first_names: 'Pieter', deceased_name_prefix: 'De', deceased_last_name: 'Vries' },
    // Written the Belgian way, the prefix part of the last name: filed under D.
    deVriesBelgian: {
      deceased_first_names: 'Anna',
      deceased_name_prefix: null,
      deceased_last_name: 'DE VRIES',
    },
    cornelissen: {
      deceased_first_names: 'Kees',
      deceased_name_prefix: null,
      deceased_last_name: 'Cornelissen',
    },
    yildiz: { deceased_first_names: 'Emre', deceased_name_prefix: null, deceased_last_name: 'Yildiz' },
    bakker: { deceased_first_names: 'Jan', deceased_name_prefix: null, deceased_last_name: 'bakker' },
    orsted: { deceased_first_names: 'Søren', deceased_name_prefix: null, deceased_last_name: 'Ørsted' },
  };
  beforeAll(async () => {
    const org = await createOrganization(ctx, 'Uitvaartzorg Alfabet');
    const owner = await createUser(ctx, 'eigenaar@alfabet.test', 'Anton Alfabet');
    await addMember(ctx, org.id, owner.id, 'owner');
    own = await loginAs(ctx, owner.email);
    for (const [key, person] of Object.entries(PEOPLE_16)) {
      ctx.clock.advance(60);
      made[key] = await createDossierViaApi(own, person);
    }
  });
  const found = async (q: string) =>
    (await own.get(`/api/dossiers?search=${encodeURIComponent(q)}`))
      .json()
      .data.map((d: { id: string }) => d.id);
  const sorted = async (sort: string) =>
    (await own.get(`/api/dossiers?sort=${sort}`)).json().data.map((d: { id: string }) => d.id);
  const idsOf = (...keys: string[]) => keys.map((key) => made[key]!.id);

  it('finds a name whatever its case or accents, and whatever those of the search', async () => {
    for (const q of ['yilmaz', 'Yilmaz', 'YILMAZ', 'yılmaz', 'YıLMAZ', 'fatma yil']) {
      expect(await found(q), q).toEqual(idsOf('yilmaz'));
    }
    // Newest first: Zoë Çelik was made after Ahmet Celik.
    for (const q of ['celik', 'Çelik', 'ÇELİK', 'CELIK']) {
      expect(await found(q), q).toEqual(idsOf('celikZoe', 'celikAhmet'));
    }
    expect(await found('zoe celik')).toEqual(idsOf('celikZoe'));
    for (const q of ['de vries', 'De Vries', 'DE VRIES', 'vries']) {
      expect(await found(q), q).toEqual(idsOf('deVriesBelgian', 'deVries'));
    }
    expect(await found('pieter de vries')).toEqual(idsOf('deVries'));
    expect(await found('orsted')).toEqual(idsOf('orsted'));
    expect(await found('soren ørsted')).toEqual(idsOf('orsted'));
    expect(await found('BAKKER')).toEqual(idsOf('bakker'));
    expect(await found(made['yilmaz']!.number)).toEqual(idsOf('yilmaz'));
  });

  it('sorts by last name, then first names, in Dutch order: Çelik among the C’s, case never decides', async () => {
    const order = idsOf(
      'bakker',
      'celikAhmet',
      'celikZoe',
      'cornelissen',
      'deVriesBelgian',
      'orsted',
      'deVries',
      'yildiz',
      'yilmaz',
    );
    expect(await sorted('name')).toEqual(order);
    expect(await sorted('-name')).toEqual([...order].reverse());
  });

  it('follows a name changed in the deceased section, and still finds the BSN', async () => {
    const { id } = made['cornelissen']!;
    const res = await saveSectionViaApi(own, id, 'deceased', {
      person: { first_names: 'Kees', name_prefix: null, last_name: 'Öztürk', bsn: '111222333' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found('ozturk')).toEqual([id]);
    expect(await found('ÖZTÜRK kees')).toEqual([id]);
    expect(await found('cornelissen')).toEqual([]);
    expect(await found('111222333')).toEqual([id]);
    expect(await sorted('name')).toEqual(
      idsOf(
        'bakker',
        'celikAhmet',
        'celikZoe',
        'deVriesBelgian',
        'orsted',
        'cornelissen',
        'deVries',
        'yildiz',
        'yilmaz',
      ),
    );
  });
});

describe('deleted dossiers', () => {
  it('are neither listed nor found nor counted', async () => {
    const other = await createOrganization(ctx, 'Uitvaartcentrum Opgeruimd');
    const owner = await createUser(ctx, 'eigenaar@opgeruimd.test', 'Oscar Opgeruimd');
    await addMember(ctx, other.id, owner.id, 'owner');
    const own = await loginAs(ctx, owner.email);
    const kept = await createDossierViaApi(own, {
      deceased_first_names: 'Blijft',
      deceased_last_name: 'Bewaard',
    });
    const gone = await createDossierViaApi(own, {
      deceased_first_names: 'Bijna',
      deceased_last_name: 'Bewaard',
    });
    await db
      .updateTable('dossiers')
      .set({ deleted_at: '2026-11-21T12:00:00.000Z' })
      .where('id', '=', gone.id)
      .execute();
    const search = (await own.get('/api/dossiers?search=bewaard')).json();
    expect(search.data.map((d: { id: string }) => d.id)).toEqual([kept.id]);
    expect(search.meta.total).toBe(1);
    expect((await own.get('/api/dossiers?per_page=1')).json().meta.total).toBe(1);
  });
});

describe('search on many dossiers', () => {
  type Row = { id: string; search_text: string; created_at: string };
  let bigClient: TestClient;
  let bigId = '';
  let newestFirst: Row[] = [];
  beforeAll(async () => {
    const big = await createOrganization(ctx, 'Uitvaartonderneming Groot');
    const owner = await createUser(ctx, 'eigenaar@groot.test', 'Gerrit Groot');
    await addMember(ctx, big.id, owner.id, 'owner');
    bigId = big.id;
    await seedDossiers(ctx.app.deps, {
      organizationId: big.id,
      count: 1500,
      userIds: [owner.id],
      now: ctx.clock.now(),
      seed: 7,
    });
    bigClient = await loginAs(ctx, owner.email);
    const rows = await db
      .selectFrom('dossiers')
      .select(['id', 'search_text', 'created_at'])
      .where('organization_id', '=', big.id)
      .execute();
    newestFirst = rows.sort((a, b) =>
      a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : a.id < b.id ? 1 : -1,
    );
  });
  /** The reference: every search word starts a word of the search text. */
  const expected = (q: string) => {
    const words = searchWords(q);
    return newestFirst.filter((row) =>
      words.every((w) => row.search_text.split(' ').some((t) => t.startsWith(w))),
    );
  };

  // Rare words read the matching ids; more than 1,000 matches walk the sort order (repository.ts).
  it.each(['jan', 'de jong', 'wilhelmina', 'zandstra', 'çelik', 'maria jo', '2', '20', 'x'])(
    'finds exactly the dossiers with words starting with "%s", counted and ordered',
    async (q) => {
      const want = expected(q);
      const res = await bigClient.get(`/api/dossiers?per_page=50&search=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // More than 1,000: "meer dan 1.000" (the cap, flagged), not a count of them all.
      const capped = want.length > LIST_COUNT_CAP;
      expect(body.meta.total).toBe(capped ? LIST_COUNT_CAP : want.length);
      expect(body.meta.total_capped).toBe(capped);
      expect(body.data.map((d: { id: string }) => d.id)).toEqual(want.slice(0, 50).map((r) => r.id));
      if (want.length > 100) {
        const later = await bigClient.get(`/api/dossiers?per_page=50&page=3&search=${encodeURIComponent(q)}`);
        expect(later.json().data.map((d: { id: string }) => d.id)).toEqual(
          want.slice(100, 150).map((r) => r.id),
        );
      }
    },
  );

  it('caps the total of a large search at 1,000 and still pages on past it', async () => {
    const want = expected('2');
    expect(want.length).toBe(1500);
    const page = async (n: number) => {
      const res = await bigClient.get(`/api/dossiers?per_page=50&page=${n}&search=2`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: string }[]; meta: Record<string, number | boolean> };
    };
    // Within the cap: the cap's pages.
    expect((await page(1)).meta).toEqual({
      current_page: 1,
      per_page: 50,
      total: 1000,
      last_page: 20,
      total_capped: true,
    });
    // Past it: the next page while rows follow.
    const past = await page(21);
    expect(past.data.map((d) => d.id)).toEqual(want.slice(1000, 1050).map((r) => r.id));
    expect(past.meta).toEqual({
      current_page: 21,
      per_page: 50,
      total: 1000,
      last_page: 22,
      total_capped: true,
    });
    // The last page tells the whole number.
    const last = await page(30);
    expect(last.data.map((d) => d.id)).toEqual(want.slice(1450).map((r) => r.id));
    expect(last.meta).toEqual({
      current_page: 30,
      per_page: 50,
      total: 1500,
      last_page: 30,
      total_capped: false,
    });
    // A page far past the end of a search with fewer than 1,000 matches: nothing, and the exact number.
    const few = expected('jan').length;
    expect(few).toBeLessThan(LIST_COUNT_CAP);
    const farBeyond = (await bigClient.get('/api/dossiers?per_page=50&page=40&search=jan')).json();
    expect(farBeyond.data).toEqual([]);
    expect(farBeyond.meta).toMatchObject({ total: few, total_capped: false });
  });

  it('counts every dossier of the organisation and per status, from the maintained counts', async () => {
    const byStatus = await db
      .selectFrom('dossiers')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('organization_id', '=', bigId)
      .groupBy('status')
      .execute();
    const all = (await bigClient.get('/api/dossiers?per_page=10')).json();
    expect(all.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 1500,
      last_page: 150,
      total_capped: false,
    });
    for (const { status, count } of byStatus) {
      const res = (await bigClient.get(`/api/dossiers?per_page=10&filter[status]=${status}`)).json();
      expect(res.meta.total).toBe(Number(count));
      expect(res.meta.total_capped).toBe(false);
    }
    // Other filters count at most 1,001 matches.
    const cremations = await db
      .selectFrom('dossiers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organization_id', '=', bigId)
      .where('type', '=', 'cremation')
      .executeTakeFirstOrThrow();
    expect(Number(cremations.count)).toBeGreaterThan(LIST_COUNT_CAP);
    const typed = (await bigClient.get('/api/dossiers?per_page=10&filter[type]=cremation')).json();
    expect(typed.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 1000,
      last_page: 100,
      total_capped: true,
    });
    const burials = (await bigClient.get('/api/dossiers?per_page=10&filter[type]=burial')).json();
    expect(burials.meta.total).toBe(1500 - Number(cremations.count));
    expect(burials.meta.total_capped).toBe(false);
  });

  it('counts the large matches above the threshold', () => {
    expect(expected('2').length).toBeGreaterThan(1000);
    expect(expected('jan').length).toBeGreaterThan(50);
    expect(expected('jan').length).toBeLessThan(1000);
  });

  it('combines a search with filters and sorts', async () => {
    const want = expected('jan');
    const res = await bigClient.get('/api/dossiers?search=jan&filter[status]=closed&sort=name&per_page=100');
    const got = res.json();
    const closed = await db
      .selectFrom('dossiers')
      .select('id')
      .where('organization_id', '=', bigId)
      .where('status', '=', 'closed')
      .execute();
    const closedIds = new Set(closed.map((r) => r.id));
    expect(got.meta.total).toBe(want.filter((r) => closedIds.has(r.id)).length);
    const names = got.data.map((d: { deceased_last_name: string }) => d.deceased_last_name);
    expect(names).toEqual([...names].sort(dutch.base.compare));
  });

  it('finds the imported dossiers by their folded names', async () => {
    for (const [q, lastName] of [
      ['yilmaz', 'Yılmaz'],
      ['celik', 'Çelik'],
    ] as const) {
      const rows = await db
        .selectFrom('dossiers')
        .select('id')
        .where('organization_id', '=', bigId)
        .where('deceased_last_name', '=', lastName)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      const res = (await bigClient.get(`/api/dossiers?per_page=100&search=${q}`)).json();
      expect(res.meta.total).toBe(rows.length);
      expect(new Set(res.data.map((d: { id: string }) => d.id))).toEqual(new Set(rows.map((r) => r.id)));
    }
  });

  it('sorts every dossier by name as Intl.Collator("nl") does, page after page', async () => {
    type Named = {
      id: string;
      deceased_last_name: string;
      deceased_first_names: string;
      deceased_name_prefix: string | null;
    };
    const all: Named[] = [];
    for (let page = 1; page <= 15; page++) {
      const res = (await bigClient.get(`/api/dossiers?sort=name&per_page=100&page=${page}`)).json();
      all.push(...res.data);
    }
    expect(all).toHaveLength(1500);
    const parts = (d: Named) => [d.deceased_last_name, d.deceased_first_names, d.deceased_name_prefix ?? ''];
    // The letters of every part first, then their accents; equal names by id (the list's last key).
    const want = [...all].sort((a, b) => {
      for (const collator of [dutch.base, dutch.accent]) {
        const [x, y] = [parts(a), parts(b)];
        for (let i = 0; i < x.length; i++) {
          const order = collator.compare(x[i]!, y[i]!);
          if (order !== 0) return order;
        }
      }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
    expect(all.map((d) => d.id)).toEqual(want.map((d) => d.id));
    const lastNames = [...new Set(all.map((d) => d.deceased_last_name))];
    const celik = lastNames.indexOf('Çelik');
    // Among the C's: after the last B, before the first D (byte order put it after every Z).
    expect(lastNames.slice(celik - 1, celik + 2).map((name) => foldText(name)[0])).toEqual(['b', 'c', 'd']);
  });
});
