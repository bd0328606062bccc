/**
 * The schemas of the place form (the shared schema), loaded on demand through place-resolvers.ts: Zod stays out
 * of a page's first load.
 */
import { createPlaceSchema } from '@afscheid/shared';

export const placeSchemas = {
  /** The create page; the edit page checks the same fields and sends only the changed ones, with the version. */
  place: createPlaceSchema,
};
