import {
  ashReleaseDate,
  formatDate,
  interpolate,
  messages,
  type CreateAshRecordData,
} from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { createAshRecord } from '../api/ash-api.ts';
import { refreshAsh } from '../api/use-ash-record.ts';
import { emptyCreateRecord, type CreateRecordValues } from '../lib/forms.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.create;
const f = messages.ash.fields;
const resolver = ashSchemas.resolver<CreateRecordValues, CreateAshRecordData>('createRecord');
const FIELD_NAMES = Object.keys(emptyCreateRecord()) as (keyof CreateRecordValues)[];

export interface CreateRecordDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * "Asregistratie toevoegen": ashes received from another crematorium or a cremation recorded outside the
 * platform. Opens the new record. Mounted while open only, so every opening starts afresh.
 */
export function CreateRecordDialog(props: CreateRecordDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open) return null;
  return <CreateRecordForm {...props} />;
}

function CreateRecordForm({ onClose }: CreateRecordDialogProps) {
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateRecordValues, unknown, CreateAshRecordData>({
    resolver,
    defaultValues: emptyCreateRecord(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const source = useWatch({ control, name: 'source' });
  const crematedOn = useWatch({ control, name: 'crematedOn' });
  const release = crematedOn ? ashReleaseDate(crematedOn) : null;

  const mutation = useMutation({
    mutationFn: createAshRecord,
    onSuccess: (record) => {
      void refreshAsh(queryClient, record);
      onClose();
      void navigate(`/ash/${encodeURIComponent(record.id)}`, {
        state: { notice: messages.ash.success.recordCreated },
      });
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, FIELD_NAMES)),
  });

  return (
    <FormDialog
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      formId={formId}
      busy={mutation.isPending}
      texts={{ cancel: ashTexts.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={error}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          setError(null);
          void form.handleSubmit(
            (values) => mutation.mutate(values),
            () => setError(ashTexts.common.invalid),
          )(event);
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <RadioGroupField
            label={f.source}
            className="sm:col-span-2"
            options={[
              { value: 'received', label: texts.sourceReceived },
              { value: 'external', label: texts.sourceExternal },
            ]}
            error={errors.source?.message}
            {...register('source')}
          />
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
            label={f.registrationNumber}
            required
            autoComplete="off"
            maxLength={50}
            error={errors.registrationNumber?.message}
            {...register('registrationNumber')}
          />
          <DateField
            label={f.crematedOn}
            required
            description={release ? interpolate(texts.releaseHint, { date: formatDate(release) }) : undefined}
            error={errors.crematedOn?.message}
            {...register('crematedOn')}
          />
          <TextField
            label={f.urns}
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            description={texts.urnsHint}
            error={errors.urns?.message}
            {...register('urns')}
          />
          {source === 'received' && (
            <TextField
              label={`${f.receivedFrom} ${ashTexts.common.optional}`}
              className="sm:col-span-2"
              maxLength={200}
              error={errors.receivedFrom?.message}
              {...register('receivedFrom')}
            />
          )}
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
            rows={3}
            maxLength={2000}
            error={errors.notes?.message}
            {...register('notes')}
          />
        </div>
      </form>
    </FormDialog>
  );
}
