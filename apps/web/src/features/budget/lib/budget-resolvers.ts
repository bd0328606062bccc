import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The budget forms' schemas (budget-schemas.ts), loaded on first use. */
export const budgetSchemas = schemaLoader(() =>
  import('./budget-schemas.ts').then((module) => module.budgetSchemas),
);
