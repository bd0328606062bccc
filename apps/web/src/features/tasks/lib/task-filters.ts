import type { TaskScope, TaskStatus } from '@afscheid/shared';

/** The views of `/tasks` (`?weergave=`): the user's tasks, everybody's, or the standard lists (administrators). */
export type TaskView = 'mine' | 'all' | 'templates';
export type TaskStatusFilter = TaskStatus | 'all';

const VIEW_PARAMS: Record<TaskView, string> = { mine: 'mijn', all: 'alle', templates: 'standaardtaken' };
const STATUS_PARAMS: Record<TaskStatusFilter, string> = { open: 'open', done: 'afgerond', all: 'alle' };

export interface TaskFilters {
  view: TaskView;
  status: TaskStatusFilter;
  /** Only open tasks past their deadline (`?overdue=true`, the dashboard's "Te laat" link); only with status open. */
  overdue: boolean;
  page: number;
}

/** The API's scope as a URL alias of the view (`?scope=mine|all`, as the dashboard links). */
const SCOPE_VIEWS: Record<string, TaskView> = { mine: 'mine', all: 'all' };

function lookup<T extends string>(map: Record<T, string>, value: string | null, fallback: T): T {
  const entry = (Object.entries(map) as [T, string][]).find(([, param]) => param === value);
  return entry ? entry[0] : fallback;
}

/**
 * Reads `?weergave=alle&status=afgerond&page=2` (and `?scope=mine&status=open&overdue=true`, the dashboard's
 * links); unknown values fall back to "Mijn taken", open, page 1.
 */
export function readTaskFilters(params: URLSearchParams): TaskFilters {
  const page = Number(params.get('page'));
  const status = lookup(STATUS_PARAMS, params.get('status'), 'open');
  const overdue = params.get('overdue');
  return {
    view: params.has('weergave')
      ? lookup(VIEW_PARAMS, params.get('weergave'), 'mine')
      : (SCOPE_VIEWS[params.get('scope') ?? ''] ?? 'mine'),
    status,
    overdue: status === 'open' && (overdue === 'true' || overdue === '1'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search string of a set of filters; the defaults are left out, so `/tasks` is "my open tasks". */
export function taskFiltersSearch(filters: TaskFilters): string {
  const params = new URLSearchParams();
  if (filters.view !== 'mine') params.set('weergave', VIEW_PARAMS[filters.view]);
  if (filters.view !== 'templates') {
    if (filters.status !== 'open') params.set('status', STATUS_PARAMS[filters.status]);
    else if (filters.overdue) params.set('overdue', 'true');
    if (filters.page > 1) params.set('page', String(filters.page));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function scopeOf(view: TaskView): TaskScope {
  return view === 'all' ? 'all' : 'mine';
}
