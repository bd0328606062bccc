import type { CremationListQuery } from './cremations-api.ts';

/** TanStack Query keys of the cremations: everything under `cremations` is refreshed together after a change. */
export const cremationKeys = {
  all: ['cremations'] as const,
  lists: ['cremations', 'list'] as const,
  list: (query: CremationListQuery) => ['cremations', 'list', query] as const,
  detail: (id: string) => ['cremations', 'detail', id] as const,
  ovens: ['cremations', 'ovens'] as const,
};
