import { afterAll, describe, expect, it } from 'vitest';
import { foldedWords, nameSortKey, toSnakeCase } from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import {
  addMember,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginAs,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const { director, viewer } = await lindeClients(ctx);

async function saveClient(dossierId: string, data: Record<string, unknown>) {
  const res = await director.put(`/api/dossiers/${dossierId}/sections/client`, {
    version: 1,
    data: toSnakeCase(data),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const person = (firstNames: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  firstNames,
  lastName,
  ...extra,
});

describe('GET /api/address-book', () => {
  it('finds people of every dossier by the start of their name words, at most 20', async () => {
    const first = await createDossierViaApi(director, {
      deceased_first_names: 'Wim',
      deceased_name_prefix: null,
      deceased_last_name: 'Hoekstra',
    });
    await saveClient(first.id, {
      person: person('Truus', 'Hoekstra', { email: 'truus@hoekstra.example', address: { city: 'Bunnik' } }),
      relation: 'Echtgenote',
      contacts: Array.from({ length: 24 }, (_, i) => ({
        person: person(`Neef${String(i).padStart(2, '0')}`, 'Hoekstra-Kok'),
        relation: 'Neef',
      })),
    });
    ctx.clock.advance(60);
    const second = await createDossierViaApi(director, {
      deceased_first_names: 'Riet',
      deceased_name_prefix: null,
      deceased_last_name: 'Kok',
    });
    await saveClient(second.id, { person: person('Truus', 'Kok'), relation: 'Dochter' });

    const truus = (await viewer.get('/api/address-book?search=truus')).json().data;
    expect(
      truus.map((e: { name: string; dossier: { number: string } }) => [e.name, e.dossier.number]),
    ).toEqual([
      ['Truus Hoekstra', first.number],
      ['Truus Kok', second.number],
    ]);
    expect(truus[0]).toMatchObject({
      relation: 'Echtgenote',
      source: 'client',
      dossier: { id: first.id, deceased_name: 'Wim Hoekstra' },
      person: {
        first_names: 'Truus',
        last_name: 'Hoekstra',
        email: 'truus@hoekstra.example',
        address: { city: 'Bunnik' },
      },
    });
    expect(
      (await viewer.get('/api/address-book?search=kok truus'))
        .json()
        .data.map((e: { name: string }) => e.name),
    ).toEqual(['Truus Kok']);
    expect((await viewer.get('/api/address-book?search=bunnik')).json().data).toHaveLength(1);
    expect((await viewer.get('/api/address-book?search=hoekstra')).json().data).toHaveLength(20);
    expect((await viewer.get('/api/address-book?search=ekstra')).json().data).toEqual([]);
    // Without a search: the most recently recorded people.
    const recent = (await viewer.get('/api/address-book')).json().data;
    expect(recent).toHaveLength(20);
    expect(recent[0].name).toBe('Truus Kok');
  });

  it('finds people whatever the case or accents, in Dutch alphabetical order (issue 11, item 16)', async () => {
    const dossier = await createDossierViaApi(director, {
      deceased_first_names: 'Mehmet',
      deceased_name_prefix: null,
      deceased_last_name: 'Alfabet',
    });
    await saveClient(dossier.id, {
      person: person('Ayşe', 'Kılıç'),
      relation: 'Dochter',
      contacts: [
        { person: person('Zeynep', 'Cornelissen'), relation: 'Buurvrouw' },
        { person: person('Zeynep', 'Çelik'), relation: 'Nicht' },
        { person: person('Ahmet', 'Celik'), relation: 'Neef' },
        { person: person('Zeynep', 'Bakker'), relation: 'Vriendin' },
      ],
    });
    // The people of the dossiers (the demo's suppliers and debtors are found too, see the issue 12 tests below).
    const names = async (q: string) =>
      (await viewer.get(`/api/address-book?search=${encodeURIComponent(q)}`))
        .json()
        .data.filter((e: { source: string }) => e.source !== 'supplier' && e.source !== 'debtor')
        .map((e: { name: string }) => e.name);
    for (const q of ['kilic', 'KILIC', 'kılıç', 'ayse', 'Ayşe kil']) {
      expect(await names(q), q).toEqual(['Ayşe Kılıç']);
    }
    expect(await names('yilmaz')).toEqual(['Emre Yılmaz']); // of the demo
    expect(await names('celik')).toEqual(['Ahmet Celik', 'Zeynep Çelik']);
    expect(await names('ÇELİK')).toEqual(['Ahmet Celik', 'Zeynep Çelik']);
    expect(await names('zeynep')).toEqual(['Zeynep Bakker', 'Zeynep Çelik', 'Zeynep Cornelissen']);
  });

  it("shows only the active organisation's people and needs dossiers.view", async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(dossier.id, { person: person('Geheime', 'Opdrachtgever'), relation: 'Zoon' });
    const other = await createOrganization(ctx, 'Uitvaartcentrum Ander Adresboek');
    const owner = await createUser(ctx, 'eigenaar@anderadresboek.test', 'Otto Ander');
    await addMember(ctx, other.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    expect((await stranger.get('/api/address-book?search=geheime')).json().data).toEqual([]);
    expect((await viewer.get('/api/address-book?search=geheime')).json().data).toHaveLength(1);
    const crematorium = await loginAs(ctx, 'crematorium@afscheid.test');
    expect((await crematorium.get('/api/address-book')).statusCode).toBe(403);
  });

  it('drops the people of a deleted dossier', async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(dossier.id, { person: person('Verdwenen', 'Persoon') });
    expect((await viewer.get('/api/address-book?search=verdwenen')).json().data).toHaveLength(1);
    await ctx.app.deps.db
      .updateTable('dossiers')
      .set({ deleted_at: '2026-11-21T12:00:00.000Z' })
      .where('id', '=', dossier.id)
      .execute();
    expect((await viewer.get('/api/address-book?search=verdwenen')).json().data).toEqual([]);
  });
});

describe('GET /api/address-book: suppliers and debtors (issue 12)', () => {
  const db = ctx.app.deps.db;
  let sequence = 0;

  async function insertSupplier(organizationId: string, name: string, extra: Record<string, unknown> = {}) {
    const now = ctx.clock.now().toISOString();
    const id = `supplier-${++sequence}-${Date.now()}`;
    await db
      .insertInto('suppliers')
      .values({
        id,
        organization_id: organizationId,
        name,
        kind: 'florist',
        status: 'active',
        country: 'NL',
        search_text: ` ${foldedWords([name, extra['city'] as string | undefined].filter(Boolean).join(' ')).join(' ')}`,
        sort_name: nameSortKey([name]),
        created_at: now,
        updated_at: now,
        ...extra,
      })
      .execute();
    return id;
  }

  it('offers the suppliers and debtors of the own organisation, sorted with the people, as person blocks', async () => {
    const linde = (await lindeClients(ctx)).linde;
    const dossier = await createDossierViaApi(director, { deceased_last_name: 'Rozenboom' });
    await saveClient(dossier.id, { person: person('Marieke', 'Rozendaal'), relation: 'Nicht' });
    const supplierId = await insertSupplier(linde.id, 'Rozenhof Bloemen', {
      contact_person: 'Ria Roos',
      street: 'Tuinweg',
      house_number: '3',
      postcode: '3981 AB',
      city: 'Bunnik',
      phone: '030 1234567',
      email: 'info@rozenhof.example',
    });
    await insertSupplier(linde.id, 'Rozen Gesloten', { status: 'inactive' });
    const person1 = await director.post('/api/debtors', {
      kind: 'person',
      initials: 'R.',
      name_prefix: 'van',
      surname: 'Rozenburg',
      street: 'Laan',
      house_number: '7',
      postcode: '3701aa',
      city: 'Zeist',
      email: 'r@rozenburg.example',
    });
    expect(person1.statusCode, person1.body).toBe(201);
    const company = await director.post('/api/debtors', { kind: 'company', company_name: 'Rozengaard B.V.', surname: 'Gaard' });
    expect(company.statusCode, company.body).toBe(201);

    const entries = (await viewer.get('/api/address-book?search=roz')).json().data as {
      id: string;
      name: string;
      source: string;
      relation: string | null;
      dossier: unknown;
      person: Record<string, unknown>;
    }[];
    expect(entries.map((entry) => [entry.name, entry.source])).toEqual([
      // By each one's sort key: the people of the dossiers by the name as shown, a debtor by surname first.
      ['Marieke Rozendaal', 'client'],
      ['R. van Rozenburg', 'debtor'],
      ['Rozengaard B.V.', 'debtor'],
      ['Rozenhof Bloemen', 'supplier'],
    ]);
    const supplier = entries.find((entry) => entry.source === 'supplier')!;
    expect(supplier).toMatchObject({ id: supplierId, dossier: null, relation: 'Ria Roos' });
    expect(supplier.person).toMatchObject({
      last_name: 'Rozenhof Bloemen',
      first_names: null,
      phone: '030 1234567',
      email: 'info@rozenhof.example',
      address: { street: 'Tuinweg', house_number: '3', postcode: '3981 AB', city: 'Bunnik', country: 'NL' },
    });
    expect(entries[1]).toMatchObject({
      id: person1.json().data.id,
      dossier: null,
      person: {
        initials: 'R.',
        name_prefix: 'van',
        last_name: 'Rozenburg',
        email: 'r@rozenburg.example',
        address: { street: 'Laan', house_number: '7', postcode: '3701 AA', city: 'Zeist', country: 'NL' },
      },
    });
    expect(entries[2]!.person).toMatchObject({ last_name: 'Rozengaard B.V.', initials: null, first_names: null });
    // The same word-prefix search: the place, a later word of the name.
    expect((await viewer.get('/api/address-book?search=zeist')).json().data.map((e: { name: string }) => e.name)).toContain(
      'R. van Rozenburg',
    );
    expect((await viewer.get('/api/address-book?search=ozen')).json().data).toEqual([]);
  });

  it('keeps them to their organisation and to who may see suppliers or debtors', async () => {
    const other = await createOrganization(ctx, 'Uitvaartcentrum Ander Leveranciers');
    const otherOwner = await createUser(ctx, 'eigenaar@anderleveranciers.test', 'Olga Ander');
    await addMember(ctx, other.id, otherOwner.id, 'owner');
    const stranger = await loginAs(ctx, otherOwner.email);
    await insertSupplier(other.id, 'Vreemdeling Drukwerk');
    const ownDebtor = await stranger.post('/api/debtors', { kind: 'person', surname: 'Vreemdeling' });
    expect(ownDebtor.statusCode, ownDebtor.body).toBe(201);
    const names = async (client: typeof viewer) =>
      ((await client.get('/api/address-book?search=vreemdeling')).json().data as { name: string }[]).map((e) => e.name);
    expect(await names(stranger)).toEqual(['Vreemdeling', 'Vreemdeling Drukwerk']);
    expect(await names(viewer)).toEqual([]);

    const { employee } = await lindeClients(ctx);
    const linde = (await lindeClients(ctx)).linde;
    await insertSupplier(linde.id, 'Zichtbaar Drukwerk');
    const debtor = await director.post('/api/debtors', { kind: 'person', surname: 'Zichtbaar' });
    expect(debtor.statusCode).toBe(201);
    const sources = async (client: typeof viewer) =>
      ((await client.get('/api/address-book?search=zichtbaar')).json().data as { source: string }[]).map((e) => e.source);
    expect((await sources(viewer)).sort()).toEqual(['debtor', 'supplier']);
    // An employee reads the dossiers but neither the suppliers nor the debtors.
    expect(await sources(employee)).toEqual([]);
  });
});
