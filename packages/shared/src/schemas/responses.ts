/**
 * Building blocks of the response schemas: what the server answers, as Zod schemas in camelCase (the wire is
 * snake_case). Routes declare them (the server checks every answer against them and the OpenAPI document is
 * generated from them); the web app uses the inferred types.
 */
import { z } from 'zod';

/** `{ data: T }`, the answer of a single record. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const paginationMetaSchema = z.object({
  currentPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});

/** `{ data: T[], meta }`, a page of a list. */
export const pageOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), meta: paginationMetaSchema });

/**
 * Above this many matches a large list (the dossiers) stops counting: its total says "meer dan 1.000" instead
 * of counting 100,000 rows for every search (issue 17).
 */
export const LIST_COUNT_CAP = 1000;

/**
 * The meta of a list whose total may be capped: the pagination meta and `totalCapped`, true when there are more
 * than `total` (= LIST_COUNT_CAP) matches; `lastPage` is then the last page known to exist (the cap's pages, or
 * the page after the current one while rows follow it).
 */
export const cappedPaginationMetaSchema = paginationMetaSchema.extend({ totalCapped: z.boolean() });

export type CappedPaginationMeta = z.infer<typeof cappedPaginationMetaSchema>;

/** `{ data: T[], meta }`, a page of a list whose total may be capped. */
export const cappedPageOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), meta: cappedPaginationMetaSchema });

/** `{ data: T[] }`, a list without pages. */
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });

/** A record's id in the path. Any string: an id that is not found (or not yours) is a 404, never a 422. */
export const idParamsSchema = z.object({ id: z.string() });

/** The answer without a body (204) and the error answers, for the OpenAPI document. */
export const noContentSchema = z.null().describe('Geen inhoud');
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  data: z.unknown().optional(),
});

export const userRefSchema = z.object({ id: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** The body of an action that takes no input (POST /logout, …): any JSON object, nothing read from it. */
export const emptyBodySchema = z.object({});
