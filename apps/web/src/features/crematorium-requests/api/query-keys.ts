import type { RequestListQuery } from './requests-api.ts';

/**
 * TanStack Query keys of the crematorium requests: everything under `crematorium-requests` is refreshed together
 * after an action (the lists, a dossier's requests, the request itself and its versions).
 */
export const crematoriumRequestKeys = {
  all: ['crematorium-requests'] as const,
  lists: ['crematorium-requests', 'list'] as const,
  list: (query: RequestListQuery) => ['crematorium-requests', 'list', query] as const,
  /** The requests of one dossier (the cremation section's panel and the dossier header). */
  ofDossier: (dossierId: string) => ['crematorium-requests', 'dossier', dossierId] as const,
  detail: (id: string) => ['crematorium-requests', 'detail', id] as const,
  revisions: (id: string) => ['crematorium-requests', 'detail', id, 'revisions'] as const,
  /** GET /api/crematoria: the crematoria that accept requests. */
  crematoria: ['crematorium-requests', 'crematoria'] as const,
  /** The active organisation's own places (the crematorium's accept dialog). */
  ownPlaces: ['crematorium-requests', 'own-places'] as const,
};
