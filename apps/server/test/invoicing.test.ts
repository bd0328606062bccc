import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interpolate, messages } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { PENDING_STALE_MS } from '../src/modules/invoicing/index.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import {
  auditEvents,
  createDossierViaApi,
  createOrganization,
  createUser,
  addMember,
  loginAs,
  loginIn,
  organizationByName,
} from './factories.ts';
import { startFakeWefact } from './fake-wefact.ts';

const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const TAX_CODES = { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ', disbursement: 'DOORL' };
const t = messages.invoicing;

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeWefact>>;
let lindeId: string;
let director: TestClient;
let sectionId: string;

const db = () => ctx.app.deps.db;
const now = () => iso(ctx.clock.now());

beforeEach(async () => {
  ctx = await createTestApp();
  fake = await startFakeWefact(KEY);
  lindeId = (await organizationByName(ctx, 'Uitvaartzorg De Linde')).id;
  const admin = await loginAs(ctx, 'beheerder@afscheid.test');
  const saved = await admin.put(`/api/organizations/${lindeId}/wefact`, {
    api_key: KEY,
    base_url: fake.url,
    tax_codes: TAX_CODES,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  director = await loginIn(ctx, 'uitvaartverzorger@afscheid.test', lindeId);
  sectionId = newId();
  await db()
    .insertInto('budget_sections')
    .values({ id: sectionId, organization_id: lindeId, name: 'Testsectie', position: 99, created_at: now(), updated_at: now() })
    .execute();
});

afterEach(async () => {
  await fake.close();
  await ctx.close();
});

async function debtor(values: Partial<{ kind: 'person' | 'company'; surname: string; company_name: string; wefact_debtor_code: string }> = {}) {
  const id = newId();
  await db()
    .insertInto('debtors')
    .values({
      id,
      organization_id: lindeId,
      kind: values.kind ?? 'person',
      initials: values.kind === 'company' ? null : 'J.',
      name_prefix: values.kind === 'company' ? null : 'de',
      surname: values.kind === 'company' ? null : (values.surname ?? 'Vries'),
      company_name: values.company_name ?? null,
      street: 'Dorpsstraat',
      house_number: '12',
      house_number_addition: 'A',
      postcode: '3512 AB',
      city: 'Utrecht',
      country: 'NL',
      email: 'j.devries@example.nl',
      phone: '+31 6 12345678',
      invoice_method: 'email',
      wefact_debtor_code: values.wefact_debtor_code ?? null,
      search_text: ' vries',
      sort_name: 'vries',
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return id;
}

async function article(code: string) {
  const existing = await db().selectFrom('articles').select('id').where('organization_id', '=', lindeId).where('code', '=', code).executeTakeFirst();
  if (existing) return existing.id;
  const id = newId();
  await db()
    .insertInto('articles')
    .values({
      id,
      organization_id: lindeId,
      code,
      name: 'Verzorging',
      unit: 'stuk',
      unit_price: 3333,
      vat_rate: 'exempt',
      active: 1,
      search_text: ' verzorging',
      sort_name: 'verzorging',
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return id;
}

let position = 0;
async function line(
  dossierId: string,
  values: {
    description: string;
    quantity_milli: number;
    unit_price: number;
    vat_rate: '21' | '9' | '0' | 'exempt' | 'disbursement';
    discount_bp?: number;
    debtor_id: string | null;
    article_id?: string | null;
    billable?: number;
  },
) {
  const id = newId();
  await db()
    .insertInto('budget_lines')
    .values({
      id,
      organization_id: lindeId,
      dossier_id: dossierId,
      section_id: sectionId,
      article_id: values.article_id ?? null,
      description: values.description,
      unit: 'stuk',
      quantity_milli: values.quantity_milli,
      unit_price: values.unit_price,
      vat_rate: values.vat_rate,
      discount_bp: values.discount_bp ?? 0,
      debtor_id: values.debtor_id,
      billable: values.billable ?? 1,
      position: ++position,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return id;
}

/** A dossier with the awkward lines of the rounding table for one debtor. */
async function dossierWithLines(debtorId: string | null = null) {
  const dossier = await createDossierViaApi(director);
  const owner = debtorId ?? (await debtor());
  const verzorging = await article('TEST-VERZ-01');
  const ids = [
    await line(dossier.id, { description: 'Verzorging (uur)', quantity_milli: 2500, unit_price: 3333, vat_rate: 'exempt', debtor_id: owner, article_id: verzorging }),
    await line(dossier.id, { description: 'Rouwkaart', quantity_milli: 3000, unit_price: 1, vat_rate: '21', debtor_id: owner }),
    await line(dossier.id, { description: 'Koffietafel', quantity_milli: 1000, unit_price: 12_000, vat_rate: '9', discount_bp: 1250, debtor_id: owner }),
    await line(dossier.id, { description: 'Uittreksel overlijdensakte', quantity_milli: 1000, unit_price: 1720, vat_rate: 'disbursement', debtor_id: owner }),
    await line(dossier.id, { description: 'Korting bloemen', quantity_milli: 1000, unit_price: -5000, vat_rate: '21', debtor_id: owner }),
  ];
  // Not billable: never on the invoice.
  await line(dossier.id, { description: 'Eigen consumpties familie', quantity_milli: 1000, unit_price: 999, vat_rate: '21', debtor_id: owner, billable: 0 });
  return { dossier, debtorId: owner, lineIds: ids };
}

const invoiceUrl = (dossierId: string) => `/api/invoicing/dossiers/${dossierId}/invoice`;

async function linesOf(dossierId: string) {
  return db()
    .selectFrom('budget_lines')
    .select(['id', 'invoice_id', 'invoiced_at', 'billable'])
    .where('dossier_id', '=', dossierId)
    .execute();
}

async function invoiceRows(dossierId: string) {
  return db().selectFrom('invoices').selectAll().where('dossier_id', '=', dossierId).orderBy('created_at').execute();
}

/** No line of the dossier is on an invoice: all free to invoice again. */
async function expectNothingMarked(dossierId: string) {
  for (const row of await linesOf(dossierId)) {
    expect(row.invoice_id).toBeNull();
    expect(row.invoiced_at).toBeNull();
  }
}

describe('invoicing a dossier', () => {
  it('makes the debtor and one draft invoice with the exact lines, amounts, tax codes and reference', async () => {
    const { dossier, debtorId, lineIds } = await dossierWithLines();
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode, res.body).toBe(201);

    // The debtor, made once in WeFact with its name, address and invoicing method.
    expect(fake.calls('debtor/add')).toHaveLength(1);
    expect(fake.calls('debtor/add')[0]!.fields).toMatchObject({
      SurName: 'de Vries',
      Initials: 'J.',
      Address: 'Dorpsstraat 12 A',
      ZipCode: '3512 AB',
      City: 'Utrecht',
      Country: 'NL',
      EmailAddress: 'j.devries@example.nl',
      PhoneNumber: '+31 6 12345678',
      InvoiceMethod: '0',
    });
    expect(fake.calls('debtor/add')[0]!.fields).not.toHaveProperty('CompanyName');
    const stored = await db().selectFrom('debtors').selectAll().where('id', '=', debtorId).executeTakeFirstOrThrow();
    expect(stored.wefact_debtor_code).toBe('DB10000');
    expect(stored.wefact_identifier).toBe('1');

    // The draft: exactly what WeFact received, amounts as text from integers.
    const [add] = fake.calls('invoice/add');
    const { api_key: _key, ...fields } = add!.fields;
    expect(fields).toEqual({
      controller: 'invoice',
      action: 'add',
      DebtorCode: 'DB10000',
      ReferenceNumber: dossier.number,
      Status: '0',
      'InvoiceLines[0][Description]': 'Verzorging (uur)',
      'InvoiceLines[0][Number]': '2.5',
      'InvoiceLines[0][PriceExcl]': '33.33',
      'InvoiceLines[0][TaxCode]': 'VRIJ',
      'InvoiceLines[0][ProductCode]': 'TEST-VERZ-01',
      'InvoiceLines[1][Description]': 'Rouwkaart',
      'InvoiceLines[1][Number]': '3',
      'InvoiceLines[1][PriceExcl]': '0.01',
      'InvoiceLines[1][TaxCode]': 'V21',
      'InvoiceLines[2][Description]': 'Koffietafel',
      'InvoiceLines[2][Number]': '1',
      'InvoiceLines[2][PriceExcl]': '120.00',
      'InvoiceLines[2][TaxCode]': 'V9',
      'InvoiceLines[2][DiscountPercentage]': '12.5',
      'InvoiceLines[3][Description]': 'Uittreksel overlijdensakte',
      'InvoiceLines[3][Number]': '1',
      'InvoiceLines[3][PriceExcl]': '17.20',
      'InvoiceLines[3][TaxCode]': 'DOORL',
      'InvoiceLines[4][Description]': 'Korting bloemen',
      'InvoiceLines[4][Number]': '1',
      'InvoiceLines[4][PriceExcl]': '-50.00',
      'InvoiceLines[4][TaxCode]': 'V21',
    });

    // 83,33 (2,5 × 33,33 = 83,325 → 83,33) + 0,03 + 105,00 + 17,20 − 50,00 = 155,56 excl.;
    // VAT 21 % over −49,97 = −10,49; 9 % over 105,00 = 9,45 → incl. 154,52.
    const [invoice] = res.json().data;
    expect(invoice).toMatchObject({
      dossier: { id: dossier.id, number: dossier.number },
      debtor: { id: debtorId, display_name: 'J. de Vries' },
      state: 'created',
      code: '[concept]0001',
      status: 'concept',
      amount_excl: 15_556,
      amount_vat: -104,
      amount_incl: 15_452,
      line_count: 5,
      last_error: null,
    });
    // WeFact computed the same amounts from what it received.
    expect(fake.invoices[0]).toMatchObject({ AmountExcl: '155.56', AmountTax: '-1.04', AmountIncl: '154.52' });

    // The lines are marked invoiced, the non-billable one is not.
    const rows = await linesOf(dossier.id);
    for (const row of rows) {
      if (lineIds.includes(row.id)) {
        expect(row.invoice_id).toBe(invoice.id);
        expect(row.invoiced_at).toBe(now());
      } else expect(row.invoice_id).toBeNull();
    }
    // The budget overview agrees to the cent once the non-billable line is gone.
    await db().deleteFrom('budget_lines').where('invoice_id', 'is', null).where('dossier_id', '=', dossier.id).execute();
    const budget = await director.get(`/api/dossiers/${dossier.id}/budget`);
    expect(budget.statusCode, budget.body).toBe(200);
    expect(budget.json().data.totals).toMatchObject({ excl: invoice.amount_excl, incl: invoice.amount_incl });
    const [stored1] = await invoiceRows(dossier.id);
    expect(stored1).toMatchObject({ state: 'created', wefact_identifier: '1', wefact_code: '[concept]0001', reference: dossier.number });

    const audits = (await auditEvents(ctx, 'invoice_started')).concat(await auditEvents(ctx, 'invoice_created'));
    expect(audits.map((a) => a.entity_id)).toEqual([invoice.id, invoice.id]);

    // Nothing left: 409, and WeFact is not asked again.
    const again = await director.post(invoiceUrl(dossier.id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.errors.nothingToInvoice);
    expect(fake.calls('invoice/add')).toHaveLength(1);
  });

  it('invoices amounts beyond 32 bits (a budget above € 21 million) and shows them exactly', async () => {
    // 1,000,000 × € 1.000.000,00 is the largest line the budget accepts: 10¹⁴ cents, far beyond PostgreSQL's integer.
    const dossier = await createDossierViaApi(director);
    const owner = await debtor();
    const big = await line(dossier.id, { description: 'Grote post', quantity_milli: 1_000_000_000, unit_price: 100_000_000, vat_rate: '21', debtor_id: owner });
    // A line's insured part may be up to 10¹⁰ cents (€ 100 miljoen): also past 32 bits.
    await db().updateTable('budget_lines').set({ insurance_covered: 5_000_000_000 }).where('id', '=', big).execute();
    const budget = await director.get(`/api/dossiers/${dossier.id}/budget`);
    expect(budget.statusCode, budget.body).toBe(200);
    expect(JSON.stringify(budget.json())).toContain('"insurance_covered":5000000000');
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode, res.body).toBe(201);
    const [invoice] = res.json().data;
    expect(invoice).toMatchObject({ amount_excl: 100_000_000_000_000, amount_vat: 21_000_000_000_000, amount_incl: 121_000_000_000_000 });
    const listed = await director.get(`/api/dossiers/${dossier.id}/invoices`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ amount_excl: 100_000_000_000_000, amount_incl: 121_000_000_000_000 });
  });

  it('reuses the debtor once made in WeFact, and makes one invoice per debtor', async () => {
    const first = await dossierWithLines();
    expect((await director.post(invoiceUrl(first.dossier.id), {})).statusCode).toBe(201);
    const company = await debtor({ kind: 'company', company_name: 'Monuta Verzekeringen N.V.' });
    const second = await dossierWithLines(first.debtorId);
    await line(second.dossier.id, { description: 'Natura-pakket', quantity_milli: 1000, unit_price: 150_000, vat_rate: 'exempt', debtor_id: company });

    const res = await director.post(invoiceUrl(second.dossier.id), {});
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { debtor: { id: string; display_name: string }; line_count: number }[];
    expect(data.map((i) => [i.debtor.display_name, i.line_count]).sort()).toEqual([
      ['J. de Vries', 5],
      ['Monuta Verzekeringen N.V.', 1],
    ]);
    // The person was made once; the company now.
    expect(fake.calls('debtor/add').map((r) => r.fields.CompanyName ?? r.fields.SurName)).toEqual([
      'de Vries',
      'Monuta Verzekeringen N.V.',
    ]);
    expect(fake.calls('invoice/add').map((r) => r.fields.DebtorCode)).toEqual(['DB10000', 'DB10000', 'DB10001']);
  });

  it('needs a debtor for lines without one (422 in Dutch, nothing sent) and puts them on the chosen debtor', async () => {
    const { dossier, debtorId } = await dossierWithLines();
    await line(dossier.id, { description: 'Grafrechten', quantity_milli: 1000, unit_price: 80_000, vat_rate: 'exempt', debtor_id: null });

    const missing = await director.post(invoiceUrl(dossier.id), {});
    expect(missing.statusCode).toBe(422);
    const text = interpolate(t.errors.debtorRequired, { count: 1 });
    expect(missing.json()).toEqual({ message: text, errors: { debtor_id: [text] } });
    expect(fake.requests).toHaveLength(0);
    expect(await invoiceRows(dossier.id)).toEqual([]);

    // A debtor of another organisation is not one to choose.
    const other = await createOrganization(ctx, 'Uitvaartzorg Elders');
    const foreign = newId();
    await db()
      .insertInto('debtors')
      .values({ id: foreign, organization_id: other.id, kind: 'person', surname: 'Elders', invoice_method: 'email', search_text: ' elders', sort_name: 'elders', created_at: now(), updated_at: now() })
      .execute();
    const wrong = await director.post(invoiceUrl(dossier.id), { debtor_id: foreign });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ debtor_id: [t.errors.debtorNotFound] });

    const res = await director.post(invoiceUrl(dossier.id), { debtor_id: debtorId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].line_count).toBe(6);
    expect(fake.calls('invoice/add')[0]!.fields['InvoiceLines[5][Description]']).toBe('Grafrechten');
  });

  it('refuses without a WeFact link, pointing to the settings', async () => {
    const { dossier } = await dossierWithLines();
    await db().updateTable('organizations').set({ wefact_api_key_encrypted: null }).where('id', '=', lindeId).execute();
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.errors.notConfigured);
    await expectNothingMarked(dossier.id);
    expect(await invoiceRows(dossier.id)).toEqual([]);
  });
});

describe('when WeFact fails, no line stays marked', () => {
  it.each([
    ['its own Dutch error', { kind: 'error', errors: ['Debiteurnummer is ongeldig.', 'Factuurregel 2 is ongeldig.'] }, 'Debiteurnummer is ongeldig. Factuurregel 2 is ongeldig.'],
    ['an HTTP 500', { kind: 'http500' }, messages.wefact.unreachable],
  ] as const)('on %s in invoice/add', async (_name, failure, text) => {
    const { dossier } = await dossierWithLines();
    fake.failNext('invoice/add', failure);
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: text });
    await expectNothingMarked(dossier.id);
    const [row] = await invoiceRows(dossier.id);
    expect(row).toMatchObject({ state: 'failed', last_error: text, wefact_identifier: null });
    expect(fake.invoices).toHaveLength(0);
    // The failed attempt shows on the dossier with its text; the dossier is billable again.
    const listed = (await director.get(`/api/dossiers/${dossier.id}/invoices`)).json().data;
    expect(listed).toMatchObject([{ state: 'failed', last_error: text, code: null }]);
    const billable = await director.get(`/api/invoicing/billable-dossiers?filter[dossier]=${dossier.id}`);
    expect(billable.json().meta.total).toBe(1);
    // And it can be invoiced after all.
    const retry = await director.post(invoiceUrl(dossier.id), {});
    expect(retry.statusCode).toBe(201);
    expect(fake.invoices).toHaveLength(1);
  });

  it("on WeFact's error in debtor/add: the debtor gets no code and nothing is invoiced", async () => {
    const { dossier, debtorId } = await dossierWithLines();
    fake.failNext('debtor/add', { kind: 'error', errors: ['Het e-mailadres is ongeldig.'] });
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Het e-mailadres is ongeldig.');
    expect(fake.calls('invoice/add')).toHaveLength(0);
    await expectNothingMarked(dossier.id);
    const stored = await db().selectFrom('debtors').select('wefact_debtor_code').where('id', '=', debtorId).executeTakeFirstOrThrow();
    expect(stored.wefact_debtor_code).toBeNull();
  });

  it('when the connection is refused', async () => {
    const { dossier } = await dossierWithLines();
    await fake.stop();
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(messages.wefact.unreachable);
    await expectNothingMarked(dossier.id);
    expect((await invoiceRows(dossier.id))[0]!.state).toBe('failed');
  });

  it('when WeFact does not answer in time', { timeout: 30_000 }, async () => {
    const { dossier } = await dossierWithLines();
    fake.failNext('invoice/add', { kind: 'timeout' });
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(messages.wefact.unreachable);
    await expectNothingMarked(dossier.id);
    expect((await invoiceRows(dossier.id))[0]!.state).toBe('failed');
  });
});

describe('exactly once', () => {
  it('finds the invoice WeFact made when its answer was lost, instead of making a second', async () => {
    const { dossier } = await dossierWithLines();
    fake.failNext('invoice/add', { kind: 'lost' });
    const lost = await director.post(invoiceUrl(dossier.id), {});
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toBe(messages.wefact.unreachable);
    await expectNothingMarked(dossier.id);
    expect(fake.invoices).toHaveLength(1); // WeFact did make it

    const retry = await director.post(invoiceUrl(dossier.id), {});
    expect(retry.statusCode, retry.body).toBe(201);
    expect(fake.calls('invoice/add')).toHaveLength(1);
    expect(fake.invoices).toHaveLength(1);
    expect(retry.json().data[0]).toMatchObject({ state: 'created', code: '[concept]0001', amount_excl: 15_556 });
    // Found through invoice/list on the reference, confirmed with invoice/show.
    expect(fake.calls('invoice/list').at(-1)!.fields).toMatchObject({ searchat: 'ReferenceNumber', searchfor: dossier.number });
    expect(fake.calls('invoice/show').at(-1)!.fields.Identifier).toBe('1');
    expect((await auditEvents(ctx, 'invoice_created')).map((a) => JSON.parse(a.changes!).adopted)).toEqual([true]);
    for (const row of await linesOf(dossier.id)) if (row.billable) expect(row.invoice_id).toBe(retry.json().data[0].id);
  });

  it('does not adopt an invoice of another amount, debtor or reference, nor one already ours', async () => {
    const first = await dossierWithLines();
    expect((await director.post(invoiceUrl(first.dossier.id), {})).statusCode).toBe(201);
    // A second dossier whose number contains the first's reference as a search would match loosely.
    const { dossier } = await dossierWithLines(first.debtorId);
    fake.invoices.push({ ...fake.invoices[0]!, Identifier: 50, InvoiceCode: '[concept]0050', ReferenceNumber: `${dossier.number}-X` });
    fake.invoices.push({ ...fake.invoices[0]!, Identifier: 51, InvoiceCode: '[concept]0051', ReferenceNumber: dossier.number, AmountExcl: '1.00' });
    fake.invoices.push({ ...fake.invoices[0]!, Identifier: 52, InvoiceCode: '[concept]0052', ReferenceNumber: dossier.number, DebtorCode: 'DB99999' });
    // WeFact's invoice 1 with this reference: same debtor and amount, but already on the first dossier's row.
    fake.invoices.push({ ...fake.invoices[0]!, ReferenceNumber: dossier.number });
    const res = await director.post(invoiceUrl(dossier.id), {});
    expect(res.statusCode).toBe(201);
    expect(fake.calls('invoice/add')).toHaveLength(2);
    expect(res.json().data[0].code).toBe('[concept]0006');
  });

  it('recovers a pending invoice whose request died: refused while fresh, looked up in WeFact once stale', async () => {
    const { dossier, debtorId, lineIds } = await dossierWithLines(await debtor({ wefact_debtor_code: 'DB10000' }));
    fake.debtors.push({ Identifier: 1, DebtorCode: 'DB10000', SurName: 'de Vries' });
    // A request claimed the lines and WeFact made the invoice, then the server died before the commit.
    const pendingId = newId();
    await db()
      .insertInto('invoices')
      .values({ id: pendingId, organization_id: lindeId, dossier_id: dossier.id, debtor_id: debtorId, state: 'pending', reference: dossier.number, amount_excl: 15_556, amount_vat: -104, amount_incl: 15_452, line_count: 5, created_at: now(), updated_at: now() })
      .execute();
    await db().updateTable('budget_lines').set({ invoice_id: pendingId }).where('id', 'in', lineIds).execute();
    fake.invoices.push({ Identifier: 1, InvoiceCode: '[concept]0001', Debtor: 1, DebtorCode: 'DB10000', Status: 0, ReferenceNumber: dossier.number, AmountExcl: '155.56', AmountTax: '-1.04', AmountIncl: '154.52', InvoiceLines: [] });

    const fresh = await director.post(invoiceUrl(dossier.id), {});
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe(t.errors.alreadyInvoicing);
    expect(fake.requests).toHaveLength(0);

    ctx.clock.advance(PENDING_STALE_MS / 1000 + 1);
    const recovered = await director.post(invoiceUrl(dossier.id), {});
    expect(recovered.statusCode, recovered.body).toBe(201);
    expect(fake.calls('invoice/add')).toHaveLength(0);
    expect(recovered.json().data[0]).toMatchObject({ code: '[concept]0001', state: 'created' });
    const rows = await invoiceRows(dossier.id);
    expect(rows.map((r) => [r.id === pendingId, r.state])).toEqual([
      [true, 'failed'],
      [false, 'created'],
    ]);
    expect(rows[0]!.last_error).toBe(t.errors.interrupted);
  });

  it('makes one invoice when 20 people press "Factureren" at once', async () => {
    const { dossier } = await dossierWithLines();
    const clients = await Promise.all(
      Array.from({ length: 4 }, () => loginIn(ctx, 'uitvaartverzorger@afscheid.test', lindeId)),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clients[i % clients.length]!.post(invoiceUrl(dossier.id), {})),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect([t.errors.alreadyInvoicing, t.errors.nothingToInvoice]).toContain(res.json().message);
    }
    expect(fake.calls('invoice/add')).toHaveLength(1);
    expect(fake.calls('debtor/add')).toHaveLength(1);
    expect(fake.invoices).toHaveLength(1);
    const rows = await invoiceRows(dossier.id);
    expect(rows.map((r) => r.state)).toEqual(['created']);
  });
});

describe('the billable dossiers', () => {
  it('lists dossiers with billable lines not yet invoiced, per debtor, with search, sort and pages', async () => {
    // Only this test's dossiers: the demo's budgets are set aside.
    await db().updateTable('budget_lines').set({ billable: 0 }).execute();
    const a = await dossierWithLines();
    const company = await debtor({ kind: 'company', company_name: 'Ardanta' });
    await line(a.dossier.id, { description: 'Kist', quantity_milli: 1000, unit_price: 99_500, vat_rate: '21', debtor_id: company });
    await line(a.dossier.id, { description: 'Leges', quantity_milli: 1000, unit_price: 2000, vat_rate: 'disbursement', debtor_id: null });
    const b = await createDossierViaApi(director, { deceased_last_name: 'Zwart', deceased_first_names: 'Piet' });
    await line(b.id, { description: 'Rouwauto', quantity_milli: 1000, unit_price: 45_000, vat_rate: 'exempt', debtor_id: a.debtorId });
    // Without billable lines: not listed.
    const c = await createDossierViaApi(director, { deceased_last_name: 'Niets' });
    await line(c.id, { description: 'Gratis', quantity_milli: 1000, unit_price: 100, vat_rate: '21', debtor_id: null, billable: 0 });

    const res = await director.get('/api/invoicing/billable-dossiers');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 25, total: 2, last_page: 1 });
    expect(body.data.map((d: { dossier: { id: string } }) => d.dossier.id)).toEqual([a.dossier.id, b.id]);
    expect(body.data[0]).toEqual({
      dossier: { id: a.dossier.id, number: a.dossier.number, name: 'Johanna Maria van der Berg', status: 'open' },
      debtors: [
        { debtor: { id: company, display_name: 'Ardanta' }, line_count: 1, excl: 99_500, incl: 120_395 },
        { debtor: { id: a.debtorId, display_name: 'J. de Vries' }, line_count: 5, excl: 15_556, incl: 15_452 },
        { debtor: null, line_count: 1, excl: 2000, incl: 2000 },
      ],
      line_count: 7,
      excl: 117_056,
      incl: 137_847,
    });
    expect(body.data[1]).toMatchObject({ line_count: 1, excl: 45_000, incl: 45_000 });

    const search = await director.get('/api/invoicing/billable-dossiers?search=zwart');
    expect(search.json().data.map((d: { dossier: { id: string } }) => d.dossier.id)).toEqual([b.id]);
    const byNumber = await director.get(`/api/invoicing/billable-dossiers?search=${b.number}`);
    expect(byNumber.json().meta.total).toBe(1);
    const sorted = await director.get('/api/invoicing/billable-dossiers?sort=-number&per_page=1&page=2');
    expect(sorted.json().data.map((d: { dossier: { id: string } }) => d.dossier.id)).toEqual([a.dossier.id]);
    expect(sorted.json().meta).toMatchObject({ total: 2, last_page: 2 });
    const byName = await director.get('/api/invoicing/billable-dossiers?sort=-name');
    expect(byName.json().data[0].dossier.id).toBe(b.id);
    const bad = await director.get('/api/invoicing/billable-dossiers?sort=bedrag');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ sort: [t.errors.sort] });

    // Invoiced: gone from the list.
    expect((await director.post(invoiceUrl(b.id), {})).statusCode).toBe(201);
    expect((await director.get('/api/invoicing/billable-dossiers')).json().meta.total).toBe(1);
  });

  it('is for budget.view with invoicing.invoice, of the active organisation only', async () => {
    const { dossier } = await dossierWithLines();
    const viewer = await loginIn(ctx, 'lezer@afscheid.test', lindeId);
    const employee = await loginIn(ctx, 'medewerker@afscheid.test', lindeId);
    expect((await viewer.get('/api/invoicing/billable-dossiers')).statusCode).toBe(403);
    expect((await employee.get('/api/invoicing/billable-dossiers')).statusCode).toBe(403);
    expect((await viewer.post(invoiceUrl(dossier.id), {})).statusCode).toBe(403);
    expect((await employee.post(invoiceUrl(dossier.id), {})).statusCode).toBe(403);
    // The viewer reads the dossier's invoices (budget.view).
    expect((await viewer.get(`/api/dossiers/${dossier.id}/invoices`)).statusCode).toBe(200);

    const other = await createOrganization(ctx, 'Uitvaartzorg B');
    const ownerB = await createUser(ctx, 'eigenaar@b.test', 'Eigenaar B');
    await addMember(ctx, other.id, ownerB.id, 'owner');
    const stranger = await loginAs(ctx, ownerB.email);
    const list = await stranger.get('/api/invoicing/billable-dossiers');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    expect((await stranger.post(invoiceUrl(dossier.id), {})).statusCode).toBe(404);
    expect(await invoiceRows(dossier.id)).toEqual([]);
  });
});

describe('invoice status', () => {
  it('is refreshed from WeFact on demand and shown on the dossier and the debtor', async () => {
    const { dossier, debtorId } = await dossierWithLines();
    const made = (await director.post(invoiceUrl(dossier.id), {})).json().data[0];
    fake.setStatus(1, 4);
    ctx.clock.advance(60);
    const res = await director.post(`/api/invoicing/invoices/${made.id}/refresh`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: made.id, status: 'paid', status_refreshed_at: now() });
    expect(fake.calls('invoice/show').at(-1)!.fields.Identifier).toBe('1');

    for (const [code, status] of [[2, 'sent'], [9, 'expired'], [8, 'credit'], [0, 'concept']] as const) {
      fake.setStatus(1, code);
      expect((await director.post(`/api/invoicing/invoices/${made.id}/refresh`, {})).json().data.status).toBe(status);
    }
    fake.setStatus(1, 4);
    await director.post(`/api/invoicing/invoices/${made.id}/refresh`, {});

    const ofDossier = await director.get(`/api/dossiers/${dossier.id}/invoices`);
    expect(ofDossier.json().data).toMatchObject([{ id: made.id, status: 'paid', code: '[concept]0001' }]);
    const ofDebtor = await director.get(`/api/debtors/${debtorId}/invoices`);
    expect(ofDebtor.statusCode).toBe(200);
    expect(ofDebtor.json().data).toMatchObject([{ id: made.id, status: 'paid', dossier: { id: dossier.id, number: dossier.number } }]);

    fake.failNext('invoice/show', { kind: 'error', errors: ['Factuur niet gevonden.'] });
    const refused = await director.post(`/api/invoicing/invoices/${made.id}/refresh`, {});
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Factuur niet gevonden.');
  });

  it('has none for a failed attempt (409)', async () => {
    const { dossier } = await dossierWithLines();
    fake.failNext('invoice/add', { kind: 'error', errors: ['Nee.'] });
    await director.post(invoiceUrl(dossier.id), {});
    const [row] = await invoiceRows(dossier.id);
    const res = await director.post(`/api/invoicing/invoices/${row!.id}/refresh`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.errors.notInWefact);
  });
});

describe('the dossier status "gefactureerd"', () => {
  it('waits until every billable line is on a created invoice', async () => {
    const { dossier } = await dossierWithLines();
    await db().updateTable('dossiers').set({ status: 'completed', funeral_at: '2026-11-19T10:00:00.000Z' }).where('id', '=', dossier.id).execute();
    const blocked = interpolate(t.statusRule.linesOpen, { count: 5 });
    const shown = await director.get(`/api/dossiers/${dossier.id}`);
    expect(shown.json().data.allowed_transitions).toEqual([
      { status: 'invoiced', label: 'Gefactureerd', blocked },
    ]);
    const refused = await director.post(`/api/dossiers/${dossier.id}/status`, { version: dossier.version, status: 'invoiced' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(blocked);

    expect((await director.post(invoiceUrl(dossier.id), {})).statusCode).toBe(201);
    expect((await director.get(`/api/dossiers/${dossier.id}`)).json().data.allowed_transitions[0].blocked).toBeNull();
    const moved = await director.post(`/api/dossiers/${dossier.id}/status`, { version: dossier.version, status: 'invoiced' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('invoiced');
  });
});
