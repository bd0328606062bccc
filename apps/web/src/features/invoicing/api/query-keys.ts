import type { ListBillableDossiersInput } from '@afscheid/shared';

/** TanStack Query keys of invoicing: everything under `invoicing` is refreshed together after invoicing. */
export const invoicingKeys = {
  all: ['invoicing'] as const,
  billable: (query: ListBillableDossiersInput) => ['invoicing', 'billable', query] as const,
  dossier: (dossierId: string) => ['invoicing', 'dossier', dossierId] as const,
  debtor: (debtorId: string) => ['invoicing', 'debtor', debtorId] as const,
  debtorOptions: (search: string) => ['invoicing', 'debtor-options', search] as const,
};

/** Owned by other features, refreshed after invoicing: the dossier's budget (lines locked) and its header. */
export const budgetDossierKey = (dossierId: string) => ['budget', 'dossier', dossierId] as const;
export const dossierDetailKey = (dossierId: string) => ['dossiers', 'detail', dossierId] as const;
