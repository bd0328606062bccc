import type { DebtorListQuery } from './debtors-api.ts';

/** TanStack Query keys of the debtors: everything under `debtors` is refreshed together after a change. */
export const debtorKeys = {
  all: ['debtors'] as const,
  list: (query: DebtorListQuery) => ['debtors', 'list', query] as const,
  detail: (id: string) => ['debtors', 'detail', id] as const,
};
