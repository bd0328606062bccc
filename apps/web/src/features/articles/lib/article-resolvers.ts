import { schemaLoader } from '../../../lib/forms/lazy-resolver.ts';

/** The article forms' schemas (article-schemas.ts), loaded on first use. */
export const articleSchemas = schemaLoader(() =>
  import('./article-schemas.ts').then((module) => module.articleSchemas),
);
