import {
  DEFAULT_TASK_TEMPLATES,
  type DossierType,
  type TaskTemplatesData,
  type taskTemplatesSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Db, TaskTemplate } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { taskTemplatesRepository } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

type Item = TaskTemplatesData['cremation'][number];

/** An item of a standard list with the template row it came from (null for the built-in defaults). */
export type EffectiveTemplate = Item & { templateId: string | null };

const toItem = (row: TaskTemplate): Item => ({
  title: row.title,
  description: row.description,
  priority: row.priority,
  dueOffsetDays: row.due_offset_days,
});

const defaults = (type: DossierType): Item[] =>
  DEFAULT_TASK_TEMPLATES[type].map((item) => ({
    title: item.title,
    description: item.description ?? null,
    priority: item.priority,
    dueOffsetDays: item.dueOffsetDays ?? null,
  }));

/** The list a new dossier of this type gets: the organisation's own, or the defaults until it saved one. */
export async function templatesForNewDossier(
  db: Db,
  organizationId: string,
  type: DossierType,
): Promise<EffectiveTemplate[]> {
  if (!(await taskTemplatesRepository.savedTypes(db, organizationId, type)).has(type)) {
    return defaults(type).map((item) => ({ ...item, templateId: null }));
  }
  const rows = await taskTemplatesRepository.items(db, organizationId, type);
  return rows.map((row) => ({ ...toItem(row), templateId: row.id }));
}

async function presentTemplates(db: Db, organizationId: string): Promise<TaskTemplatesData> {
  const [rows, saved] = await Promise.all([
    taskTemplatesRepository.items(db, organizationId),
    taskTemplatesRepository.savedTypes(db, organizationId),
  ]);
  const listOf = (type: DossierType) =>
    saved.has(type) ? rows.filter((row) => row.dossier_type === type).map(toItem) : defaults(type);
  return {
    cremation: listOf('cremation'),
    burial: listOf('burial'),
    isDefault: { cremation: !saved.has('cremation'), burial: !saved.has('burial') },
  };
}

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('The standard task lists need an actor in an organisation.');
  return ctx.actor.organizationId;
}

export function showTemplates(ctx: ServiceContext): Promise<TaskTemplatesData> {
  return presentTemplates(ctx.db, organizationOf(ctx));
}

/** Replaces the standard list of one dossier type; dossiers created earlier keep their tasks. */
export async function replaceTemplates(
  ctx: ServiceContext,
  input: z.output<typeof taskTemplatesSchema>,
): Promise<TaskTemplatesData> {
  const { db } = ctx;
  const organizationId = organizationOf(ctx);
  const now = ctx.clock.now();
  const before = await presentTemplates(db, organizationId);
  const items = input.items.map((item, position) => ({
    id: newId(now.getTime()),
    organization_id: organizationId,
    dossier_type: input.dossierType,
    title: item.title,
    description: item.description ?? null,
    priority: item.priority,
    due_offset_days: item.dueOffsetDays ?? null,
    position,
    created_at: iso(now),
    updated_at: iso(now),
  }));
  await inTransaction(db, async (trx) => {
    await taskTemplatesRepository.replace(
      trx,
      organizationId,
      input.dossierType,
      items,
      ctx.actor.userId,
      iso(now),
    );
    await ctx.audit(trx, {
      organizationId,
      entity: 'task_templates',
      entityId: organizationId,
      action: 'updated',
      changes: {
        dossier_type: input.dossierType,
        items: {
          from: before[input.dossierType].map((item) => item.title),
          to: items.map((item) => item.title),
        },
      },
    });
  });
  return presentTemplates(db, organizationId);
}
