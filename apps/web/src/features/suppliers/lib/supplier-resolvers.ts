import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The supplier forms' schemas (supplier-schemas.ts), loaded on first use. */
export const supplierSchemas = schemaLoader(() =>
  import('./supplier-schemas.ts').then((module) => module.supplierSchemas),
);
