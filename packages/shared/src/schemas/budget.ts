/**
 * The inputs of the budget routes (issue 12): budget sections and the budget lines of a dossier. Amounts are
 * integer cents; a quantity is a number with at most three decimals (2.5), a discount a percentage with at most
 * two decimals (12.5); the server stores them as thousandths and basis points (`money/budget.ts`).
 */
import { z } from 'zod';
import { hasAtMostDecimals, VAT_RATES } from '../money/budget.ts';
import { messages } from '../nl/catalogue.ts';
import { optionalText, pageField, perPageField, required, requiredText } from './fields.ts';

const { budget } = messages;
const labels = budget.fields;
const errors = budget.errors;

/** The largest unit price (either sign): € 1.000.000,00. */
export const BUDGET_MAX_UNIT_PRICE = 100_000_000;
/** The largest quantity of a line. */
export const BUDGET_MAX_QUANTITY = 1_000_000;

const versionField = () =>
  z
    .number({ error: required(messages.fields.version) })
    .int({ error: required(messages.fields.version) })
    .min(1, { error: required(messages.fields.version) });

const optionalId = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string().trim().min(1).max(64).nullable().optional(),
  );

/** `/api/budget-sections/:id`. */
export const budgetSectionParamsSchema = z.object({ id: z.string() });
/** `/api/dossiers/:id/budget-lines/:lineId`. */
export const budgetLineParamsSchema = z.object({ id: z.string(), lineId: z.string() });

const sectionName = () => requiredText(labels.sectionName, 1, 100);

/** POST /api/budget-sections. */
export const createBudgetSectionSchema = z.object({ name: sectionName() });
/** PUT /api/budget-sections/:id. */
export const updateBudgetSectionSchema = z.object({ name: sectionName(), version: versionField() });
/** PUT /api/budget-sections/order: every section of the organisation exactly once, in the new order. */
export const budgetSectionOrderSchema = z.object({
  ids: z
    .array(z.string().min(1).max(64), { error: errors.sectionOrder })
    .max(500, { error: errors.sectionOrder }),
});

export const quantityField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required(labels.quantity) : errors.quantity) })
    .gt(0, { error: errors.quantity, abort: true })
    .max(BUDGET_MAX_QUANTITY, { error: errors.quantityMax, abort: true })
    .refine((value) => hasAtMostDecimals(value, 3), { error: errors.quantityDecimals });

export const unitPriceField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required(labels.unitPrice) : errors.unitPrice) })
    .int({ error: errors.unitPrice, abort: true })
    .min(-BUDGET_MAX_UNIT_PRICE, { error: errors.unitPriceMax })
    .max(BUDGET_MAX_UNIT_PRICE, { error: errors.unitPriceMax });

export const vatRateField = () =>
  z.enum(VAT_RATES, {
    error: (issue) => (issue.input === undefined ? required(labels.vatRate) : errors.vatRate),
  });

export const discountField = () =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .number({ error: errors.discount })
      .min(0, { error: errors.discount, abort: true })
      .max(100, { error: errors.discount, abort: true })
      .refine((value) => hasAtMostDecimals(value, 2), { error: errors.discountDecimals })
      .optional(),
  );

const coveredField = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: errors.insuranceCovered })
      .int({ error: errors.insuranceCovered })
      .min(0, { error: errors.insuranceCovered })
      .max(BUDGET_MAX_UNIT_PRICE * 100, { error: errors.insuranceCovered })
      .nullable()
      .optional(),
  );

const lineFields = {
  sectionId: optionalId(),
  articleId: optionalId(),
  description: optionalText(labels.description, 500),
  unit: optionalText(labels.unit, 30),
  quantity: quantityField(),
  unitPrice: unitPriceField().optional(),
  vatRate: vatRateField().optional(),
  discount: discountField(),
  debtorId: optionalId(),
  billable: z.boolean({ error: errors.billable }).optional(),
  insurancePolicy: optionalText(labels.insurancePolicy, 100),
  insuranceCovered: coveredField(),
  position: z
    .number({ error: errors.position })
    .int({ error: errors.position })
    .min(0, { error: errors.position })
    .max(1_000_000, { error: errors.position })
    .optional(),
};

/**
 * POST /api/dossiers/:id/budget-lines. Without an article the description, unit price and VAT rate are
 * required; with one, what is missing comes from the article (the server fills it in).
 */
export const createBudgetLineSchema = z.object(lineFields).superRefine((line, ctx) => {
  if (line.articleId) return;
  if (!line.description)
    ctx.addIssue({ code: 'custom', path: ['description'], message: required(labels.description) });
  if (line.unitPrice === undefined)
    ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: required(labels.unitPrice) });
  if (line.vatRate === undefined)
    ctx.addIssue({ code: 'custom', path: ['vatRate'], message: required(labels.vatRate) });
});

/**
 * PUT /api/dossiers/:id/budget-lines/:lineId: the version read and the fields to change (absent fields keep
 * their value; with a different article, its description, unit, price and VAT fill in what is absent).
 */
export const updateBudgetLineSchema = z.object({
  ...lineFields,
  version: versionField(),
  quantity: quantityField().optional(),
  description: requiredText(labels.description, 1, 500).optional(),
});

/** GET /api/dossiers/:id/budget/history. */
export const budgetHistoryQuerySchema = z.object({
  page: pageField(),
  perPage: perPageField(25),
});

export type CreateBudgetSectionInput = z.input<typeof createBudgetSectionSchema>;
export type UpdateBudgetSectionInput = z.input<typeof updateBudgetSectionSchema>;
export type BudgetSectionOrderInput = z.input<typeof budgetSectionOrderSchema>;
export type CreateBudgetLineInput = z.input<typeof createBudgetLineSchema>;
export type UpdateBudgetLineInput = z.input<typeof updateBudgetLineSchema>;
export type BudgetHistoryQuery = z.output<typeof budgetHistoryQuerySchema>;
