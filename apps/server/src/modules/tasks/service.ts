import {
  canTakeWork,
  interpolate,
  messages,
  type createTaskSchema,
  type ListTasksQuery,
  type PaginationMeta,
  type Task,
  type updateTaskSchema,
} from '@afscheid/shared';
import type { z } from 'zod';
import type { Dossier, TasksTable } from '../../db/types.ts';
import { diffFields } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { conflictWith, updateWhereVersion, versionedEdit } from '../../lib/versioned.ts';
import { pageAnswer, pageWindow } from '../../lib/paging.ts';
import { assertDossierWritable, dossiersRepository } from '../dossiers/index.ts';
import { membersRepository } from '../members/index.ts';
import { usersRepository } from '../users/index.ts';
import { presentTask, todayInAmsterdam } from './presenter.ts';
import { tasksRepository, type TaskRow } from './repository.ts';
import { inTransaction } from '../../lib/transaction.ts';

type TaskFields = Pick<
  TasksTable,
  | 'title'
  | 'description'
  | 'assignee_id'
  | 'due_date'
  | 'priority'
  | 'status'
  | 'completed_at'
  | 'completed_by'
>;

const audit = (task: Pick<TaskRow, 'id' | 'organization_id'>) => ({
  organizationId: task.organization_id,
  entity: 'task',
  entityId: task.id,
});

const today = (ctx: ServiceContext) => todayInAmsterdam(ctx.clock);

function organizationOf(ctx: ServiceContext): string {
  if (!ctx.actor.organizationId) throw new Error('A task service needs an actor in an organisation.');
  return ctx.actor.organizationId;
}

/** The task as it is now, or 404 when it was deleted in between. */
async function currentTask(ctx: ServiceContext, organizationId: string, id: string): Promise<Task> {
  const latest = await tasksRepository.findById(ctx.db, organizationId, id);
  if (!latest) throw notFound();
  return presentTask(latest, today(ctx));
}

/**
 * An assignee is an active member of the organisation who may work on tasks: 422 otherwise (a read-only member,
 * the viewer, only reads along; issue 11).
 */
async function assertCanTakeTask(ctx: ServiceContext, organizationId: string, userId: string): Promise<void> {
  const membership = await membersRepository.findByUser(ctx.db, organizationId, userId);
  if (!membership || membership.status !== 'active') {
    throw new ValidationError({ assigneeId: [messages.work.tasks.assigneeNotMember] });
  }
  if (canTakeWork(membership.role, ctx.actor.organizationType ?? '', 'tasks')) return;
  const name = (await usersRepository.namesByIds(ctx.db, [userId])).get(userId) ?? '';
  throw new ValidationError({
    assigneeId: [interpolate(messages.dailyUse.people.assigneeReadOnly, { name })],
  });
}

/** GET /api/tasks: mine or all, by status, dossier and title; open overdue tasks first. */
export async function listTasks(
  ctx: ServiceContext,
  query: ListTasksQuery,
): Promise<{ data: Task[]; meta: PaginationMeta }> {
  const day = today(ctx);
  const { total, rows } = await tasksRepository.list(ctx.db, organizationOf(ctx), {
    assigneeId: query.scope === 'mine' ? ctx.actor.userId : undefined,
    status: query.status === 'all' ? undefined : query.status,
    dossierId: query.dossierId,
    search: query.search,
    overdue: query.overdue,
    today: day,
    ...pageWindow(query),
  });
  return pageAnswer(
    rows.map((row) => presentTask(row, day)),
    total,
    query,
  );
}

/** GET /api/dossiers/:id/tasks: the dossier's checklist in its order. */
export async function listDossierTasks(ctx: ServiceContext, dossier: Dossier): Promise<Task[]> {
  const rows = await tasksRepository.listForDossier(ctx.db, dossier.organization_id, dossier.id);
  const day = today(ctx);
  return rows.map((row) => presentTask(row, day));
}

export function showTask(ctx: ServiceContext, task: TaskRow): Task {
  return presentTask(task, today(ctx));
}

/** POST /api/tasks: on its own or on a dossier of the organisation that is not read-only. */
export async function createTask(
  ctx: ServiceContext,
  input: z.output<typeof createTaskSchema>,
): Promise<Task> {
  const organizationId = organizationOf(ctx);
  let dossier: Dossier | undefined;
  if (input.dossierId) {
    dossier = await dossiersRepository.findById(ctx.db, organizationId, input.dossierId);
    if (!dossier) throw new ValidationError({ dossierId: [messages.work.tasks.dossierNotFound] });
    assertDossierWritable(dossier);
  }
  if (input.assigneeId) await assertCanTakeTask(ctx, organizationId, input.assigneeId);
  const now = ctx.clock.now();
  const id = newId(now.getTime());
  const fields: TaskFields = {
    title: input.title,
    description: input.description ?? null,
    assignee_id: input.assigneeId ?? null,
    due_date: input.dueDate ?? null,
    priority: input.priority,
    status: 'open',
    completed_at: null,
    completed_by: null,
  };
  await inTransaction(ctx.db, async (trx) => {
    await tasksRepository.insert(trx, {
      ...fields,
      id,
      organization_id: organizationId,
      dossier_id: dossier?.id ?? null,
      position: dossier ? await tasksRepository.nextPosition(trx, dossier.id) : 0,
      version: 1,
      created_by: ctx.actor.userId,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await ctx.audit(trx, {
      ...audit({ id, organization_id: organizationId }),
      action: 'created',
      changes: {
        dossier_id: dossier?.id ?? null,
        title: fields.title,
        description: fields.description,
        assignee_id: fields.assignee_id,
        due_date: fields.due_date,
        priority: fields.priority,
      },
    });
  });
  return currentTask(ctx, organizationId, id);
}

/**
 * PUT /api/tasks/:id: the fields given change, with optimistic locking (a stale version is a 409 carrying the
 * current task). Marking it done records who and when; opening it again clears that.
 */
export async function updateTask(
  ctx: ServiceContext,
  task: TaskRow,
  { version, ...input }: z.output<typeof updateTaskSchema>,
): Promise<Task> {
  const current = () => currentTask(ctx, task.organization_id, task.id);
  const edit = { given: version, stored: task.version, current, message: messages.work.tasks.conflict };
  // A stale version is refused before anything else: the client first has to see what changed.
  if (version !== task.version) throw conflictWith(await current(), edit.message);
  if (task.dossier_status) assertDossierWritable({ status: task.dossier_status });
  if (input.assigneeId && input.assigneeId !== task.assignee_id) {
    await assertCanTakeTask(ctx, task.organization_id, input.assigneeId);
  }

  const now = ctx.clock.now();
  const values: Partial<TaskFields> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.assigneeId !== undefined) values.assignee_id = input.assigneeId;
  if (input.dueDate !== undefined) values.due_date = input.dueDate;
  if (input.priority !== undefined) values.priority = input.priority;
  if (input.status !== undefined && input.status !== task.status) {
    values.status = input.status;
    values.completed_at = input.status === 'done' ? iso(now) : null;
    values.completed_by = input.status === 'done' ? ctx.actor.userId : null;
  }
  const changes = diffFields(task, values);
  if (Object.keys(changes).length === 0) return presentTask(task, today(ctx));

  const action =
    values.status === undefined ? 'updated' : values.status === 'done' ? 'completed' : 'reopened';
  await versionedEdit(ctx.db, edit, async (trx) => {
    const where = { id: task.id, version: task.version, notDeleted: true };
    if (!(await updateWhereVersion(trx, 'tasks', where, { ...values, updated_at: iso(now) }))) return false;
    await ctx.audit(trx, { ...audit(task), action, changes });
    return true;
  });
  return current();
}

/** DELETE /api/tasks/:id: soft delete, audited. */
export async function deleteTask(ctx: ServiceContext, task: TaskRow): Promise<void> {
  if (task.dossier_status) assertDossierWritable({ status: task.dossier_status });
  await inTransaction(ctx.db, async (trx) => {
    if (!(await tasksRepository.softDelete(trx, task.id, iso(ctx.clock.now())))) return;
    await ctx.audit(trx, {
      ...audit(task),
      action: 'deleted',
      changes: { title: task.title, dossier_id: task.dossier_id },
    });
  });
}
