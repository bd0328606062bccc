import type { DossierData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useVersionedForm } from '../../../components/versioned-form/index.ts';
import type { ConflictFields } from '../../../lib/forms/conflict.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { updateDossier, type DossierUpdate } from '../api/dossiers-api.ts';
import { isDossier, storeDossier } from './dossier-store.ts';

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
