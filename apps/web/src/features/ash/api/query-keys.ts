import type { AshRecordListQuery } from './ash-api.ts';

/** TanStack Query keys of the ash records: everything under `ash` is refreshed together after a change. */
export const ashKeys = {
  all: ['ash'] as const,
  lists: ['ash', 'list'] as const,
  list: (query: AshRecordListQuery) => ['ash', 'list', query] as const,
  detail: (id: string) => ['ash', 'detail', id] as const,
  history: (id: string) => ['ash', 'detail', id, 'history'] as const,
  /** The active ash places (the choices of the destination and execution dialogs). */
  places: ['ash', 'places', 'active'] as const,
};
