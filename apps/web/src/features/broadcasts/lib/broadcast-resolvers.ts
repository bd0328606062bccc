import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The broadcast forms' schemas (broadcast-schemas.ts), loaded on first use. */
export const broadcastSchemas = schemaLoader(() =>
  import('./broadcast-schemas.ts').then((module) => module.broadcastSchemas),
);
