import { formatDate, messages, type AshRecordData, type UpdateAshRecordData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useVersionedForm, VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { updateAshRecord } from '../api/ash-api.ts';
import { ashKeys } from '../api/query-keys.ts';
import { isAshRecord, refreshAsh } from '../api/use-ash-record.ts';
import { RECORD_EDIT_FIELDS, recordEditValues, type RecordEditValues } from '../lib/forms.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.recordForm;
const f = messages.ash.fields;
type RecordEditData = Omit<UpdateAshRecordData, 'version'>;
const resolver = ashSchemas.resolver<RecordEditValues, RecordEditData>('recordEdit');

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

/** "Gegevens wijzigen": names, urns, storage and notes; versioned (a 409 opens the conflict dialog). */
export function RecordEditDialog(props: RecordDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open) return null;
  return <RecordEditForm {...props} />;
}

function RecordEditForm({ record, onClose, onSaved }: RecordDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const versioned = useVersionedForm<AshRecordData, RecordEditValues, RecordEditData>({
    record,
    toValues: recordEditValues,
    resolver,
    save: (values, base) => updateAshRecord(base.id, { ...values, version: base.version }),
    isRecord: isAshRecord,
    conflictFields: recordConflictFields,
    conflictTexts: ashTexts.conflict,
    fieldNames: () => RECORD_EDIT_FIELDS,
    invalidMessage: ashTexts.common.invalid,
    onSaved: (saved) => {
      void refreshAsh(queryClient, saved);
      onSaved?.(messages.ash.success.recordSaved);
      onClose();
    },
    onTheirs: (theirs) => queryClient.setQueryData(ashKeys.detail(theirs.id), theirs),
  });
  const {
    register,
    formState: { errors },
  } = versioned.form;

  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      wide
      title={texts.title}
      description={texts.intro}
      texts={{ cancel: ashTexts.common.cancel, save: texts.submit, saving: ashTexts.common.saving }}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={f.deceasedName}
            required
            autoComplete="off"
            maxLength={200}
            error={errors.deceasedName?.message}
            {...register('deceasedName')}
          />
          <TextField
            label={`${f.firstNames} ${ashTexts.common.optional}`}
            autoComplete="off"
            maxLength={200}
            error={errors.firstNames?.message}
            {...register('firstNames')}
          />
          <TextField
            label={`${f.initials} ${ashTexts.common.optional}`}
            autoComplete="off"
            maxLength={30}
            error={errors.initials?.message}
            {...register('initials')}
          />
          <TextField
            label={f.urns}
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            error={errors.urns?.message}
            {...register('urns')}
          />
          <TextField
            label={`${f.storageLocation} ${ashTexts.common.optional}`}
            className="sm:col-span-2"
            maxLength={200}
            error={errors.storageLocation?.message}
            {...register('storageLocation')}
          />
          <TextareaField
            label={`${f.notes} ${ashTexts.common.optional}`}
            className="sm:col-span-2"
            rows={4}
            maxLength={2000}
            error={errors.notes?.message}
            {...register('notes')}
          />
        </div>
      </form>
    </VersionedFormDialog>
  );
}
