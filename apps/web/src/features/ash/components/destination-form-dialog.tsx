import {
  formatDate,
  interpolate,
  messages,
  type AshDestinationData,
  type AshDestinationKind,
  type AshRecordData,
  type CreateAshDestinationData,
} from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useVersionedForm, VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { ApiError, isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { createAshDestination, updateAshDestination } from '../api/ash-api.ts';
import { destinationIn, isAshRecord, refreshAsh, useActiveAshPlaces } from '../api/use-ash-record.ts';
import { KIND_OPTIONS, kindLabel, yesNo } from '../lib/display.ts';
import {
  asksConsent,
  asksRelatives,
  DESTINATION_FIELDS,
  destinationValues,
  emptyDestination,
  placeKindsFor,
  yesNoInput,
  type DestinationValues,
} from '../lib/forms.ts';
import { placeOptions } from '../lib/places.ts';
import { ashSchemas } from '../lib/resolvers.ts';
import { ashTexts } from '../lib/texts.ts';
import { PlaceSelectField } from './place-select-field.tsx';

const texts = ashTexts.destinationForm;
const f = messages.ash.fields;
const resolver = ashSchemas.resolver<DestinationValues, CreateAshDestinationData>('destination');

/** The fields of the destination form, shown by kind (consent, relatives and the ash place only where they apply). */
function DestinationFields({
  form,
  record,
  current,
}: {
  form: UseFormReturn<DestinationValues, unknown, CreateAshDestinationData>;
  record: AshRecordData;
  current?: AshDestinationData;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const usesPlace = placeKindsFor(kind).length > 0;
  const places = useActiveAshPlaces(usesPlace);
  const options = placeOptions(places.data ?? [], kind, { current: current?.ashPlace ?? null });
  const urnsHint = current
    ? interpolate(texts.urnsHintEdit, { total: record.urnCount })
    : interpolate(texts.urnsHint, { free: record.unassignedUrns, total: record.urnCount });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RadioGroupField
        label={f.kind}
        className="sm:col-span-2"
        required
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField
        label={f.urns}
        type="number"
        inputMode="numeric"
        min={1}
        max={record.urnCount}
        description={urnsHint}
        error={errors.urns?.message}
        {...register('urns')}
      />
      <DateField
        label={`${f.plannedOn} ${ashTexts.common.optional}`}
        error={errors.plannedOn?.message}
        {...register('plannedOn')}
      />
      <TextField
        label={f.decidedByName}
        required
        autoComplete="off"
        maxLength={200}
        error={errors.decidedByName?.message}
        {...register('decidedByName')}
      />
      <TextField
        label={`${f.decidedByAddress} ${ashTexts.common.optional}`}
        autoComplete="off"
        maxLength={300}
        error={errors.decidedByAddress?.message}
        {...register('decidedByAddress')}
      />
      <TextField
        label={`${f.destinationPlace} ${ashTexts.common.optional}`}
        className="sm:col-span-2"
        maxLength={300}
        error={errors.destinationPlace?.message}
        {...register('destinationPlace')}
      />
      {usesPlace && (
        <PlaceSelectField
          label={`${f.ashPlace} ${ashTexts.common.optional}`}
          className="sm:col-span-2"
          placeholder={texts.placeNone}
          options={options}
          description={
            places.isError
              ? texts.placesFailed
              : places.data && options.length === 0
                ? texts.placesNone
                : undefined
          }
          error={errors.ashPlaceId?.message}
          {...register('ashPlaceId')}
        />
      )}
      {asksConsent(kind) && (
        <div className="sm:col-span-2">
          <CheckboxField label={f.consent} {...register('consent')} />
          <p className="mt-1 text-sm text-stone-600">{texts.consentHint}</p>
          {errors.consent?.message && (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.consent.message}</p>
          )}
        </div>
      )}
      {asksRelatives(kind) && (
        <RadioGroupField
          label={f.relativesPresent}
          className="sm:col-span-2"
          inline
          options={[
            { value: 'yes', label: ashTexts.common.yes },
            { value: 'no', label: ashTexts.common.no },
            { value: '', label: texts.relativesUnknown },
          ]}
          error={errors.relativesPresent?.message}
          {...register('relativesPresent')}
        />
      )}
      <TextareaField
        label={`${f.details} ${ashTexts.common.optional}`}
        className="sm:col-span-2"
        rows={3}
        maxLength={2000}
        error={errors.details?.message}
        {...register('details')}
      />
    </div>
  );
}

export interface AddDestinationDialogProps {
  open: boolean;
  record: AshRecordData;
  onClose(): void;
  onSaved?(text: string): void;
}

/**
 * "Asbestemming toevoegen": the client's decision recorded by the crematorium (its approval needs the signed
 * form). The urns default to those still without a destination.
 */
export function AddDestinationDialog(props: AddDestinationDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open) return null;
  return <AddDestinationForm {...props} />;
}

function AddDestinationForm({ record, onClose, onSaved }: AddDestinationDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DestinationValues, unknown, CreateAshDestinationData>({
    resolver,
    defaultValues: emptyDestination(record.unassignedUrns),
  });
  const mutation = useMutation({
    mutationFn: (input: CreateAshDestinationData) => createAshDestination(record.id, input),
    onSuccess: (answer) => {
      void refreshAsh(queryClient, answer);
      onSaved?.(messages.ash.success.destinationRequested);
      onClose();
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, DESTINATION_FIELDS)),
  });
  return (
    <FormDialog
      wide
      title={texts.createTitle}
      description={texts.createIntro}
      onClose={onClose}
      formId={formId}
      busy={mutation.isPending}
      texts={{ cancel: ashTexts.common.cancel, submit: texts.submitCreate, submitting: texts.submitting }}
      notice={texts.formNote}
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
        <DestinationFields form={form} record={record} />
      </form>
    </FormDialog>
  );
}

const DESTINATION_LABELS: Record<string, string> = {
  kind: f.kind,
  urns: f.urns,
  decidedByName: f.decidedByName,
  decidedByAddress: f.decidedByAddress,
  destinationPlace: f.destinationPlace,
  consent: f.consent,
  relativesPresent: f.relativesPresent,
  plannedOn: f.plannedOn,
  ashPlaceId: f.ashPlace,
  details: f.details,
};

export interface EditDestinationDialogProps {
  open: boolean;
  record: AshRecordData;
  destination: AshDestinationData | null;
  onClose(): void;
  onSaved?(text: string): void;
}

/**
 * "Asbestemming wijzigen" (requested or approved; versioned): an approved one goes back to "Aangevraagd". A 409
 * opens the conflict dialog field by field.
 */
export function EditDestinationDialog(props: EditDestinationDialogProps) {
  usePreloadSchemas(ashSchemas);
  if (!props.open || !props.destination) return null;
  return <EditDestinationForm {...props} destination={props.destination} />;
}

function EditDestinationForm({
  record,
  destination,
  onClose,
  onSaved,
}: EditDestinationDialogProps & { destination: AshDestinationData }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const isDestination = (data: unknown): data is AshDestinationData =>
    destinationIn(data, destination.id) !== null;
  const versioned = useVersionedForm<AshDestinationData, DestinationValues, CreateAshDestinationData>({
    record: destination,
    toValues: destinationValues,
    resolver,
    save: async (values, base) => {
      try {
        const answer = await updateAshDestination(base.id, { ...values, version: base.version });
        void refreshAsh(queryClient, answer);
        return isAshRecord(answer) ? (destinationIn(answer, base.id) ?? base) : answer;
      } catch (failure) {
        // A 409 may carry the whole record: the conflict compares the destination in it.
        if (isApiError(failure) && failure.status === 409 && isAshRecord(failure.data)) {
          const theirs = destinationIn(failure.data, base.id);
          if (theirs) throw new ApiError(409, failure.message, { data: theirs, errors: failure.errors });
        }
        throw failure;
      }
    },
    isRecord: isDestination,
    conflictFields: () => ({
      label: (path) => DESTINATION_LABELS[path] ?? path,
      display: (path, value) => {
        if (path === 'kind')
          return typeof value === 'string' && value ? kindLabel(value as AshDestinationKind) : '';
        if (path === 'consent') return value === true ? ashTexts.common.yes : ashTexts.common.no;
        if (path === 'relativesPresent') return value === '' ? '' : yesNo(yesNoInput(value));
        if (path === 'plannedOn') return typeof value === 'string' && value ? formatDate(value) : '';
        if (path === 'ashPlaceId') {
          const place = [destination.ashPlace].find((candidate) => candidate?.id === value);
          return place ? place.code : typeof value === 'string' ? value : '';
        }
        return typeof value === 'string' ? value.trim() : '';
      },
    }),
    conflictTexts: ashTexts.destinationConflict,
    fieldNames: () => DESTINATION_FIELDS,
    invalidMessage: ashTexts.common.invalid,
    onSaved: () => {
      onSaved?.(messages.ash.success.destinationRequested);
      onClose();
    },
    onTheirs: () => void refreshAsh(queryClient),
  });
  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      wide
      title={texts.editTitle}
      texts={{ cancel: ashTexts.common.cancel, save: texts.submitEdit, saving: texts.submitting }}
      onClose={onClose}
    >
      {destination.status === 'approved' && (
        <Alert tone="warning" className="mb-4">
          {texts.approvedNote}
        </Alert>
      )}
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <DestinationFields form={versioned.form} record={record} current={destination} />
      </form>
    </VersionedFormDialog>
  );
}
