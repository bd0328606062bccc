import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { addMember, auditEvents, createOrganization, createUser, loginAs } from './factories.ts';
import { activate } from './dossier-fixtures.ts';

type WireCategory = { id: string; name: string; position: number; article_count: number; version: number };

const texts = messages.articles.categoryErrors;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let sequence = 0;

/** A fresh organisation with an owner and a funeral director, so each list holds what its test made. */
async function freshOrganization(type: 'funeral_company' | 'crematorium' = 'funeral_company') {
  const organization = await createOrganization(ctx, `Uitvaartzorg Categorie ${++sequence}`, type);
  const clients: TestClient[] = [];
  for (const role of ['owner', 'funeral_director'] as const) {
    const user = await createUser(ctx, `${role}-${sequence}@categorieen.test`, `${role} ${sequence}`);
    await addMember(ctx, organization.id, user.id, role);
    const client = await loginAs(ctx, user.email);
    await activate(client, organization.id);
    clients.push(client);
  }
  return { organization, owner: clients[0]!, director: clients[1]! };
}

async function create(owner: TestClient, name: string): Promise<WireCategory> {
  const res = await owner.post('/api/categories', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const names = async (client: TestClient) =>
  ((await client.get('/api/categories')).json().data as WireCategory[]).map((category) => category.name);

async function articleIn(owner: TestClient, categoryId: string) {
  const res = await owner.post('/api/articles', {
    code: `C-${++sequence}`,
    name: 'Eikenhouten kist',
    unit: 'stuk',
    unit_price: 125000,
    vat_rate: 'exempt',
    category_id: categoryId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; version: number };
}

describe('categories', () => {
  it('creates categories at the end of the order, with their article count, and audits them', async () => {
    const { owner } = await freshOrganization();
    const care = await create(owner, ' Verzorging en opbaring ');
    expect(care).toEqual({ id: expect.any(String), name: 'Verzorging en opbaring', position: 0, article_count: 0, version: 1 });
    const coffins = await create(owner, 'Kisten en urnen');
    expect(coffins.position).toBe(1);
    await articleIn(owner, coffins.id);
    await articleIn(owner, coffins.id);
    const list = (await owner.get('/api/categories')).json().data as WireCategory[];
    expect(list.map((category) => [category.name, category.article_count])).toEqual([
      ['Verzorging en opbaring', 0],
      ['Kisten en urnen', 2],
    ]);
    const event = (await auditEvents(ctx, 'created')).find((row) => row.entity_id === care.id);
    expect(event?.entity).toBe('category');
  });

  it('refuses an empty or duplicate name with a Dutch message, also when two requests race', async () => {
    const { owner } = await freshOrganization();
    const empty = await owner.post('/api/categories', { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Vul de naam van de categorie in.'] });
    await create(owner, 'Bloemen');
    const duplicate = await owner.post('/api/categories', { name: 'Bloemen' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: [interpolate(texts.nameTaken, { name: 'Bloemen' })] });
    const racing = await Promise.all([1, 2].map(() => owner.post('/api/categories', { name: 'Drukwerk' })));
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect(await names(owner)).toEqual(['Bloemen', 'Drukwerk']);
  });

  it('renames with the version: 409 with the current category when stale, 422 on a name in use', async () => {
    const { owner } = await freshOrganization();
    const flowers = await create(owner, 'Bloemen');
    await create(owner, 'Catering');
    const renamed = await owner.put(`/api/categories/${flowers.id}`, { version: 1, name: 'Bloemen en planten' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Bloemen en planten', version: 2 });
    const stale = await owner.put(`/api/categories/${flowers.id}`, { version: 1, name: 'Bloemwerk' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: texts.conflict, data: { id: flowers.id, name: 'Bloemen en planten', version: 2 } });
    const taken = await owner.put(`/api/categories/${flowers.id}`, { version: 2, name: 'Catering' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [interpolate(texts.nameTaken, { name: 'Catering' })] });
    const event = (await auditEvents(ctx, 'updated')).find((row) => row.entity_id === flowers.id);
    expect(JSON.parse(event!.changes!)).toEqual({ name: { from: 'Bloemen', to: 'Bloemen en planten' } });
  });

  it('reorders with every id exactly once, else 422 and nothing changed', async () => {
    const { owner } = await freshOrganization();
    const other = await freshOrganization();
    const [a, b, c] = [await create(owner, 'Vervoer'), await create(owner, 'Plechtigheid'), await create(owner, 'Catering')];
    const foreign = await create(other.owner, 'Elders');
    const res = await owner.put('/api/categories/order', { ids: [c!.id, a!.id, b!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as WireCategory[]).map((category) => [category.name, category.position])).toEqual([
      ['Catering', 0],
      ['Vervoer', 1],
      ['Plechtigheid', 2],
    ]);
    for (const [ids, message] of [
      [[c!.id, a!.id], texts.orderIncomplete],
      [[c!.id, a!.id, b!.id, b!.id], texts.orderIncomplete],
      [[c!.id, a!.id, foreign.id], texts.orderId],
      [[c!.id, a!.id, b!.id, 'onbekend'], texts.orderId],
    ] as const) {
      const refused = await owner.put('/api/categories/order', { ids });
      expect(refused.statusCode, JSON.stringify(ids)).toBe(422);
      expect(refused.json().errors).toEqual({ ids: [message] });
    }
    expect((await owner.put('/api/categories/order', {})).json().errors).toEqual({
      ids: ['Kies de volgorde van de categorieën.'],
    });
    expect(await names(owner)).toEqual(['Catering', 'Vervoer', 'Plechtigheid']);
    expect(await names(other.owner)).toEqual(['Elders']);
    expect((await auditEvents(ctx, 'reordered')).some((row) => row.entity === 'category')).toBe(true);
  });

  it('deletes an empty category; one with articles is a 409 naming how many', async () => {
    const { owner } = await freshOrganization();
    const empty = await create(owner, 'Advertenties');
    expect((await owner.delete(`/api/categories/${empty.id}`)).statusCode).toBe(204);
    expect(await names(owner)).toEqual([]);
    const used = await create(owner, 'Kisten en urnen');
    const first = await articleIn(owner, used.id);
    const one = await owner.delete(`/api/categories/${used.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(interpolate(texts.inUse, { articles: 'één artikel' }));
    await articleIn(owner, used.id);
    await articleIn(owner, used.id);
    expect((await owner.delete(`/api/categories/${used.id}`)).json().message).toBe(
      interpolate(texts.inUse, { articles: '3 artikelen' }),
    );
    // Moved out of the category, the articles no longer hold it.
    const moved = await owner.put(`/api/articles/${first.id}`, { version: first.version, category_id: null });
    expect(moved.json().data.category).toBeNull();
    expect(((await owner.get('/api/categories')).json().data as WireCategory[])[0]!.article_count).toBe(2);
  });

  it('lets a funeral director read but not write, gives a crematorium its own, and hides other organisations', async () => {
    const { owner, director } = await freshOrganization();
    const category = await create(owner, 'Leges en derden');
    expect(await names(director)).toEqual(['Leges en derden']);
    expect((await director.post('/api/categories', { name: 'Nieuw' })).statusCode).toBe(403);
    expect((await director.put(`/api/categories/${category.id}`, { version: 1, name: 'Anders' })).statusCode).toBe(403);
    expect((await director.put('/api/categories/order', { ids: [category.id] })).statusCode).toBe(403);
    expect((await director.delete(`/api/categories/${category.id}`)).statusCode).toBe(403);

    const crematorium = await freshOrganization('crematorium');
    await create(crematorium.owner, 'Crematie');
    expect(await names(crematorium.owner)).toEqual(['Crematie']);
    expect((await crematorium.owner.put(`/api/categories/${category.id}`, { version: 1, name: 'Van mij' })).statusCode).toBe(404);
    expect((await crematorium.owner.delete(`/api/categories/${category.id}`)).statusCode).toBe(404);
    expect(await names(owner)).toEqual(['Leges en derden']);
  });
});
