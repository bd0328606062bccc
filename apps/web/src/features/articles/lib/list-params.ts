import { ARTICLE_SORTS, VAT_RATES, type ArticleSortField } from '@afscheid/shared';
import type { ArticleListQuery } from '../api/articles-api.ts';

export const ARTICLES_PER_PAGE = 50;
/** The price list grouped by category, in the organisation's order. */
export const DEFAULT_SORT = 'category';

/** The filters of the article list, as kept in the URL (`?category=…&active=true&vat_rate=9`). */
export interface ArticleFilters {
  categoryId: string;
  supplierId: string;
  active: string;
  vatRate: string;
}

export interface ArticleListParams extends ArticleFilters {
  search: string;
  page: number;
  /** A sort field, `-` in front for descending. */
  sort: string;
}

export const EMPTY_FILTERS: ArticleFilters = { categoryId: '', supplierId: '', active: '', vatRate: '' };

/** Filter name → URL parameter. */
const URL_KEYS: Record<keyof ArticleFilters, string> = {
  categoryId: 'category',
  supplierId: 'supplier',
  active: 'active',
  vatRate: 'vat_rate',
};
const FILTER_NAMES = Object.keys(URL_KEYS) as (keyof ArticleFilters)[];
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A value from the URL, kept only when it is one the API accepts (a hand-edited URL never breaks the page). */
function cleanFilter(name: keyof ArticleFilters, raw: string | null): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  switch (name) {
    case 'active':
      return value === 'true' || value === 'false' ? value : '';
    case 'vatRate':
      return (VAT_RATES as readonly string[]).includes(value) ? value : '';
    default:
      return ID.test(value) ? value : '';
  }
}

export function isSortValue(value: string): boolean {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (ARTICLE_SORTS as readonly string[]).includes(field);
}

/** Reads the list's state from the URL's query. */
export function paramsFromUrl(search: URLSearchParams): ArticleListParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  const filters = {} as ArticleFilters;
  for (const name of FILTER_NAMES) filters[name] = cleanFilter(name, search.get(URL_KEYS[name]));
  return {
    ...filters,
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the list's state to a URL query; defaults (page 1, the default sort, empty filters) are left out. */
export function urlFromParams(params: ArticleListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  for (const name of FILTER_NAMES) if (params[name]) search.set(URL_KEYS[name], params[name]);
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GET /api/articles query for this state (`filter[category_id]`, … on the wire). */
export function apiQueryFromParams(params: ArticleListParams, perPage = ARTICLES_PER_PAGE): ArticleListQuery {
  const filter: ArticleListQuery['filter'] = {};
  for (const name of FILTER_NAMES) if (params[name]) filter[name] = params[name];
  return { page: params.page, perPage, ...(params.search ? { search: params.search } : {}), sort: params.sort, filter };
}

export function activeFilterCount(params: ArticleFilters): number {
  return FILTER_NAMES.filter((name) => params[name] !== '').length;
}

/** The sort field and direction of a sort value. */
export function parseSort(sort: string): { field: ArticleSortField; direction: 'asc' | 'desc' } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as ArticleSortField, direction: descending ? 'desc' : 'asc' };
}

export function sortValue(field: ArticleSortField, direction: 'asc' | 'desc'): string {
  return direction === 'desc' ? `-${field}` : field;
}

/** The rows of a page in groups under their category's heading, when the list is sorted by category. */
export function groupByCategory<T extends { category: { id: string; name: string } | null }>(
  rows: readonly T[],
): { key: string; name: string | null; rows: T[] }[] {
  const groups: { key: string; name: string | null; rows: T[] }[] = [];
  for (const row of rows) {
    const key = row.category?.id ?? '';
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.rows.push(row);
    else groups.push({ key, name: row.category?.name ?? null, rows: [row] });
  }
  return groups;
}
