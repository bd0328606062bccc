import type { DossierData } from '@afscheid/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isVersioned } from '../../../lib/forms/conflict.ts';
import { dossierKeys } from '../api/query-keys.ts';

/*
 * Apart from the header dialogs' form (`dossier-update.ts`): the dossier page's status actions use these, and a
 * module with `useVersionedForm` would bring react-hook-form into every dossier page's first load.
 */

/** A dossier record (what a 409 carries). */
export const isDossier = (data: unknown): data is DossierData => isVersioned(data);

/** After a change of the dossier: the new version in the cache, lists and the history refreshed. */
export function storeDossier(queryClient: QueryClient, dossier: DossierData): void {
  queryClient.setQueryData(dossierKeys.detail(dossier.id), dossier);
  void queryClient.invalidateQueries({ queryKey: ['dossiers', 'list'] });
  void queryClient.invalidateQueries({ queryKey: dossierKeys.history(dossier.id) });
}
