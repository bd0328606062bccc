import { useQuery } from '@tanstack/react-query';
import { crematoriumRequestKeys } from './query-keys.ts';
import { listDossierRequests } from './requests-api.ts';

/** The query of a dossier's requests: the hook's, and the dossier page's loader's (`prefetchDossier`). */
export const dossierRequestsQuery = (dossierId: string) => ({
  queryKey: crematoriumRequestKeys.ofDossier(dossierId),
  queryFn: () => listDossierRequests(dossierId),
});

/** The requests of a dossier (the cremation section's panel and the dossier header share this query). */
export function useDossierRequests(dossierId: string, enabled = true) {
  return useQuery({ ...dossierRequestsQuery(dossierId), enabled });
}
