import { useQuery } from '@tanstack/react-query';
import { crematoriumRequestKeys } from './query-keys.ts';
import { listDossierRequests } from './requests-api.ts';

/** The requests of a dossier (the cremation section's panel and the dossier header share this query). */
export function useDossierRequests(dossierId: string, enabled = true) {
  return useQuery({
    queryKey: crematoriumRequestKeys.ofDossier(dossierId),
    queryFn: () => listDossierRequests(dossierId),
    enabled,
  });
}
