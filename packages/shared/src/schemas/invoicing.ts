import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { optionalText, pageField, perPageField } from './fields.ts';

const { invoicing } = messages;

export const BILLABLE_SORTS = ['number', '-number', 'name', '-name'] as const;
export type BillableSort = (typeof BILLABLE_SORTS)[number];
export const BILLABLE_SORT_LABELS: Record<BillableSort, string> = invoicing.sorts;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `filter[dossier]=…` arrives as the flat key `filter[dossier]`; gather it (an already nested object is kept). */
function gatherFilter(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const source = input as Record<string, unknown>;
  const nested = source['filter'];
  const filter: Record<string, unknown> = nested !== null && typeof nested === 'object' ? { ...nested } : {};
  if (source['filter[dossier]'] !== undefined) filter['dossier'] = source['filter[dossier]'];
  return { ...source, filter };
}

/**
 * GET /api/invoicing/billable-dossiers: search on the dossier number and the deceased's name, sort (oldest
 * dossier number first by default: the backlog), pages; `filter[dossier]` narrows it to one dossier (what the
 * "Factureren" button shows before it asks).
 */
export const listBillableDossiersQuerySchema = z.preprocess(
  gatherFilter,
  z.object({
    search: optionalText(messages.fields.search, 100),
    page: pageField(),
    perPage: perPageField(25),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(BILLABLE_SORTS, { error: invoicing.errors.sort }).default('number'),
    ),
    filter: z
      .object({ dossier: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(64).optional()) })
      .default({}),
  }),
);

/** POST /api/invoicing/dossiers/{id}/invoice: the debtor of the lines that have none (optional). */
export const invoiceDossierSchema = z.object({
  debtorId: z.preprocess(
    emptyToUndefined,
    z.string({ error: invoicing.errors.debtorNotFound }).trim().min(1).max(64).optional(),
  ),
});

export type ListBillableDossiersQuery = z.output<typeof listBillableDossiersQuerySchema>;
export type ListBillableDossiersInput = z.input<typeof listBillableDossiersQuerySchema>;
export type InvoiceDossierInput = z.input<typeof invoiceDossierSchema>;
