/**
 * The ash place dialog's schema, loaded on demand through place-resolvers.ts: the form's texts (the capacity as
 * typed) become the wire's values and go through the shared schema, so the dialog refuses what the server
 * refuses, with the same Dutch messages.
 */
import { createAshPlaceSchema } from '@afscheid/shared';
import { z } from 'zod';
import { placeFormToInput, type PlaceFormValues } from './place-form.ts';

export const ashPlaceSchemas = {
  ashPlace: z.preprocess((values) => placeFormToInput(values as PlaceFormValues), createAshPlaceSchema),
};
