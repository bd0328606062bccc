import type { CreatePlaceData, PlaceData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage, toFieldName } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { emptyPlaceValues, PLACE_FIELDS, type PlaceFormValues } from '../lib/place-form.ts';
import { placeSchemas } from '../lib/place-resolvers.ts';
import { createPlace } from './places-api.ts';
import { placeKeys } from './query-keys.ts';

const resolver = placeSchemas.resolver<PlaceFormValues, CreatePlaceData>('place');

/**
 * The form of a new place: checked with the shared schema, sent as POST /api/places; the server's field messages
 * land on the fields, anything else in `formError`.
 */
export function useCreatePlaceForm(onCreated: (place: PlaceData) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(placeSchemas);
  const form = useForm<PlaceFormValues, unknown, CreatePlaceData>({
    resolver,
    defaultValues: emptyPlaceValues(),
  });

  const create = useMutation({
    mutationFn: createPlace,
    onSuccess: async (place) => {
      queryClient.setQueryData(placeKeys.detail(place.id), place);
      void queryClient.invalidateQueries({ queryKey: placeKeys.all });
      await onCreated(place);
    },
    onError: (error) => {
      const message = submitErrorMessage(error, form.setError, [...PLACE_FIELDS]);
      // Field messages are on the fields already; the alert is for what belongs to no field.
      const onField =
        isApiError(error) &&
        Object.keys(error.errors).length > 0 &&
        Object.keys(error.errors).every((key) =>
          (PLACE_FIELDS as readonly string[]).includes(toFieldName(key)),
        );
      setFormError(onField ? null : message);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });

  return { form, onSubmit, busy: create.isPending, formError };
}
