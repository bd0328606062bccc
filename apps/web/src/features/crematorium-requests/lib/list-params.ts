import {
  CREMATORIUM_REQUEST_SORTS,
  CREMATORIUM_REQUEST_STATUSES,
  isPlannerDate,
  REQUEST_ASH_FILTERS,
  type CrematoriumRequestStatus,
} from '@afscheid/shared';
import type { RequestListQuery } from '../api/requests-api.ts';

export const REQUESTS_PER_PAGE = 25;
/** Requests that wait for this side first, then by planned moment (the server's default). */
export const DEFAULT_SORT = 'attention';

/**
 * The filters of the list, as kept in the URL (`?status=submitted&from=2027-03-01&ash=waiting`). `ash=waiting`
 * (a funeral company, the dashboard's link): cremated, the ashes in storage at the crematorium, no destination sent.
 */
export interface RequestFilters {
  status: string;
  from: string;
  to: string;
  ash: string;
}

export interface RequestListParams extends RequestFilters {
  search: string;
  page: number;
  sort: string;
}

export const EMPTY_FILTERS: RequestFilters = { status: '', from: '', to: '', ash: '' };

const FILTER_NAMES = Object.keys(EMPTY_FILTERS) as (keyof RequestFilters)[];

const isStatus = (value: string): value is CrematoriumRequestStatus =>
  (CREMATORIUM_REQUEST_STATUSES as readonly string[]).includes(value);

/** A value from the URL, kept only when the API accepts it (a hand-edited URL never breaks the page). */
function cleanFilter(name: keyof RequestFilters, raw: string | null): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  if (name === 'ash') return (REQUEST_ASH_FILTERS as readonly string[]).includes(value) ? value : '';
  return name === 'status' ? (isStatus(value) ? value : '') : isPlannerDate(value) ? value : '';
}

/** Reads the list's state from the URL's query. */
export function paramsFromUrl(search: URLSearchParams): RequestListParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  const filters = {} as RequestFilters;
  for (const name of FILTER_NAMES) filters[name] = cleanFilter(name, search.get(name));
  return {
    ...filters,
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: (CREMATORIUM_REQUEST_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the list's state to a URL query; defaults (page 1, the default sort, empty filters) are left out. */
export function urlFromParams(params: RequestListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  for (const name of FILTER_NAMES) if (params[name]) search.set(name, params[name]);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GET /api/crematorium-requests query for this state. */
export function apiQueryFromParams(params: RequestListParams, perPage = REQUESTS_PER_PAGE): RequestListQuery {
  return {
    page: params.page,
    perPage,
    sort: params.sort,
    ...(params.search ? { search: params.search } : {}),
    ...(isStatus(params.status) ? { status: params.status } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
    ...(params.ash === 'waiting' ? { ash: 'waiting' as const } : {}),
  };
}

export function activeFilterCount(params: RequestFilters): number {
  return FILTER_NAMES.filter((name) => params[name] !== '').length;
}
