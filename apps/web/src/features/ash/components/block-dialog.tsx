import { messages, type UpdateAshRecordData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { conflictRecord } from '../../../lib/forms/conflict.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { updateAshRecord } from '../api/ash-api.ts';
import { ashKeys } from '../api/query-keys.ts';
import { isAshRecord, refreshAsh } from '../api/use-ash-record.ts';
import { blockValues, type BlockValues } from '../lib/forms.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';
import { useRecordForm, type RecordDialogProps } from './use-record-form.ts';

const texts = ashTexts.block;
const f = messages.ash.fields;
type Checked = Pick<UpdateAshRecordData, 'blockReference' | 'blockedOn' | 'blockNote'>;
const resolver = ashSchemas.resolver<BlockValues, Checked>('block');
const FIELDS = ['blockReference', 'blockedOn', 'blockNote'] as const;

/**
 * "Verbod vastleggen" (art. 76 lid 4 Wlb): reference, date and a note, versioned. While it holds, scattering,
 * hand-over and abroad cannot be approved; the server puts an approved destination of such a kind back.
 */
export function BlockDialog(props: RecordDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open) return null;
  return <BlockForm {...props} />;
}

function BlockForm({ record, onClose, onSaved }: RecordDialogProps) {
  const formId = useId();
  const versioned = useRecordForm<BlockValues, Checked>({
    record,
    toValues: blockValues,
    resolver,
    fields: FIELDS,
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
      title={record.block ? texts.editTitle : texts.title}
      description={texts.intro}
      texts={{ cancel: ashTexts.common.cancel, save: texts.submit, saving: ashTexts.common.saving }}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={f.blockReference}
            required
            autoComplete="off"
            maxLength={100}
            error={errors.blockReference?.message}
            {...register('blockReference')}
          />
          <DateField
            label={f.blockedOn}
            required
            error={errors.blockedOn?.message}
            {...register('blockedOn')}
          />
          <TextareaField
            label={`${f.blockNote} ${ashTexts.common.optional}`}
            className="sm:col-span-2"
            rows={3}
            maxLength={1000}
            error={errors.blockNote?.message}
            {...register('blockNote')}
          />
        </div>
      </form>
    </VersionedFormDialog>
  );
}

/** "Verbod opheffen": clears the block (audited by the server); a 409 says someone changed the record first. */
export function LiftBlockDialog({ open, record, onClose, onSaved }: RecordDialogProps) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      updateAshRecord(record.id, {
        version: record.version,
        blockReference: null,
        blockedOn: null,
        blockNote: null,
      }),
    onSuccess: (saved) => {
      void refreshAsh(queryClient, saved);
      onSaved?.(texts.lifted);
      onClose();
    },
    onError: (failure) => {
      const current = conflictRecord(failure, isAshRecord);
      if (current) {
        queryClient.setQueryData(ashKeys.detail(current.id), current);
        setError(texts.liftConflict);
      } else setError(errorText(failure));
    },
  });
  return (
    <ConfirmDialog
      open={open}
      title={texts.liftTitle}
      confirmLabel={texts.liftConfirm}
      busyLabel={texts.lifting}
      cancelLabel={ashTexts.common.cancel}
      busy={mutation.isPending}
      error={error}
      variant="primary"
      onConfirm={() => mutation.mutate()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <p>{texts.liftBody}</p>
    </ConfirmDialog>
  );
}
