import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The send dialog's schema (send-schemas.ts), loaded on first use. */
export const ashStatusSchemas = schemaLoader(() =>
  import('./send-schemas.ts').then((module) => module.ashStatusSchemas),
);
