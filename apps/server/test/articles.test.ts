import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { articleOfOrganization } from '../src/modules/articles/index.ts';
import { seedDemoArticles } from '../src/seed/demo-articles.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { addMember, auditEvents, createOrganization, createUser, loginAs, newRow } from './factories.ts';
import { activate, createDossier } from './dossier-fixtures.ts';

type WireArticle = {
  id: string;
  code: string;
  name: string;
  description: string | null;
  unit: string;
  unit_price: number;
  vat_rate: string;
  category: { id: string; name: string } | null;
  supplier: { id: string; name: string } | null;
  purchase_price: number | null;
  active: boolean;
  version: number;
  created_at: string;
  updated_at: string;
};
type Page = { data: WireArticle[]; meta: { current_page: number; per_page: number; total: number; last_page: number } };

const texts = messages.articles;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let sequence = 0;

/** A fresh organisation with an owner, a funeral director and a viewer, so each list holds what its test made. */
async function freshOrganization(type: 'funeral_company' | 'crematorium' = 'funeral_company') {
  const organization = await createOrganization(ctx, `Uitvaartzorg Artikel ${++sequence}`, type);
  const clients: Record<'owner' | 'director' | 'viewer', TestClient> = {} as never;
  for (const role of ['owner', 'funeral_director', 'viewer'] as const) {
    const user = await createUser(ctx, `${role}-${sequence}@artikelen.test`, `${role} ${sequence}`);
    await addMember(ctx, organization.id, user.id, role);
    const client = await loginAs(ctx, user.email);
    await activate(client, organization.id);
    clients[role === 'funeral_director' ? 'director' : role] = client;
  }
  return { organization, ...clients };
}

/** A supplier row (the suppliers module is not what is tested here). */
async function supplierOf(organizationId: string, name = 'Bloemsierkunst Roos') {
  const row = {
    ...newRow(ctx),
    organization_id: organizationId,
    name,
    kind: 'florist',
    status: 'active' as const,
    search_text: ` ${name.toLowerCase()}`,
    sort_name: name.toLowerCase(),
  };
  await ctx.app.deps.db.insertInto('suppliers').values(row).execute();
  return row;
}

async function categoryOf(owner: TestClient, name: string): Promise<{ id: string; name: string }> {
  const res = await owner.post('/api/categories', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const article = (overrides: Record<string, unknown> = {}) => ({
  code: `ART-${++sequence}`,
  name: 'Verzorging van de overledene',
  unit: 'stuk',
  unit_price: 49500,
  vat_rate: 'exempt',
  ...overrides,
});

async function create(client: TestClient, overrides: Record<string, unknown> = {}): Promise<WireArticle> {
  const res = await client.post('/api/articles', article(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A budget line on a dossier of the organisation that uses the article. */
async function budgetLineWith(organizationId: string, articleId: string) {
  const dossier = await createDossier(ctx, organizationId);
  const now = iso(ctx.clock.now());
  const sectionId = newId();
  await ctx.app.deps.db
    .insertInto('budget_sections')
    .values({ id: sectionId, organization_id: organizationId, name: `Verzorging ${++sequence}`, position: 0, version: 1, created_at: now, updated_at: now })
    .execute();
  await ctx.app.deps.db
    .insertInto('budget_lines')
    .values({
      id: newId(),
      organization_id: organizationId,
      dossier_id: dossier.id,
      section_id: sectionId,
      article_id: articleId,
      description: 'Verzorging',
      quantity_milli: 1000,
      unit_price: 49500,
      vat_rate: 'exempt',
      position: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const codes = (res: { json: () => Page }) => res.json().data.map((item) => item.code);

describe('creating articles', () => {
  it('creates an article with its category and supplier and answers the wire shape', async () => {
    const { organization, owner } = await freshOrganization();
    const category = await categoryOf(owner, 'Bloemen');
    const supplier = await supplierOf(organization.id);
    const res = await owner.post('/api/articles', {
      code: '  BLOEM-01 ',
      name: 'Rouwstuk op de kist',
      description: 'Gemengd, seizoensbloemen',
      unit: 'stuk',
      unit_price: 14500,
      vat_rate: '9',
      category_id: category.id,
      supplier_id: supplier.id,
      purchase_price: 9000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as WireArticle;
    expect(data).toEqual({
      id: expect.any(String),
      code: 'BLOEM-01',
      name: 'Rouwstuk op de kist',
      description: 'Gemengd, seizoensbloemen',
      unit: 'stuk',
      unit_price: 14500,
      vat_rate: '9',
      category: { id: category.id, name: 'Bloemen' },
      supplier: { id: supplier.id, name: 'Bloemsierkunst Roos' },
      purchase_price: 9000,
      active: true,
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const event = (await auditEvents(ctx, 'created')).find((row) => row.entity_id === data.id);
    expect(event?.entity).toBe('article');
    expect(JSON.parse(event!.changes!)).toMatchObject({ code: 'BLOEM-01', unit_price: 14500, vat_rate: '9' });
    expect((await owner.get(`/api/articles/${data.id}`)).json().data).toEqual(data);
    // The lookup other modules use answers it for its own organisation only.
    expect((await articleOfOrganization(ctx.app.deps.db, organization.id, data.id))?.code).toBe('BLOEM-01');
    expect(await articleOfOrganization(ctx.app.deps.db, newId(), data.id)).toBeUndefined();
  });

  it('takes every unit and VAT kind, a free price of zero and an inactive start', async () => {
    const { owner } = await freshOrganization();
    for (const unit of ['stuk', 'uur', 'km', 'set', 'dag', 'keer', 'pakket', 'm²']) {
      expect((await create(owner, { unit })).unit).toBe(unit);
    }
    for (const vat of ['21', '9', '0', 'exempt', 'disbursement']) {
      expect((await create(owner, { vat_rate: vat })).vat_rate).toBe(vat);
    }
    const free = await create(owner, { unit_price: 0, active: false, vat_rate: 'disbursement' });
    expect(free).toMatchObject({ unit_price: 0, active: false, category: null, supplier: null, purchase_price: null });
  });

  it('refuses bad input with Dutch field messages and changes nothing', async () => {
    const { organization, owner } = await freshOrganization();
    const before = await ctx.app.deps.db.selectFrom('articles').select('id').where('organization_id', '=', organization.id).execute();
    const empty = await owner.post('/api/articles', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      code: ['Vul de code in.'],
      name: ['Vul de naam in.'],
      unit: ['Kies een eenheid.'],
      unit_price: ['Vul de prijs excl. btw in.'],
      vat_rate: ['Kies een btw-tarief.'],
    });
    const wrong = await owner.post('/api/articles', {
      ...article(),
      code: 'X'.repeat(31),
      unit: 'liter',
      unit_price: -100,
      vat_rate: '19',
      purchase_price: 12.5,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['Code mag maximaal 30 tekens bevatten.'],
      unit: ['Kies een eenheid uit de lijst.'],
      unit_price: ['Prijs excl. btw kan niet negatief zijn.'],
      vat_rate: ['Kies een btw-tarief uit de lijst.'],
      purchase_price: ['Inkoopprijs is geen geldig bedrag in centen.'],
    });
    expect(
      await ctx.app.deps.db.selectFrom('articles').select('id').where('organization_id', '=', organization.id).execute(),
    ).toHaveLength(before.length);
  });

  it('refuses a duplicate code, also when two requests race, and a category or supplier of another organisation', async () => {
    const { owner } = await freshOrganization();
    const other = await freshOrganization();
    await create(owner, { code: 'KIST-01' });
    const duplicate = await owner.post('/api/articles', article({ code: ' KIST-01' }));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({
      code: [interpolate(texts.errors.codeTaken, { code: 'KIST-01' })],
    });
    // Another organisation may use the same code.
    await create(other.owner, { code: 'KIST-01' });

    const racing = await Promise.all([1, 2, 3].map(() => owner.post('/api/articles', article({ code: 'RACE-01' }))));
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 422, 422]);
    for (const res of racing.filter((r) => r.statusCode === 422)) {
      expect(res.json().errors).toEqual({ code: [interpolate(texts.errors.codeTaken, { code: 'RACE-01' })] });
    }

    const foreignCategory = await categoryOf(other.owner, 'Kisten');
    const foreignSupplier = await supplierOf(other.organization.id, 'Drukkerij Elders');
    const foreign = await owner.post('/api/articles', article({ category_id: foreignCategory.id, supplier_id: foreignSupplier.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      category_id: [texts.errors.categoryNotFound],
      supplier_id: [texts.errors.supplierNotFound],
    });
  });
});

describe('changing and deleting articles', () => {
  it('updates the given fields with the version, audits them and answers a stale version with 409 and the current article', async () => {
    const { owner, organization } = await freshOrganization();
    const created = await create(owner, { code: 'ROUW-01', name: 'Rouwauto', unit: 'keer', unit_price: 39500 });
    const supplier = await supplierOf(organization.id, 'Vervoer Van Dam');
    const res = await owner.put(`/api/articles/${created.id}`, {
      version: 1,
      unit_price: 42500,
      supplier_id: supplier.id,
      purchase_price: 30000,
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'ROUW-01',
      name: 'Rouwauto',
      unit_price: 42500,
      supplier: { id: supplier.id, name: 'Vervoer Van Dam' },
      purchase_price: 30000,
      active: false,
      version: 2,
    });
    const event = (await auditEvents(ctx, 'updated')).find((row) => row.entity_id === created.id);
    expect(JSON.parse(event!.changes!)).toEqual({
      unit_price: { from: 39500, to: 42500 },
      supplier_id: { from: null, to: supplier.id },
      purchase_price: { from: null, to: 30000 },
      active: { from: 1, to: 0 },
    });

    const stale = await owner.put(`/api/articles/${created.id}`, { version: 1, name: 'Volgauto' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(texts.errors.conflict);
    expect(stale.json().data).toMatchObject({ id: created.id, version: 2, unit_price: 42500, name: 'Rouwauto' });

    // Clearing optional fields.
    const cleared = await owner.put(`/api/articles/${created.id}`, { version: 2, supplier_id: null, purchase_price: null, description: '' });
    expect(cleared.json().data).toMatchObject({ supplier: null, purchase_price: null, description: null, version: 3 });
  });

  it('refuses a code another article has and keeps the search text in step with a new name', async () => {
    const { owner } = await freshOrganization();
    await create(owner, { code: 'DRAG-01', name: 'Dragers' });
    const other = await create(owner, { code: 'DRAG-02', name: 'Dragers extra' });
    const taken = await owner.put(`/api/articles/${other.id}`, { version: 1, code: 'DRAG-01' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: [interpolate(texts.errors.codeTaken, { code: 'DRAG-01' })] });
    const renamed = await owner.put(`/api/articles/${other.id}`, { version: 1, name: 'Uitvaartleider' });
    expect(renamed.statusCode).toBe(200);
    expect(codes(await owner.get('/api/articles?search=uitvaartl'))).toEqual(['DRAG-02']);
    expect(codes(await owner.get('/api/articles?search=extra'))).toEqual([]);
  });

  it('deletes an unused article and refuses one on a budget line with 409 (make it inactive)', async () => {
    const { owner, organization } = await freshOrganization();
    const unused = await create(owner);
    expect((await owner.delete(`/api/articles/${unused.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/articles/${unused.id}`)).statusCode).toBe(404);
    expect((await auditEvents(ctx, 'deleted')).some((row) => row.entity_id === unused.id && row.entity === 'article')).toBe(true);

    const used = await create(owner);
    await budgetLineWith(organization.id, used.id);
    const refused = await owner.delete(`/api/articles/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(interpolate(texts.errors.inUse, { lines: texts.errors.inUseOne }));
    expect(refused.json().message).toContain('Zet het artikel op inactief');
    await budgetLineWith(organization.id, used.id);
    expect((await owner.delete(`/api/articles/${used.id}`)).json().message).toBe(
      interpolate(texts.errors.inUse, { lines: interpolate(texts.errors.inUseMany, { count: 2 }) }),
    );
    expect((await owner.get(`/api/articles/${used.id}`)).statusCode).toBe(200);
    // Inactive instead: still readable.
    const inactive = await owner.put(`/api/articles/${used.id}`, { version: 1, active: false });
    expect(inactive.json().data.active).toBe(false);
  });
});

describe('the article list', () => {
  it('searches code, name and description folded, from the start of a word', async () => {
    const { owner } = await freshOrganization();
    await create(owner, { code: 'VERZ-01', name: 'Verzorging en opbaring', description: 'Thuis of in het rouwcentrum' });
    await create(owner, { code: 'CAT-01', name: 'Koffietafel', description: 'Broodjes, soep en koffie' });
    await create(owner, { code: 'BLOEM-02', name: 'Crème bloemstuk' });
    expect(codes(await owner.get('/api/articles?search=verz'))).toEqual(['VERZ-01']);
    expect(codes(await owner.get('/api/articles?search=verz-01'))).toEqual(['VERZ-01']);
    expect(codes(await owner.get('/api/articles?search=ROUWCENTRUM'))).toEqual(['VERZ-01']);
    expect(codes(await owner.get('/api/articles?search=creme'))).toEqual(['BLOEM-02']);
    expect(codes(await owner.get('/api/articles?search=soep%20koffie'))).toEqual(['CAT-01']);
    expect(codes(await owner.get('/api/articles?search=orging'))).toEqual([]);
    expect(codes(await owner.get('/api/articles?search=%25'))).toHaveLength(3);
  });

  it('filters by category, supplier, active and VAT rate', async () => {
    const { owner, organization } = await freshOrganization();
    const flowers = await categoryOf(owner, 'Bloemen');
    const supplier = await supplierOf(organization.id);
    await create(owner, { code: 'A', category_id: flowers.id, supplier_id: supplier.id, vat_rate: '9' });
    await create(owner, { code: 'B', category_id: flowers.id, vat_rate: '9', active: false });
    await create(owner, { code: 'C', vat_rate: '21' });
    const list = (query: string) => owner.get(`/api/articles?sort=code&${query}`);
    expect(codes(await list(`filter[category_id]=${flowers.id}`))).toEqual(['A', 'B']);
    expect(codes(await list(`filter[supplier_id]=${supplier.id}`))).toEqual(['A']);
    expect(codes(await list('filter[active]=true'))).toEqual(['A', 'C']);
    expect(codes(await list('filter[active]=false'))).toEqual(['B']);
    expect(codes(await list('filter[vat_rate]=9'))).toEqual(['A', 'B']);
    expect(codes(await list(''))).toEqual(['A', 'B', 'C']);
    const bad = await owner.get('/api/articles?filter[vat_rate]=19&filter[active]=ja&sort=prijs');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'filter.vat_rate': [texts.errors.vatRate],
      'filter.active': [texts.errors.activeFilter],
      sort: [texts.errors.sort],
    });
  });

  it('sorts by name (Dutch order), code, price and category order, each both ways, and pages', async () => {
    const { owner } = await freshOrganization();
    const coffins = await categoryOf(owner, 'Kisten en urnen');
    const care = await categoryOf(owner, 'Verzorging');
    await create(owner, { code: 'K-2', name: 'Eiken kist', unit_price: 125000, category_id: coffins.id });
    await create(owner, { code: 'V-1', name: 'Ëerste verzorging', unit_price: 49500, category_id: care.id });
    await create(owner, { code: 'K-1', name: 'Urn', unit_price: 9500, category_id: coffins.id });
    await create(owner, { code: 'L-1', name: 'Leges', unit_price: 2000 });
    expect(codes(await owner.get('/api/articles'))).toEqual(['V-1', 'K-2', 'L-1', 'K-1']);
    expect(codes(await owner.get('/api/articles?sort=-name'))).toEqual(['K-1', 'L-1', 'K-2', 'V-1']);
    expect(codes(await owner.get('/api/articles?sort=code'))).toEqual(['K-1', 'K-2', 'L-1', 'V-1']);
    expect(codes(await owner.get('/api/articles?sort=-code'))).toEqual(['V-1', 'L-1', 'K-2', 'K-1']);
    expect(codes(await owner.get('/api/articles?sort=unit_price'))).toEqual(['L-1', 'K-1', 'V-1', 'K-2']);
    expect(codes(await owner.get('/api/articles?sort=-unit_price'))).toEqual(['K-2', 'V-1', 'K-1', 'L-1']);
    expect(codes(await owner.get('/api/articles?sort=category'))).toEqual(['K-2', 'K-1', 'V-1', 'L-1']);
    expect(codes(await owner.get('/api/articles?sort=-category'))).toEqual(['V-1', 'K-2', 'K-1', 'L-1']);
    // Reordering the categories reorders the grouped list.
    await owner.put('/api/categories/order', { ids: [care.id, coffins.id] });
    expect(codes(await owner.get('/api/articles?sort=category'))).toEqual(['V-1', 'K-2', 'K-1', 'L-1']);

    const page = await owner.get('/api/articles?sort=code&per_page=3&page=2');
    expect(page.json()).toMatchObject({ meta: { current_page: 2, per_page: 3, total: 4, last_page: 2 } });
    expect(codes(page)).toEqual(['V-1']);
    expect((await owner.get('/api/articles?per_page=101')).statusCode).toBe(422);
  });
});

describe("a supplier's articles", () => {
  it('lists and creates the articles of a supplier of the organisation, the path naming the supplier', async () => {
    const { owner, organization } = await freshOrganization();
    const florist = await supplierOf(organization.id, 'Bloemenhuis Jansen');
    const printer = await supplierOf(organization.id, 'Drukkerij De Letter');
    const res = await owner.post(`/api/suppliers/${florist.id}/articles`, article({ code: 'BL-1', supplier_id: printer.id, purchase_price: 6000 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ supplier: { id: florist.id, name: 'Bloemenhuis Jansen' }, purchase_price: 6000 });
    await create(owner, { code: 'DR-1', supplier_id: printer.id });
    await create(owner, { code: 'XX-1' });
    expect(codes(await owner.get(`/api/suppliers/${florist.id}/articles`))).toEqual(['BL-1']);
    expect(codes(await owner.get(`/api/suppliers/${printer.id}/articles?search=verzorging`))).toEqual(['DR-1']);

    const other = await freshOrganization();
    const foreign = await supplierOf(other.organization.id, 'Elders');
    expect((await owner.get(`/api/suppliers/${foreign.id}/articles`)).statusCode).toBe(404);
    const refused = await owner.post(`/api/suppliers/${foreign.id}/articles`, article());
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).not.toHaveProperty('data');
  });
});

describe('who may do what', () => {
  it('lets a funeral director and a viewer read but not write', async () => {
    const { owner, director, viewer, organization } = await freshOrganization();
    const created = await create(owner);
    const supplier = await supplierOf(organization.id);
    for (const client of [director, viewer]) {
      expect((await client.get('/api/articles')).statusCode).toBe(200);
      expect((await client.get(`/api/articles/${created.id}`)).statusCode).toBe(200);
      expect((await client.get(`/api/suppliers/${supplier.id}/articles`)).statusCode).toBe(200);
      expect((await client.post('/api/articles', article())).statusCode).toBe(403);
      expect((await client.post(`/api/suppliers/${supplier.id}/articles`, article())).statusCode).toBe(403);
      expect((await client.put(`/api/articles/${created.id}`, { version: 1, name: 'Anders' })).statusCode).toBe(403);
      expect((await client.delete(`/api/articles/${created.id}`)).statusCode).toBe(403);
    }
    expect((await owner.get(`/api/articles/${created.id}`)).json().data.version).toBe(1);
  });

  it('gives a crematorium its own price list', async () => {
    const { owner } = await freshOrganization('crematorium');
    const created = await create(owner, { code: 'CREM-01', name: 'Crematie', vat_rate: 'exempt', unit_price: 98500 });
    expect(codes(await owner.get('/api/articles'))).toEqual(['CREM-01']);
    expect((await owner.put(`/api/articles/${created.id}`, { version: 1, unit_price: 99500 })).statusCode).toBe(200);
  });

  it("answers another organisation's article with 404 and leaves it alone", async () => {
    const { owner } = await freshOrganization();
    const other = await freshOrganization();
    const foreign = await create(other.owner);
    expect((await owner.get(`/api/articles/${foreign.id}`)).statusCode).toBe(404);
    expect((await owner.put(`/api/articles/${foreign.id}`, { version: 1, name: 'Overgenomen' })).statusCode).toBe(404);
    expect((await owner.delete(`/api/articles/${foreign.id}`)).statusCode).toBe(404);
    expect(codes(await owner.get('/api/articles'))).not.toContain(foreign.code);
    expect((await other.owner.get(`/api/articles/${foreign.id}`)).json().data).toMatchObject({ name: foreign.name, version: 1 });
  });
});

describe('the demo price list', () => {
  it('makes the categories and about 30 articles with the right VAT, linked to the suppliers, once', async () => {
    const { organization, owner } = await freshOrganization();
    const ownerId = (
      await ctx.app.deps.db
        .selectFrom('memberships')
        .select('user_id')
        .where('organization_id', '=', organization.id)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow()
    ).user_id;
    const suppliers = {
      florist: (await supplierOf(organization.id, 'Bloemsierkunst De Wilde Roos')).id,
      printer: (await supplierOf(organization.id, 'Drukkerij Domstad')).id,
      newspaper: (await supplierOf(organization.id, 'Stichtse Courant')).id,
      caterer: (await supplierOf(organization.id, 'Catering Het Zoete Brood')).id,
    };
    const made = await seedDemoArticles(ctx.app.deps, organization.id, ownerId, suppliers);
    expect(made).toBeGreaterThanOrEqual(28);
    expect(await seedDemoArticles(ctx.app.deps, organization.id, ownerId, suppliers)).toBe(0);

    const categories = ((await owner.get('/api/categories')).json().data as { name: string; article_count: number }[]);
    expect(categories.map((category) => category.name)).toEqual([
      'Verzorging en opbaring',
      'Kisten en urnen',
      'Vervoer',
      'Plechtigheid',
      'Crematie en begrafenis',
      'Catering',
      'Bloemen',
      'Drukwerk',
      'Advertenties',
      'Leges en derden',
    ]);
    expect(categories.every((category) => category.article_count > 0)).toBe(true);
    const all = (await owner.get('/api/articles?per_page=100&sort=category')).json() as Page;
    expect(all.meta.total).toBe(made);
    const vatOf = (name: RegExp) => all.data.filter((item) => name.test(item.name)).map((item) => item.vat_rate);
    expect(vatOf(/^Verzorging van de overledene|Rouwauto$|^Dragers|Eikenhouten kist|^Rouwkaarten|^Crematie$|Condoleanceregister/)).toEqual(
      Array(7).fill('exempt'),
    );
    expect(vatOf(/^Koffietafel|Kistbloemstuk|Rouwboeket/)).toEqual(['9', '9', '9', '9']);
    expect(vatOf(/Rouwadvertentie in dagblad|Livestream|Sierurn/)).toEqual(['21', '21', '21']);
    expect(vatOf(/akte van overlijden|Kerkelijke bijdrage/)).toEqual(['disbursement', 'disbursement']);
    const linked = all.data.filter((item) => item.supplier);
    expect(new Set(linked.map((item) => item.supplier!.id))).toEqual(new Set(Object.values(suppliers)));
    expect(linked.every((item) => item.purchase_price !== null && item.purchase_price < item.unit_price)).toBe(true);
    expect(all.data.every((item) => item.active && item.category !== null)).toBe(true);
  });
});
