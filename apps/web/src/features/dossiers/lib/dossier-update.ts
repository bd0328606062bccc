import type { DossierData } from '@afscheid/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/errors.ts';
import { dossierKeys } from '../api/query-keys.ts';

/** The dossier a 409 answer carries (the current version), if that is what `error` is. */
export function conflictDossier(error: unknown): DossierData | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as Partial<DossierData> | undefined;
  return data && typeof data.version === 'number' && typeof data.id === 'string'
    ? (data as DossierData)
    : null;
}

/** After a change of the dossier: the new version in the cache, lists and the history refreshed. */
export function storeDossier(queryClient: QueryClient, dossier: DossierData): void {
  queryClient.setQueryData(dossierKeys.detail(dossier.id), dossier);
  void queryClient.invalidateQueries({ queryKey: ['dossiers', 'list'] });
  void queryClient.invalidateQueries({ queryKey: dossierKeys.history(dossier.id) });
}
