import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The ash place dialog's schema (place-schemas.ts), loaded on first use. */
export const ashPlaceSchemas = schemaLoader(() =>
  import('./place-schemas.ts').then((module) => module.ashPlaceSchemas),
);
