import {
  messages,
  type AshDestinationData,
  type AshRecordData,
  type CorrectAshDestinationData,
} from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { correctAshDestination } from '../api/ash-api.ts';
import { refreshAsh } from '../api/use-ash-record.ts';
import {
  changedCorrection,
  CORRECTABLE_FIELDS,
  correctValues,
  executionMode,
  type CorrectValues,
} from '../lib/forms.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';
import { RegisterLine } from './close-dialog.tsx';

const texts = ashTexts.correct;
const f = messages.ash.fields;
const resolver = ashSchemas.resolver<CorrectValues, CorrectAshDestinationData>('correct');
const FIELDS = ['reason', ...CORRECTABLE_FIELDS] as const;

export interface CorrectionDialogProps {
  open: boolean;
  record: AshRecordData;
  destination: AshDestinationData | null;
  onClose(): void;
  onCorrected?(text: string): void;
}

/**
 * "Correctie vastleggen" on a closed register entry without a correction: the reason and the fields that change.
 * Only what differs from the entry is sent; the server makes a new closed entry that refers to the old one.
 */
export function CorrectionDialog(props: CorrectionDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open || !props.destination) return null;
  return <CorrectionForm {...props} destination={props.destination} />;
}

function CorrectionForm({
  record,
  destination,
  onClose,
  onCorrected,
}: CorrectionDialogProps & { destination: AshDestinationData }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CorrectValues, unknown, CorrectAshDestinationData>({
    resolver,
    defaultValues: correctValues(destination),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const mode = executionMode(destination.kind);

  const mutation = useMutation({
    mutationFn: (input: CorrectAshDestinationData) => correctAshDestination(destination.id, input),
    onSuccess: (answer) => {
      void refreshAsh(queryClient, answer);
      onCorrected?.(messages.ash.success.corrected);
      onClose();
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, FIELDS)),
  });

  const submit = (values: CorrectAshDestinationData) => {
    const changes = changedCorrection(destination, values);
    if (Object.keys(changes).length === 0) {
      setError(texts.unchanged);
      return;
    }
    // Only what changes goes along (a required field never changes to empty: the schema saw to that).
    mutation.mutate({ reason: values.reason, ...changes } as CorrectAshDestinationData);
  };

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
      <RegisterLine record={record} destination={destination} />
      <form
        id={formId}
        noValidate
        className="mt-5"
        onSubmit={(event) => {
          setError(null);
          void form.handleSubmit(submit, () => setError(ashTexts.common.invalid))(event);
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextareaField
            label={f.correctionReason}
            className="sm:col-span-2"
            required
            rows={3}
            maxLength={1000}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <TextField
            label={f.decidedByName}
            required
            maxLength={200}
            error={errors.decidedByName?.message}
            {...register('decidedByName')}
          />
          <TextField
            label={f.decidedByAddress}
            maxLength={300}
            error={errors.decidedByAddress?.message}
            {...register('decidedByAddress')}
          />
          <TextField
            label={f.destinationPlace}
            maxLength={300}
            error={errors.destinationPlace?.message}
            {...register('destinationPlace')}
          />
          <DateField
            label={f.executedOn}
            required
            error={errors.executedOn?.message}
            {...register('executedOn')}
          />
          {mode === 'hand_over' ? (
            <TextField
              label={f.handedToName}
              maxLength={200}
              error={errors.handedToName?.message}
              {...register('handedToName')}
            />
          ) : (
            <TextField
              label={f.executedPlace}
              maxLength={300}
              error={errors.executedPlace?.message}
              {...register('executedPlace')}
            />
          )}
          <TextareaField
            label={f.details}
            className="sm:col-span-2"
            rows={3}
            maxLength={2000}
            error={errors.details?.message}
            {...register('details')}
          />
        </div>
      </form>
    </FormDialog>
  );
}
