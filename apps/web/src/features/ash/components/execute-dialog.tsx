import {
  messages,
  type AshDestinationData,
  type AshRecordData,
  type ExecuteAshDestinationData,
} from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { executeAshDestination } from '../api/ash-api.ts';
import { refreshAsh, useActiveAshPlaces } from '../api/use-ash-record.ts';
import { withChecks } from '../lib/form-checks.ts';
import {
  earliestExecutionDay,
  EXECUTE_FIELDS,
  executeSchemaName,
  executeValues,
  executionMode,
  placeKindsFor,
  type ExecuteValues,
} from '../lib/forms.ts';
import { placeOptions } from '../lib/places.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';
import { DestinationSummary } from './destination-summary.tsx';
import { InlineUpload } from './inline-upload.tsx';
import { PlaceSelectField } from './place-select-field.tsx';
import { SignatureField } from './signature-field.tsx';

const texts = ashTexts.execute;
const f = messages.ash.fields;

const IDENTITY_DOCUMENTS = Object.values(texts.identityDocuments).map((label) => ({ value: label, label }));

export interface ExecuteDialogProps {
  open: boolean;
  record: AshRecordData;
  destination: AshDestinationData | null;
  onClose(): void;
  onExecuted?(text: string): void;
}

/**
 * "Uitvoering vastleggen" for an approved destination, by how its kind is executed: the hand-over (to whom, the
 * identity document checked — required —, a signature drawn on the canvas or the signed hand-over form
 * uploaded), the placement (the crematorium's ash place, full ones disabled, or a place elsewhere) or the
 * scattering (the scattering field or the place at sea, relatives present yes or no).
 */
export function ExecuteDialog(props: ExecuteDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open || !props.destination) return null;
  return <ExecuteForm {...props} destination={props.destination} />;
}

function ExecuteForm({
  record,
  destination,
  onClose,
  onExecuted,
}: ExecuteDialogProps & { destination: AshDestinationData }) {
  const formId = useId();
  const alternativeId = useId();
  const queryClient = useQueryClient();
  const mode = executionMode(destination.kind);
  const usesPlace = placeKindsFor(destination.kind).length > 0;
  const places = useActiveAshPlaces(usesPlace);
  const [error, setError] = useState<string | null>(null);
  const [firstDay] = useState(() => earliestExecutionDay(destination, record.releaseOn));
  // A signed hand-over form uploaded in this dialog counts as the signature.
  const [formUploaded, setFormUploaded] = useState(false);
  const signed = destination.signed;

  const resolver = useMemo(
    () =>
      withChecks(
        ashSchemas.resolver<ExecuteValues, ExecuteAshDestinationData>(executeSchemaName(destination.kind)),
        (values: ExecuteValues) =>
          mode === 'hand_over' && !values.signature && !signed && !formUploaded
            ? { signature: texts.signatureRequired }
            : {},
      ),
    [destination.kind, mode, signed, formUploaded],
  );
  const form = useForm<ExecuteValues, unknown, ExecuteAshDestinationData>({
    resolver,
    defaultValues: executeValues(destination, firstDay),
  });
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;

  const mutation = useMutation({
    mutationFn: (input: ExecuteAshDestinationData) =>
      executeAshDestination(destination.id, { ...input, version: destination.version }),
    onSuccess: (answer) => {
      void refreshAsh(queryClient, answer);
      onExecuted?.(messages.ash.success.executed);
      onClose();
    },
    onError: (failure) => {
      setError(submitErrorMessage(failure, form.setError, EXECUTE_FIELDS));
      void refreshAsh(queryClient);
    },
  });

  const options = placeOptions(places.data ?? [], destination.kind, {
    current: destination.ashPlace,
    urns: destination.urns,
  });
  const intro =
    mode === 'hand_over'
      ? texts.introHandOver
      : mode === 'placement'
        ? texts.introPlacement
        : texts.introScattering;

  return (
    <FormDialog
      wide
      title={texts.title}
      description={intro}
      onClose={onClose}
      formId={formId}
      busy={mutation.isPending}
      texts={{ cancel: ashTexts.common.cancel, submit: texts.submit, submitting: texts.submitting }}
      error={error}
    >
      <DestinationSummary record={record} destination={destination} className="mb-5" />
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
          <DateField
            label={f.executedOn}
            required
            min={firstDay}
            error={errors.executedOn?.message}
            {...register('executedOn')}
          />

          {mode === 'hand_over' && (
            <>
              <TextField
                label={f.handedToName}
                required
                autoComplete="off"
                maxLength={200}
                error={errors.handedToName?.message}
                {...register('handedToName')}
              />
              <div className="sm:col-span-2">
                <CheckboxField
                  label={f.identityChecked}
                  required
                  aria-invalid={errors.identityChecked ? true : undefined}
                  aria-describedby={errors.identityChecked ? `${formId}-identity-error` : undefined}
                  {...register('identityChecked')}
                />
                {errors.identityChecked?.message && (
                  <p id={`${formId}-identity-error`} className="mt-1 text-sm font-medium text-red-700">
                    <span aria-hidden="true">⚠ </span>
                    {errors.identityChecked.message}
                  </p>
                )}
              </div>
              <SelectField
                label={`${f.identityDocument} ${ashTexts.common.optional}`}
                placeholder={texts.identityDocumentPlaceholder}
                options={IDENTITY_DOCUMENTS}
                error={errors.identityDocument?.message}
                {...register('identityDocument')}
              />
              <fieldset className="rounded-md border border-stone-200 p-4 sm:col-span-2">
                <legend className="px-1 font-medium text-stone-900">{texts.signatureLegend}</legend>
                <p id={alternativeId} className="text-stone-700">
                  {signed ? texts.formPresent : texts.signatureIntro}
                </p>
                <div className="mt-3">
                  <SignatureField
                    describedById={alternativeId}
                    error={errors.signature?.message}
                    onChange={(data) => {
                      setValue('signature', data);
                      if (data) clearErrors('signature');
                    }}
                  />
                </div>
                <div className="mt-4 border-t border-stone-200 pt-4">
                  <InlineUpload
                    recordId={record.id}
                    kind="handover_form"
                    destinationId={destination.id}
                    texts={{
                      label: texts.formUpload,
                      submit: texts.formUploadSubmit,
                      submitting: texts.formUploading,
                      done: texts.formUploaded,
                    }}
                    onUploaded={() => {
                      setFormUploaded(true);
                      clearErrors('signature');
                    }}
                  />
                </div>
              </fieldset>
            </>
          )}

          {mode !== 'hand_over' && usesPlace && (
            <PlaceSelectField
              label={`${mode === 'scattering' ? messages.ash.placeKinds.scattering_field : f.ashPlace} ${ashTexts.common.optional}`}
              className="sm:col-span-2"
              placeholder={mode === 'scattering' ? texts.fieldNone : texts.placeNone}
              options={options}
              description={places.isError ? ashTexts.destinationForm.placesFailed : undefined}
              error={errors.ashPlaceId?.message}
              {...register('ashPlaceId')}
            />
          )}
          {mode !== 'hand_over' && (
            <TextField
              label={usesPlace ? `${f.executedPlace} ${ashTexts.common.optional}` : f.executedPlace}
              className="sm:col-span-2"
              required={!usesPlace}
              maxLength={300}
              description={
                destination.kind === 'sea' ? texts.seaHint : usesPlace ? texts.placeElsewhereHint : undefined
              }
              error={errors.executedPlace?.message}
              {...register('executedPlace')}
            />
          )}
          {mode === 'scattering' && (
            <RadioGroupField
              label={f.relativesPresent}
              className="sm:col-span-2"
              required
              inline
              options={[
                { value: 'yes', label: ashTexts.common.yes },
                { value: 'no', label: ashTexts.common.no },
              ]}
              error={errors.relativesPresent?.message}
              {...register('relativesPresent')}
            />
          )}

          <TextareaField
            label={`${f.executionNote} ${ashTexts.common.optional}`}
            className="sm:col-span-2"
            rows={3}
            maxLength={2000}
            error={errors.executionNote?.message}
            {...register('executionNote')}
          />
        </div>
      </form>
    </FormDialog>
  );
}
