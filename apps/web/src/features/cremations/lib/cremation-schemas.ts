/**
 * The schemas of the cremation record form (the shared schema without its version, which the page adds), loaded
 * on demand through cremation-resolvers.ts: Zod stays out of a page's first load.
 */
import { updateCremationSchema } from '@afscheid/shared';

export const cremationSchemas = {
  cremation: updateCremationSchema.omit({ version: true }),
};
