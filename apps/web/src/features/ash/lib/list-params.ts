import { ASH_RECORD_SORTS, ASH_RECORD_STATUSES, isPlannerDate, type AshRecordStatus } from '@afscheid/shared';
import type { AshRecordListQuery, AshRecordSort } from '../api/ash-api.ts';

export const ASH_RECORDS_PER_PAGE = 25;
/** The newest cremations first. */
export const DEFAULT_SORT: AshRecordSort = '-cremated_on';

/**
 * The list's state as kept in the URL
 * (`?status=in_storage,approved&releasable=1&over_term=1&blocked=1&from=…&to=…&search=…&sort=name&page=2`).
 */
export interface AshListParams {
  search: string;
  page: number;
  /** Several statuses, in the order of the statuses; empty: every status. */
  status: AshRecordStatus[];
  releasable: boolean;
  /**
   * `YYYY-MM-DD` or '': may be released on or before that day and no destination approved yet
   * (`?releasable_by=`, the dashboard's "vrij te geven deze week" link).
   */
  releasableBy: string;
  overTerm: boolean;
  blocked: boolean;
  /** `YYYY-MM-DD` or '' (no bound), on the cremation date. */
  from: string;
  to: string;
  sort: AshRecordSort;
}

const isStatus = (value: string): value is AshRecordStatus =>
  (ASH_RECORD_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is AshRecordSort =>
  (ASH_RECORD_SORTS as readonly string[]).includes(value);
const dateOrEmpty = (value: string | null) => {
  const text = (value ?? '').trim();
  return isPlannerDate(text) ? text : '';
};
const flag = (value: string | null) => value === '1' || value === 'true';

/** The statuses of the URL (comma-joined or repeated), known ones only, each once, in the statuses' order. */
function statusesOf(search: URLSearchParams): AshRecordStatus[] {
  const given = new Set(
    search
      .getAll('status')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  return ASH_RECORD_STATUSES.filter((status) => given.has(status) && isStatus(status));
}

/** Reading the list's URL; values the API would refuse (a hand-edited URL) fall back to the defaults. */
export function fromUrl(search: URLSearchParams): AshListParams {
  const page = Number(search.get('page'));
  const sort = (search.get('sort') ?? '').trim();
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: statusesOf(search),
    releasable: flag(search.get('releasable')),
    releasableBy: dateOrEmpty(search.get('releasable_by')),
    overTerm: flag(search.get('over_term')),
    blocked: flag(search.get('blocked')),
    from: dateOrEmpty(search.get('from')),
    to: dateOrEmpty(search.get('to')),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writing the list's URL: defaults are left out, so a fresh list has a clean address. */
export function toUrl(params: AshListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.status.length > 0) search.set('status', params.status.join(','));
  if (params.releasable) search.set('releasable', '1');
  if (params.releasableBy) search.set('releasable_by', params.releasableBy);
  if (params.overTerm) search.set('over_term', '1');
  if (params.blocked) search.set('blocked', '1');
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GET /api/ash-records query for this state. */
export function apiQueryFromParams(
  params: AshListParams,
  perPage = ASH_RECORDS_PER_PAGE,
): AshRecordListQuery {
  return {
    page: params.page,
    perPage,
    sort: params.sort,
    ...(params.status.length > 0 ? { status: params.status.join(',') } : {}),
    ...(params.releasable ? { releasable: 'true' as const } : {}),
    ...(params.releasableBy ? { releasableBy: params.releasableBy } : {}),
    ...(params.overTerm ? { overTerm: 'true' as const } : {}),
    ...(params.blocked ? { blocked: 'true' as const } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The filters, as the filter panel changes them. */
export type AshFilters = Pick<
  AshListParams,
  'status' | 'releasable' | 'releasableBy' | 'overTerm' | 'blocked' | 'from' | 'to'
>;

export const DEFAULT_FILTERS: AshFilters = {
  status: [],
  releasable: false,
  releasableBy: '',
  overTerm: false,
  blocked: false,
  from: '',
  to: '',
};

export const filtersOf = (params: AshListParams): AshFilters => ({
  status: params.status,
  releasable: params.releasable,
  releasableBy: params.releasableBy,
  overTerm: params.overTerm,
  blocked: params.blocked,
  from: params.from,
  to: params.to,
});

/** How many filters narrow the list. */
export function activeFilterCount(filters: AshFilters): number {
  return [
    filters.status.length > 0,
    filters.releasable,
    filters.releasableBy !== '',
    filters.overTerm,
    filters.blocked,
    filters.from !== '',
    filters.to !== '',
  ].filter(Boolean).length;
}

export type SortField = 'cremated_on' | 'release' | 'name' | 'number';

/** The sort field and direction of a sort value. */
export function parseSort(sort: AshRecordSort): { field: SortField; direction: 'asc' | 'desc' } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as SortField, direction: descending ? 'desc' : 'asc' };
}

/** The sort value of a field and direction. */
export function sortValue(field: SortField, direction: 'asc' | 'desc'): AshRecordSort {
  return (direction === 'desc' ? `-${field}` : field) as AshRecordSort;
}
