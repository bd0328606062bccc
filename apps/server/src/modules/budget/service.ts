import {
  basisPointsToPercent,
  budgetTotals,
  formatMoney,
  interpolate,
  lineAmountIncl,
  messages,
  milliToQuantity,
  percentToBasisPoints,
  quantityToMilli,
  type BudgetData,
  type BudgetLineData,
  type createBudgetLineSchema,
  type updateBudgetLineSchema,
  type VatRate,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { BudgetLinesTable, Db, Dossier } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { HttpError, notFound, ValidationError, type FieldErrors } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith } from '../../lib/versioned.ts';
import { articleOfOrganization } from '../articles/index.ts';
import { debtorOfOrganization } from '../debtors/index.ts';
import { assertDossierWritable, dossiersRepository } from '../dossiers/index.ts';
import { sectionsRepository } from '../sections/index.ts';
import { lineInput, presentLine, presentTotals, totalsOfRows } from './presenter.ts';
import { budgetRepository, type BudgetLineRow } from './repository.ts';
import { ensureSections } from './sections-service.ts';

const errors = messages.budget.errors;

type CreateInput = z.output<typeof createBudgetLineSchema>;
type UpdateInput = z.output<typeof updateBudgetLineSchema>;

/** The stored fields of a line a create or an update sets. */
type LineFields = Pick<
  BudgetLinesTable,
  | 'section_id'
  | 'article_id'
  | 'description'
  | 'unit'
  | 'quantity_milli'
  | 'unit_price'
  | 'vat_rate'
  | 'debtor_id'
  | 'insurance_policy'
  | 'position'
> & { discount_bp: number; insurance_covered: number; billable: number };

/**
 * The audit event of a line. Its `entity_id` is the dossier (lines are deleted for good, the dossier's budget
 * history must still find their events); the line itself is in `changes.line`.
 */
const lineEvent = (dossier: Pick<Dossier, 'id' | 'organization_id'>) => ({
  organizationId: dossier.organization_id,
  entity: 'budget_line',
  entityId: dossier.id,
});

/** A line's fields as the history shows them: wire names, a quantity and a discount as numbers. */
function auditedFields(fields: Partial<LineFields>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'quantity_milli') out.quantity = milliToQuantity(Number(value));
    else if (key === 'discount_bp') out.discount = basisPointsToPercent(Number(value));
    else if (key === 'billable') out.billable = Number(value) === 1;
    else out[key] = value;
  }
  return out;
}

const storedFields = (row: BudgetLineRow): LineFields => ({
  section_id: row.section_id,
  article_id: row.article_id,
  description: row.description,
  unit: row.unit,
  quantity_milli: Number(row.quantity_milli),
  unit_price: Number(row.unit_price),
  vat_rate: row.vat_rate,
  discount_bp: Number(row.discount_bp),
  debtor_id: row.debtor_id,
  insurance_policy: row.insurance_policy,
  insurance_covered: Number(row.insurance_covered),
  billable: Number(row.billable),
  position: Number(row.position),
});

/** The policy numbers of the dossier's insurances section. */
async function policyNumbers(db: Db, dossierId: string): Promise<Set<string>> {
  const section = await sectionsRepository.find(db, dossierId, 'insurances');
  const policies = section?.data.policies;
  const numbers = new Set<string>();
  if (Array.isArray(policies)) {
    for (const policy of policies) {
      const number = (policy as { policyNumber?: unknown } | null)?.policyNumber;
      if (typeof number === 'string' && number.trim()) numbers.add(number.trim());
    }
  }
  return numbers;
}

type Wanted = {
  sectionId?: string | null;
  articleId?: string | null;
  description?: string | null;
  unit?: string | null;
  quantity?: number;
  unitPrice?: number;
  vatRate?: VatRate;
  discount?: number;
  debtorId?: string | null;
  billable?: boolean;
  insurancePolicy?: string | null;
  insuranceCovered?: number | null;
  position?: number;
};

/**
 * The stored fields a create (`current` null) or an update asks for, checked against the organisation's
 * sections, articles and debtors and the dossier's policies; every refusal at once, as one 422.
 */
async function resolveLine(
  ctx: ServiceContext,
  dossier: Dossier,
  input: Wanted,
  current: LineFields | null,
): Promise<LineFields> {
  const organizationId = dossier.organization_id;
  const fieldErrors: FieldErrors = {};
  const fail = (field: string, message: string) => (fieldErrors[field] ??= []).push(message);

  const sections = await ensureSections(ctx.db, organizationId, ctx.clock.now());
  let sectionId = current?.section_id ?? sections[0]!.id;
  if (input.sectionId) {
    if (sections.some((section) => section.id === input.sectionId)) sectionId = input.sectionId;
    else fail('sectionId', errors.sectionUnknown);
  }

  // A new article (on a new line, or another one than the line had) must be the organisation's and active; it
  // fills in what the input leaves out. An article the line already had may have become inactive since.
  let articleId = current?.article_id ?? null;
  let prefill: { description: string; unit: string | null; unitPrice: number; vatRate: VatRate } | null =
    null;
  if (input.articleId !== undefined) articleId = input.articleId;
  if (input.articleId && input.articleId !== current?.article_id) {
    const article = await articleOfOrganization(ctx.db, organizationId, input.articleId);
    if (!article) fail('articleId', errors.articleUnknown);
    else if (Number(article.active) !== 1) fail('articleId', errors.articleInactive);
    else
      prefill = {
        description: article.name,
        unit: article.unit,
        unitPrice: article.unit_price,
        vatRate: article.vat_rate,
      };
  }

  const description = input.description ?? prefill?.description ?? current?.description ?? '';
  if (!description && !fieldErrors.articleId) fail('description', messages.required.byLabel.Omschrijving!);
  const unit = input.unit !== undefined ? input.unit : (prefill?.unit ?? current?.unit ?? null);
  const unitPrice = input.unitPrice ?? prefill?.unitPrice ?? current?.unit_price;
  const vatRate = input.vatRate ?? prefill?.vatRate ?? current?.vat_rate;
  const quantityMilli =
    input.quantity !== undefined ? quantityToMilli(input.quantity) : current?.quantity_milli;
  const discountBp =
    input.discount !== undefined ? percentToBasisPoints(input.discount) : (current?.discount_bp ?? 0);

  let debtorId = current?.debtor_id ?? null;
  if (input.debtorId !== undefined) debtorId = input.debtorId;
  if (input.debtorId && input.debtorId !== current?.debtor_id) {
    if (!(await debtorOfOrganization(ctx.db, organizationId, input.debtorId)))
      fail('debtorId', errors.debtorUnknown);
  }

  const policy =
    input.insurancePolicy !== undefined ? input.insurancePolicy : (current?.insurance_policy ?? null);
  if (input.insurancePolicy && input.insurancePolicy !== current?.insurance_policy) {
    if (!(await policyNumbers(ctx.db, dossier.id)).has(input.insurancePolicy))
      fail('insurancePolicy', errors.policyUnknown);
  }
  let covered = current?.insurance_covered ?? 0;
  if (input.insuranceCovered !== undefined) covered = input.insuranceCovered ?? 0;
  else if (input.insurancePolicy === null) covered = 0;
  if (covered > 0 && !policy) fail('insuranceCovered', errors.coveredWithoutPolicy);
  if (
    covered > 0 &&
    unitPrice !== undefined &&
    vatRate !== undefined &&
    quantityMilli !== undefined &&
    !fieldErrors.articleId
  ) {
    const cap = lineAmountIncl({ quantityMilli, unitPrice, discountBp, vatRate });
    if (covered > Math.max(0, cap)) {
      fail('insuranceCovered', interpolate(errors.coveredAboveLine, { amount: formatMoney(cap) }));
    }
  }

  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);
  if (unitPrice === undefined || vatRate === undefined || quantityMilli === undefined) {
    // The schema requires these without an article, and an article always has them.
    throw new ValidationError({ unitPrice: [messages.required.byLabel['Prijs per eenheid (excl. btw)']!] });
  }
  return {
    section_id: sectionId,
    article_id: articleId,
    description,
    unit,
    quantity_milli: quantityMilli,
    unit_price: unitPrice,
    vat_rate: vatRate,
    discount_bp: discountBp,
    debtor_id: debtorId,
    insurance_policy: policy,
    insurance_covered: covered,
    billable: input.billable === undefined ? (current?.billable ?? 1) : input.billable ? 1 : 0,
    position: input.position ?? current?.position ?? -1,
  };
}

/** The dossier locked for the change, still writable (409 when it was closed or cancelled meanwhile). */
async function lockDossier(trx: Db, dossier: Dossier): Promise<Dossier> {
  const locked = await dossiersRepository.lockForWrite(trx, dossier.organization_id, dossier.id);
  if (!locked) throw notFound();
  assertDossierWritable(locked);
  return locked;
}

async function presentLineOf(db: Db, dossier: Dossier, id: string): Promise<BudgetLineData> {
  const row = await budgetRepository.findLine(db, dossier.organization_id, dossier.id, id);
  if (!row) throw notFound();
  return presentLine(row);
}

/** GET /api/dossiers/:id/budget-lines. */
export async function listBudgetLines(ctx: ServiceContext, dossier: Dossier): Promise<BudgetLineData[]> {
  return (await budgetRepository.linesOfDossier(ctx.db, dossier.organization_id, dossier.id)).map(
    presentLine,
  );
}

export const showBudgetLine = (line: BudgetLineRow): BudgetLineData => presentLine(line);

/** POST /api/dossiers/:id/budget-lines. */
export async function createBudgetLine(
  ctx: ServiceContext,
  dossier: Dossier,
  input: CreateInput,
): Promise<BudgetLineData> {
  assertDossierWritable(dossier);
  const fields = await resolveLine(ctx, dossier, input, null);
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  await inTransaction(ctx.db, async (trx) => {
    await lockDossier(trx, dossier);
    const position = input.position ?? (await budgetRepository.nextLinePosition(trx, dossier.id));
    const values = { ...fields, position };
    await budgetRepository.insertLine(trx, {
      ...values,
      id,
      organization_id: dossier.organization_id,
      dossier_id: dossier.id,
      invoice_id: null,
      invoiced_at: null,
      credits_line_id: null,
      version: 1,
      created_by: ctx.actor.userId,
      updated_by: ctx.actor.userId,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, {
      ...lineEvent(dossier),
      action: 'created',
      changes: { line: { id, description: values.description }, changes: auditedFields(values) },
    });
  });
  return presentLineOf(ctx.db, dossier, id);
}

/** Re-reads the line inside the change's transaction: gone → 404, on an invoice → 409. */
async function writableLine(trx: Db, dossier: Dossier, id: string): Promise<BudgetLineRow> {
  const row = await budgetRepository.findLine(trx, dossier.organization_id, dossier.id, id);
  if (!row) throw notFound();
  if (row.invoice_id) throw new HttpError(409, errors.invoiced);
  return row;
}

/**
 * PUT /api/dossiers/:id/budget-lines/:lineId: the fields given change (absent ones keep their value), with
 * optimistic locking (a stale version is a 409 with the current line). An invoiced line is read-only (409).
 */
export async function updateBudgetLine(
  ctx: ServiceContext,
  dossier: Dossier,
  line: BudgetLineRow,
  { version, ...input }: UpdateInput,
): Promise<BudgetLineData> {
  if (line.invoice_id) throw new HttpError(409, errors.invoiced);
  if (version !== Number(line.version)) throw conflictWith(presentLine(line), errors.lineConflict);
  assertDossierWritable(dossier);
  const before = storedFields(line);
  const after = await resolveLine(ctx, dossier, input, before);
  const changed: Partial<LineFields> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const shownBefore = auditedFields(before);
  const shownAfter = auditedFields(after);
  for (const key of Object.keys(after) as (keyof LineFields)[]) {
    if (after[key] !== before[key]) {
      (changed as Record<string, unknown>)[key] = after[key];
      const shown = Object.keys(auditedFields({ [key]: after[key] }))[0]!;
      changes[shown] = { from: shownBefore[shown], to: shownAfter[shown] };
    }
  }
  if (Object.keys(changed).length === 0) return presentLine(line);
  const now = iso(ctx.clock.now());
  await inTransaction(ctx.db, async (trx) => {
    await lockDossier(trx, dossier);
    const stored = await writableLine(trx, dossier, line.id);
    if (Number(stored.version) !== version) throw conflictWith(presentLine(stored), errors.lineConflict);
    const saved = await budgetRepository.updateLine(
      trx,
      { organizationId: dossier.organization_id, id: line.id, version },
      { ...changed, updated_by: ctx.actor.userId, updated_at: now },
    );
    if (!saved) throw conflictWith(presentLine(stored), errors.lineConflict);
    await ctx.audit(trx, {
      ...lineEvent(dossier),
      action: 'updated',
      changes: { line: { id: line.id, description: after.description }, changes },
    });
  });
  return presentLineOf(ctx.db, dossier, line.id);
}

/** DELETE /api/dossiers/:id/budget-lines/:lineId: not on an invoice (409). */
export async function deleteBudgetLine(
  ctx: ServiceContext,
  dossier: Dossier,
  line: BudgetLineRow,
): Promise<void> {
  if (line.invoice_id) throw new HttpError(409, errors.invoiced);
  assertDossierWritable(dossier);
  await inTransaction(ctx.db, async (trx) => {
    await lockDossier(trx, dossier);
    const stored = await writableLine(trx, dossier, line.id);
    if (!(await budgetRepository.deleteLine(trx, dossier.organization_id, line.id))) throw notFound();
    await ctx.audit(trx, {
      ...lineEvent(dossier),
      action: 'deleted',
      changes: {
        line: { id: line.id, description: stored.description },
        changes: auditedFields(storedFields(stored)),
      },
    });
  });
}

/**
 * POST /api/dossiers/:id/budget-lines/:lineId/credit: a credit line for an invoiced line (same section,
 * quantity, VAT, discount and debtor; the unit price negated; billable). An uninvoiced line, or one credited
 * already, is a 409.
 */
export async function creditBudgetLine(
  ctx: ServiceContext,
  dossier: Dossier,
  line: BudgetLineRow,
): Promise<BudgetLineData> {
  assertDossierWritable(dossier);
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  await inTransaction(ctx.db, async (trx) => {
    await lockDossier(trx, dossier);
    const stored = await budgetRepository.findLine(trx, dossier.organization_id, dossier.id, line.id);
    if (!stored) throw notFound();
    if (!stored.invoice_id) throw new HttpError(409, errors.notInvoiced);
    if (await budgetRepository.isCredited(trx, stored.id)) throw new HttpError(409, errors.alreadyCredited);
    const values: LineFields = {
      section_id: stored.section_id,
      article_id: stored.article_id,
      description: `${messages.budget.creditPrefix}${stored.description}`.slice(0, 500),
      unit: stored.unit,
      quantity_milli: Number(stored.quantity_milli),
      unit_price: -Number(stored.unit_price),
      vat_rate: stored.vat_rate,
      discount_bp: Number(stored.discount_bp),
      debtor_id: stored.debtor_id,
      insurance_policy: null,
      insurance_covered: 0,
      billable: 1,
      position: await budgetRepository.nextLinePosition(trx, dossier.id),
    };
    await budgetRepository.insertLine(trx, {
      ...values,
      id,
      organization_id: dossier.organization_id,
      dossier_id: dossier.id,
      invoice_id: null,
      invoiced_at: null,
      credits_line_id: stored.id,
      version: 1,
      created_by: ctx.actor.userId,
      updated_by: ctx.actor.userId,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, {
      ...lineEvent(dossier),
      action: 'credited',
      changes: {
        line: { id, description: values.description },
        changes: { ...auditedFields(values), credits_line_id: stored.id },
      },
    });
  });
  return presentLineOf(ctx.db, dossier, id);
}

/**
 * GET /api/dossiers/:id/budget: every section of the organisation in its order with the dossier's lines in it
 * and their totals, the budget's totals and what is billable and not yet invoiced, all computed once with the
 * shared arithmetic (`budgetTotals`).
 */
export async function showBudget(ctx: ServiceContext, dossier: Dossier): Promise<BudgetData> {
  const sections = await ensureSections(ctx.db, dossier.organization_id, ctx.clock.now(), { counts: false });
  const rows = await budgetRepository.linesOfDossier(ctx.db, dossier.organization_id, dossier.id);
  const bySection = new Map<string, BudgetLineRow[]>(sections.map((section) => [section.id, []]));
  for (const row of rows) bySection.get(row.section_id)?.push(row);
  const open = rows.filter((row) => Number(row.billable) === 1 && !row.invoice_id);
  return {
    sections: sections.map((section) => {
      const lines = bySection.get(section.id) ?? [];
      return {
        id: section.id,
        name: section.name,
        position: Number(section.position),
        lines: lines.map(presentLine),
        totals: totalsOfRows(lines),
      };
    }),
    totals: totalsOfRows(rows),
    billableOpen: { count: open.length, excl: presentTotals(budgetTotals(open.map(lineInput))).excl },
  };
}
