import { z } from 'zod';
import { VAT_RATES } from '../money/budget.ts';
import { articleMessages } from '../nl/article-messages.ts';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { optionalText, pageField, perPageField, required, requiredText } from './fields.ts';

const labels = articleMessages.fields;
const errors = articleMessages.errors;

/** The units an article is sold by; the value is what a budget line shows (`2,5 uur`, `1 stuk`). */
export const ARTICLE_UNITS = ['stuk', 'uur', 'km', 'set', 'dag', 'keer', 'pakket', 'm²'] as const;
export type ArticleUnit = (typeof ARTICLE_UNITS)[number];
export const ARTICLE_UNIT_LABELS: Record<ArticleUnit, string> = articleMessages.units;

/** A price at most € 1.000.000,00. */
export const ARTICLE_MAX_PRICE = 100_000_000;

/** The sort keys of GET /api/articles (`category`: the category's position, then the name). */
export const ARTICLE_SORTS = ['name', 'code', 'unit_price', 'category'] as const;
export type ArticleSortField = (typeof ARTICLE_SORTS)[number];
export const ARTICLE_SORT_LABELS: Record<ArticleSortField, string> = articleMessages.sorts;
const SORT_VALUES = ARTICLE_SORTS.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
export type ArticleSort = ArticleSortField | `-${ArticleSortField}`;

const versionField = () =>
  z
    .number({ error: required(messages.fields.version) })
    .int({ error: required(messages.fields.version) })
    .min(1);

const blankToNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional record id: an empty string is "none" (null). */
const optionalId = () => z.preprocess(blankToNull, z.string().trim().min(1).max(64).nullable().optional());

/** Integer cents excl. VAT, 0 to € 1.000.000,00 (`NaN`, what the money field gives for a non-amount, is refused). */
const cents = (field: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? required(field)
          : interpolate(errors.money, { field }),
    })
    .int({ error: interpolate(errors.money, { field }) })
    .min(0, { error: interpolate(errors.moneyNegative, { field }) })
    .max(ARTICLE_MAX_PRICE, { error: interpolate(errors.moneyTooLarge, { field }) });

const unitField = () =>
  z.enum(ARTICLE_UNITS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? required(labels.unit) : errors.unit),
  });

const vatRateField = () =>
  z.enum(VAT_RATES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? required(labels.vatRate) : errors.vatRate,
  });

const activeField = () => z.boolean({ error: errors.active });

const articleFields = {
  code: requiredText(labels.code, 1, 30),
  name: requiredText(labels.name, 1, 200),
  description: optionalText(labels.description, 2000),
  unit: unitField(),
  unitPrice: cents(labels.unitPrice),
  vatRate: vatRateField(),
  categoryId: optionalId(),
  supplierId: optionalId(),
  purchasePrice: z.preprocess(blankToNull, cents(labels.purchasePrice).nullable().optional()),
};

/** POST /api/articles (and POST /api/suppliers/:id/articles, where the path gives the supplier). */
export const createArticleSchema = z.object({
  ...articleFields,
  active: activeField().default(true),
});

/** PUT /api/articles/:id: the version read and the fields to change (absent fields keep their value). */
export const updateArticleSchema = z.object({
  version: versionField(),
  code: articleFields.code.optional(),
  name: articleFields.name.optional(),
  description: articleFields.description,
  unit: unitField().optional(),
  unitPrice: cents(labels.unitPrice).optional(),
  vatRate: vatRateField().optional(),
  categoryId: articleFields.categoryId,
  supplierId: articleFields.supplierId,
  purchasePrice: articleFields.purchasePrice,
  active: activeField().optional(),
});

const FILTER_KEYS = ['categoryId', 'supplierId', 'active', 'vatRate'];

/** `filter[category_id]=…` arrives as the flat key `filter[categoryId]`: gathered into one `filter` object. */
function gatherFilter(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const source = input as Record<string, unknown>;
  const nested = source['filter'];
  const filter: Record<string, unknown> = nested !== null && typeof nested === 'object' ? { ...nested } : {};
  for (const key of FILTER_KEYS) {
    const flat = source[`filter[${key}]`];
    if (flat !== undefined) filter[key] = flat;
  }
  return { ...source, filter };
}

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

const filterId = () => z.preprocess(emptyToUndefined, z.string().trim().min(1).max(64).optional());

/** GET /api/articles and GET /api/suppliers/:id/articles query (camelCase after conversion). */
export const listArticlesQuerySchema = z.preprocess(
  gatherFilter,
  z.object({
    search: optionalText(messages.fields.search, 100),
    page: pageField(),
    perPage: perPageField(25),
    sort: z.preprocess(emptyToUndefined, z.enum(SORT_VALUES, { error: errors.sort }).default('name')),
    filter: z
      .object({
        categoryId: filterId(),
        supplierId: filterId(),
        /** `true` or `false`; absent: active and inactive articles. */
        active: z.preprocess(
          emptyToUndefined,
          z
            .enum(['true', 'false'], { error: errors.activeFilter })
            .transform((value) => value === 'true')
            .optional(),
        ),
        vatRate: z.preprocess(emptyToUndefined, z.enum(VAT_RATES, { error: errors.vatRate }).optional()),
      })
      .default({}),
  }),
);

/** POST /api/categories. */
export const createCategorySchema = z.object({
  name: requiredText(labels.categoryName, 1, 100),
});

/** PUT /api/categories/:id: a new name, with the version read. */
export const updateCategorySchema = createCategorySchema.extend({ version: versionField() });

/** PUT /api/categories/order: every category of the organisation exactly once, in the new order. */
export const categoryOrderSchema = z.object({
  ids: z
    .array(z.string({ error: articleMessages.categoryErrors.orderId }).trim().min(1).max(64), {
      error: required(labels.categoryIds),
    })
    .max(1000, { error: articleMessages.categoryErrors.orderIncomplete })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: articleMessages.categoryErrors.orderIncomplete,
    }),
});

export type CreateArticleInput = z.input<typeof createArticleSchema>;
export type UpdateArticleInput = z.input<typeof updateArticleSchema>;
export type ListArticlesQuery = z.output<typeof listArticlesQuerySchema>;
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
export type CategoryOrderInput = z.input<typeof categoryOrderSchema>;
