/**
 * The schemas of the article forms (the shared schemas), loaded on demand through article-resolvers.ts: Zod
 * stays out of a page's first load.
 */
import { createArticleSchema, createCategorySchema } from '@afscheid/shared';

export const articleSchemas = {
  /** The create dialog, the edit page and the supplier's page: the same fields. */
  article: createArticleSchema,
  category: createCategorySchema,
};
