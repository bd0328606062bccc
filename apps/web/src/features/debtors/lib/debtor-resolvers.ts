import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The debtor forms' schemas (debtor-schemas.ts), loaded on first use. */
export const debtorSchemas = schemaLoader(() =>
  import('./debtor-schemas.ts').then((module) => module.debtorSchemas),
);
