import { messages, type AshDestinationData, type WithdrawAshDestinationData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { withdrawAshDestination } from '../api/ash-api.ts';
import { refreshAsh } from '../api/use-ash-record.ts';
import { kindLabel } from '../lib/display.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.withdraw;

interface WithdrawValues {
  reason: string;
}
type Checked = Pick<WithdrawAshDestinationData, 'reason'>;
const resolver = ashSchemas.resolver<WithdrawValues, Checked>('withdraw');

export interface WithdrawDialogProps {
  open: boolean;
  destination: AshDestinationData | null;
  onClose(): void;
  onWithdrawn?(text: string): void;
}

/** "Asbestemming intrekken" (requested or approved), with the reason; the server keeps it in the history. */
export function WithdrawDialog(props: WithdrawDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open || !props.destination) return null;
  return <WithdrawForm {...props} destination={props.destination} />;
}

function WithdrawForm({
  destination,
  onClose,
  onWithdrawn,
}: WithdrawDialogProps & { destination: AshDestinationData }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<WithdrawValues, unknown, Checked>({ resolver, defaultValues: { reason: '' } });
  const mutation = useMutation({
    mutationFn: (values: Checked) =>
      withdrawAshDestination(destination.id, { version: destination.version, reason: values.reason }),
    onSuccess: (answer) => {
      void refreshAsh(queryClient, answer);
      onWithdrawn?.(messages.ash.success.withdrawn);
      onClose();
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, ['reason'])),
  });
  return (
    <FormDialog
      title={texts.title}
      description={`${kindLabel(destination.kind)} — ${destination.decidedByName}. ${texts.intro}`}
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
        <TextareaField
          label={messages.ash.fields.withdrawnReason}
          required
          rows={3}
          maxLength={1000}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </FormDialog>
  );
}
