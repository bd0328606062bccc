import { CREMATION_SORTS, CREMATION_STATUSES, isPlannerDate, type CremationStatus } from '@afscheid/shared';
import type { CremationListQuery, CremationSort } from '../api/cremations-api.ts';

export const CREMATIONS_PER_PAGE = 25;
/** By planned moment, the earliest first. */
export const DEFAULT_SORT: CremationSort = 'date';

/** The list's state as kept in the URL (`?status=approved&from=2026-11-01&to=&search=…&sort=-date&page=2`). */
export interface CremationListParams {
  search: string;
  page: number;
  status: CremationStatus | '';
  /** `YYYY-MM-DD` or '' (no bound). Without `from` in the URL: today, so the list starts with what is coming. */
  from: string;
  to: string;
  sort: CremationSort;
}

const isStatus = (value: string): value is CremationStatus =>
  (CREMATION_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is CremationSort =>
  (CREMATION_SORTS as readonly string[]).includes(value);
const dateOrEmpty = (value: string | null) => {
  const text = (value ?? '').trim();
  return isPlannerDate(text) ? text : '';
};

/**
 * Reading and writing the list's URL, for a given today (Amsterdam): `from` defaults to today and is left out of
 * the URL while it is today; an emptied `from` is kept as `from=` (every date), so the default does not return.
 * Values the API would refuse (a hand-edited URL) fall back to the defaults.
 */
export function cremationListUrl(today: string) {
  const fromUrl = (search: URLSearchParams): CremationListParams => {
    const page = Number(search.get('page'));
    const status = (search.get('status') ?? '').trim();
    const sort = (search.get('sort') ?? '').trim();
    return {
      search: (search.get('search') ?? '').trim().slice(0, 100),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      status: isStatus(status) ? status : '',
      from: search.has('from') ? dateOrEmpty(search.get('from')) : today,
      to: dateOrEmpty(search.get('to')),
      sort: isSort(sort) ? sort : DEFAULT_SORT,
    };
  };
  const toUrl = (params: CremationListParams): URLSearchParams => {
    const search = new URLSearchParams();
    if (params.search.trim()) search.set('search', params.search.trim());
    if (params.status) search.set('status', params.status);
    if (params.from !== today) search.set('from', params.from);
    if (params.to) search.set('to', params.to);
    if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
    if (params.page > 1) search.set('page', String(params.page));
    return search;
  };
  return { fromUrl, toUrl };
}

/** The GET /api/cremations query for this state. */
export function apiQueryFromParams(
  params: CremationListParams,
  perPage = CREMATIONS_PER_PAGE,
): CremationListQuery {
  return {
    page: params.page,
    perPage,
    sort: params.sort,
    ...(params.status ? { status: params.status } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The filters, as the filter panel changes them. */
export type CremationFilters = Pick<CremationListParams, 'status' | 'from' | 'to'>;

/** The filters as a fresh list has them: every status, from today on. */
export const defaultFilters = (today: string): CremationFilters => ({ status: '', from: today, to: '' });

/** How many filters differ from the fresh list's. */
export function activeFilterCount(filters: CremationFilters, today: string): number {
  return [filters.status !== '', filters.from !== today, filters.to !== ''].filter(Boolean).length;
}

/** The sort field and direction of a sort value. */
export function parseSort(sort: CremationSort): {
  field: 'date' | 'number' | 'name';
  direction: 'asc' | 'desc';
} {
  const descending = sort.startsWith('-');
  return {
    field: (descending ? sort.slice(1) : sort) as 'date' | 'number' | 'name',
    direction: descending ? 'desc' : 'asc',
  };
}

/** The sort value of a field and direction (the name sorts one way only). */
export function sortValue(field: 'date' | 'number' | 'name', direction: 'asc' | 'desc'): CremationSort {
  if (field === 'name') return 'name';
  return direction === 'desc' ? `-${field}` : field;
}
