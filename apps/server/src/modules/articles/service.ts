import {
  foldedWords,
  foldText,
  interpolate,
  messages,
  nameSortKey,
  type ArticleData,
  type ArticleSortField,
  type createArticleSchema,
  type ListArticlesQuery,
  type PaginationMeta,
  type updateArticleSchema,
} from '@afscheid/shared';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { ArticlesTable } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound, ValidationError, type FieldErrors } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { categoryOfOrganization } from '../categories/index.ts';
import { presentArticle } from './presenter.ts';
import { articlesRepository, type ArticleRow, type SupplierRef } from './repository.ts';

const texts = messages.articles.errors;

type CreateInput = z.output<typeof createArticleSchema>;
type UpdateInput = z.output<typeof updateArticleSchema>;

/** The columns an article's own fields set (the rest are bookkeeping). */
type ArticleFields = Pick<
  ArticlesTable,
  | 'code'
  | 'name'
  | 'description'
  | 'unit'
  | 'unit_price'
  | 'vat_rate'
  | 'category_id'
  | 'supplier_id'
  | 'purchase_price'
  | 'active'
>;

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('An article service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

const audit = (organizationId: string, id: string) => ({ organizationId, entity: 'article', entityId: id });

/**
 * ` verz 01 verz-01 verzorging …`: the folded words of the code, name and description, each after a space, and
 * the whole code as one word, so a search word matches the start of a word (`LIKE '% word%'`).
 */
export function articleSearchText(fields: Pick<ArticleFields, 'code' | 'name' | 'description'>): string {
  const words = [
    ...foldedWords(fields.code),
    foldText(fields.code).replace(/\s+/g, ''),
    ...foldedWords(fields.name),
    ...foldedWords(fields.description),
  ].filter(Boolean);
  return ` ${[...new Set(words)].join(' ')}`;
}

/** The columns kept in step with the code, name and description. */
const searchColumns = (fields: Pick<ArticleFields, 'code' | 'name' | 'description'>) => ({
  search_text: articleSearchText(fields),
  sort_name: nameSortKey([fields.name]),
});

/** A search split into at most 6 folded words of at most 40 characters. */
const searchWordsOf = (search: string | null | undefined) =>
  [...new Set(foldedWords(search).map((word) => word.slice(0, 40)))].slice(0, 6);

/**
 * A foreign-key violation on either engine (PostgreSQL `23503`, SQLite `SQLITE_CONSTRAINT_FOREIGNKEY`): the
 * category or supplier was deleted between the check and the write.
 */
const isForeignKeyViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

const codeTaken = (code: string): FieldErrors => ({ code: [interpolate(texts.codeTaken, { code })] });

async function currentArticle(ctx: ServiceContext, organizationId: string, id: string): Promise<ArticleData> {
  const row = await articlesRepository.findById(ctx.db, organizationId, id);
  if (!row) throw notFound();
  return presentArticle(row);
}

/**
 * The references and the code of a new or changed article: a category and a supplier of the organisation, a
 * code no other article has. Every problem at once, as 422 field errors.
 */
async function checkFields(
  ctx: ServiceContext,
  organizationId: string,
  fields: Partial<Pick<ArticleFields, 'code' | 'category_id' | 'supplier_id'>>,
  except?: string,
): Promise<void> {
  const errors: FieldErrors = {};
  if (fields.code !== undefined) {
    const other = await articlesRepository.findByCode(ctx.db, organizationId, fields.code);
    if (other && other.id !== except) Object.assign(errors, codeTaken(fields.code));
  }
  if (fields.category_id && !(await categoryOfOrganization(ctx, organizationId, fields.category_id))) {
    errors.categoryId = [texts.categoryNotFound];
  }
  if (fields.supplier_id && !(await articlesRepository.findSupplier(ctx.db, organizationId, fields.supplier_id))) {
    errors.supplierId = [texts.supplierNotFound];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** GET /api/articles (and a supplier's articles): search, filters, sort and a page. */
export async function listArticles(
  ctx: ServiceContext,
  query: ListArticlesQuery,
  supplier?: SupplierRef,
): Promise<{ data: ArticleData[]; meta: PaginationMeta }> {
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as ArticleSortField;
  const { total, rows } = await articlesRepository.list(ctx.db, organizationOf(ctx), {
    words: searchWordsOf(query.search),
    categoryId: query.filter.categoryId,
    supplierId: supplier?.id ?? query.filter.supplierId,
    active: query.filter.active,
    vatRate: query.filter.vatRate,
    sort: { field, descending },
    ...pageWindow(query),
  });
  return pageAnswer(rows.map(presentArticle), total, query);
}

export const showArticle = (article: ArticleRow): ArticleData => presentArticle(article);

/** POST /api/articles; POST /api/suppliers/:id/articles gives the supplier (the path wins over the body). */
export async function createArticle(ctx: ServiceContext, input: CreateInput, supplier?: SupplierRef): Promise<ArticleData> {
  const organizationId = organizationOf(ctx);
  const fields: ArticleFields = {
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    unit: input.unit,
    unit_price: input.unitPrice,
    vat_rate: input.vatRate,
    category_id: input.categoryId ?? null,
    supplier_id: supplier?.id ?? input.supplierId ?? null,
    purchase_price: input.purchasePrice ?? null,
    active: input.active ? 1 : 0,
  };
  await checkFields(ctx, organizationId, fields);
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  try {
    await inTransaction(ctx.db, async (trx) => {
      await articlesRepository.insert(trx, {
        ...fields,
        ...searchColumns(fields),
        id,
        organization_id: organizationId,
        version: 1,
        created_by: ctx.actor.userId,
        updated_by: ctx.actor.userId,
        created_at: iso(now),
        updated_at: iso(now),
      });
      await ctx.audit(trx, { ...audit(organizationId, id), action: 'created', changes: { ...fields } });
    });
  } catch (error) {
    // A simultaneous request with the same code won the race: the same answer as the check.
    if (isUniqueViolation(error)) throw new ValidationError(codeTaken(fields.code));
    // The category or supplier went in between: the check now says which.
    if (isForeignKeyViolation(error)) await checkFields(ctx, organizationId, fields);
    throw error;
  }
  return currentArticle(ctx, organizationId, id);
}

/**
 * PUT /api/articles/:id: the fields given change, with optimistic locking (a stale version is a 409 carrying
 * the current article). Old budget lines keep what they copied; only new lines see the change.
 */
export async function updateArticle(
  ctx: ServiceContext,
  article: ArticleRow,
  { version, ...input }: UpdateInput,
): Promise<ArticleData> {
  const organizationId = article.organization_id;
  const current = () => currentArticle(ctx, organizationId, article.id);
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== article.version) throw conflictWith(await current(), texts.conflict);

  const values: Partial<ArticleFields> = {};
  if (input.code !== undefined) values.code = input.code;
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.unit !== undefined) values.unit = input.unit;
  if (input.unitPrice !== undefined) values.unit_price = input.unitPrice;
  if (input.vatRate !== undefined) values.vat_rate = input.vatRate;
  if (input.categoryId !== undefined) values.category_id = input.categoryId;
  if (input.supplierId !== undefined) values.supplier_id = input.supplierId;
  if (input.purchasePrice !== undefined) values.purchase_price = input.purchasePrice;
  if (input.active !== undefined) values.active = input.active ? 1 : 0;
  const stored: ArticleFields = {
    code: article.code,
    name: article.name,
    description: article.description,
    unit: article.unit,
    unit_price: Number(article.unit_price),
    vat_rate: article.vat_rate,
    category_id: article.category_id,
    supplier_id: article.supplier_id,
    purchase_price: article.purchase_price === null ? null : Number(article.purchase_price),
    active: Number(article.active),
  };
  const changes = diffFields(stored, values);
  if (Object.keys(changes).length === 0) return presentArticle(article);
  await checkFields(
    ctx,
    organizationId,
    {
      code: 'code' in changes ? values.code : undefined,
      category_id: 'category_id' in changes ? values.category_id : undefined,
      supplier_id: 'supplier_id' in changes ? values.supplier_id : undefined,
    },
    article.id,
  );

  const next = { ...stored, ...values };
  const update: Updateable<ArticlesTable> = {
    ...values,
    ...searchColumns(next),
    updated_by: ctx.actor.userId,
    updated_at: iso(ctx.clock.now()),
  };
  try {
    await versionedEdit(
      ctx.db,
      { given: version, stored: article.version, current, message: texts.conflict },
      async (trx) => {
        const where = { id: article.id, version: article.version, organizationId };
        if (!(await updateWhereVersion(trx, 'articles', where, update))) return false;
        await ctx.audit(trx, { ...audit(organizationId, article.id), action: 'updated', changes });
        return true;
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(codeTaken(next.code));
    if (isForeignKeyViolation(error)) await checkFields(ctx, organizationId, next, article.id);
    throw error;
  }
  return current();
}

/** DELETE /api/articles/:id: only while no budget line uses it (409: make it inactive instead). */
export async function deleteArticle(ctx: ServiceContext, article: ArticleRow): Promise<void> {
  const organizationId = article.organization_id;
  await inTransaction(ctx.db, async (trx) => {
    // Locked first (PostgreSQL): a budget line saved with this article at the same time waits for the delete.
    const locked = await articlesRepository.lockForWrite(trx, organizationId, article.id);
    if (!locked) throw notFound();
    const count = await articlesRepository.budgetLineCount(trx, article.id);
    if (count > 0) {
      const lines = count === 1 ? texts.inUseOne : interpolate(texts.inUseMany, { count });
      throw new HttpError(409, interpolate(texts.inUse, { lines }));
    }
    await articlesRepository.delete(trx, organizationId, article.id);
    await ctx.audit(trx, {
      ...audit(organizationId, article.id),
      action: 'deleted',
      changes: { code: locked.code, name: locked.name },
    });
  });
}
