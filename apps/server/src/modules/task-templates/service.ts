import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_TASK_TEMPLATES,
  taskTemplatesSchema,
  type DossierType,
  type TaskTemplateItem,
  type TaskTemplatesData,
} from '@afscheid/shared';
import type { Db, TaskTemplate } from '../../db/types.ts';
import { recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { taskTemplatesRepository } from './repository.ts';

/** An item of a standard list with the template row it came from (null for the built-in defaults). */
export type EffectiveTemplate = TaskTemplateItem & { templateId: string | null };

const toItem = (row: TaskTemplate): TaskTemplateItem => ({
  title: row.title,
  description: row.description,
  priority: row.priority,
  dueOffsetDays: row.due_offset_days,
});

const defaults = (type: DossierType): TaskTemplateItem[] =>
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

export function showTemplates(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<TaskTemplatesData> {
  return presentTemplates(request.server.deps.db, access.organization.id);
}

/** Replaces the standard list of one dossier type; dossiers created earlier keep their tasks. */
export async function replaceTemplates(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<TaskTemplatesData> {
  const { db, clock } = request.server.deps;
  const input = parseInput(taskTemplatesSchema, request.body);
  const organizationId = access.organization.id;
  const now = clock.now();
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
  await db.transaction().execute(async (trx) => {
    await taskTemplatesRepository.replace(
      trx,
      organizationId,
      input.dossierType,
      items,
      access.user.id,
      iso(now),
    );
    await recordAudit(trx, request, {
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
