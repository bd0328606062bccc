import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The ash dialogs' schemas (ash-schemas.ts), loaded on first use. */
export const ashSchemas = schemaLoader(() => import('./ash-schemas.ts').then((module) => module.ashSchemas));
