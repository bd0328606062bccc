/**
 * TanStack Query keys of the generatables. A dossier's list lives under the dossier's own key
 * (`['dossiers', 'detail', id]`), so whatever refreshes the dossier refreshes what it lacks for each document too.
 */
export const generatableKeys = {
  dossier: (dossierId: string) => ['dossiers', 'detail', dossierId, 'generatables'] as const,
};
