/** What the budget routes answer (issue 12), in camelCase (the wire is snake_case); all amounts are cents. */
import { z } from 'zod';
import { VAT_RATES } from '../money/budget.ts';
import { userRefSchema } from './responses.ts';

/** One budget section of the organisation; `lineCount`: the budget lines (of all dossiers) in it. */
export const budgetSectionDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  lineCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BudgetSectionData = z.infer<typeof budgetSectionDataSchema>;

/** One budget line; `quantity` a number (2.5), `discount` a percentage (12.5), `amount` excl. VAT after discount. */
export const budgetLineDataSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  article: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  description: z.string(),
  unit: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number().int(),
  vatRate: z.enum(VAT_RATES),
  discount: z.number(),
  amount: z.number().int(),
  insurancePolicy: z.string().nullable(),
  insuranceCovered: z.number().int(),
  debtor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  billable: z.boolean(),
  /** The invoice the line is on: WeFact's code once known, its status (WeFact's, or `pending` while it is made). */
  invoice: z.object({ id: z.string(), code: z.string().nullable(), status: z.string() }).nullable(),
  invoicedAt: z.string().nullable(),
  creditsLineId: z.string().nullable(),
  /** Whether a credit line points at this line. */
  credited: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: userRefSchema.nullable(),
});
export type BudgetLineData = z.infer<typeof budgetLineDataSchema>;

export const budgetTotalsDataSchema = z.object({
  excl: z.number().int(),
  vat: z.array(z.object({ rate: z.enum(VAT_RATES), base: z.number().int(), amount: z.number().int() })),
  incl: z.number().int(),
  covered: z.number().int(),
  toPay: z.number().int(),
});
export type BudgetTotalsData = z.infer<typeof budgetTotalsDataSchema>;

/** GET /api/dossiers/:id/budget: every section of the organisation in its order, with its lines and totals. */
export const budgetDataSchema = z.object({
  sections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      position: z.number().int(),
      lines: z.array(budgetLineDataSchema),
      totals: budgetTotalsDataSchema,
    }),
  ),
  totals: budgetTotalsDataSchema,
  /** The billable lines not yet on an invoice: how many, and their sum excl. VAT. */
  billableOpen: z.object({ count: z.number().int(), excl: z.number().int() }),
});
export type BudgetData = z.infer<typeof budgetDataSchema>;

/**
 * One change of a dossier's budget: which line (by its id and description then), who, what changed. The
 * invoicing of the dossier shows here too: then `invoice` is set (its WeFact code as it is now, null while it
 * has none) and `action` is one of `invoice_started`, `invoice_created`, `invoice_failed` (the reason in the
 * change `error`), `invoice_interrupted` or `invoice_status_changed` (the change `status`, from and to).
 */
export const budgetHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  user: userRefSchema.nullable(),
  action: z.string(),
  lineId: z.string().nullable(),
  description: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  invoice: z.object({ id: z.string(), code: z.string().nullable() }).nullable(),
});
export type BudgetHistoryEntry = z.infer<typeof budgetHistoryEntrySchema>;
