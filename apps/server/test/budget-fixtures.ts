/**
 * Budget records written straight to the database (the isolation walker and the budget tests): a section, a
 * line, a debtor and an invoice that a line is put on, as the invoicing module would.
 */
import { iso } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { ensureSections } from '../src/modules/budget/index.ts';
import type { BudgetLinesTable } from '../src/db/types.ts';
import type { TestContext } from './helpers.ts';

let sequence = 0;

/** A fresh section of the organisation, at the end. */
export async function createBudgetSection(
  ctx: TestContext,
  organizationId: string,
  name?: string,
): Promise<string> {
  const now = iso(ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('budget_sections')
    .values({
      id,
      organization_id: organizationId,
      name: name ?? `Rubriek ${++sequence} ${id.slice(-6)}`,
      position: 1000 + sequence,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A line of the dossier in the organisation's first section (€ 100,00 × 1 at 21 % unless told otherwise). */
export async function createBudgetLine(
  ctx: TestContext,
  organizationId: string,
  dossierId: string,
  opts: Partial<
    Pick<
      BudgetLinesTable,
      'description' | 'unit_price' | 'quantity_milli' | 'vat_rate' | 'debtor_id' | 'section_id'
    >
  > = {},
): Promise<string> {
  const now = iso(ctx.clock.now());
  const sections = await ensureSections(ctx.app.deps.db, organizationId, ctx.clock.now());
  const id = newId();
  await ctx.app.deps.db
    .insertInto('budget_lines')
    .values({
      id,
      organization_id: organizationId,
      dossier_id: dossierId,
      section_id: opts.section_id ?? sections[0]!.id,
      article_id: null,
      description: opts.description ?? 'Verzorging overledene',
      unit: 'stuk',
      quantity_milli: opts.quantity_milli ?? 1000,
      unit_price: opts.unit_price ?? 10_000,
      vat_rate: opts.vat_rate ?? '21',
      debtor_id: opts.debtor_id ?? null,
      insurance_policy: null,
      invoice_id: null,
      invoiced_at: null,
      credits_line_id: null,
      position: ++sequence,
      version: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A person debtor of the organisation. */
export async function createDebtor(
  ctx: TestContext,
  organizationId: string,
  opts: { surname?: string; initials?: string; namePrefix?: string | null; companyName?: string } = {},
): Promise<string> {
  const now = iso(ctx.clock.now());
  const id = newId();
  const company = opts.companyName !== undefined;
  await ctx.app.deps.db
    .insertInto('debtors')
    .values({
      id,
      organization_id: organizationId,
      kind: company ? 'company' : 'person',
      company_name: opts.companyName ?? null,
      initials: company ? null : (opts.initials ?? 'J.M.'),
      first_name: null,
      name_prefix: company ? null : opts.namePrefix === undefined ? 'de' : opts.namePrefix,
      surname: company ? null : (opts.surname ?? 'Vries'),
      kvk_number: null,
      vat_number: null,
      street: null,
      house_number: null,
      house_number_addition: null,
      postcode: null,
      city: null,
      country: 'NL',
      email: null,
      phone: null,
      iban: null,
      invoice_method: 'email',
      notes: null,
      wefact_debtor_code: null,
      wefact_identifier: null,
      source_dossier_id: null,
      search_text: ' vries',
      sort_name: 'vries',
      version: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Puts the lines on a new invoice (state `created`, code F2026-0001…), as invoicing does. */
export async function invoiceLines(
  ctx: TestContext,
  organizationId: string,
  dossierId: string,
  lineIds: string[],
  opts: { code?: string; status?: 'concept' | 'sent' | 'paid' | null } = {},
): Promise<string> {
  const now = iso(ctx.clock.now());
  const debtorId = await createDebtor(ctx, organizationId);
  const id = newId();
  await ctx.app.deps.db
    .insertInto('invoices')
    .values({
      id,
      organization_id: organizationId,
      dossier_id: dossierId,
      debtor_id: debtorId,
      state: 'created',
      reference: 'test',
      wefact_identifier: String(++sequence),
      wefact_code: opts.code ?? `F2026-${String(sequence).padStart(4, '0')}`,
      wefact_status: opts.status === undefined ? 'concept' : opts.status,
      status_refreshed_at: null,
      amount_excl: 0,
      amount_vat: 0,
      amount_incl: 0,
      line_count: lineIds.length,
      last_error: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (lineIds.length) {
    await ctx.app.deps.db
      .updateTable('budget_lines')
      .set({ invoice_id: id, invoiced_at: now })
      .where('id', 'in', lineIds)
      .execute();
  }
  return id;
}
