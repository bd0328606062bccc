import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetTotals, formatMoney, interpolate, lineAmountIncl, messages } from '@afscheid/shared';
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import {
  createDossierViaApi,
  createOrganization,
  createUser,
  addMember,
  loginAs,
  saveSectionViaApi,
} from './factories.ts';
import { lindeStaff } from './linde.ts';
import { createDossier, setDossierStatus } from './dossier-fixtures.ts';
import { createBudgetLine, createDebtor, invoiceLines } from './budget-fixtures.ts';
import { seedDemoBudget } from '../src/seed/demo-budget.ts';

const errors = messages.budget.errors;

type WireLine = {
  id: string;
  section_id: string;
  article: { id: string; code: string; name: string } | null;
  description: string;
  unit: string | null;
  quantity: number;
  unit_price: number;
  vat_rate: string;
  discount: number;
  amount: number;
  insurance_policy: string | null;
  insurance_covered: number;
  debtor: { id: string; display_name: string } | null;
  billable: boolean;
  invoice: { id: string; code: string | null; status: string } | null;
  invoiced_at: string | null;
  credits_line_id: string | null;
  credited: boolean;
  position: number;
  version: number;
  updated_by: { id: string; name: string } | null;
};
type WireTotals = {
  excl: number;
  vat: { rate: string; base: number; amount: number }[];
  incl: number;
  covered: number;
  to_pay: number;
};
type WireBudget = {
  sections: { id: string; name: string; position: number; lines: WireLine[]; totals: WireTotals }[];
  totals: WireTotals;
  billable_open: { count: number; excl: number };
};

let ctx: TestContext;
let orgId: string;
let director: TestClient;
let employee: TestClient;
let viewer: TestClient;
let directorId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, director, employee, viewer, directorId } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

const linesUrl = (dossierId: string) => `/api/dossiers/${dossierId}/budget-lines`;
const lineCount = async (dossierId: string) =>
  (
    await ctx.app.deps.db
      .selectFrom('budget_lines')
      .select('id')
      .where('dossier_id', '=', dossierId)
      .execute()
  ).length;

async function budgetOf(dossierId: string, client: TestClient = director): Promise<WireBudget> {
  const res = await client.get(`/api/dossiers/${dossierId}/budget`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function sectionIds(): Promise<Record<string, string>> {
  const res = await director.get('/api/budget-sections');
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data as { id: string; name: string }[]).map((s) => [s.name, s.id]));
}

async function addLine(dossierId: string, body: Record<string, unknown>): Promise<WireLine> {
  const res = await director.post(linesUrl(dossierId), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function createArticle(
  organizationId: string,
  opts: {
    code: string;
    name: string;
    active?: boolean;
    unit_price?: number;
    vat_rate?: '21' | '9' | 'exempt';
  },
) {
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('articles')
    .values({
      id,
      organization_id: organizationId,
      code: opts.code,
      name: opts.name,
      description: null,
      unit: 'uur',
      unit_price: opts.unit_price ?? 6550,
      vat_rate: opts.vat_rate ?? 'exempt',
      category_id: null,
      supplier_id: null,
      purchase_price: null,
      active: opts.active === false ? 0 : 1,
      search_text: ` ${opts.name.toLowerCase()}`,
      sort_name: opts.name.toLowerCase(),
      version: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

describe('the rounding table through the API', () => {
  it('computes line amounts, VAT per rate over the sums, per section and in total, to the cent', async () => {
    const dossier = await createDossier(ctx, orgId);
    const s = await sectionIds();
    const care = s['Verzorging']!;
    const awkward = await addLine(dossier.id, {
      section_id: care,
      description: 'Rouwbegeleiding',
      quantity: 2.5,
      unit: 'uur',
      unit_price: 3333,
      vat_rate: '21',
    });
    expect(awkward).toMatchObject({
      quantity: 2.5,
      unit_price: 3333,
      amount: 8333,
      discount: 0,
      billable: true,
      vat_rate: '21',
    });
    const free = await addLine(dossier.id, {
      section_id: care,
      description: 'Koeling (aangeboden)',
      quantity: 1,
      unit_price: 10_000,
      vat_rate: '21',
      discount: 100,
    });
    expect(free).toMatchObject({ amount: 0, discount: 100 });
    const reduction = await addLine(dossier.id, {
      section_id: care,
      description: 'Korting pakket',
      quantity: 1,
      unit_price: -2500,
      vat_rate: '21',
    });
    expect(reduction.amount).toBe(-2500);
    for (let i = 0; i < 3; i++) {
      const cent = await addLine(dossier.id, {
        section_id: s['Drukwerk'],
        description: `Postzegel ${i + 1}`,
        quantity: 3 / 3,
        unit_price: 1,
        vat_rate: '21',
      });
      expect(cent.amount).toBe(1);
    }
    await addLine(dossier.id, {
      section_id: s['Bloemen'],
      description: 'Rouwstuk',
      quantity: 1,
      unit_price: 7500,
      vat_rate: '9',
    });
    await addLine(dossier.id, {
      section_id: s['Crematie/Begrafenis'],
      description: 'Crematie',
      quantity: 1,
      unit_price: 120_000,
      vat_rate: 'exempt',
    });
    await addLine(dossier.id, {
      section_id: s['Derden (doorlopende posten)'],
      description: 'Uittreksel overlijdensakte',
      quantity: 1,
      unit_price: 1500,
      vat_rate: 'disbursement',
    });
    const discounted = await addLine(dossier.id, {
      section_id: s['Catering'],
      description: 'Koffietafel',
      quantity: 12,
      unit: 'persoon',
      unit_price: 1295,
      vat_rate: '9',
      discount: 12.5,
    });
    // 12 × 12,95 = 155,40; minus 12,5 % = 135,975 → 135,98 (half away from zero).
    expect(discounted).toMatchObject({ amount: 13_598, discount: 12.5 });

    const budget = await budgetOf(dossier.id);
    expect(budget.sections.map((section) => section.name)).toEqual([...messages.budget.defaultSections]);
    const byName = Object.fromEntries(budget.sections.map((section) => [section.name, section]));
    expect(byName['Verzorging']!.lines.map((line) => line.description)).toEqual([
      'Rouwbegeleiding',
      'Koeling (aangeboden)',
      'Korting pakket',
    ]);
    // 8333 + 0 − 2500 = 5833; 21 % of 5833 = 1224,93 → 1225.
    expect(byName['Verzorging']!.totals).toEqual({
      excl: 5833,
      vat: [{ rate: '21', base: 5833, amount: 1225 }],
      incl: 7058,
      covered: 0,
      to_pay: 7058,
    });
    // Three lines of € 0,01: VAT over the sum (0,63 → 0,01), not per line (3 × 0,0021 → 0).
    expect(byName['Drukwerk']!.totals).toEqual({
      excl: 3,
      vat: [{ rate: '21', base: 3, amount: 1 }],
      incl: 4,
      covered: 0,
      to_pay: 4,
    });
    expect(byName['Bloemen']!.totals).toMatchObject({
      excl: 7500,
      vat: [{ rate: '9', base: 7500, amount: 675 }],
      incl: 8175,
    });
    expect(byName['Crematie/Begrafenis']!.totals).toMatchObject({
      excl: 120_000,
      vat: [{ rate: 'exempt', base: 120_000, amount: 0 }],
      incl: 120_000,
    });
    expect(byName['Derden (doorlopende posten)']!.totals).toMatchObject({
      excl: 1500,
      vat: [{ rate: 'disbursement', base: 1500, amount: 0 }],
      incl: 1500,
    });
    // 13 598 at 9 %: 1223,82 → 1224.
    expect(byName['Catering']!.totals).toMatchObject({
      excl: 13_598,
      vat: [{ rate: '9', base: 13_598, amount: 1224 }],
      incl: 14_822,
    });
    expect(byName['Opbaring']!).toMatchObject({
      lines: [],
      totals: { excl: 0, vat: [], incl: 0, covered: 0, to_pay: 0 },
    });

    // In total, VAT per rate over the whole budget: 21 % over 5836 = 1225,56 → 1226; 9 % over 21 098 = 1898,82 → 1899.
    expect(budget.totals).toEqual({
      excl: 5836 + 21_098 + 120_000 + 1500,
      vat: [
        { rate: '21', base: 5836, amount: 1226 },
        { rate: '9', base: 21_098, amount: 1899 },
        { rate: 'exempt', base: 120_000, amount: 0 },
        { rate: 'disbursement', base: 1500, amount: 0 },
      ],
      incl: 148_434 + 1226 + 1899,
      covered: 0,
      to_pay: 148_434 + 1226 + 1899,
    });
    expect(budget.billable_open).toEqual({ count: 10, excl: 148_434 });
    // The same figures as the shared arithmetic gives over the stored lines.
    const stored = await ctx.app.deps.db
      .selectFrom('budget_lines')
      .selectAll()
      .where('dossier_id', '=', dossier.id)
      .execute();
    const shared = budgetTotals(
      stored.map((l) => ({
        quantityMilli: l.quantity_milli,
        unitPrice: l.unit_price,
        discountBp: l.discount_bp,
        vatRate: l.vat_rate,
      })),
    );
    expect(budget.totals.incl).toBe(shared.incl);
    expect(stored.find((l) => l.description === 'Rouwbegeleiding')).toMatchObject({
      quantity_milli: 2500,
      discount_bp: 0,
    });
    expect(stored.find((l) => l.description === 'Koffietafel')).toMatchObject({
      quantity_milli: 12_000,
      discount_bp: 1250,
    });
  });

  it('puts a line without a section in the first section and leaves billable lines out of billable_open once invoiced or not billable', async () => {
    const dossier = await createDossier(ctx, orgId);
    const first = (await budgetOf(dossier.id)).sections[0]!;
    const line = await addLine(dossier.id, {
      description: 'Verzorging',
      quantity: 1,
      unit_price: 50_000,
      vat_rate: 'exempt',
    });
    expect(line.section_id).toBe(first.id);
    await addLine(dossier.id, {
      description: 'Eigen regel',
      quantity: 1,
      unit_price: 1000,
      vat_rate: '21',
      billable: false,
    });
    await invoiceLines(ctx, orgId, dossier.id, [line.id]);
    const budget = await budgetOf(dossier.id);
    expect(budget.billable_open).toEqual({ count: 0, excl: 0 });
    expect(budget.totals.excl).toBe(51_000);
  });
});

describe('articles, debtors and insurance on a line', () => {
  it('prefills description, unit, price and VAT from an article, all still overridable', async () => {
    const dossier = await createDossier(ctx, orgId);
    const articleId = await createArticle(orgId, {
      code: 'BT-VERZ-01',
      name: 'Verzorging overledene',
      unit_price: 32_500,
    });
    const prefilled = await addLine(dossier.id, { article_id: articleId, quantity: 1 });
    expect(prefilled).toMatchObject({
      article: { id: articleId, code: 'BT-VERZ-01', name: 'Verzorging overledene' },
      description: 'Verzorging overledene',
      unit: 'uur',
      unit_price: 32_500,
      vat_rate: 'exempt',
      amount: 32_500,
      updated_by: { id: directorId, name: expect.any(String) },
    });
    const overridden = await addLine(dossier.id, {
      article_id: articleId,
      quantity: 2,
      description: 'Verzorging (twee dagen)',
      unit_price: 30_000,
      vat_rate: '21',
    });
    expect(overridden).toMatchObject({
      description: 'Verzorging (twee dagen)',
      unit_price: 30_000,
      vat_rate: '21',
      amount: 60_000,
    });
  });

  it('names the debtor on the line: the company name, or initials, prefix and surname', async () => {
    const dossier = await createDossier(ctx, orgId);
    const person = await createDebtor(ctx, orgId, { initials: 'A.B.', namePrefix: 'van', surname: 'Dijk' });
    const company = await createDebtor(ctx, orgId, { companyName: 'Bloemenhuis Jansen B.V.' });
    const a = await addLine(dossier.id, {
      description: 'Kist',
      quantity: 1,
      unit_price: 89_500,
      vat_rate: 'exempt',
      debtor_id: person,
    });
    const b = await addLine(dossier.id, {
      description: 'Rouwstuk',
      quantity: 1,
      unit_price: 7500,
      vat_rate: '9',
      debtor_id: company,
    });
    expect(a.debtor).toEqual({ id: person, display_name: 'A.B. van Dijk' });
    expect(b.debtor).toEqual({ id: company, display_name: 'Bloemenhuis Jansen B.V.' });
  });

  it('lets a policy of the dossier cover part of a line, and shows what the client still pays', async () => {
    const dossier = await createDossierViaApi(director);
    const saved = await saveSectionViaApi(director, dossier.id, 'insurances', {
      policies: [{ insurer: 'dela', policy_number: 'DELA-123456', kind: 'natura' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const line = await addLine(dossier.id, {
      description: 'Crematie',
      quantity: 1,
      unit_price: 120_000,
      vat_rate: 'exempt',
      insurance_policy: 'DELA-123456',
      insurance_covered: 100_000,
    });
    expect(line).toMatchObject({ insurance_policy: 'DELA-123456', insurance_covered: 100_000 });
    await addLine(dossier.id, { description: 'Bloemen', quantity: 1, unit_price: 10_000, vat_rate: '9' });
    const budget = await budgetOf(dossier.id);
    expect(budget.totals).toMatchObject({ excl: 130_000, incl: 130_900, covered: 100_000, to_pay: 30_900 });
    // The coverage may reach the line incl. VAT exactly.
    const full = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit_price: 10_000,
      vat_rate: '21',
      insurance_policy: 'DELA-123456',
      insurance_covered: 12_100,
    });
    expect(full.insurance_covered).toBe(12_100);
  });
});

describe('refusals (422 with Dutch field messages, nothing changed)', () => {
  it('refuses each bad input of the issue', async () => {
    const dossier = await createDossierViaApi(director);
    await saveSectionViaApi(director, dossier.id, 'insurances', {
      policies: [{ insurer: 'monuta', policy_number: 'MON-1' }],
    });
    const elsewhere = await createOrganization(ctx, 'Uitvaartzorg Elders');
    const foreignArticle = await createArticle(elsewhere.id, { code: 'BT-X-1', name: 'Kist elders' });
    const inactive = await createArticle(orgId, { code: 'BT-OUD-1', name: 'Oude kist', active: false });
    const foreignDebtor = await createDebtor(ctx, elsewhere.id);
    const base = { description: 'Rouwauto', quantity: 1, unit_price: 10_000, vat_rate: '21' };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...base, quantity: -1 }, { quantity: [errors.quantity] }],
      [{ ...base, quantity: 0 }, { quantity: [errors.quantity] }],
      [{ ...base, quantity: 1.2345 }, { quantity: [errors.quantityDecimals] }],
      [{ ...base, vat_rate: '19' }, { vat_rate: [errors.vatRate] }],
      [{ ...base, unit_price: 12.5 }, { unit_price: [errors.unitPrice] }],
      [{ ...base, unit_price: 100_000_001 }, { unit_price: [errors.unitPriceMax] }],
      [{ ...base, discount: 101 }, { discount: [errors.discount] }],
      [{ ...base, discount: 12.345 }, { discount: [errors.discountDecimals] }],
      [
        { quantity: 1 },
        {
          description: ['Vul de omschrijving in.'],
          unit_price: ['Vul de prijs per eenheid (excl. btw) in.'],
          vat_rate: ['Kies een btw-tarief.'],
        },
      ],
      [{ ...base, article_id: foreignArticle }, { article_id: [errors.articleUnknown] }],
      [{ ...base, article_id: inactive }, { article_id: [errors.articleInactive] }],
      [{ ...base, debtor_id: foreignDebtor }, { debtor_id: [errors.debtorUnknown] }],
      [{ ...base, debtor_id: 'onbekend' }, { debtor_id: [errors.debtorUnknown] }],
      [{ ...base, section_id: 'onbekend' }, { section_id: [errors.sectionUnknown] }],
      [{ ...base, insurance_policy: 'DELA-999' }, { insurance_policy: [errors.policyUnknown] }],
      [{ ...base, insurance_covered: 500 }, { insurance_covered: [errors.coveredWithoutPolicy] }],
      [
        { ...base, insurance_policy: 'MON-1', insurance_covered: 12_101 },
        {
          insurance_covered: [
            interpolate(errors.coveredAboveLine, {
              amount: formatMoney(lineAmountIncl({ quantityMilli: 1000, unitPrice: 10_000, vatRate: '21' })),
            }),
          ],
        },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await director.post(linesUrl(dossier.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(expected);
    }
    expect(await lineCount(dossier.id)).toBe(0);
  });

  it('refuses the same on a change and keeps the line as it was', async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit_price: 10_000,
      vat_rate: '21',
    });
    const res = await director.put(`${linesUrl(dossier.id)}/${line.id}`, {
      version: 1,
      quantity: -2,
      vat_rate: 'hoog',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['quantity', 'vat_rate']);
    const again = await director.get(`${linesUrl(dossier.id)}/${line.id}`);
    expect(again.json().data).toMatchObject({ quantity: 1, vat_rate: '21', version: 1 });
  });
});

describe('changing and deleting', () => {
  it('changes the fields given with the version read; a stale version is a 409 with the current line', async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit: 'rit',
      unit_price: 39_500,
      vat_rate: '21',
    });
    const changed = await director.put(`${linesUrl(dossier.id)}/${line.id}`, {
      version: 1,
      quantity: 2.5,
      discount: 10,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 2,5 × 395,00 = 987,50; minus 10 % = 888,75.
    expect(changed.json().data).toMatchObject({
      description: 'Rouwauto',
      unit: 'rit',
      quantity: 2.5,
      discount: 10,
      amount: 88_875,
      version: 2,
    });

    const stale = await director.put(`${linesUrl(dossier.id)}/${line.id}`, {
      version: 1,
      description: 'Volgauto',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: errors.lineConflict,
      data: { id: line.id, version: 2, quantity: 2.5 },
    });
    expect((await director.get(`${linesUrl(dossier.id)}/${line.id}`)).json().data.description).toBe(
      'Rouwauto',
    );
  });

  it('deletes an uninvoiced line', async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit_price: 39_500,
      vat_rate: '21',
    });
    expect((await director.delete(`${linesUrl(dossier.id)}/${line.id}`)).statusCode).toBe(204);
    expect(await lineCount(dossier.id)).toBe(0);
    expect((await director.get(`${linesUrl(dossier.id)}/${line.id}`)).statusCode).toBe(404);
  });

  it('refuses every change on a closed or cancelled dossier (409) and changes nothing', async () => {
    for (const status of ['closed', 'cancelled'] as const) {
      const dossier = await createDossier(ctx, orgId);
      const lineId = await createBudgetLine(ctx, orgId, dossier.id);
      await setDossierStatus(ctx, dossier.id, status);
      const add = await director.post(linesUrl(dossier.id), {
        description: 'Rouwauto',
        quantity: 1,
        unit_price: 1,
        vat_rate: '21',
      });
      expect(add.statusCode).toBe(409);
      expect(add.json().message).toBe(messages.dossierApi.readOnly);
      expect(
        (await director.put(`${linesUrl(dossier.id)}/${lineId}`, { version: 1, quantity: 3 })).statusCode,
      ).toBe(409);
      expect((await director.delete(`${linesUrl(dossier.id)}/${lineId}`)).statusCode).toBe(409);
      expect(await lineCount(dossier.id)).toBe(1);
      // Reading stays possible.
      expect((await budgetOf(dossier.id)).totals.excl).toBe(10_000);
    }
  });
});

describe('invoiced lines', () => {
  it('are read-only, can be credited once, and show their invoice', async () => {
    const dossier = await createDossier(ctx, orgId);
    const debtor = await createDebtor(ctx, orgId, { initials: 'P.', namePrefix: null, surname: 'Jansen' });
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 2,
      unit_price: 39_500,
      vat_rate: '21',
      discount: 5,
      debtor_id: debtor,
    });
    const invoiceId = await invoiceLines(ctx, orgId, dossier.id, [line.id], {
      code: 'F2026-0042',
      status: 'sent',
    });

    const shown = (await director.get(`${linesUrl(dossier.id)}/${line.id}`)).json().data as WireLine;
    expect(shown.invoice).toEqual({ id: invoiceId, code: 'F2026-0042', status: 'sent' });
    expect(shown.invoiced_at).not.toBeNull();

    const put = await director.put(`${linesUrl(dossier.id)}/${line.id}`, { version: 1, quantity: 3 });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(errors.invoiced);
    const del = await director.delete(`${linesUrl(dossier.id)}/${line.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(errors.invoiced);

    const credit = await director.post(`${linesUrl(dossier.id)}/${line.id}/credit`, {});
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().data).toMatchObject({
      section_id: line.section_id,
      description: 'Creditering: Rouwauto',
      quantity: 2,
      unit_price: -39_500,
      vat_rate: '21',
      discount: 5,
      amount: -75_050,
      credits_line_id: line.id,
      billable: true,
      debtor: { id: debtor, display_name: 'P. Jansen' },
      invoice: null,
    });
    const again = await director.post(`${linesUrl(dossier.id)}/${line.id}/credit`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errors.alreadyCredited);
    expect((await director.get(`${linesUrl(dossier.id)}/${line.id}`)).json().data.credited).toBe(true);

    const budget = await budgetOf(dossier.id);
    expect(budget.totals).toMatchObject({ excl: 0, incl: 0 });
    expect(budget.billable_open).toEqual({ count: 1, excl: -75_050 });
  });

  it('refuses to credit a line that is not invoiced', async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit_price: 39_500,
      vat_rate: '21',
    });
    const res = await director.post(`${linesUrl(dossier.id)}/${line.id}/credit`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(errors.notInvoiced);
    expect(await lineCount(dossier.id)).toBe(1);
  });

  it('re-checks the invoice inside the change: a line invoiced after it was read is still refused', async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit_price: 39_500,
      vat_rate: '21',
    });
    // The access read the line before the invoicing marked it; the update is guarded on invoice_id as well.
    const { budgetRepository } = await import('../src/modules/budget/repository.ts');
    await invoiceLines(ctx, orgId, dossier.id, [line.id]);
    const saved = await budgetRepository.updateLine(
      ctx.app.deps.db,
      { organizationId: orgId, id: line.id, version: 1 },
      { quantity_milli: 5000 },
    );
    expect(saved).toBe(false);
    expect(await budgetRepository.deleteLine(ctx.app.deps.db, orgId, line.id)).toBe(false);
  });
});

describe('history', () => {
  it('lists who changed what, newest first, a page at a time', async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await addLine(dossier.id, {
      description: 'Rouwauto',
      quantity: 1,
      unit_price: 39_500,
      vat_rate: '21',
    });
    ctx.clock.advance(1);
    await director.put(`${linesUrl(dossier.id)}/${line.id}`, {
      version: 1,
      quantity: 2,
      description: 'Rouwauto (2 ritten)',
    });
    ctx.clock.advance(1);
    await director.delete(`${linesUrl(dossier.id)}/${line.id}`);

    const res = await viewer.get(`/api/dossiers/${dossier.id}/budget/history?per_page=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(body.data.map((entry: { action: string }) => entry.action)).toEqual(['deleted', 'updated']);
    expect(body.data[1]).toMatchObject({
      user: { id: directorId },
      line_id: line.id,
      description: 'Rouwauto (2 ritten)',
      changes: expect.arrayContaining([
        { field: 'quantity', from: 1, to: 2 },
        { field: 'description', from: 'Rouwauto', to: 'Rouwauto (2 ritten)' },
      ]),
    });
    const second = (await viewer.get(`/api/dossiers/${dossier.id}/budget/history?per_page=2&page=2`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0]).toMatchObject({ action: 'created', line_id: line.id, description: 'Rouwauto' });
    expect(second.data[0].changes).toEqual(
      expect.arrayContaining([{ field: 'unit_price', from: null, to: 39_500 }]),
    );
    // Another dossier's budget history does not show these.
    const other = await createDossier(ctx, orgId);
    expect((await viewer.get(`/api/dossiers/${other.id}/budget/history`)).json().data).toEqual([]);
  });
});

describe('permissions and isolation', () => {
  it('gives the employee no budget and lets the viewer read only', async () => {
    const dossier = await createDossier(ctx, orgId);
    const lineId = await createBudgetLine(ctx, orgId, dossier.id);
    expect((await employee.get(`/api/dossiers/${dossier.id}/budget`)).statusCode).toBe(403);
    expect((await employee.get(linesUrl(dossier.id))).statusCode).toBe(403);
    expect((await viewer.get(`/api/dossiers/${dossier.id}/budget`)).statusCode).toBe(200);
    expect((await viewer.get(`${linesUrl(dossier.id)}/${lineId}`)).statusCode).toBe(200);
    expect(
      (
        await viewer.post(linesUrl(dossier.id), {
          description: 'X',
          quantity: 1,
          unit_price: 1,
          vat_rate: '21',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await viewer.put(`${linesUrl(dossier.id)}/${lineId}`, { version: 1, quantity: 2 })).statusCode,
    ).toBe(403);
    expect((await viewer.delete(`${linesUrl(dossier.id)}/${lineId}`)).statusCode).toBe(403);
    expect(await lineCount(dossier.id)).toBe(1);
  });

  it("is a 404 for another organisation's dossier and line, and for a line under another dossier", async () => {
    const elsewhere = await createOrganization(ctx, 'Uitvaartzorg Buiten');
    const owner = await createUser(ctx, 'eigenaar@buiten.test', 'Eigenaar Buiten');
    await addMember(ctx, elsewhere.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    const dossier = await createDossier(ctx, orgId);
    const lineId = await createBudgetLine(ctx, orgId, dossier.id);
    expect((await stranger.get(`/api/dossiers/${dossier.id}/budget`)).statusCode).toBe(404);
    expect((await stranger.get(`${linesUrl(dossier.id)}/${lineId}`)).statusCode).toBe(404);
    const put = await stranger.put(`${linesUrl(dossier.id)}/${lineId}`, { version: 1, quantity: 9 });
    expect(put.statusCode).toBe(404);
    expect(put.json()).not.toHaveProperty('data');

    const otherDossier = await createDossier(ctx, orgId);
    expect((await director.get(`${linesUrl(otherDossier.id)}/${lineId}`)).statusCode).toBe(404);
    expect((await director.delete(`${linesUrl(otherDossier.id)}/${lineId}`)).statusCode).toBe(404);
    expect(await lineCount(dossier.id)).toBe(1);
  });
});

describe('the demo budget', () => {
  it('builds a budget with a disbursement, a discount, 9 % and 21 % lines and a line the policy covers', async () => {
    const dossier = await createDossierViaApi(director);
    await saveSectionViaApi(director, dossier.id, 'insurances', {
      policies: [{ insurer: 'dela', policy_number: 'DELA-777' }],
    });
    await createArticle(orgId, {
      code: 'BT-KOFFIETAFEL',
      name: 'Koffietafel per persoon',
      unit_price: 1450,
      vat_rate: '9',
    });
    await seedDemoBudget(ctx.app.deps, orgId, dossier.id, directorId);
    const lines = (await budgetOf(dossier.id)).sections.flatMap((section) => section.lines);
    expect(lines.length).toBe(11);
    expect(lines.some((line) => line.vat_rate === 'disbursement')).toBe(true);
    expect(lines.some((line) => line.discount > 0)).toBe(true);
    expect(lines.some((line) => line.vat_rate === '9')).toBe(true);
    expect(lines.some((line) => line.vat_rate === '21')).toBe(true);
    // The organisation's price list is used: the catering line comes from an article.
    const catering = (await budgetOf(dossier.id)).sections.find((section) => section.name === 'Catering')!
      .lines[0]!;
    expect(catering.article).not.toBeNull();
    expect(catering.description).toBe(catering.article!.name);
    const covered = lines.find((line) => line.insurance_policy === 'DELA-777');
    expect(covered?.insurance_covered).toBeGreaterThan(0);
    const history = (await director.get(`/api/dossiers/${dossier.id}/budget/history?per_page=100`)).json();
    expect(history.meta.total).toBe(11);
  });
});

describe('history paged in SQL, with the invoicing in it', () => {
  type WireEntry = {
    id: string;
    at: string;
    user: { id: string; name: string } | null;
    action: string;
    line_id: string | null;
    description: string | null;
    changes: { field: string; from: unknown; to: unknown }[];
    invoice: { id: string; code: string | null } | null;
  };
  type AuditRow = {
    id: string;
    organization_id: string | null;
    user_id: string | null;
    entity: string;
    entity_id: string | null;
    action: string;
    changes: string | null;
    ip: string | null;
    request_id: string | null;
    created_at: string;
  };
  const historyUrl = (dossierId: string, query = '') => `/api/dossiers/${dossierId}/budget/history${query}`;
  const base = Date.parse('2026-03-01T08:00:00.000Z');
  const at = (minute: number) => new Date(base + minute * 60_000).toISOString();

  async function insertAudit(rows: Omit<AuditRow, 'id' | 'ip' | 'request_id'>[]): Promise<string[]> {
    const full = rows.map((row) => ({
      ...row,
      id: newId(Date.parse(row.created_at)),
      ip: null,
      request_id: null,
    }));
    for (let i = 0; i < full.length; i += 100) {
      await ctx.app.deps.db
        .insertInto('audit_events')
        .values(full.slice(i, i + 100))
        .execute();
    }
    return full.map((row) => row.id);
  }

  const lineEvent = (dossierId: string, minute: number, description: string, organizationId = orgId) => ({
    organization_id: organizationId,
    user_id: directorId,
    entity: 'budget_line',
    entity_id: dossierId,
    action: 'created',
    changes: JSON.stringify({ line: { id: newId(), description }, changes: { quantity: 1 } }),
    created_at: at(minute),
  });

  it('pages more than 500 events down to the oldest, in a stable order', async () => {
    const dossier = await createDossier(ctx, orgId);
    // 523 events; pairs share a timestamp so the order falls back on the id.
    const count = 523;
    await insertAudit(
      Array.from({ length: count }, (_, i) => lineEvent(dossier.id, Math.floor(i / 2), `Regel ${i}`)),
    );
    // Another dossier's events and another organisation's events with this dossier's id do not count.
    const other = await createDossier(ctx, orgId);
    const elsewhere = await createOrganization(ctx, 'Uitvaartzorg Elders');
    await insertAudit([
      lineEvent(other.id, 1, 'Andere regel'),
      lineEvent(dossier.id, 2, 'Vreemde regel', elsewhere.id),
    ]);

    const seen: WireEntry[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await viewer.get(historyUrl(dossier.id, `?per_page=100&page=${page}`));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meta).toEqual({ current_page: page, per_page: 100, total: count, last_page: 6 });
      expect(body.data).toHaveLength(page < 6 ? 100 : 23);
      seen.push(...body.data);
    }
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(count);
    // Newest first: `created_at desc, id desc`, the oldest event last.
    const expected = [...seen].sort((a, b) =>
      a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at),
    );
    expect(seen.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
    expect(seen[0]).toMatchObject({
      at: at(261),
      action: 'created',
      invoice: null,
      user: { id: directorId },
    });
    expect(seen.at(-1)).toMatchObject({ at: at(0), description: expect.stringMatching(/^Regel [01]$/) });
    expect(seen.map((entry) => entry.description)).not.toContain('Andere regel');
    expect(seen.map((entry) => entry.description)).not.toContain('Vreemde regel');
    // Past the last page: empty, same count.
    const past = (await viewer.get(historyUrl(dossier.id, '?per_page=100&page=7'))).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(count);
  });

  it("shows the invoicing of this dossier, with the invoice's code, and not another dossier's", async () => {
    const dossier = await createDossier(ctx, orgId);
    const line = await createBudgetLine(ctx, orgId, dossier.id, { description: 'Rouwauto' });
    const invoiceId = await invoiceLines(ctx, orgId, dossier.id, [line], {
      code: 'F2026-0777',
      status: 'sent',
    });
    const failedId = await invoiceLines(ctx, orgId, dossier.id, [], { code: 'unused' });
    await ctx.app.deps.db
      .updateTable('invoices')
      .set({ state: 'failed', wefact_code: null, wefact_identifier: null, wefact_status: null })
      .where('id', '=', failedId)
      .execute();
    const other = await createDossier(ctx, orgId);
    const otherInvoice = await invoiceLines(ctx, orgId, other.id, [], { code: 'F2026-0888' });

    const invoiceEvent = (id: string, minute: number, action: string, changes: Record<string, unknown>) => ({
      organization_id: orgId,
      user_id: directorId,
      entity: 'invoice',
      entity_id: id,
      action,
      changes: JSON.stringify(changes),
      created_at: at(10_000 + minute),
    });
    await insertAudit([
      lineEvent(dossier.id, 10_000, 'Rouwauto'),
      invoiceEvent(failedId, 1, 'invoice_started', {
        dossier_id: dossier.id,
        line_ids: [line],
        amount_incl: 12_100,
      }),
      invoiceEvent(failedId, 2, 'invoice_failed', { error: 'WeFact is niet bereikbaar.', line_ids: [line] }),
      invoiceEvent(invoiceId, 3, 'invoice_started', {
        dossier_id: dossier.id,
        line_ids: [line],
        amount_incl: 12_100,
      }),
      invoiceEvent(invoiceId, 4, 'invoice_created', {
        wefact_identifier: '12',
        wefact_code: 'F2026-0777',
        adopted: false,
        line_ids: [line],
      }),
      invoiceEvent(invoiceId, 5, 'invoice_status_changed', { status: { from: 'concept', to: 'sent' } }),
      invoiceEvent(otherInvoice, 6, 'invoice_created', { wefact_code: 'F2026-0888', line_ids: [] }),
    ]);

    const res = await viewer.get(historyUrl(dossier.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(6);
    const entries = body.data as WireEntry[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'invoice_status_changed',
      'invoice_created',
      'invoice_started',
      'invoice_failed',
      'invoice_started',
      'created',
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      at: at(10_005),
      user: { id: directorId, name: expect.any(String) },
      action: 'invoice_status_changed',
      line_id: null,
      description: null,
      changes: [{ field: 'status', from: 'concept', to: 'sent' }],
      invoice: { id: invoiceId, code: 'F2026-0777' },
    });
    expect(entries[1]!.invoice).toEqual({ id: invoiceId, code: 'F2026-0777' });
    // The start is shown with the code the invoice has now.
    expect(entries[2]!.invoice).toEqual({ id: invoiceId, code: 'F2026-0777' });
    expect(entries[3]).toMatchObject({
      invoice: { id: failedId, code: null },
      changes: expect.arrayContaining([{ field: 'error', from: null, to: 'WeFact is niet bereikbaar.' }]),
    });
    expect(entries[5]).toMatchObject({ action: 'created', description: 'Rouwauto', invoice: null });

    const theirs = (await viewer.get(historyUrl(other.id))).json();
    expect(theirs.data.map((entry: WireEntry) => entry.invoice?.code)).toEqual(['F2026-0888']);
  });

  it("is a 404 for another organisation's dossier, and a 403 without budget.view", async () => {
    const elsewhere = await createOrganization(ctx, 'Uitvaartzorg Verweg');
    const owner = await createUser(ctx, 'eigenaar@verweg.test', 'Eigenaar Verweg');
    await addMember(ctx, elsewhere.id, owner.id, 'owner');
    const stranger = await loginAs(ctx, owner.email);
    const dossier = await createDossier(ctx, orgId);
    await insertAudit([lineEvent(dossier.id, 1, 'Geheim')]);
    const res = await stranger.get(historyUrl(dossier.id));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Geheim');
    expect((await employee.get(historyUrl(dossier.id))).statusCode).toBe(403);
    expect((await director.get(historyUrl(dossier.id))).json().meta.total).toBe(1);
  });
});
