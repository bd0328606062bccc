import { sql, type Insertable } from 'kysely';
import type { Db, TasksTable } from '../../db/types.ts';

const TASK_COLUMNS = [
  't.id as id',
  't.organization_id as organization_id',
  't.dossier_id as dossier_id',
  't.title as title',
  't.description as description',
  't.assignee_id as assignee_id',
  'assignee.name as assignee_name',
  't.due_date as due_date',
  't.priority as priority',
  't.status as status',
  't.completed_at as completed_at',
  't.completed_by as completed_by',
  'completer.name as completed_by_name',
  't.position as position',
  't.version as version',
  't.created_at as created_at',
  't.updated_at as updated_at',
  'd.number as dossier_number',
  'd.status as dossier_status',
  'd.deceased_first_names as dossier_first_names',
  'd.deceased_name_prefix as dossier_name_prefix',
  'd.deceased_last_name as dossier_last_name',
] as const;

/** The organisation's live tasks: not deleted, and a task of a deleted dossier is gone with it. */
const liveTasks = (db: Db, organizationId: string) =>
  db
    .selectFrom('tasks as t')
    .leftJoin('dossiers as d', 'd.id', 't.dossier_id')
    .where('t.organization_id', '=', organizationId)
    .where('t.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('t.dossier_id', 'is', null), eb('d.deleted_at', 'is', null)]));

/** Live tasks with the names the presenter shows. */
const tasksWithNames = (db: Db, organizationId: string) =>
  liveTasks(db, organizationId)
    .leftJoin('users as assignee', 'assignee.id', 't.assignee_id')
    .leftJoin('users as completer', 'completer.id', 't.completed_by');

export type TaskListFilter = {
  /** Only the tasks assigned to this user (scope `mine`). */
  assigneeId?: string;
  status?: 'open' | 'done';
  dossierId?: string;
  search?: string | null;
  /** Only the overdue tasks: open and due before `today`. */
  overdue?: boolean;
  /** Today in Europe/Amsterdam (`YYYY-MM-DD`): open tasks due before it are overdue and come first. */
  today: string;
  limit: number;
  offset: number;
};

/** `%`, `_` and `!` in a search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Queries for tasks; every lookup is scoped to the organisation, deleted tasks never show. */
export const tasksRepository = {
  /**
   * The organisation that holds a live record, whatever the caller's organisation: the one query across
   * organisations, for the "overstappen naar …" offer, answered only to the record's own members (decision 009).
   */
  organizationOf: async (db: Db, id: string): Promise<string | null> => {
    const row = await db
      .selectFrom('tasks')
      .select('organization_id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.organization_id ?? null;
  },

  async list(db: Db, organizationId: string, filter: TaskListFilter) {
    let query = tasksWithNames(db, organizationId);
    if (filter.assigneeId) query = query.where('t.assignee_id', '=', filter.assigneeId);
    if (filter.status) query = query.where('t.status', '=', filter.status);
    if (filter.dossierId) query = query.where('t.dossier_id', '=', filter.dossierId);
    if (filter.overdue) {
      query = query
        .where('t.status', '=', 'open')
        .where('t.due_date', 'is not', null)
        .where('t.due_date', '<', filter.today);
    }
    if (filter.search) {
      query = query.where(sql<boolean>`lower(t.title) like ${likePattern(filter.search)} escape '!'`);
    }
    const total = await query
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select(TASK_COLUMNS)
      // Open tasks first: overdue, then by due date (none last); finished tasks after them, the most
      // recently finished first. The first key separates the two, so the NULLs the other keys give never mix.
      .orderBy(sql`case when t.status = 'open' then 0 else 1 end`)
      .orderBy(
        sql`case when t.status = 'open' and t.due_date is not null and t.due_date < ${filter.today} then 0 else 1 end`,
      )
      .orderBy(sql`case when t.status = 'open' and t.due_date is null then 1 else 0 end`)
      .orderBy(sql`case when t.status = 'open' then t.due_date end`)
      .orderBy(sql`case when t.status = 'done' then t.completed_at end`, 'desc')
      .orderBy(sql`case t.priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`)
      .orderBy('t.created_at')
      .orderBy('t.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { total: Number(total.count), rows };
  },

  /**
   * The member's open tasks and how many of them are overdue (due before `today`), in one query over the
   * assignee index: what `GET /api/tasks?scope=mine&status=open` (and `&overdue=true`) count.
   */
  async openCountsOfAssignee(db: Db, organizationId: string, userId: string, today: string) {
    const row = await liveTasks(db, organizationId)
      .where('t.assignee_id', '=', userId)
      .where('t.status', '=', 'open')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('open'),
        eb.fn
          .sum<string | number | null>(eb.case().when('t.due_date', '<', today).then(1).else(0).end())
          .as('overdue'),
      ])
      .executeTakeFirstOrThrow();
    return { open: Number(row.open), overdue: Number(row.overdue ?? 0) };
  },

  /** A dossier's tasks in their checklist order. */
  listForDossier: (db: Db, organizationId: string, dossierId: string) =>
    tasksWithNames(db, organizationId)
      .select(TASK_COLUMNS)
      .where('t.dossier_id', '=', dossierId)
      .orderBy('t.position')
      .orderBy('t.created_at')
      .orderBy('t.id')
      .execute(),

  findById: (db: Db, organizationId: string, id: string) =>
    tasksWithNames(db, organizationId).select(TASK_COLUMNS).where('t.id', '=', id).executeTakeFirst(),

  /** The position after the dossier's last task (a new task goes to the end of its checklist). */
  async nextPosition(db: Db, dossierId: string): Promise<number> {
    const row = await db
      .selectFrom('tasks')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('dossier_id', '=', dossierId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  },

  insert: (db: Db, values: Insertable<TasksTable>) => db.insertInto('tasks').values(values).execute(),

  async insertMany(db: Db, values: Insertable<TasksTable>[]) {
    if (values.length) await db.insertInto('tasks').values(values).execute();
  },

  /** Open tasks of the dossier (not deleted). */
  async openCountOfDossier(db: Db, dossierId: string): Promise<number> {
    const row = await db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('dossier_id', '=', dossierId)
      .where('status', '=', 'open')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Soft-deletes the dossier's open tasks (a cancelled dossier's); answers which, for the audit trail. */
  removeOpenOfDossier: (db: Db, dossierId: string, deletedAt: string) =>
    db
      .updateTable('tasks')
      .set({ deleted_at: deletedAt, updated_at: deletedAt })
      .where('dossier_id', '=', dossierId)
      .where('status', '=', 'open')
      .where('deleted_at', 'is', null)
      .returning(['id', 'title'])
      .execute(),

  async softDelete(db: Db, id: string, deletedAt: string) {
    const result = await db
      .updateTable('tasks')
      .set({ deleted_at: deletedAt, updated_at: deletedAt })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type TaskRow = NonNullable<Awaited<ReturnType<typeof tasksRepository.findById>>>;
