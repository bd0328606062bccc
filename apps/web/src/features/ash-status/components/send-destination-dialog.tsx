import {
  ASH_DESTINATION_KINDS,
  ASH_KIND_OUTCOMES,
  interpolate,
  messages,
  type DossierAshStatus,
  type SendAshDestinationData,
} from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { getClientSection, sendAshDestination } from '../api/ash-status-api.ts';
import { ashStatusKeys } from '../api/query-keys.ts';
import {
  isScattering,
  needsConsent,
  prefillSendForm,
  SEND_FORM_FIELDS,
  toSendInput,
  type SendFormValues,
} from '../lib/send-form.ts';
import { ashStatusSchemas } from '../lib/send-resolvers.ts';
import { nlAshStatus } from '../lib/texts.ts';

const texts = nlAshStatus.dialog;
const labels = messages.ash.fields;
const resolver = ashStatusSchemas.resolver<SendFormValues, SendAshDestinationData>('sendDestination');
const FIELD_NAMES = SEND_FORM_FIELDS as readonly FieldPath<SendFormValues>[];
const KIND_OPTIONS = ASH_DESTINATION_KINDS.map((kind) => ({
  value: kind,
  label: interpolate(texts.kindOption, {
    kind: messages.ash.kinds[kind],
    outcome: messages.ash.outcomes[ASH_KIND_OUTCOMES[kind]].toLowerCase(),
  }),
}));
const RELATIVES_OPTIONS = [
  { value: 'yes', label: texts.withRelatives },
  { value: 'no', label: texts.withoutRelatives },
  { value: '', label: texts.unknown },
];

export interface SendDestinationDialogProps {
  dossierId: string;
  /** The crematorium request the ash record belongs to (the destination goes through it). */
  requestId: string;
  /** The dossier's ash-destination section (camelCase), to prefill from. */
  section: Record<string, unknown> | null;
  onClose: () => void;
  onSent: (status: DossierAshStatus) => void;
}

/**
 * "Asbestemming doorgeven aan het crematorium": the client's decision, prefilled from the dossier (the
 * ash-destination section and the client), editable before it is sent. Waits for the client section first; the
 * form opens after a failure too (then without the client's name).
 */
export function SendDestinationDialog(props: SendDestinationDialogProps) {
  const client = useQuery({
    queryKey: ashStatusKeys.client(props.dossierId),
    queryFn: () => getClientSection(props.dossierId),
  });
  if (client.isPending) {
    return (
      <Dialog open title={texts.title} onClose={props.onClose}>
        <p className="text-stone-700">{texts.loadingClient}</p>
      </Dialog>
    );
  }
  return <SendForm {...props} client={client.data ?? null} />;
}

function SendForm({
  dossierId,
  requestId,
  section,
  client,
  onClose,
  onSent,
}: SendDestinationDialogProps & { client: Record<string, unknown> | null }) {
  const formId = useId();
  const queryClient = useQueryClient();
  usePreloadSchemas(ashStatusSchemas);
  const form = useForm<SendFormValues, unknown, SendAshDestinationData>({
    resolver,
    defaultValues: prefillSendForm(section, client),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const consentHintId = useId();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: SendAshDestinationData) => sendAshDestination(requestId, toSendInput(values)),
    onSuccess: (status) => {
      // The answer is the status as the dossier shows it now.
      queryClient.setQueryData(ashStatusKeys.dossier(dossierId), status);
      onSent(status);
      onClose();
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, FIELD_NAMES)),
  });

  return (
    <FormDialog
      wide
      title={texts.title}
      description={texts.description}
      onClose={onClose}
      formId={formId}
      busy={mutation.isPending}
      texts={{ cancel: nlAshStatus.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={error}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          setError(null);
          void form.handleSubmit(
            (values) => mutation.mutate(values),
            () => setError(texts.invalid),
          )(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          label={labels.kind}
          placeholder={texts.chooseKind}
          options={KIND_OPTIONS}
          required
          className="sm:col-span-2"
          error={errors.kind?.message}
          {...register('kind')}
        />
        <TextField
          label={labels.urns}
          inputMode="numeric"
          autoComplete="off"
          description={texts.urnsHint}
          error={errors.urns?.message}
          {...register('urns')}
        />
        <DateField label={labels.plannedOn} error={errors.plannedOn?.message} {...register('plannedOn')} />
        <TextField
          label={labels.decidedByName}
          className="sm:col-span-2"
          required
          maxLength={200}
          autoComplete="off"
          description={texts.decidedByHint}
          error={errors.decidedByName?.message}
          {...register('decidedByName')}
        />
        <TextField
          label={labels.decidedByAddress}
          className="sm:col-span-2"
          maxLength={300}
          autoComplete="off"
          error={errors.decidedByAddress?.message}
          {...register('decidedByAddress')}
        />
        <TextField
          label={labels.destinationPlace}
          className="sm:col-span-2"
          maxLength={300}
          autoComplete="off"
          description={texts.destinationPlaceHint}
          error={errors.destinationPlace?.message}
          {...register('destinationPlace')}
        />
        {needsConsent(kind) && (
          <div className="sm:col-span-2">
            <CheckboxField label={labels.consent} aria-describedby={consentHintId} {...register('consent')} />
            <p id={consentHintId} className="mt-1 text-sm text-stone-600">
              {texts.consentHint}
            </p>
          </div>
        )}
        {isScattering(kind) && (
          <RadioGroupField
            label={texts.relativesPresent}
            options={RELATIVES_OPTIONS}
            inline
            className="sm:col-span-2"
            error={errors.relativesPresent?.message}
            {...register('relativesPresent')}
          />
        )}
        <TextareaField
          label={labels.details}
          className="sm:col-span-2"
          rows={3}
          maxLength={2000}
          error={errors.details?.message}
          {...register('details')}
        />
      </form>
    </FormDialog>
  );
}
