import type { SectionKey } from '@afscheid/shared';
import type { DossierListQuery } from './dossiers-api.ts';

/**
 * TanStack Query keys of the dossiers feature. `['dossiers', 'detail', id]` is shared with the notes, tasks and
 * documents screens (they invalidate it after a change): everything of one dossier lives under it.
 */
export const dossierKeys = {
  all: ['dossiers'] as const,
  list: (query: DossierListQuery) => ['dossiers', 'list', query] as const,
  detail: (id: string) => ['dossiers', 'detail', id] as const,
  history: (id: string) => ['dossiers', 'detail', id, 'history'] as const,
  section: (id: string, key: SectionKey) => ['dossiers', 'detail', id, 'sections', key] as const,
  sectionHistory: (id: string, key: SectionKey) =>
    ['dossiers', 'detail', id, 'sections', key, 'history'] as const,
  /** The dossier's reservations (the planner's dialog also invalidates `['planner']`). */
  reservations: (id: string) => ['dossiers', 'detail', id, 'reservations'] as const,
  addressBook: (search: string) => ['address-book', search] as const,
  members: (organizationId: string) => ['organizations', 'detail', organizationId, 'members'] as const,
};
