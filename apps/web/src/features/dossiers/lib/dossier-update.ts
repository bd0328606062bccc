import type { DossierData } from '@afscheid/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useVersionedForm } from '../../../components/versioned-form/index.ts';
import { isVersioned, type ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { updateDossier, type DossierUpdate } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';

/** A dossier record (what a 409 carries). */
export const isDossier = (data: unknown): data is DossierData => isVersioned(data);

/** After a change of the dossier: the new version in the cache, lists and the history refreshed. */
export function storeDossier(queryClient: QueryClient, dossier: DossierData): void {
  queryClient.setQueryData(dossierKeys.detail(dossier.id), dossier);
  void queryClient.invalidateQueries({ queryKey: ['dossiers', 'list'] });
  void queryClient.invalidateQueries({ queryKey: dossierKeys.history(dossier.id) });
}

/** The form inside one of the dossier header's dialogs. */
export interface DossierFormProps {
  dossier: DossierData;
  onClose: () => void;
}

/** Such a dialog: its form mounts only while open, so each opening starts from the dossier as it is now. */
export interface DossierDialogProps extends DossierFormProps {
  open: boolean;
}

export interface DossierFormOptions<V extends FieldValues> {
  dossier: DossierData;
  toValues(dossier: DossierData): V;
  /** The dossier fields the form changes, as sent. */
  toUpdate(values: V): Omit<DossierUpdate, 'version'>;
  /** The conflict dialog's labels and shown values (their dossier may name people the form does not know). */
  conflictFields(theirs: DossierData): ConflictFields;
  onSaved(): void;
}

/**
 * The versioned form of the dossier header's dialogs ("dossier edit executor", "dossier edit notes"): the
 * version the dialog opened with goes with the save; a 409 opens the conflict dialog; the saved (or their)
 * dossier goes into the cache.
 */
export function useDossierForm<V extends FieldValues>(options: DossierFormOptions<V>) {
  const queryClient = useQueryClient();
  return useVersionedForm<DossierData, V>({
    record: options.dossier,
    toValues: options.toValues,
    save: (values, base) => updateDossier(base.id, { version: base.version, ...options.toUpdate(values) }),
    isRecord: isDossier,
    conflictFields: options.conflictFields,
    conflictTexts: nld.dossierConflict,
    onSaved: (saved) => {
      storeDossier(queryClient, saved);
      options.onSaved();
    },
    onTheirs: (theirs) => storeDossier(queryClient, theirs),
  });
}
