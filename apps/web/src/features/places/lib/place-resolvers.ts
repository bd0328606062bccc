import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The place form's schemas (place-schemas.ts), loaded on first use. */
export const placeSchemas = schemaLoader(() =>
  import('./place-schemas.ts').then((module) => module.placeSchemas),
);
