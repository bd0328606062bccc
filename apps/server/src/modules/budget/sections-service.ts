import {
  interpolate,
  messages,
  type BudgetSectionData,
  type budgetSectionOrderSchema,
  type createBudgetSectionSchema,
  type updateBudgetSectionSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { conflictWith } from '../../lib/versioned.ts';
import type { Db } from '../../db/types.ts';
import { presentSection } from './presenter.ts';
import { budgetRepository, type BudgetSectionRow } from './repository.ts';

const errors = messages.budget.errors;
const STALE = Symbol('stale');

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A budget service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

const sectionEvent = (organizationId: string, id: string | null) => ({
  organizationId,
  entity: 'budget_section',
  entityId: id,
});

/**
 * The organisation's sections in their order; the first time an organisation needs them (it has none), the
 * default set is created. Idempotent and safe when two requests do it at once: the unique name lets one win.
 */
export async function ensureSections(
  db: Db,
  organizationId: string,
  now: Date,
  options: { counts?: boolean } = {},
): Promise<BudgetSectionRow[]> {
  const existing = await budgetRepository.listSections(db, organizationId, options);
  if (existing.length > 0) return existing;
  const stamp = iso(now);
  await budgetRepository.insertSectionsIfMissing(
    db,
    messages.budget.defaultSections.map((name, position) => ({
      id: newId(now.getTime()),
      organization_id: organizationId,
      name,
      position,
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  return budgetRepository.listSections(db, organizationId, options);
}

async function currentSection(
  ctx: ServiceContext,
  organizationId: string,
  id: string,
): Promise<BudgetSectionData> {
  const row = (await budgetRepository.listSections(ctx.db, organizationId)).find(
    (section) => section.id === id,
  );
  if (!row) throw notFound();
  return presentSection(row);
}

const nameTaken = () => new ValidationError({ name: [errors.sectionNameTaken] });

/** GET /api/budget-sections. */
export async function listBudgetSections(ctx: ServiceContext): Promise<BudgetSectionData[]> {
  return (await ensureSections(ctx.db, organizationOf(ctx), ctx.clock.now())).map(presentSection);
}

/** POST /api/budget-sections: a new section at the end. */
export async function createBudgetSection(
  ctx: ServiceContext,
  input: z.output<typeof createBudgetSectionSchema>,
): Promise<BudgetSectionData> {
  const organizationId = organizationOf(ctx);
  const now = ctx.clock.now();
  await ensureSections(ctx.db, organizationId, now);
  const id = newId(now.getTime());
  try {
    await inTransaction(ctx.db, async (trx) => {
      const position = await budgetRepository.nextSectionPosition(trx, organizationId);
      await ctx.audit(trx, {
        ...sectionEvent(organizationId, id),
        action: 'created',
        changes: { name: input.name, position },
      });
      await budgetRepository.insertSection(trx, {
        id,
        organization_id: organizationId,
        name: input.name,
        position,
        version: 1,
        created_at: iso(now),
        updated_at: iso(now),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return currentSection(ctx, organizationId, id);
}

/** PUT /api/budget-sections/:id: renames, with optimistic locking (409 with the current section). */
export async function renameBudgetSection(
  ctx: ServiceContext,
  section: { id: string; organization_id: string; name: string; version: number },
  input: z.output<typeof updateBudgetSectionSchema>,
): Promise<BudgetSectionData> {
  const current = () => currentSection(ctx, section.organization_id, section.id);
  if (input.version !== section.version) throw conflictWith(await current(), errors.sectionConflict);
  if (input.name === section.name) return current();
  try {
    await inTransaction(ctx.db, async (trx) => {
      await ctx.audit(trx, {
        ...sectionEvent(section.organization_id, section.id),
        action: 'updated',
        changes: { name: { from: section.name, to: input.name } },
      });
      const result = await trx
        .updateTable('budget_sections')
        .set({ name: input.name, version: section.version + 1, updated_at: iso(ctx.clock.now()) })
        .where('id', '=', section.id)
        .where('organization_id', '=', section.organization_id)
        .where('version', '=', section.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw STALE;
    });
  } catch (error) {
    if (error === STALE) throw conflictWith(await current(), errors.sectionConflict);
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return current();
}

/** DELETE /api/budget-sections/:id: only a section no line uses (409 otherwise). */
export async function deleteBudgetSection(
  ctx: ServiceContext,
  section: { id: string; organization_id: string; name: string },
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const count = await budgetRepository.linesInSection(trx, section.id);
    if (count > 0) throw new HttpError(409, interpolate(errors.sectionInUse, { count }));
    if (!(await budgetRepository.deleteSection(trx, section.organization_id, section.id))) throw notFound();
    await ctx.audit(trx, {
      ...sectionEvent(section.organization_id, section.id),
      action: 'deleted',
      changes: { name: section.name },
    });
  });
}

/** PUT /api/budget-sections/order: every section of the organisation exactly once (422 otherwise). */
export async function orderBudgetSections(
  ctx: ServiceContext,
  input: z.output<typeof budgetSectionOrderSchema>,
): Promise<BudgetSectionData[]> {
  const organizationId = organizationOf(ctx);
  const now = ctx.clock.now();
  await ensureSections(ctx.db, organizationId, now);
  await inTransaction(ctx.db, async (trx) => {
    const sections = await budgetRepository.listSections(trx, organizationId);
    const known = new Set(sections.map((section) => section.id));
    const given = new Set(input.ids);
    const exact =
      given.size === input.ids.length && given.size === known.size && input.ids.every((id) => known.has(id));
    if (!exact) throw new ValidationError({ ids: [errors.sectionOrder] });
    const before = sections.map((section) => section.name);
    const byId = new Map(sections.map((section) => [section.id, section]));
    const after = input.ids.map((id) => byId.get(id)!.name);
    if (before.every((name, index) => name === after[index])) return;
    for (const [position, id] of input.ids.entries()) {
      if (Number(byId.get(id)!.position) !== position) {
        await budgetRepository.setSectionPosition(trx, organizationId, id, position, iso(now));
      }
    }
    await ctx.audit(trx, {
      ...sectionEvent(organizationId, null),
      action: 'reordered',
      changes: { order: { from: before, to: after } },
    });
  });
  return (await budgetRepository.listSections(ctx.db, organizationId)).map(presentSection);
}
