import {
  DEFAULT_SUPPLIER_SORT,
  SUPPLIER_KINDS,
  SUPPLIER_SORT_FIELDS,
  SUPPLIER_STATUSES,
  type SupplierKind,
  type SupplierSortField,
  type SupplierStatus,
} from '@afscheid/shared';
import type { SupplierListQuery } from '../api/suppliers-api.ts';

export const SUPPLIERS_PER_PAGE = 25;

/** The filters of the supplier list, as kept in the URL (`?kind=florist&status=active`). */
export interface SupplierFilters {
  kind: SupplierKind | '';
  status: SupplierStatus | '';
}

export interface SupplierListParams extends SupplierFilters {
  search: string;
  page: number;
  /** A sort field, `-` in front for descending. */
  sort: string;
}

export const EMPTY_FILTERS: SupplierFilters = { kind: '', status: '' };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value.trim()) ? (value.trim() as T) : '';

export function isSortValue(value: string): boolean {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (SUPPLIER_SORT_FIELDS as readonly string[]).includes(field);
}

/** Reads the list's state from the URL's query; a value the API would refuse is dropped (a hand-edited URL). */
export function paramsFromUrl(search: URLSearchParams): SupplierListParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    kind: oneOf(SUPPLIER_KINDS, search.get('kind')),
    status: oneOf(SUPPLIER_STATUSES, search.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isSortValue(sort) ? sort : DEFAULT_SUPPLIER_SORT,
  };
}

/** Writes the list's state to a URL query; defaults (page 1, sort by name, no filters) are left out. */
export function urlFromParams(params: SupplierListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.kind) search.set('kind', params.kind);
  if (params.status) search.set('status', params.status);
  if (params.sort !== DEFAULT_SUPPLIER_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GET /api/suppliers query for this state. */
export function apiQueryFromParams(params: SupplierListParams, perPage = SUPPLIERS_PER_PAGE): SupplierListQuery {
  return {
    page: params.page,
    perPage,
    ...(params.search ? { search: params.search } : {}),
    sort: params.sort,
    filter: {
      ...(params.kind ? { kind: params.kind } : {}),
      ...(params.status ? { status: params.status } : {}),
    },
  };
}

export function activeFilterCount(params: SupplierFilters): number {
  return (params.kind ? 1 : 0) + (params.status ? 1 : 0);
}

/** The sort field and direction of a sort value. */
export function parseSort(sort: string): { field: SupplierSortField; direction: 'asc' | 'desc' } {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as SupplierSortField;
  return { field, direction: descending ? 'desc' : 'asc' };
}

export function sortValue(field: SupplierSortField, direction: 'asc' | 'desc'): string {
  return direction === 'desc' ? `-${field}` : field;
}
