import type { SupplierListQuery } from './suppliers-api.ts';

/** TanStack Query keys of the suppliers: everything under `suppliers` is refreshed together after a change. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (query: SupplierListQuery) => ['suppliers', 'list', query] as const,
  detail: (id: string) => ['suppliers', 'detail', id] as const,
  articles: (id: string, page: number) => ['suppliers', 'articles', id, page] as const,
};
