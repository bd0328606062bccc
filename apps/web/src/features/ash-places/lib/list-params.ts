import {
  ASH_PLACE_KINDS,
  ASH_PLACE_SORTS,
  ASH_PLACE_STATES,
  type AshPlaceKind,
  type AshPlaceState,
} from '@afscheid/shared';
import type { AshPlaceListQuery, AshPlaceSort } from '../api/ash-places-api.ts';

export const ASH_PLACES_PER_PAGE = 50;
export const DEFAULT_SORT: AshPlaceSort = 'code';

/** In use: every place (''), only the ones in use, or only the ones no longer in use. */
export type ActiveFilter = '' | 'true' | 'false';

/** The list's state as kept in the URL (`?kind=niche&state=free&active=true&search=C-0&sort=term_end&page=2`). */
export interface AshPlaceListParams {
  search: string;
  page: number;
  kind: AshPlaceKind | '';
  state: AshPlaceState | '';
  active: ActiveFilter;
  /** Only the places whose term ends within 90 days (`?terms_ending=true`, the dashboard's link). */
  termsEnding: boolean;
  sort: AshPlaceSort;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isKind = oneOf(ASH_PLACE_KINDS);
const isState = oneOf(ASH_PLACE_STATES);
const isSort = oneOf(ASH_PLACE_SORTS);

/** Reads the list's URL; values the API would refuse (a hand-edited URL) fall back to the defaults. */
export function ashPlacesFromUrl(search: URLSearchParams): AshPlaceListParams {
  const page = Number(search.get('page'));
  const kind = (search.get('kind') ?? '').trim();
  const state = (search.get('state') ?? '').trim();
  const active = (search.get('active') ?? '').trim();
  const sort = (search.get('sort') ?? '').trim();
  const termsEnding = (search.get('terms_ending') ?? '').trim();
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    kind: isKind(kind) ? kind : '',
    state: isState(state) ? state : '',
    active: active === 'true' || active === 'false' ? active : '',
    termsEnding: termsEnding === 'true' || termsEnding === '1',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes the list's URL: defaults are left out. */
export function ashPlacesToUrl(params: AshPlaceListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.kind) search.set('kind', params.kind);
  if (params.state) search.set('state', params.state);
  if (params.active) search.set('active', params.active);
  if (params.termsEnding) search.set('terms_ending', 'true');
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The GET /api/ash-places query for this state. */
export function apiQueryFromParams(
  params: AshPlaceListParams,
  perPage = ASH_PLACES_PER_PAGE,
): AshPlaceListQuery {
  return {
    page: params.page,
    perPage,
    sort: params.sort,
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.state ? { state: params.state } : {}),
    ...(params.active ? { active: params.active === 'true' } : {}),
    ...(params.termsEnding ? { termsEnding: true } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The query of the "terms ending" section: every place whose term ends within 90 days, soonest first. */
export const TERMS_ENDING_QUERY: AshPlaceListQuery = { termsEnding: true, page: 1, perPage: 20 };

/** The filters, as the filter panel changes them. */
export type AshPlaceFilters = Pick<AshPlaceListParams, 'kind' | 'state' | 'active' | 'termsEnding'>;

export const DEFAULT_FILTERS: AshPlaceFilters = { kind: '', state: '', active: '', termsEnding: false };

/** How many filters are set. */
export function activeFilterCount(filters: AshPlaceFilters): number {
  return (
    [filters.kind, filters.state, filters.active].filter((value) => value !== '').length +
    (filters.termsEnding ? 1 : 0)
  );
}
