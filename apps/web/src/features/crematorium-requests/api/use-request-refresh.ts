import type { CrematoriumRequestData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dossierKeys } from '../../dossiers/index.ts';
import { plannerKeys } from '../../planner/index.ts';
import { crematoriumRequestKeys } from './query-keys.ts';

/**
 * After a change of a request: the request as answered goes into its query, and everything that shows it is
 * refreshed — the lists, the dossier's requests and versions, the dossier itself (its cremation section and
 * header carry the confirmed moment) and the planner (accepting and cancelling book and free places).
 */
export function useRequestRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (change: { request?: CrematoriumRequestData; removedId?: string; dossierId?: string | null }) => {
      const { request, removedId, dossierId } = change;
      if (request) queryClient.setQueryData(crematoriumRequestKeys.detail(request.id), request);
      if (removedId)
        queryClient.removeQueries({ queryKey: crematoriumRequestKeys.detail(removedId), exact: true });
      const kept = request ? crematoriumRequestKeys.detail(request.id) : null;
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey;
          if (key[0] !== crematoriumRequestKeys.all[0]) return false;
          // The answer just stored is the newest there is.
          return !(kept && key.length === kept.length && key.every((part, index) => part === kept[index]));
        },
      });
      const dossier = dossierId ?? request?.dossier?.id ?? null;
      if (dossier) void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossier) });
      void queryClient.invalidateQueries({ queryKey: plannerKeys.all });
    },
    [queryClient],
  );
}
