import {
  DOSSIER_DEADLINE_FILTERS,
  DOSSIER_SORTS,
  DOSSIER_STATUSES,
  DOSSIER_TYPES,
  type DossierSortField,
} from '@afscheid/shared';
import type { DossierListQuery } from '../api/dossiers-api.ts';

export const DOSSIERS_PER_PAGE = 25;
export const DEFAULT_SORT = '-created_at';

/**
 * The filters of the dossier list, as kept in the URL (`?status=open&died_from=2026-04-01&deadline=soon`).
 * `deadline=soon` (the dashboard's legal deadlines card): open dossiers whose legal latest day is within two
 * working days and that have nothing planned yet (the API's `filter[deadline]=soon`).
 */
export interface DossierFilters {
  status: string;
  deadline: string;
  type: string;
  responsible: string;
  diedFrom: string;
  diedTo: string;
  funeralFrom: string;
  funeralTo: string;
}

export interface DossierListParams extends DossierFilters {
  search: string;
  page: number;
  /** A sort field, `-` in front for descending. */
  sort: string;
}

export const EMPTY_FILTERS: DossierFilters = {
  status: '',
  deadline: '',
  type: '',
  responsible: '',
  diedFrom: '',
  diedTo: '',
  funeralFrom: '',
  funeralTo: '',
};

/** Filter name → URL parameter (snake_case like the API's `filter[died_from]`). */
const URL_KEYS: Record<keyof DossierFilters, string> = {
  status: 'status',
  deadline: 'deadline',
  type: 'type',
  responsible: 'responsible',
  diedFrom: 'died_from',
  diedTo: 'died_to',
  funeralFrom: 'funeral_from',
  funeralTo: 'funeral_to',
};

const FILTER_NAMES = Object.keys(URL_KEYS) as (keyof DossierFilters)[];
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const oneOf = (list: readonly string[], value: string) => (list.includes(value) ? value : '');

/** A value from the URL, kept only when it is one the API accepts (a hand-edited URL never breaks the page). */
function cleanFilter(name: keyof DossierFilters, raw: string | null): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  switch (name) {
    case 'status':
      return oneOf(DOSSIER_STATUSES, value);
    case 'deadline':
      return oneOf(DOSSIER_DEADLINE_FILTERS, value);
    case 'type':
      return oneOf(DOSSIER_TYPES, value);
    case 'responsible':
      return ID.test(value) ? value : '';
    default:
      return ISO_DATE.test(value) ? value : '';
  }
}

export function isSortValue(value: string): boolean {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (DOSSIER_SORTS as readonly string[]).includes(field);
}

/** Reads the list's state from the URL's query. */
export function paramsFromUrl(search: URLSearchParams): DossierListParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  const filters = {} as DossierFilters;
  for (const name of FILTER_NAMES) filters[name] = cleanFilter(name, search.get(URL_KEYS[name]));
  return {
    ...filters,
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the list's state to a URL query; defaults (page 1, the default sort, empty filters) are left out. */
export function urlFromParams(params: DossierListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  for (const name of FILTER_NAMES) if (params[name]) search.set(URL_KEYS[name], params[name]);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GET /api/dossiers query for this state. */
export function apiQueryFromParams(params: DossierListParams, perPage = DOSSIERS_PER_PAGE): DossierListQuery {
  const filter: DossierListQuery['filter'] = {};
  for (const name of FILTER_NAMES) if (params[name]) filter[name] = params[name];
  return {
    page: params.page,
    perPage,
    ...(params.search ? { search: params.search } : {}),
    sort: params.sort,
    filter,
  };
}

export function activeFilterCount(params: DossierFilters): number {
  return FILTER_NAMES.filter((name) => params[name] !== '').length;
}

/** The sort field and direction of a sort value. */
export function parseSort(sort: string): { field: DossierSortField; direction: 'asc' | 'desc' } {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as DossierSortField;
  return { field, direction: descending ? 'desc' : 'asc' };
}

export function sortValue(field: DossierSortField, direction: 'asc' | 'desc'): string {
  return direction === 'desc' ? `-${field}` : field;
}
