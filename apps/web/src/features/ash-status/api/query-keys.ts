/**
 * TanStack Query keys of the ash status. They live under the dossier's own key (`['dossiers', 'detail', id]`), so
 * whatever refreshes the dossier refreshes its ash status too.
 */
export const ashStatusKeys = {
  dossier: (dossierId: string) => ['dossiers', 'detail', dossierId, 'ash-status'] as const,
  client: (dossierId: string) => ['dossiers', 'detail', dossierId, 'ash-status', 'client'] as const,
};
