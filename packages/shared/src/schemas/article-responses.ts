import { z } from 'zod';
import { VAT_RATES } from '../money/budget.ts';

/** A record another one points at, by id and name (an article's category and supplier). */
const refSchema = z.object({ id: z.string(), name: z.string() });

/**
 * One article of GET /api/articles, /api/articles/:id and /api/suppliers/:id/articles. Amounts are integer cents
 * excl. VAT; `unit` is one of ARTICLE_UNITS. Inactive articles stay readable; they are not offered for new lines.
 */
export const articleDataSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  unitPrice: z.number().int(),
  vatRate: z.enum(VAT_RATES),
  category: refSchema.nullable(),
  supplier: refSchema.nullable(),
  purchasePrice: z.number().int().nullable(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleData = z.infer<typeof articleDataSchema>;

/** One category of GET /api/categories (in the organisation's order), with how many articles use it. */
export const categoryDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  articleCount: z.number().int(),
  version: z.number().int(),
});
export type CategoryData = z.infer<typeof categoryDataSchema>;
