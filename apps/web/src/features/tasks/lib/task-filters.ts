import type { TaskScope, TaskStatus } from '@afscheid/shared';

/** The views of `/tasks` (`?weergave=`): the user's tasks, everybody's, or the standard lists (administrators). */
export type TaskView = 'mine' | 'all' | 'templates';
export type TaskStatusFilter = TaskStatus | 'all';

const VIEW_PARAMS: Record<TaskView, string> = { mine: 'mijn', all: 'alle', templates: 'standaardtaken' };
const STATUS_PARAMS: Record<TaskStatusFilter, string> = { open: 'open', done: 'afgerond', all: 'alle' };

export interface TaskFilters {
  view: TaskView;
  status: TaskStatusFilter;
  page: number;
}

function lookup<T extends string>(map: Record<T, string>, value: string | null, fallback: T): T {
  const entry = (Object.entries(map) as [T, string][]).find(([, param]) => param === value);
  return entry ? entry[0] : fallback;
}

/** Reads `?weergave=alle&status=afgerond&page=2`; unknown values fall back to "Mijn taken", open, page 1. */
export function readTaskFilters(params: URLSearchParams): TaskFilters {
  const page = Number(params.get('page'));
  return {
    view: lookup(VIEW_PARAMS, params.get('weergave'), 'mine'),
    status: lookup(STATUS_PARAMS, params.get('status'), 'open'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search string of a set of filters; the defaults are left out, so `/tasks` is "my open tasks". */
export function taskFiltersSearch(filters: TaskFilters): string {
  const params = new URLSearchParams();
  if (filters.view !== 'mine') params.set('weergave', VIEW_PARAMS[filters.view]);
  if (filters.view !== 'templates') {
    if (filters.status !== 'open') params.set('status', STATUS_PARAMS[filters.status]);
    if (filters.page > 1) params.set('page', String(filters.page));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function scopeOf(view: TaskView): TaskScope {
  return view === 'all' ? 'all' : 'mine';
}
