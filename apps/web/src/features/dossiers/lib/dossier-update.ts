import type { DossierData } from '@afscheid/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/errors.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { updateDossier, type DossierUpdate } from '../api/dossiers-api.ts';
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

/**
 * Saving the dossier's header fields from a dialog ("dossier edit executor", "dossier edit notes"): the version
 * the dialog was opened with, the new version in the cache on success, and on failure either the other person's
 * version taken in (409: the dialog keeps the user's input for another try, which then uses the new version),
 * messages for the given fields (by their wire keys) or the server's message.
 */
export function useDossierUpdate(dossier: DossierData, fields: readonly string[], onSaved: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = async (changes: Omit<DossierUpdate, 'version'>) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      storeDossier(queryClient, await updateDossier(dossier.id, { version: dossier.version, ...changes }));
      onSaved();
    } catch (failure) {
      const current = conflictDossier(failure);
      if (current) {
        storeDossier(queryClient, current);
        setError(nld.dossierConflict.message);
      } else if (isApiError(failure)) {
        const found: Record<string, string> = {};
        for (const field of fields) {
          const message = failure.errors[field]?.[0];
          if (message) found[field] = message;
        }
        setFieldErrors(found);
        if (Object.keys(found).length === 0) setError(failure.message);
      } else {
        setError(String(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, fieldErrors, save };
}
