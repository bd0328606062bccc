import { afterAll, describe, expect, it } from 'vitest';
import { interpolate, messages, permissionsForRole, ROLE_PERMISSIONS, toSnakeCase } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { recordWefactDebtor } from '../src/modules/debtors/index.ts';
import { createTestApp, type TestClient } from './helpers.ts';
import {
  addMember,
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  lindeClients,
  loginIn,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const { linde, owner, director, employee, viewer } = await lindeClients(ctx);
const db = ctx.app.deps.db;
const { debtors: texts, identifiers } = messages;

type WireDebtor = Record<string, unknown> & { id: string; version: number; display_name: string };

/** A fresh organisation with an owner's client, so a list holds exactly what the test made. */
let orgSequence = 0;
async function freshOrganization(type: 'funeral_company' | 'crematorium' = 'funeral_company') {
  const n = ++orgSequence;
  const organization = await createOrganization(ctx, `Uitvaarthuis Debiteuren ${n}`, type);
  const user = await createUser(ctx, `eigenaar-${n}@debiteuren.test`, `Eigenaar ${n}`);
  await addMember(ctx, organization.id, user.id, 'owner');
  return { organization, client: await loginIn(ctx, user.email, organization.id) };
}

async function create(client: TestClient, body: Record<string, unknown>): Promise<WireDebtor> {
  const res = await client.post('/api/debtors', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as WireDebtor;
}

const count = async (organizationId: string) =>
  Number(
    (
      await db
        .selectFrom('debtors')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function saveClient(client: TestClient, dossierId: string, data: Record<string, unknown>) {
  const current = await client.get(`/api/dossiers/${dossierId}/sections/client`);
  const res = await client.put(`/api/dossiers/${dossierId}/sections/client`, {
    version: current.json().data.version,
    data: toSnakeCase(data),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/debtors', () => {
  it('makes a debtor from the minimal body of the issue and answers the whole wire shape', async () => {
    const debtor = await create(director, {
      kind: 'person',
      surname: 'Vries',
      initials: 'J.',
      email: 'J.de.Vries@Example.nl',
      street: 'Dorpsstraat',
      house_number: '12',
      postcode: '3981ab',
      city: 'Bunnik',
    });
    expect(Object.keys(debtor).sort()).toEqual(
      [
        'id',
        'kind',
        'display_name',
        'company_name',
        'initials',
        'first_name',
        'name_prefix',
        'surname',
        'kvk_number',
        'vat_number',
        'street',
        'house_number',
        'house_number_addition',
        'postcode',
        'city',
        'country',
        'email',
        'phone',
        'iban',
        'invoice_method',
        'notes',
        'wefact_debtor_code',
        'source_dossier',
        'version',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(debtor).toMatchObject({
      kind: 'person',
      display_name: 'J. Vries',
      surname: 'Vries',
      initials: 'J.',
      email: 'j.de.vries@example.nl',
      postcode: '3981 AB',
      country: 'NL',
      invoice_method: 'email',
      wefact_debtor_code: null,
      source_dossier: null,
      version: 1,
    });
    const events = (await auditEvents(ctx, 'created')).filter((event) => event.entity_id === debtor.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: 'debtor', organization_id: linde.id });
  });

  it('names a person "J. de Vries", by first name without initials, and a company by its name', async () => {
    expect(
      (await create(director, { kind: 'person', initials: 'J.', name_prefix: 'de', surname: 'Vries' })).display_name,
    ).toBe('J. de Vries');
    expect(
      (await create(director, { kind: 'person', first_name: 'Jan', name_prefix: 'de', surname: 'Vries' })).display_name,
    ).toBe('Jan de Vries');
    expect((await create(director, { kind: 'person', name_prefix: 'van', surname: 'Dam' })).display_name).toBe(
      'Van Dam',
    );
    const company = await create(director, {
      kind: 'company',
      company_name: 'Bloemenhuis Jansen B.V.',
      surname: 'Jansen',
      initials: 'P.',
      kvk_number: '12345678',
      vat_number: 'NL 0000.00.099 B01'.replace('0000.00.099', '123456782'),
      iban: 'nl91 abna 0417 1643 00',
      phone: '030 123 4567',
      invoice_method: 'email_and_post',
    });
    expect(company).toMatchObject({
      display_name: 'Bloemenhuis Jansen B.V.',
      kvk_number: '12345678',
      vat_number: 'NL123456782B01',
      iban: 'NL91ABNA0417164300',
      invoice_method: 'email_and_post',
    });
  });

  it('keeps a foreign postcode as written and checks the Dutch one only in the Netherlands', async () => {
    const german = await create(director, { kind: 'person', surname: 'Müller', postcode: '10115', country: 'de' });
    expect(german).toMatchObject({ postcode: '10115', country: 'DE' });
  });

  it('refuses bad input with Dutch field messages and stores nothing', async () => {
    const before = await count(linde.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'person', initials: 'J.' }, 'surname', 'Vul de achternaam in.'],
      [{ kind: 'person', surname: '   ' }, 'surname', 'Vul de achternaam in.'],
      [{ kind: 'company', surname: 'Jansen' }, 'company_name', 'Vul de bedrijfsnaam in.'],
      [{ surname: 'Vries' }, 'kind', 'Kies het soort debiteur.'],
      [{ kind: 'alien', surname: 'Vries' }, 'kind', texts.errors.kind],
      [{ kind: 'person', surname: 'Vries', postcode: '12345' }, 'postcode', identifiers.postcode],
      [{ kind: 'person', surname: 'Vries', postcode: '1234 SA' }, 'postcode', identifiers.postcode],
      [{ kind: 'person', surname: 'Vries', iban: 'NL91ABNA0417164301' }, 'iban', identifiers.iban],
      [{ kind: 'company', company_name: 'X', vat_number: 'NL123456789B01' }, 'vat_number', identifiers.vatNumber],
      [{ kind: 'person', surname: 'Vries', house_number: '12a' }, 'house_number', identifiers.houseNumber],
      [{ kind: 'person', surname: 'Vries', invoice_method: 'fax' }, 'invoice_method', texts.errors.invoiceMethod],
      [{ kind: 'person', surname: 'Vries', country: 'XX' }, 'country', texts.errors.country],
      [{ kind: 'person', surname: 'Vries', email: 'geen-adres' }, 'email', 'Vul een geldig e-mailadres in.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await director.post('/api/debtors', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(body)).toContain(field);
      if (field !== 'email') expect(errors[field], JSON.stringify(body)).toEqual([message]);
      else expect(errors[field]![0]).toMatch(/e-mailadres/);
    }
    expect(await count(linde.id)).toBe(before);
  });
});

describe('GET, PUT and DELETE /api/debtors/{id}', () => {
  it('reads, edits with the version read, and answers a stale version with 409 and the current debtor', async () => {
    const debtor = await create(director, { kind: 'person', surname: 'Bakker', initials: 'A.' });
    const read = await viewer.get(`/api/debtors/${debtor.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(debtor);

    const edited = await director.put(`/api/debtors/${debtor.id}`, {
      version: 1,
      city: 'Zeist',
      postcode: '3701aa',
      name_prefix: 'de',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      city: 'Zeist',
      postcode: '3701 AA',
      display_name: 'A. de Bakker',
      surname: 'Bakker',
    });
    const updated = (await auditEvents(ctx, 'updated')).filter((event) => event.entity_id === debtor.id);
    expect(updated).toHaveLength(1);
    expect(JSON.parse(updated[0]!.changes as string)).toMatchObject({ city: { from: null, to: 'Zeist' } });

    const stale = await director.put(`/api/debtors/${debtor.id}`, { version: 1, city: 'Utrecht' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(texts.errors.conflict);
    expect(stale.json().data).toMatchObject({ id: debtor.id, version: 2, city: 'Zeist' });
    expect((await viewer.get(`/api/debtors/${debtor.id}`)).json().data.city).toBe('Zeist');
  });

  it('checks the name and address rules on the debtor as it would become', async () => {
    const debtor = await create(director, { kind: 'person', surname: 'Smit', postcode: '3981 AB' });
    const noName = await director.put(`/api/debtors/${debtor.id}`, { version: 1, surname: null });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ surname: ['Vul de achternaam in.'] });
    const toCompany = await director.put(`/api/debtors/${debtor.id}`, { version: 1, kind: 'company' });
    expect(toCompany.json().errors).toEqual({ company_name: ['Vul de bedrijfsnaam in.'] });
    const badPostcode = await director.put(`/api/debtors/${debtor.id}`, { version: 1, postcode: '398 AB' });
    expect(badPostcode.json().errors).toEqual({ postcode: [identifiers.postcode] });
    // Abroad the same postcode is fine; back in the Netherlands the stored foreign one is refused.
    const abroad = await director.put(`/api/debtors/${debtor.id}`, { version: 1, country: 'BE', postcode: '1000' });
    expect(abroad.statusCode, abroad.body).toBe(200);
    const home = await director.put(`/api/debtors/${debtor.id}`, { version: 2, country: 'NL' });
    expect(home.json().errors).toEqual({ postcode: [identifiers.postcode] });
    expect((await viewer.get(`/api/debtors/${debtor.id}`)).json().data).toMatchObject({
      version: 2,
      surname: 'Smit',
      country: 'BE',
      postcode: '1000',
    });
  });

  it('deletes an unused debtor and refuses one a budget line or an invoice refers to', async () => {
    const unused = await create(director, { kind: 'person', surname: 'Weg' });
    const gone = await director.delete(`/api/debtors/${unused.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await director.get(`/api/debtors/${unused.id}`)).statusCode).toBe(404);
    expect((await auditEvents(ctx, 'deleted')).some((event) => event.entity_id === unused.id)).toBe(true);

    const dossier = await createDossierViaApi(director);
    const now = iso(ctx.clock.now());
    const sectionId = newId();
    await db
      .insertInto('budget_sections')
      .values({ id: sectionId, organization_id: linde.id, name: `Debiteurentest ${sectionId}`, position: 999, created_at: now, updated_at: now })
      .execute();

    const onLine = await create(director, { kind: 'person', surname: 'Regel' });
    await db
      .insertInto('budget_lines')
      .values({
        id: newId(),
        organization_id: linde.id,
        dossier_id: dossier.id,
        section_id: sectionId,
        description: 'Verzorging',
        quantity_milli: 1000,
        unit_price: 10_000,
        vat_rate: '21',
        debtor_id: onLine.id,
        unit: null,
        article_id: null,
        insurance_policy: null,
        invoice_id: null,
        invoiced_at: null,
        credits_line_id: null,
        position: 1,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const refused = await director.delete(`/api/debtors/${onLine.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(interpolate(texts.errors.inUse, { lines: 1, invoices: 0 }));
    expect((await director.get(`/api/debtors/${onLine.id}`)).statusCode).toBe(200);

    const invoiced = await create(director, { kind: 'company', company_name: 'Factuur B.V.' });
    await db
      .insertInto('invoices')
      .values({
        id: newId(),
        organization_id: linde.id,
        dossier_id: dossier.id,
        debtor_id: invoiced.id,
        state: 'created',
        reference: dossier.number,
        amount_excl: 10_000,
        amount_vat: 2_100,
        amount_incl: 12_100,
        line_count: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const refusedInvoice = await director.delete(`/api/debtors/${invoiced.id}`);
    expect(refusedInvoice.statusCode).toBe(409);
    expect(refusedInvoice.json().message).toBe(interpolate(texts.errors.inUse, { lines: 0, invoices: 1 }));
  });
});

describe('GET /api/debtors', () => {
  it('searches, filters, sorts and pages on the server', async () => {
    const { organization, client } = await freshOrganization();
    const bodies = [
      { kind: 'person', initials: 'J.', name_prefix: 'de', surname: 'Vries', city: 'Zeist' },
      { kind: 'company', company_name: 'Çelik Transport', city: 'Amersfoort', email: 'info@celik.example' },
      { kind: 'person', first_name: 'Ayşe', surname: 'Bakker', city: 'Utrecht' },
      { kind: 'company', company_name: 'Aannemer Zuid' },
    ];
    const made: WireDebtor[] = [];
    for (const body of bodies) {
      made.push(await create(client, body));
      ctx.clock.advance(1);
    }
    ctx.clock.advance(1);
    await recordWefactDebtor(db, organization.id, made[2]!.id, { code: 'DB10042', identifier: '42' }, iso(ctx.clock.now()));

    const list = async (query: string) => {
      const res = await client.get(`/api/debtors${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: WireDebtor[]; meta: Record<string, number> };
    };
    const names = async (query: string) => (await list(query)).data.map((debtor) => debtor.display_name);

    expect(await names('')).toEqual(['Aannemer Zuid', 'Ayşe Bakker', 'Çelik Transport', 'J. de Vries']);
    expect(await names('?sort=-name')).toEqual(['J. de Vries', 'Çelik Transport', 'Ayşe Bakker', 'Aannemer Zuid']);
    expect(await names('?sort=city')).toEqual(['Çelik Transport', 'Ayşe Bakker', 'J. de Vries', 'Aannemer Zuid']);
    expect(await names('?sort=-city')).toEqual(['J. de Vries', 'Ayşe Bakker', 'Çelik Transport', 'Aannemer Zuid']);
    expect(await names('?sort=-created_at')).toEqual(['Aannemer Zuid', 'Ayşe Bakker', 'Çelik Transport', 'J. de Vries']);
    expect(await names('?search=celik')).toEqual(['Çelik Transport']);
    expect(await names('?search=AYSE')).toEqual(['Ayşe Bakker']);
    expect(await names('?search=vrie zei')).toEqual(['J. de Vries']);
    expect(await names('?search=db100')).toEqual(['Ayşe Bakker']);
    expect(await names('?search=info')).toEqual(['Çelik Transport']);
    expect(await names('?search=ries')).toEqual([]);
    expect(await names('?filter[kind]=company')).toEqual(['Aannemer Zuid', 'Çelik Transport']);
    expect(await names('?filter[in_wefact]=true')).toEqual(['Ayşe Bakker']);
    expect(await names('?filter[in_wefact]=false&filter[kind]=person')).toEqual(['J. de Vries']);
    expect((await list('?filter[in_wefact]=true')).data[0]).toMatchObject({ wefact_debtor_code: 'DB10042' });

    const page = await list('?per_page=3&page=2');
    expect(page.data.map((debtor) => debtor.display_name)).toEqual(['J. de Vries']);
    expect(page.meta).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 });

    for (const [query, field] of [
      ['?sort=postcode', 'sort'],
      ['?filter[kind]=alien', 'filter.kind'],
      ['?filter[in_wefact]=misschien', 'filter.in_wefact'],
      ['?per_page=500', 'per_page'],
    ] as const) {
      const res = await client.get(`/api/debtors${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });

  it("lists only the active organisation's debtors", async () => {
    const { client } = await freshOrganization();
    await create(director, { kind: 'person', surname: 'Lindeklant' });
    expect((await client.get('/api/debtors?search=lindeklant')).json().data).toEqual([]);
    expect((await director.get('/api/debtors?search=lindeklant')).json().data).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('lets owners, admins and funeral directors manage, viewers read and employees nothing', async () => {
    expect(ROLE_PERMISSIONS.employee.some((pattern) => pattern.startsWith('debtors.'))).toBe(false);
    expect(permissionsForRole('employee', 'funeral_company').some((name) => name.startsWith('debtors.'))).toBe(false);
    const debtor = await create(owner, { kind: 'person', surname: 'Rechten' });
    expect((await employee.get('/api/debtors')).statusCode).toBe(403);
    expect((await employee.get(`/api/debtors/${debtor.id}`)).statusCode).toBe(403);
    expect((await employee.post('/api/debtors', { kind: 'person', surname: 'X' })).statusCode).toBe(403);
    expect((await viewer.get('/api/debtors')).statusCode).toBe(200);
    expect((await viewer.post('/api/debtors', { kind: 'person', surname: 'X' })).statusCode).toBe(403);
    expect((await viewer.put(`/api/debtors/${debtor.id}`, { version: 1, city: 'X' })).statusCode).toBe(403);
    expect((await viewer.delete(`/api/debtors/${debtor.id}`)).statusCode).toBe(403);
    const dossier = await createDossierViaApi(director);
    expect((await viewer.post(`/api/dossiers/${dossier.id}/client-debtor`, {})).statusCode).toBe(403);
    expect((await employee.post(`/api/dossiers/${dossier.id}/client-debtor`, {})).statusCode).toBe(403);
  });

  it("answers another organisation's debtor and dossier with 404, before reading the body", async () => {
    const { client } = await freshOrganization();
    const debtor = await create(director, { kind: 'person', surname: 'Vreemd' });
    expect((await client.get(`/api/debtors/${debtor.id}`)).statusCode).toBe(404);
    expect((await client.put(`/api/debtors/${debtor.id}`, { nonsense: true })).statusCode).toBe(404);
    expect((await client.delete(`/api/debtors/${debtor.id}`)).statusCode).toBe(404);
    const dossier = await createDossierViaApi(director);
    await saveClient(director, dossier.id, { person: { firstNames: 'Kees', lastName: 'Geheim' } });
    expect((await client.post(`/api/dossiers/${dossier.id}/client-debtor`, {})).statusCode).toBe(404);
    expect(await count(linde.id)).toBeGreaterThan(0);
    expect(
      await db.selectFrom('debtors').select('id').where('source_dossier_id', '=', dossier.id).execute(),
    ).toEqual([]);
  });
});

describe('POST /api/dossiers/{id}/client-debtor', () => {
  it('makes the client a debtor once: 201, then 200 with the same debtor', async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(director, dossier.id, {
      person: {
        firstNames: 'Johanna Maria',
        namePrefix: 'van der',
        lastName: 'Berg',
        address: { street: 'Kerkstraat', houseNumber: '5', houseNumberAddition: 'a', postcode: '3981 AB', city: 'Bunnik' },
        phone: '06 12345678',
        email: 'johanna@vanderberg.example',
      },
      relation: 'Dochter',
      iban: 'NL91ABNA0417164300',
    });
    const first = await director.post(`/api/dossiers/${dossier.id}/client-debtor`, {});
    expect(first.statusCode, first.body).toBe(201);
    const debtor = first.json().data as WireDebtor;
    expect(first.json().meta).toEqual({ created: true });
    expect(debtor).toMatchObject({
      kind: 'person',
      display_name: 'J.M. van der Berg',
      initials: 'J.M.',
      first_name: 'Johanna Maria',
      name_prefix: 'van der',
      surname: 'Berg',
      street: 'Kerkstraat',
      house_number: '5',
      house_number_addition: 'a',
      postcode: '3981 AB',
      city: 'Bunnik',
      country: 'NL',
      email: 'johanna@vanderberg.example',
      iban: 'NL91ABNA0417164300',
      invoice_method: 'email',
      source_dossier: { id: dossier.id, number: dossier.number },
    });
    expect(debtor.phone).toBe('06 12345678');
    const again = await director.post(`/api/dossiers/${dossier.id}/client-debtor`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: debtor, meta: { created: false } });
  });

  it('uses the invoice recipient when the invoice goes to someone else', async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(director, dossier.id, {
      person: { firstNames: 'Piet', lastName: 'Opdracht' },
      iban: 'NL91ABNA0417164300',
      invoiceToOther: true,
      invoiceRecipient: { initials: 'K.', lastName: 'Ontvanger', address: { city: 'Houten' } },
    });
    const res = await director.post(`/api/dossiers/${dossier.id}/client-debtor`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      display_name: 'K. Ontvanger',
      city: 'Houten',
      iban: null,
      email: null,
      invoice_method: 'post',
    });
  });

  it('asks to fill in the client first when the client has no surname', async () => {
    const dossier = await createDossierViaApi(director);
    const empty = await director.post(`/api/dossiers/${dossier.id}/client-debtor`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: texts.errors.clientWithoutName,
      errors: { surname: [texts.errors.clientWithoutName] },
    });
    await saveClient(director, dossier.id, { person: { firstNames: 'Alleen' } });
    expect((await director.post(`/api/dossiers/${dossier.id}/client-debtor`, {})).statusCode).toBe(422);
    expect(
      await db.selectFrom('debtors').select('id').where('source_dossier_id', '=', dossier.id).execute(),
    ).toEqual([]);
  });

  it('makes one debtor when 20 requests arrive at once', async () => {
    const dossier = await createDossierViaApi(director);
    await saveClient(director, dossier.id, { person: { firstNames: 'Gelijk', lastName: 'Tijdig' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => director.post(`/api/dossiers/${dossier.id}/client-debtor`, {})),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
    const rows = await db.selectFrom('debtors').select('id').where('source_dossier_id', '=', dossier.id).execute();
    expect(rows).toHaveLength(1);
  });
});
