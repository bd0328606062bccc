import type {
  CreateTaskInput,
  DossierListItem,
  DossierType,
  PaginationMeta,
  Task,
  TaskPriority,
  TaskScope,
  TaskStatus,
  TaskTemplateItem,
  TaskTemplatesData,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { Task };

export interface TaskListQuery {
  scope: TaskScope;
  status: TaskStatus | 'all';
  /** Only open tasks past their deadline (`overdue=true`). */
  overdue?: boolean;
  page: number;
  perPage: number;
  dossierId?: string;
  search?: string;
}

export interface TaskList {
  data: Task[];
  meta: PaginationMeta;
}

/** The fields a PUT changes (absent fields keep their value), with the version the change is based on. */
export interface TaskUpdate {
  version: number;
  title?: string;
  description?: string | null;
  assigneeId?: string | null;
  dueDate?: string | null;
  priority?: TaskPriority;
  status?: TaskStatus;
}

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

/** Open overdue tasks first, then by due date (none last), then by priority (the server's order). */
export function listTasks(query: TaskListQuery): Promise<TaskList> {
  return api.get<TaskList>('/api/tasks', { query: { ...query } });
}

/** A dossier's tasks in the order of its list. */
export async function listDossierTasks(dossierId: string): Promise<Task[]> {
  return (await api.get<{ data: Task[] }>(`/api/dossiers/${encodeURIComponent(dossierId)}/tasks`)).data;
}

export async function getTask(id: string): Promise<Task> {
  return (await api.get<{ data: Task }>(taskPath(id))).data;
}

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return (await api.post<{ data: Task }>('/api/tasks', input)).data;
}

/** 409 when `version` is stale: the error's `data` is the task as it is now. */
export async function updateTask(id: string, input: TaskUpdate): Promise<Task> {
  return (await api.put<{ data: Task }>(taskPath(id), input)).data;
}

export async function deleteTask(id: string): Promise<void> {
  await api.delete(taskPath(id));
}

/** The standard task lists per dossier type (the built-in defaults until an administrator saves one). */
export async function getTaskTemplates(): Promise<TaskTemplatesData> {
  return (await api.get<{ data: TaskTemplatesData }>('/api/task-templates')).data;
}

/** Replaces the standard list of one dossier type; answers with both lists as they are now. */
export async function saveTaskTemplates(
  dossierType: DossierType,
  items: TaskTemplateItem[],
): Promise<TaskTemplatesData> {
  return (await api.put<{ data: TaskTemplatesData }>('/api/task-templates', { dossierType, items })).data;
}

/** The open dossiers to link a new task to (newest first, at most 100). */
export async function listOpenDossiers(): Promise<DossierListItem[]> {
  const answer = await api.get<{ data: DossierListItem[] }>('/api/dossiers', {
    query: { perPage: 100, sort: '-created_at', filter: { status: 'open' } },
  });
  return answer.data;
}
