import { messages, type UpdateAshRecordData } from '@afscheid/shared';
import { useId } from 'react';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { RECORD_EDIT_FIELDS, recordEditValues, type RecordEditValues } from '../lib/forms.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';
import { useRecordForm, type RecordDialogProps } from './use-record-form.ts';

const texts = ashTexts.recordForm;
const f = messages.ash.fields;
type RecordEditData = Omit<UpdateAshRecordData, 'version'>;
const resolver = ashSchemas.resolver<RecordEditValues, RecordEditData>('recordEdit');

/** "Gegevens wijzigen": names, urns, storage and notes; versioned (a 409 opens the conflict dialog). */
export function RecordEditDialog(props: RecordDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open) return null;
  return <RecordEditForm {...props} />;
}

function RecordEditForm({ record, onClose, onSaved }: RecordDialogProps) {
  const formId = useId();
  const versioned = useRecordForm<RecordEditValues, RecordEditData>({
    record,
    toValues: recordEditValues,
    resolver,
    fields: RECORD_EDIT_FIELDS,
    onClose,
    onSaved,
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
