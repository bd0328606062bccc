import type { FastifyRequest } from 'fastify';
import {
  createTaskSchema,
  listTasksQuerySchema,
  messages,
  updateTaskSchema,
  type PaginationMeta,
  type Task,
} from '@afscheid/shared';
import type { Db, Dossier, TasksTable } from '../../db/types.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { iso } from '../../lib/clock.ts';
import { HttpError, notFound, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { OrganizationAccess } from '../../plugins/authorize.ts';
import { assertDossierWritable, findDossierInOrganization, type DossierAccess } from '../dossiers/access.ts';
import { membersRepository } from '../members/repository.ts';
import { presentTask, todayInAmsterdam } from './presenter.ts';
import { tasksRepository, type TaskRow } from './repository.ts';

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

const audit = (access: OrganizationAccess, taskId: string) => ({
  organizationId: access.organization.id,
  entity: 'task',
  entityId: taskId,
});

const today = (request: FastifyRequest) => todayInAmsterdam(request.server.deps.clock);

/** GET /api/tasks: mine or all, by status, dossier and title; open overdue tasks first. */
export async function listTasks(
  request: FastifyRequest,
  access: OrganizationAccess,
): Promise<{ data: Task[]; meta: PaginationMeta }> {
  const query = parseInput(listTasksQuerySchema, request.query);
  const day = today(request);
  const { total, rows } = await tasksRepository.list(request.server.deps.db, access.organization.id, {
    assigneeId: query.scope === 'mine' ? access.user.id : undefined,
    status: query.status === 'all' ? undefined : query.status,
    dossierId: query.dossierId,
    search: query.search,
    today: day,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: rows.map((row) => presentTask(row, day)),
    meta: {
      currentPage: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

/** GET /api/dossiers/:id/tasks: the dossier's checklist in its order. */
export async function listDossierTasks(request: FastifyRequest, access: DossierAccess): Promise<Task[]> {
  const rows = await tasksRepository.listForDossier(
    request.server.deps.db,
    access.organization.id,
    access.dossier.id,
  );
  const day = today(request);
  return rows.map((row) => presentTask(row, day));
}

export async function showTask(request: FastifyRequest, access: OrganizationAccess): Promise<Task> {
  return presentTask(await findTask(request, access), today(request));
}

/** POST /api/tasks: on its own or on a dossier of the organisation that is not read-only. */
export async function createTask(request: FastifyRequest, access: OrganizationAccess): Promise<Task> {
  const { db, clock } = request.server.deps;
  const input = parseInput(createTaskSchema, request.body);
  let dossier: Dossier | undefined;
  if (input.dossierId) {
    dossier = await findDossierInOrganization(db, access.organization.id, input.dossierId);
    if (!dossier) throw new ValidationError({ dossierId: [messages.work.tasks.dossierNotFound] });
    assertDossierWritable(dossier);
  }
  if (input.assigneeId) await assertActiveMember(db, access, input.assigneeId);
  const now = clock.now();
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
  await db.transaction().execute(async (trx) => {
    await tasksRepository.insert(trx, {
      ...fields,
      id,
      organization_id: access.organization.id,
      dossier_id: dossier?.id ?? null,
      position: dossier ? await tasksRepository.nextPosition(trx, dossier.id) : 0,
      version: 1,
      created_by: access.user.id,
      created_at: iso(now),
      updated_at: iso(now),
    });
    await recordAudit(trx, request, {
      ...audit(access, id),
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
  return presentTask((await tasksRepository.findById(db, access.organization.id, id))!, today(request));
}

/**
 * PUT /api/tasks/:id: the fields given change, with optimistic locking (a stale version is a 409 carrying the
 * current task). Marking it done records who and when; opening it again clears that.
 */
export async function updateTask(request: FastifyRequest, access: OrganizationAccess): Promise<Task> {
  const { db, clock } = request.server.deps;
  const task = await findTask(request, access);
  const { version, ...input } = parseInput(updateTaskSchema, request.body);
  const conflict = async () => {
    const latest = await tasksRepository.findById(db, access.organization.id, task.id);
    if (!latest) return notFound();
    return new HttpError(409, messages.work.tasks.conflict, { data: presentTask(latest, today(request)) });
  };
  if (version !== task.version) throw await conflict();
  if (task.dossier_status) assertDossierWritable({ status: task.dossier_status });
  if (input.assigneeId && input.assigneeId !== task.assignee_id) {
    await assertActiveMember(db, access, input.assigneeId);
  }

  const now = clock.now();
  const values: Partial<TaskFields> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.assigneeId !== undefined) values.assignee_id = input.assigneeId;
  if (input.dueDate !== undefined) values.due_date = input.dueDate;
  if (input.priority !== undefined) values.priority = input.priority;
  if (input.status !== undefined && input.status !== task.status) {
    values.status = input.status;
    values.completed_at = input.status === 'done' ? iso(now) : null;
    values.completed_by = input.status === 'done' ? access.user.id : null;
  }
  const changes = diffFields(task, values);
  if (Object.keys(changes).length === 0) return presentTask(task, today(request));

  const action =
    values.status === undefined ? 'updated' : values.status === 'done' ? 'completed' : 'reopened';
  const updated = await db.transaction().execute(async (trx) => {
    const done = await tasksRepository.updateVersioned(trx, task.id, version, {
      ...values,
      updated_at: iso(now),
    });
    if (!done) return false;
    await recordAudit(trx, request, { ...audit(access, task.id), action, changes });
    return true;
  });
  if (!updated) throw await conflict();
  return presentTask((await tasksRepository.findById(db, access.organization.id, task.id))!, today(request));
}

/** DELETE /api/tasks/:id: soft delete, audited. */
export async function deleteTask(request: FastifyRequest, access: OrganizationAccess): Promise<void> {
  const { db, clock } = request.server.deps;
  const task = await findTask(request, access);
  if (task.dossier_status) assertDossierWritable({ status: task.dossier_status });
  await db.transaction().execute(async (trx) => {
    if (!(await tasksRepository.softDelete(trx, task.id, iso(clock.now())))) return;
    await recordAudit(trx, request, {
      ...audit(access, task.id),
      action: 'deleted',
      changes: { title: task.title, dossier_id: task.dossier_id },
    });
  });
}

/** The task `:id` of the active organisation, not deleted; 404 otherwise (before the body is read). */
async function findTask(request: FastifyRequest, access: OrganizationAccess): Promise<TaskRow> {
  const { id } = request.params as { id: string };
  const task = await tasksRepository.findById(request.server.deps.db, access.organization.id, id);
  if (!task) throw notFound();
  return task;
}

/** An assignee is an active member of the organisation: 422 otherwise. */
async function assertActiveMember(db: Db, access: OrganizationAccess, userId: string): Promise<void> {
  const membership = await membersRepository.findByUser(db, access.organization.id, userId);
  if (membership?.status !== 'active') {
    throw new ValidationError({ assigneeId: [messages.work.tasks.assigneeNotMember] });
  }
}
