import { interpolate, messages, type CategoryData, type categoryOrderSchema, type createCategorySchema, type updateCategorySchema } from '@afscheid/shared';
import type { z } from 'zod';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { presentCategory } from './presenter.ts';
import { categoriesRepository, type CategoryRow } from './repository.ts';

const texts = messages.articles.categoryErrors;

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A category service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

const audit = (organizationId: string, id: string) => ({ organizationId, entity: 'category', entityId: id });

const nameTaken = (name: string) => new ValidationError({ name: [interpolate(texts.nameTaken, { name })] });

/** Another category of the organisation already has this name: 422 on `name`. */
async function assertNameFree(ctx: ServiceContext, organizationId: string, name: string, except?: string) {
  const other = await categoriesRepository.findByName(ctx.db, organizationId, name);
  if (other && other.id !== except) throw nameTaken(name);
}

async function currentCategory(ctx: ServiceContext, organizationId: string, id: string): Promise<CategoryData> {
  const row = await categoriesRepository.findById(ctx.db, organizationId, id);
  if (!row) throw notFound();
  return presentCategory(row);
}

/** GET /api/categories: the organisation's categories in its order, each with its number of articles. */
export async function listCategories(ctx: ServiceContext): Promise<CategoryData[]> {
  return (await categoriesRepository.list(ctx.db, organizationOf(ctx))).map(presentCategory);
}

/** POST /api/categories: a new category at the end of the order; a name is unique per organisation. */
export async function createCategory(
  ctx: ServiceContext,
  input: z.output<typeof createCategorySchema>,
): Promise<CategoryData> {
  const organizationId = organizationOf(ctx);
  await assertNameFree(ctx, organizationId, input.name);
  const now = iso(ctx.clock.now());
  const id = newId(ctx.clock.now().getTime());
  try {
    await inTransaction(ctx.db, async (trx) => {
      await categoriesRepository.insert(trx, {
        id,
        organization_id: organizationId,
        name: input.name,
        position: await categoriesRepository.nextPosition(trx, organizationId),
        version: 1,
        created_at: now,
        updated_at: now,
      });
      await ctx.audit(trx, { ...audit(organizationId, id), action: 'created', changes: { name: input.name } });
    });
  } catch (error) {
    // A simultaneous request with the same name won the race: the same answer as the check.
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return currentCategory(ctx, organizationId, id);
}

/** PUT /api/categories/:id: a new name, with optimistic locking (409 with the current category). */
export async function renameCategory(
  ctx: ServiceContext,
  category: CategoryRow,
  { version, name }: z.output<typeof updateCategorySchema>,
): Promise<CategoryData> {
  const organizationId = category.organization_id;
  const current = () => currentCategory(ctx, organizationId, category.id);
  if (version !== category.version) throw conflictWith(await current(), texts.conflict);
  if (name === category.name) return presentCategory(category);
  await assertNameFree(ctx, organizationId, name, category.id);
  try {
    await versionedEdit(
      ctx.db,
      { given: version, stored: category.version, current, message: texts.conflict },
      async (trx) => {
        const where = { id: category.id, version: category.version, organizationId };
        if (!(await updateWhereVersion(trx, 'categories', where, { name, updated_at: iso(ctx.clock.now()) }))) {
          return false;
        }
        await ctx.audit(trx, {
          ...audit(organizationId, category.id),
          action: 'updated',
          changes: { name: { from: category.name, to: name } },
        });
        return true;
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
  return current();
}

/**
 * PUT /api/categories/order: every category of the organisation exactly once, in the new order (422 otherwise,
 * nothing changed). Positions become 0, 1, 2, …; versions stay (the order is not part of a category's edit).
 */
export async function reorderCategories(
  ctx: ServiceContext,
  { ids }: z.output<typeof categoryOrderSchema>,
): Promise<CategoryData[]> {
  const organizationId = organizationOf(ctx);
  await inTransaction(ctx.db, async (trx) => {
    const existing = await categoriesRepository.idsForWrite(trx, organizationId);
    const known = new Set(existing.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw new ValidationError({ ids: [texts.orderId] });
    if (ids.length !== known.size || new Set(ids).size !== ids.length) {
      throw new ValidationError({ ids: [texts.orderIncomplete] });
    }
    const before = [...existing].sort((a, b) => Number(a.position) - Number(b.position)).map((row) => row.id);
    const now = iso(ctx.clock.now());
    for (const [position, id] of ids.entries()) {
      await categoriesRepository.setPosition(trx, organizationId, id, position, now);
    }
    await ctx.audit(trx, {
      organizationId,
      entity: 'category',
      entityId: null,
      action: 'reordered',
      changes: { order: { from: before, to: ids } },
    });
  });
  return listCategories(ctx);
}

/** DELETE /api/categories/:id: only when no article uses it (409 naming how many do). */
export async function deleteCategory(ctx: ServiceContext, category: CategoryRow): Promise<void> {
  const organizationId = category.organization_id;
  await inTransaction(ctx.db, async (trx) => {
    // Locked first (PostgreSQL): an article saved with this category at the same time waits for the delete.
    const locked = await categoriesRepository.lockForWrite(trx, organizationId, category.id);
    if (!locked) throw notFound();
    const count = await categoriesRepository.articleCount(trx, category.id);
    if (count > 0) {
      const articles = count === 1 ? texts.inUseOne : interpolate(texts.inUseMany, { count });
      throw new HttpError(409, interpolate(texts.inUse, { articles }));
    }
    await categoriesRepository.delete(trx, organizationId, category.id);
    await ctx.audit(trx, { ...audit(organizationId, category.id), action: 'deleted', changes: { name: locked.name } });
  });
}

/** A category of the organisation (another organisation's is `undefined`), for the articles module. */
export function categoryOfOrganization(ctx: Pick<ServiceContext, 'db'>, organizationId: string, id: string) {
  return categoriesRepository.findById(ctx.db, organizationId, id);
}
