/**
 * `billable_dossiers` (migration 0018) is kept in step with the budget lines by the database: after every kind
 * of write — through the API, the invoicing module's own queries, and straight to the tables as fixtures do — each
 * row must equal what the shared arithmetic computes from the lines (per dossier and debtor the `budgetTotals` of
 * the free billable lines, as the billable list and an invoice do), and only live dossiers with such lines have one.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetTotals, isVatRate, VAT_RATE_PERCENT, type BudgetLineInput } from '@afscheid/shared';
import { migrations } from '../src/db/migrations/index.ts';
import { iso } from '../src/lib/clock.ts';
import { billableSummary } from '../src/modules/invoicing/index.ts';
import { invoicingRepository } from '../src/modules/invoicing/repository.ts';
import { createTestApp, type TestClient, type TestContext } from './helpers.ts';
import { lindeStaff } from './linde.ts';
import { createDossier } from './dossier-fixtures.ts';
import { createBudgetLine, createDebtor, invoiceLines } from './budget-fixtures.ts';

let ctx: TestContext;
let orgId: string;
let director: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ orgId, director } = await lindeStaff(ctx));
});
afterAll(() => ctx.close());

type Row = { organization_id: string; line_count: number; excl: number; incl: number };

/** What every row should be, computed in TypeScript from the lines of the live dossiers. */
async function computed(): Promise<Record<string, Row>> {
  const lines = await ctx.app.deps.db
    .selectFrom('budget_lines as l')
    .innerJoin('dossiers as d', (join) =>
      join.onRef('d.id', '=', 'l.dossier_id').onRef('d.organization_id', '=', 'l.organization_id'),
    )
    .select([
      'l.dossier_id',
      'l.organization_id',
      'l.debtor_id',
      'l.quantity_milli',
      'l.unit_price',
      'l.discount_bp',
      'l.vat_rate',
    ])
    .where('d.deleted_at', 'is', null)
    .where('l.billable', '=', 1)
    .where('l.invoice_id', 'is', null)
    .execute();
  const groups = new Map<string, { dossierId: string; organizationId: string; lines: BudgetLineInput[] }>();
  for (const line of lines) {
    if (!isVatRate(line.vat_rate)) throw new Error(line.vat_rate);
    const key = `${line.dossier_id}/${line.debtor_id}`;
    const group = groups.get(key) ?? {
      dossierId: line.dossier_id,
      organizationId: line.organization_id,
      lines: [],
    };
    group.lines.push({
      quantityMilli: Number(line.quantity_milli),
      unitPrice: Number(line.unit_price),
      discountBp: Number(line.discount_bp),
      vatRate: line.vat_rate,
    });
    groups.set(key, group);
  }
  const rows: Record<string, Row> = {};
  for (const group of groups.values()) {
    const totals = budgetTotals(group.lines);
    const row = (rows[group.dossierId] ??= {
      organization_id: group.organizationId,
      line_count: 0,
      excl: 0,
      incl: 0,
    });
    row.line_count += group.lines.length;
    row.excl += totals.excl;
    row.incl += totals.incl;
  }
  return rows;
}

/** The rows the database keeps. */
async function stored(): Promise<Record<string, Row>> {
  const rows = await ctx.app.deps.db.selectFrom('billable_dossiers').selectAll().execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.dossier_id,
      {
        organization_id: row.organization_id,
        line_count: Number(row.line_count),
        excl: Number(row.excl),
        incl: Number(row.incl),
      },
    ]),
  );
}

/** The kept rows equal the computed ones, and the dashboard's summary and the list agree with them. */
async function expectInStep(): Promise<Record<string, Row>> {
  const expected = await computed();
  expect(await stored()).toEqual(expected);
  const ours = Object.values(expected).filter((row) => row.organization_id === orgId);
  expect(await billableSummary(ctx.app.deps.db, orgId)).toEqual({
    count: ours.length,
    excl: ours.reduce((sum, row) => sum + row.excl, 0),
    incl: ours.reduce((sum, row) => sum + row.incl, 0),
  });
  const list = await director.get('/api/invoicing/billable-dossiers?per_page=100');
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().meta.total).toBe(ours.length);
  // Every organisation's kept totals (migration 0021) are its rows' count and sums (rows at 0 left out).
  const totals: Record<string, { count: number; excl: number; incl: number }> = {};
  for (const row of Object.values(expected)) {
    const total = (totals[row.organization_id] ??= { count: 0, excl: 0, incl: 0 });
    total.count += 1;
    total.excl += row.excl;
    total.incl += row.incl;
  }
  const kept = await ctx.app.deps.db.selectFrom('billable_totals').selectAll().execute();
  expect(
    Object.fromEntries(
      kept
        .filter((row) => Number(row.dossier_count) !== 0 || Number(row.excl) !== 0 || Number(row.incl) !== 0)
        .map((row) => [
          row.organization_id,
          { count: Number(row.dossier_count), excl: Number(row.excl), incl: Number(row.incl) },
        ]),
    ),
  ).toEqual(totals);
  return expected;
}

const linesUrl = (dossierId: string) => `/api/dossiers/${dossierId}/budget-lines`;

async function addLine(dossierId: string, body: Record<string, unknown>) {
  const res = await director.post(linesUrl(dossierId), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; version: number };
}

async function editLine(
  dossierId: string,
  line: { id: string; version: number },
  body: Record<string, unknown>,
) {
  const res = await director.put(`${linesUrl(dossierId)}/${line.id}`, { version: line.version, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; version: number };
}

describe('billable dossiers kept by the database', () => {
  it('starts from the demo budgets (the migration fills the table)', async () => {
    await expectInStep();
  });

  it('follows every write of a line through the API: add, change each counted field, delete, credit', async () => {
    const dossier = await createDossier(ctx, orgId);
    const debtorA = await createDebtor(ctx, orgId, { surname: 'Aalders' });
    const debtorB = await createDebtor(ctx, orgId, { surname: 'Bakker' });
    // 2,5 × € 33,33 − 12,5 %, a reduction, a 9 % line, a disbursement, lines of two debtors and none.
    let first = await addLine(dossier.id, {
      description: 'Verzorging',
      quantity: 2.5,
      unit_price: 3333,
      vat_rate: '21',
      discount: 12.5,
      debtor_id: debtorA,
    });
    const reduction = await addLine(dossier.id, {
      description: 'Korting',
      quantity: 1,
      unit_price: -1999,
      vat_rate: '21',
      debtor_id: debtorA,
    });
    let coffee = await addLine(dossier.id, {
      description: 'Koffietafel',
      quantity: 3,
      unit_price: 1725,
      vat_rate: '9',
      debtor_id: debtorB,
    });
    const deed = await addLine(dossier.id, {
      description: 'Akte',
      quantity: 1,
      unit_price: 1720,
      vat_rate: 'disbursement',
    });
    await expectInStep();

    first = await editLine(dossier.id, first, { quantity: 1.125 });
    first = await editLine(dossier.id, first, { unit_price: 3335 });
    first = await editLine(dossier.id, first, { discount: 33.33 });
    first = await editLine(dossier.id, first, { vat_rate: '9' });
    first = await editLine(dossier.id, first, { debtor_id: debtorB });
    await expectInStep();
    coffee = await editLine(dossier.id, coffee, { billable: false });
    expect((await stored())[dossier.id]?.line_count).toBe(3);
    await expectInStep();
    coffee = await editLine(dossier.id, coffee, { billable: true, description: 'Koffietafel (40 pers.)' });
    await expectInStep();
    expect((await director.delete(`${linesUrl(dossier.id)}/${reduction.id}`)).statusCode).toBe(204);
    await expectInStep();

    // Invoiced lines leave the row; a credit line comes back as billable.
    await invoiceLines(ctx, orgId, dossier.id, [first.id, coffee.id, deed.id]);
    expect((await stored())[dossier.id]).toBeUndefined();
    await expectInStep();
    const credit = await director.post(`${linesUrl(dossier.id)}/${first.id}/credit`, {});
    expect(credit.statusCode, credit.body).toBe(201);
    expect((await stored())[dossier.id]?.line_count).toBe(1);
    expect((await stored())[dossier.id]?.excl).toBeLessThan(0);
    await expectInStep();
  });

  it("follows the invoicing module's claim, release and settling of lines", async () => {
    const dossier = await createDossier(ctx, orgId);
    const debtor = await createDebtor(ctx, orgId);
    const a = await createBudgetLine(ctx, orgId, dossier.id, { unit_price: 12_345, debtor_id: debtor });
    const b = await createBudgetLine(ctx, orgId, dossier.id, {
      unit_price: 999,
      vat_rate: '9',
      debtor_id: debtor,
    });
    await expectInStep();
    const now = iso(ctx.clock.now());
    const pending = async () => {
      const invoiceId = await invoiceLines(ctx, orgId, dossier.id, []);
      await ctx.app.deps.db
        .updateTable('invoices')
        .set({ state: 'pending' })
        .where('id', '=', invoiceId)
        .execute();
      expect(await invoicingRepository.claimLines(ctx.app.deps.db, invoiceId, [a, b], now)).toBe(2);
      return invoiceId;
    };
    const failed = await pending();
    expect((await stored())[dossier.id]).toBeUndefined();
    await expectInStep();
    expect(await invoicingRepository.markFailed(ctx.app.deps.db, failed, 'WeFact weigerde', now)).toBe(true);
    expect((await stored())[dossier.id]?.line_count).toBe(2);
    await expectInStep();
    const made = await pending();
    const settled = { identifier: '77', code: 'F2026-0077', status: 'concept' as const, now };
    expect(await invoicingRepository.markCreated(ctx.app.deps.db, made, settled)).toBe(true);
    expect((await stored())[dossier.id]).toBeUndefined();
    await expectInStep();
  });

  it('follows writes straight to the table, the largest amounts, and a dossier deleted, restored or removed', async () => {
    const dossier = await createDossier(ctx, orgId);
    const debtor = await createDebtor(ctx, orgId);
    const line = await createBudgetLine(ctx, orgId, dossier.id, { unit_price: 5_000, debtor_id: debtor });
    // A million units of € 1.000.000 with 0,01 % discount: beyond 32 bits, exact in 64.
    await createBudgetLine(ctx, orgId, dossier.id, {
      quantity_milli: 1_000_000_000,
      unit_price: 100_000_000,
    });
    const db = ctx.app.deps.db;
    await db
      .updateTable('budget_lines')
      .set({ discount_bp: 1 })
      .where('dossier_id', '=', dossier.id)
      .execute();
    await expectInStep();
    await db.updateTable('budget_lines').set({ billable: 0 }).where('id', '=', line).execute();
    await expectInStep();
    await db
      .updateTable('budget_lines')
      .set({ billable: 1, quantity_milli: 1500 })
      .where('id', '=', line)
      .execute();
    await expectInStep();

    await db
      .updateTable('dossiers')
      .set({ deleted_at: iso(ctx.clock.now()) })
      .where('id', '=', dossier.id)
      .execute();
    expect((await stored())[dossier.id]).toBeUndefined();
    await expectInStep();
    await db.updateTable('dossiers').set({ deleted_at: null }).where('id', '=', dossier.id).execute();
    expect((await stored())[dossier.id]?.line_count).toBe(2);
    await expectInStep();

    await db.deleteFrom('budget_lines').where('dossier_id', '=', dossier.id).execute();
    await db.deleteFrom('dossiers').where('id', '=', dossier.id).execute();
    await expectInStep();
    const removed = await createDossier(ctx, orgId);
    await createBudgetLine(ctx, orgId, removed.id);
    await db.deleteFrom('dossier_sections').where('dossier_id', '=', removed.id).execute();
    await db.deleteFrom('dossiers').where('id', '=', removed.id).execute();
    expect((await stored())[removed.id]).toBeUndefined();
    await expectInStep();
  });

  it('is filled from the lines there are when the migration runs', async () => {
    const migrator = new Migrator({
      db: ctx.app.deps.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0016-legal-delay');
    expect(down.error).toBeUndefined();
    const dossier = await createDossier(ctx, orgId);
    await createBudgetLine(ctx, orgId, dossier.id, { unit_price: 4_321, vat_rate: '9' });
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect((await stored())[dossier.id]).toMatchObject({ line_count: 1, excl: 4_321, incl: 4_321 + 389 });
    await expectInStep();
  });

  it("uses the VAT rates the migration's SQL knows (a new rate needs a migration)", () => {
    expect(VAT_RATE_PERCENT).toEqual({ '21': 21, '9': 9, '0': 0, exempt: 0, disbursement: 0 });
  });
});
