import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  interpolate,
  isValidIban,
  isValidKvkNumber,
  isValidPhone,
  isValidPostcode,
  messages,
  SUPPLIER_KINDS,
} from '@afscheid/shared';
import { seedDemoSuppliers } from '../src/seed/demo-suppliers.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { addMember, auditEvents, createOrganization, createUser, loginAs, newRow } from './factories.ts';
import { lindeStaff } from './linde.ts';
import { activate } from './dossier-fixtures.ts';

type WireSupplier = {
  id: string;
  name: string;
  kind: string;
  contact_person: string | null;
  street: string | null;
  house_number: string | null;
  house_number_addition: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  kvk_number: string | null;
  iban: string | null;
  notes: string | null;
  status: string;
  article_count: number;
  version: number;
  created_at: string;
  updated_at: string;
};

let ctx: TestContext;
let orgId: string;
let admin: TestClient;
let director: TestClient;
let employee: TestClient;
let viewer: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, admin, director, employee, viewer } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

const { identifiers, suppliers: texts } = messages;

const FLORIST = {
  name: 'Bloemenhuis Café Rozengaard',
  kind: 'florist',
  contact_person: 'Anna Jansen',
  street: 'Biltstraat',
  house_number: '12',
  house_number_addition: 'bis',
  postcode: '3572bk',
  city: 'Utrecht',
  phone: '030 271 33 80',
  email: 'Info@Rozengaard.test',
  kvk_number: '3019.4827',
  iban: 'nl91 abna 0417 1643 00',
  notes: 'Bestellen vóór 12.00 uur.',
};

async function create(client: TestClient, body: Record<string, unknown>): Promise<WireSupplier> {
  const res = await client.post('/api/suppliers', body);
  if (res.statusCode !== 201) throw new Error(`creating a supplier failed: ${res.statusCode} ${res.body}`);
  return res.json().data as WireSupplier;
}

/** A separate organisation with its owner logged in there, so lists hold exactly what the test made. */
async function freshOrganization(name: string) {
  const organization = await createOrganization(ctx, name);
  const owner = await createUser(ctx, `eigenaar@${organization.id}.test`, `Eigenaar ${name}`);
  await addMember(ctx, organization.id, owner.id, 'owner');
  const client = await loginAs(ctx, owner.email);
  await activate(client, organization.id);
  return { organization, owner, client };
}

/** An article of the organisation that names the supplier, written straight to the table. */
async function insertArticle(organizationId: string, supplierId: string, code: string) {
  await ctx.app.deps.db
    .insertInto('articles')
    .values({
      ...newRow(ctx),
      organization_id: organizationId,
      code,
      active: 1,
      name: `Kistbloemstuk ${code}`,
      unit: 'stuk',
      unit_price: 12500,
      vat_rate: '9',
      supplier_id: supplierId,
      purchase_price: 8000,
      search_text: ` kistbloemstuk ${code.toLowerCase()}`,
      sort_name: `kistbloemstuk ${code.toLowerCase()}`,
    })
    .execute();
}

describe('creating, reading, changing and deleting a supplier', () => {
  it('creates a supplier with normalised identifiers and answers the wire shape', async () => {
    const res = await admin.post('/api/suppliers', FLORIST);
    expect(res.statusCode, res.body).toBe(201);
    const supplier = res.json().data as WireSupplier;
    expect(supplier).toEqual({
      id: expect.any(String),
      name: 'Bloemenhuis Café Rozengaard',
      kind: 'florist',
      contact_person: 'Anna Jansen',
      street: 'Biltstraat',
      house_number: '12',
      house_number_addition: 'bis',
      postcode: '3572 BK',
      city: 'Utrecht',
      country: 'NL',
      phone: '030 271 33 80',
      email: 'info@rozengaard.test',
      kvk_number: '30194827',
      iban: 'NL91ABNA0417164300',
      notes: 'Bestellen vóór 12.00 uur.',
      status: 'active',
      article_count: 0,
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await ctx.app.deps.db
      .selectFrom('suppliers')
      .selectAll()
      .where('id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(stored.organization_id).toBe(orgId);
    expect(stored.search_text).toBe(' bloemenhuis cafe rozengaard anna jansen utrecht info test');
    expect(stored.sort_name.startsWith('bloemenhuis cafe rozengaard')).toBe(true);

    const created = (await auditEvents(ctx, 'created')).find((event) => event.entity_id === supplier.id);
    expect(created?.entity).toBe('supplier');
    expect(created?.organization_id).toBe(orgId);
    expect(JSON.parse(created!.changes!)).toMatchObject({ name: 'Bloemenhuis Café Rozengaard', kind: 'florist' });

    const read = await director.get(`/api/suppliers/${supplier.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(supplier);
  });

  it('needs only a name and a kind; the country defaults to NL and the status to active', async () => {
    const supplier = await create(admin, { name: 'Drukkerij Domstad', kind: 'printer' });
    expect(supplier).toMatchObject({
      name: 'Drukkerij Domstad',
      kind: 'printer',
      contact_person: null,
      postcode: null,
      country: 'NL',
      iban: null,
      status: 'active',
    });
    const inactive = await create(admin, { name: 'Oude drukker', kind: 'printer', status: 'inactive', country: '' });
    expect(inactive).toMatchObject({ status: 'inactive', country: 'NL' });
  });

  it('changes the fields given, keeps the others, writes the audit trail and refreshes the search text', async () => {
    const supplier = await create(admin, { ...FLORIST, name: 'Bloemist Zonnebloem' });
    const res = await admin.put(`/api/suppliers/${supplier.id}`, {
      version: 1,
      name: 'Bloemist De Zonnebloem',
      city: 'Zeist',
      postcode: '3701ab',
      status: 'inactive',
      notes: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Bloemist De Zonnebloem',
      city: 'Zeist',
      postcode: '3701 AB',
      status: 'inactive',
      notes: null,
      contact_person: 'Anna Jansen',
      iban: 'NL91ABNA0417164300',
      version: 2,
    });
    const updated = (await auditEvents(ctx, 'updated')).find((event) => event.entity_id === supplier.id);
    expect(JSON.parse(updated!.changes!)).toEqual({
      name: { from: 'Bloemist Zonnebloem', to: 'Bloemist De Zonnebloem' },
      city: { from: 'Utrecht', to: 'Zeist' },
      postcode: { from: '3572 BK', to: '3701 AB' },
      status: { from: 'active', to: 'inactive' },
      notes: { from: 'Bestellen vóór 12.00 uur.', to: null },
    });
    const stored = await ctx.app.deps.db
      .selectFrom('suppliers')
      .select(['search_text', 'sort_name'])
      .where('id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(stored.search_text).toBe(' bloemist de zonnebloem anna jansen zeist info rozengaard test');

    // Nothing changed: the same version, no new audit event.
    const same = await admin.put(`/api/suppliers/${supplier.id}`, { version: 2, city: 'Zeist' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.version).toBe(2);
  });

  it('refuses a stale version with 409 and the current supplier, and changes nothing', async () => {
    const supplier = await create(admin, { name: 'Catering De Vriendschap', kind: 'caterer' });
    expect((await admin.put(`/api/suppliers/${supplier.id}`, { version: 1, city: 'Utrecht' })).statusCode).toBe(200);
    const stale = await director.get(`/api/suppliers/${supplier.id}`);
    expect(stale.json().data.version).toBe(2);
    const res = await admin.put(`/api/suppliers/${supplier.id}`, { version: 1, city: 'Houten' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: texts.conflict, data: stale.json().data });
    const after = await admin.get(`/api/suppliers/${supplier.id}`);
    expect(after.json().data).toMatchObject({ city: 'Utrecht', version: 2 });
  });

  it('deletes a supplier without articles (204, audited) and then answers 404', async () => {
    const supplier = await create(admin, { name: 'Eenmalige leverancier', kind: 'other' });
    const res = await admin.delete(`/api/suppliers/${supplier.id}`);
    expect(res.statusCode).toBe(204);
    expect((await admin.get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    const deleted = (await auditEvents(ctx, 'deleted')).find((event) => event.entity_id === supplier.id);
    expect(deleted?.entity).toBe('supplier');
    expect(JSON.parse(deleted!.changes!)).toEqual({ name: 'Eenmalige leverancier', kind: 'other' });
  });

  it('refuses to delete a supplier that articles name (409 suggesting Inactief) and keeps it', async () => {
    const supplier = await create(admin, { name: 'Steenhouwerij Kok', kind: 'stonemason' });
    await insertArticle(orgId, supplier.id, 'STEEN-1');
    const one = await admin.delete(`/api/suppliers/${supplier.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ message: texts.deleteHasArticlesOne });
    expect(one.json().message).toContain('‘Inactief’');

    await insertArticle(orgId, supplier.id, 'STEEN-2');
    const two = await admin.delete(`/api/suppliers/${supplier.id}`);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toEqual({ message: interpolate(texts.deleteHasArticles, { count: 2 }) });

    const kept = await admin.get(`/api/suppliers/${supplier.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.article_count).toBe(2);
    const articles = await ctx.app.deps.db
      .selectFrom('articles')
      .select('supplier_id')
      .where('code', 'in', ['STEEN-1', 'STEEN-2'])
      .execute();
    expect(articles.map((article) => article.supplier_id)).toEqual([supplier.id, supplier.id]);
  });
});

describe('bad input', () => {
  it('answers 422 with Dutch field messages and stores nothing', async () => {
    const before = await ctx.app.deps.db
      .selectFrom('suppliers')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await admin.post('/api/suppliers', {
      name: ' ',
      kind: 'slager',
      postcode: '1234 SS',
      house_number: '12a',
      iban: 'NL91ABNA0417164301',
      kvk_number: '1234567',
      email: 'geen-adres',
      phone: '030-12',
      status: 'weg',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.errors.validation,
      errors: {
        name: ['Vul de naam in.'],
        kind: [texts.errors.kind],
        postcode: [identifiers.postcode],
        house_number: [identifiers.houseNumber],
        iban: [identifiers.iban],
        kvk_number: [identifiers.kvkNumber],
        email: [interpolate(messages.validation.email, { field: messages.fields.email })],
        phone: [identifiers.phone],
        status: [texts.errors.status],
      },
    });
    const missing = await admin.post('/api/suppliers', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['Vul de naam in.'], kind: ['Kies het soort leverancier.'] });
    const unknownCountry = await admin.post('/api/suppliers', { name: 'Elders', kind: 'other', country: 'XX' });
    expect(unknownCountry.json().errors).toEqual({ country: [texts.errors.country] });
    const after = await ctx.app.deps.db
      .selectFrom('suppliers')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps a postcode abroad as typed and applies the Dutch rules to the address as it will be', async () => {
    const belgian = await create(admin, {
      name: 'Bloemen Brugge',
      kind: 'florist',
      country: 'be',
      postcode: '8000',
      house_number: '12 bus 3',
    });
    expect(belgian).toMatchObject({ country: 'BE', postcode: '8000', house_number: '12 bus 3' });

    // Moving it to the Netherlands without a Dutch postcode and house number is refused, field by field.
    const toDutch = await admin.put(`/api/suppliers/${belgian.id}`, { version: 1, country: 'NL' });
    expect(toDutch.statusCode).toBe(422);
    expect(toDutch.json().errors).toEqual({
      postcode: [identifiers.postcode],
      house_number: [identifiers.houseNumber],
    });
    const moved = await admin.put(`/api/suppliers/${belgian.id}`, {
      version: 1,
      country: 'NL',
      postcode: '3511ab',
      house_number: '12',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ country: 'NL', postcode: '3511 AB', house_number: '12', version: 2 });

    // Only the postcode: checked against the stored country.
    const badPostcode = await admin.put(`/api/suppliers/${belgian.id}`, { version: 2, postcode: '8000' });
    expect(badPostcode.json().errors).toEqual({ postcode: [identifiers.postcode] });
    const kept = await admin.get(`/api/suppliers/${belgian.id}`);
    expect(kept.json().data).toMatchObject({ postcode: '3511 AB', version: 2 });

    const badPut = await admin.put(`/api/suppliers/${belgian.id}`, { version: 2, name: '', kind: 'bakker' });
    expect(badPut.statusCode).toBe(422);
    expect(badPut.json().errors).toEqual({ name: ['Vul de naam in.'], kind: [texts.errors.kind] });
    const noVersion = await admin.put(`/api/suppliers/${belgian.id}`, { name: 'Zonder versie' });
    expect(noVersion.json().errors).toEqual({ version: ['Vul de versie in.'] });
  });
});

describe('the list', () => {
  let client: TestClient;
  const names = async (query: string) => {
    const res = await client.get(`/api/suppliers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as WireSupplier[]).map((supplier) => supplier.name);
  };

  beforeAll(async () => {
    ({ client } = await freshOrganization('Uitvaartzorg Lijsttest'));
    const list = [
      { name: 'Zuidwijk Vervoer', kind: 'transport', city: 'Utrecht', contact_person: 'Kees Ömer' },
      { name: 'Ätelier Bloemrijk', kind: 'florist', city: 'Zeist', email: 'info@bloemrijk.test' },
      { name: 'Drukkerij Domstad', kind: 'printer', city: 'Amersfoort' },
      { name: 'Courant van Houten', kind: 'newspaper', status: 'inactive' },
      { name: 'Catering Bakker', kind: 'caterer', city: 'utrecht' },
    ];
    for (const body of list) {
      ctx.clock.advance(60);
      await create(client, body);
    }
  });

  it('sorts by name by default (Dutch order, accents folded) and answers the page meta', async () => {
    const res = await client.get('/api/suppliers');
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 25, total: 5, last_page: 1 });
    expect(await names('')).toEqual([
      'Ätelier Bloemrijk',
      'Catering Bakker',
      'Courant van Houten',
      'Drukkerij Domstad',
      'Zuidwijk Vervoer',
    ]);
    expect(await names('?sort=-name')).toEqual([
      'Zuidwijk Vervoer',
      'Drukkerij Domstad',
      'Courant van Houten',
      'Catering Bakker',
      'Ätelier Bloemrijk',
    ]);
  });

  it('sorts by kind in the order of the Dutch labels, by place (none last) and by creation', async () => {
    // Bloemist, Cateraar, Drukkerij, Krant, Vervoer.
    expect(await names('?sort=kind')).toEqual([
      'Ätelier Bloemrijk',
      'Catering Bakker',
      'Drukkerij Domstad',
      'Courant van Houten',
      'Zuidwijk Vervoer',
    ]);
    expect(await names('?sort=-kind')).toEqual([
      'Zuidwijk Vervoer',
      'Courant van Houten',
      'Drukkerij Domstad',
      'Catering Bakker',
      'Ätelier Bloemrijk',
    ]);
    expect(await names('?sort=city')).toEqual([
      'Drukkerij Domstad',
      'Catering Bakker',
      'Zuidwijk Vervoer',
      'Ätelier Bloemrijk',
      'Courant van Houten',
    ]);
    expect(await names('?sort=-city')).toEqual([
      'Ätelier Bloemrijk',
      'Catering Bakker',
      'Zuidwijk Vervoer',
      'Drukkerij Domstad',
      'Courant van Houten',
    ]);
    expect(await names('?sort=created_at')).toEqual([
      'Zuidwijk Vervoer',
      'Ätelier Bloemrijk',
      'Drukkerij Domstad',
      'Courant van Houten',
      'Catering Bakker',
    ]);
    expect((await names('?sort=-created_at'))[0]).toBe('Catering Bakker');
  });

  it('searches the starts of words of the name, contact person, place and e-mail, accents folded', async () => {
    expect(await names('?search=atel')).toEqual(['Ätelier Bloemrijk']);
    expect(await names('?search=omer')).toEqual(['Zuidwijk Vervoer']);
    expect(await names('?search=UTRECHT')).toEqual(['Catering Bakker', 'Zuidwijk Vervoer']);
    expect(await names('?search=bloemrijk.test')).toEqual(['Ätelier Bloemrijk']);
    expect(await names('?search=dom%20druk')).toEqual(['Drukkerij Domstad']);
    expect(await names('?search=omstad')).toEqual([]);
    expect(await names('?search=%25')).toEqual([
      'Ätelier Bloemrijk',
      'Catering Bakker',
      'Courant van Houten',
      'Drukkerij Domstad',
      'Zuidwijk Vervoer',
    ]);
  });

  it('filters by kind and status, and pages', async () => {
    expect(await names('?filter[kind]=florist')).toEqual(['Ätelier Bloemrijk']);
    expect(await names('?filter[status]=inactive')).toEqual(['Courant van Houten']);
    expect(await names('?filter[status]=active&filter[kind]=newspaper')).toEqual([]);
    expect(await names('?filter[status]=active&search=utrecht')).toEqual(['Catering Bakker', 'Zuidwijk Vervoer']);
    const page = await client.get('/api/suppliers?per_page=2&page=3');
    expect(page.json().meta).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
    expect((page.json().data as WireSupplier[]).map((supplier) => supplier.name)).toEqual(['Zuidwijk Vervoer']);
  });

  it('counts the articles of each supplier', async () => {
    const [first] = (await client.get('/api/suppliers?filter[kind]=printer')).json().data as WireSupplier[];
    const organization = await ctx.app.deps.db
      .selectFrom('suppliers')
      .select('organization_id')
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    await insertArticle(organization.organization_id, first!.id, 'DRUK-1');
    const [after] = (await client.get('/api/suppliers?filter[kind]=printer')).json().data as WireSupplier[];
    expect(after!.article_count).toBe(1);
  });

  it('refuses an unknown sort, kind or status with Dutch messages', async () => {
    const res = await client.get('/api/suppliers?sort=telefoon&filter[kind]=bakker&filter[status]=weg');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      sort: [texts.errors.sort],
      'filter.kind': [texts.errors.kind],
      'filter.status': [texts.errors.status],
    });
  });
});

describe('permissions and isolation', () => {
  it('lets a funeral director and a viewer read but not write, and refuses an employee', async () => {
    const supplier = await create(admin, { name: 'Rouwvervoer Van Dijk', kind: 'transport' });
    for (const reader of [director, viewer]) {
      expect((await reader.get('/api/suppliers')).statusCode).toBe(200);
      expect((await reader.get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(200);
      expect((await reader.post('/api/suppliers', { name: 'Nieuw', kind: 'other' })).statusCode).toBe(403);
      expect((await reader.put(`/api/suppliers/${supplier.id}`, { version: 1, city: 'Houten' })).statusCode).toBe(403);
      expect((await reader.delete(`/api/suppliers/${supplier.id}`)).statusCode).toBe(403);
    }
    expect((await employee.get('/api/suppliers')).statusCode).toBe(403);
    expect((await employee.get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(403);
    const unchanged = await admin.get(`/api/suppliers/${supplier.id}`);
    expect(unchanged.json().data).toMatchObject({ version: 1, city: null });
  });

  it("answers 404 for another organisation's supplier and never lists it", async () => {
    const supplier = await create(admin, { name: 'Geheime Bloemist Linde', kind: 'florist' });
    const { client: other } = await freshOrganization('Uitvaartzorg Elders');
    expect((await other.get(`/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    const put = await other.put(`/api/suppliers/${supplier.id}`, { version: 1, name: 'Overgenomen' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).not.toHaveProperty('data');
    expect((await other.delete(`/api/suppliers/${supplier.id}`)).statusCode).toBe(404);
    const list = await other.get('/api/suppliers?search=geheime');
    expect(list.json().data).toEqual([]);
    expect((await admin.get(`/api/suppliers/${supplier.id}`)).json().data).toMatchObject({
      name: 'Geheime Bloemist Linde',
      version: 1,
    });
  });
});

describe('the demo suppliers', () => {
  it('makes one supplier per kind whose identifiers pass the Dutch checks', async () => {
    const { organization, owner, client } = await freshOrganization('Uitvaartzorg Demo');
    const ids = await seedDemoSuppliers(ctx.app.deps, organization.id, owner.id);
    expect(Object.keys(ids).sort()).toEqual([...SUPPLIER_KINDS].sort());
    const res = await client.get('/api/suppliers?per_page=100&sort=kind');
    const list = res.json().data as WireSupplier[];
    expect(list).toHaveLength(SUPPLIER_KINDS.length);
    for (const supplier of list) {
      expect(ids[supplier.kind as keyof typeof ids]).toBe(supplier.id);
      expect(isValidPostcode(supplier.postcode!), supplier.name).toBe(true);
      expect(isValidIban(supplier.iban!), supplier.name).toBe(true);
      expect(isValidKvkNumber(supplier.kvk_number!), supplier.name).toBe(true);
      expect(isValidPhone(supplier.phone!), supplier.name).toBe(true);
      expect(supplier).toMatchObject({ country: 'NL', status: 'active', article_count: 0 });
    }
    const audited = (await auditEvents(ctx, 'created')).filter((event) => Object.values(ids).includes(event.entity_id!));
    expect(audited).toHaveLength(SUPPLIER_KINDS.length);
    expect(audited.every((event) => event.user_id === owner.id)).toBe(true);
  });
});
