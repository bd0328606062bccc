import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The cremation form's schemas (cremation-schemas.ts), loaded on first use. */
export const cremationSchemas = schemaLoader(() =>
  import('./cremation-schemas.ts').then((module) => module.cremationSchemas),
);
