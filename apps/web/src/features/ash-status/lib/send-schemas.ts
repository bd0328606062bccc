/**
 * The send dialog's schema, loaded on demand through send-resolvers.ts: the form's values become the wire's input
 * and go through the shared schema, so the dialog refuses what the server refuses, with the same Dutch messages.
 */
import { sendAshDestinationSchema } from '@afscheid/shared';
import { z } from 'zod';
import { sendFormToInput, type SendFormValues } from './send-form.ts';

export const ashStatusSchemas = {
  sendDestination: z.preprocess(
    (values) => sendFormToInput(values as SendFormValues),
    sendAshDestinationSchema,
  ),
};
