import { z } from 'zod';
import { DOSSIER_STATUSES } from './dossier-values.ts';

export const INVOICE_STATES = ['pending', 'created', 'failed'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
/** WeFact's invoice status as the product shows it (0/1 concept, 2/3 sent, 4 paid, 9 expired, 8 credit). */
export const INVOICE_STATUSES = ['concept', 'sent', 'paid', 'expired', 'credit'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const debtorRefSchema = z.object({ id: z.string(), displayName: z.string() });

/** What a dossier's billable lines of one debtor come to (null debtor: lines without one). Cents. */
export const billableDebtorSchema = z.object({
  debtor: debtorRefSchema.nullable(),
  lineCount: z.number().int(),
  excl: z.number().int(),
  incl: z.number().int(),
});

/**
 * One dossier of GET /api/invoicing/billable-dossiers: its billable lines not yet on an invoice, per debtor (each
 * becomes one invoice, VAT per invoice) and in total (the sum of those per debtor).
 */
export const billableDossierSchema = z.object({
  dossier: z.object({
    id: z.string(),
    number: z.string(),
    name: z.string(),
    status: z.enum(DOSSIER_STATUSES),
  }),
  debtors: z.array(billableDebtorSchema),
  lineCount: z.number().int(),
  excl: z.number().int(),
  incl: z.number().int(),
});

/** An invoice made (or being made, or that failed) in WeFact for a dossier and a debtor. Amounts in cents. */
export const invoiceDataSchema = z.object({
  id: z.string(),
  dossier: z.object({ id: z.string(), number: z.string() }),
  debtor: debtorRefSchema,
  state: z.enum(INVOICE_STATES),
  /** WeFact's invoice code once made (`[concept]0001` for a draft, then `F2026-0001`). */
  code: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES).nullable(),
  amountExcl: z.number().int(),
  amountVat: z.number().int(),
  amountIncl: z.number().int(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  statusRefreshedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export type BillableDebtor = z.infer<typeof billableDebtorSchema>;
export type BillableDossier = z.infer<typeof billableDossierSchema>;
export type InvoiceData = z.infer<typeof invoiceDataSchema>;
