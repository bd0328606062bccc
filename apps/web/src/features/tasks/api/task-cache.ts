import type { Task } from '@afscheid/shared';

/**
 * Applies `change` to every copy of a task in one cached value under `['tasks', …]`: a page of the task list
 * (`{ data, meta }`), a dossier's list (an array) or one task. Anything else (the standard lists) is returned as
 * it is. Returns the same object when nothing changed, so untouched queries do not re-render.
 */
export function patchCachedTasks(cached: unknown, taskId: string, change: (task: Task) => Task): unknown {
  const patchList = (list: Task[]): Task[] => {
    let changed = false;
    const next = list.map((task) => {
      if (!isTask(task) || task.id !== taskId) return task;
      changed = true;
      return change(task);
    });
    return changed ? next : list;
  };
  if (Array.isArray(cached)) return patchList(cached as Task[]);
  if (isTask(cached)) return cached.id === taskId ? change(cached) : cached;
  if (cached && typeof cached === 'object' && Array.isArray((cached as { data?: unknown }).data)) {
    const page = cached as { data: Task[] };
    const data = patchList(page.data);
    return data === page.data ? cached : { ...page, data };
  }
  return cached;
}

/** Removes a task from one cached value (a deleted task disappears from the lists at once). */
export function removeCachedTask(cached: unknown, taskId: string): unknown {
  if (Array.isArray(cached)) return (cached as Task[]).filter((task) => !isTask(task) || task.id !== taskId);
  if (cached && typeof cached === 'object' && Array.isArray((cached as { data?: unknown }).data)) {
    const page = cached as { data: Task[]; meta?: { total?: number } };
    const data = page.data.filter((task) => !isTask(task) || task.id !== taskId);
    if (data.length === page.data.length) return cached;
    return page.meta && typeof page.meta.total === 'number'
      ? { ...page, data, meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) } }
      : { ...page, data };
  }
  return cached;
}

function isTask(value: unknown): value is Task {
  if (!value || typeof value !== 'object') return false;
  const task = value as Partial<Task>;
  return typeof task.id === 'string' && typeof task.version === 'number' && typeof task.status === 'string';
}
