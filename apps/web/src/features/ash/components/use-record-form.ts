import { formatDate, messages, type AshRecordData, type UpdateAshRecordData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useVersionedForm, type VersionedForm } from '../../../components/versioned-form/index.ts';
import { updateAshRecord } from '../api/ash-api.ts';
import { ashKeys } from '../api/query-keys.ts';
import { isAshRecord, refreshAsh } from '../api/use-ash-record.ts';
import { ashTexts } from '../lib/texts.ts';

const f = messages.ash.fields;

/** The labels of the record's fields in the conflict dialogs (the record, the exemption, the block). */
export const RECORD_FIELD_LABELS: Record<string, string> = {
  deceasedName: f.deceasedName,
  firstNames: f.firstNames,
  initials: f.initials,
  urns: f.urns,
  storageLocation: f.storageLocation,
  notes: f.notes,
  exemptionReference: f.exemptionReference,
  exemptionGrantedOn: f.exemptionGrantedOn,
  exemptionReleaseOn: f.exemptionReleaseOn,
  document: ashTexts.exemption.document,
  blockReference: f.blockReference,
  blockedOn: f.blockedOn,
  blockNote: f.blockNote,
};

const DATE_FIELDS = new Set(['exemptionGrantedOn', 'exemptionReleaseOn', 'blockedOn']);

/** How the record dialogs' fields show in the conflict dialog (dates as "21 november 2026"). */
export const recordConflictFields = () => ({
  label: (path: string) => RECORD_FIELD_LABELS[path] ?? path,
  display: (path: string, value: unknown) => {
    const shown = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    return DATE_FIELDS.has(path) && shown ? formatDate(shown) : shown;
  },
});

export interface RecordDialogProps {
  open: boolean;
  record: AshRecordData;
  onClose(): void;
  /** After a save, with the success text for the page's notice. */
  onSaved?(text: string): void;
}

/**
 * The versioned form of one part of an ash record (its details, the exemption, the block): a save is a PUT on the
 * version it started from, a 409 opens the conflict dialog with the record's labels, "take theirs" puts their
 * record in the cache, and a save refreshes the ash screens, tells the page and closes the dialog. `save` replaces
 * the plain PUT when the dialog does more first (the exemption uploads its document).
 */
export function useRecordForm<
  V extends FieldValues,
  O extends Partial<Omit<UpdateAshRecordData, 'version'>>,
>({
  record,
  toValues,
  resolver,
  fields,
  save,
  onClose,
  onSaved,
}: {
  record: AshRecordData;
  toValues(record: AshRecordData): V;
  resolver: Resolver<V, unknown, O>;
  fields: readonly string[];
  save?(values: O, base: AshRecordData): Promise<AshRecordData>;
  onClose(): void;
  onSaved?(text: string): void;
}): VersionedForm<AshRecordData, V, O> {
  const queryClient = useQueryClient();
  return useVersionedForm<AshRecordData, V, O>({
    record,
    toValues,
    resolver,
    save: save ?? ((values, base) => updateAshRecord(base.id, { ...values, version: base.version })),
    isRecord: isAshRecord,
    conflictFields: recordConflictFields,
    conflictTexts: ashTexts.conflict,
    fieldNames: () => fields,
    invalidMessage: ashTexts.common.invalid,
    onSaved: (saved) => {
      void refreshAsh(queryClient, saved);
      onSaved?.(messages.ash.success.recordSaved);
      onClose();
    },
    onTheirs: (theirs) => queryClient.setQueryData(ashKeys.detail(theirs.id), theirs),
  });
}
