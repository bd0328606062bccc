import { interpolate, messages, type AshPlaceData, type CreateAshPlaceData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useVersionedForm, VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { createAshPlace, updateAshPlace } from '../api/ash-places-api.ts';
import { ashPlaceKeys } from '../api/query-keys.ts';
import {
  emptyPlaceForm,
  isAshPlace,
  PLACE_FORM_FIELDS,
  placeConflictFields,
  placeToForm,
  toPlaceInput,
  type PlaceFormValues,
} from '../lib/place-form.ts';
import { ashPlaceSchemas } from '../lib/place-resolvers.ts';
import { nlAshPlaces } from '../lib/texts.ts';
import { PlaceFields } from './place-fields.tsx';

const texts = nlAshPlaces.dialog;
const resolver = ashPlaceSchemas.resolver<PlaceFormValues, CreateAshPlaceData>('ashPlace');
const FIELD_NAMES = PLACE_FORM_FIELDS as readonly FieldPath<PlaceFormValues>[];

/** "Asplaats toevoegen" (`ash.create`): POST /api/ash-places; a 422 puts the Dutch messages on the fields. */
export function PlaceCreateDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  /** After the save, with the notice to show. */
  onSaved: (place: AshPlaceData, notice: string) => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  usePreloadSchemas(ashPlaceSchemas);
  const form = useForm<PlaceFormValues, unknown, CreateAshPlaceData>({
    resolver,
    defaultValues: emptyPlaceForm(),
  });
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: CreateAshPlaceData) => createAshPlace(toPlaceInput(values)),
    onSuccess: async (place) => {
      await queryClient.invalidateQueries({ queryKey: ashPlaceKeys.all });
      onSaved(place, messages.ash.success.placeSaved);
      onClose();
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, FIELD_NAMES)),
  });
  return (
    <FormDialog
      wide
      title={texts.createTitle}
      onClose={onClose}
      formId={formId}
      busy={mutation.isPending}
      texts={{ cancel: nlAshPlaces.common.cancel, submit: texts.add, submitting: texts.saving }}
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
      >
        <PlaceFields form={form as UseFormReturn<PlaceFormValues, unknown, unknown>} />
      </form>
    </FormDialog>
  );
}

/**
 * "Wijzigen" (`ash.update`): a versioned PUT of every field; a 409 opens the conflict dialog field by field
 * (theirs against yours), a 422 puts the messages on the fields (capacity below the urns placed, code in use).
 */
export function PlaceEditDialog({
  place,
  onClose,
  onSaved,
}: {
  place: AshPlaceData;
  onClose: () => void;
  onSaved: (place: AshPlaceData, notice: string) => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  usePreloadSchemas(ashPlaceSchemas);
  const versioned = useVersionedForm<AshPlaceData, PlaceFormValues, CreateAshPlaceData>({
    record: place,
    toValues: placeToForm,
    resolver,
    save: (values, base) => updateAshPlace(base.id, { ...toPlaceInput(values), version: base.version }),
    isRecord: isAshPlace,
    conflictFields: () => placeConflictFields,
    conflictTexts: nlAshPlaces.conflict,
    fieldNames: () => FIELD_NAMES,
    invalidMessage: texts.invalid,
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ashPlaceKeys.all });
      onSaved(saved, messages.ash.success.placeSaved);
      onClose();
    },
    onTheirs: () => void queryClient.invalidateQueries({ queryKey: ashPlaceKeys.all }),
  });
  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      wide
      title={interpolate(texts.editTitle, { code: place.code })}
      texts={{ cancel: nlAshPlaces.common.cancel, save: texts.save, saving: texts.saving }}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <PlaceFields form={versioned.form as UseFormReturn<PlaceFormValues, unknown, unknown>} />
      </form>
    </VersionedFormDialog>
  );
}
