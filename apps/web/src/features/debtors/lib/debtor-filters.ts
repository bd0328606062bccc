import { DEBTOR_KINDS, DEBTOR_SORTS, type DebtorKind, type DebtorSort } from '@afscheid/shared';

/** The list's state as it stands in the URL (`?zoek=…&soort=…&wefact=…&sorteer=…&pagina=…`). */
export interface DebtorFilters {
  search: string;
  kind: DebtorKind | '';
  /** '' all, 'yes' in WeFact, 'no' not yet. */
  wefact: '' | 'yes' | 'no';
  sort: DebtorSort;
  page: number;
}

export const DEFAULT_DEBTOR_SORT: DebtorSort = 'name';

const isKind = (value: string | null): value is DebtorKind => (DEBTOR_KINDS as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is DebtorSort => (DEBTOR_SORTS as readonly string[]).includes(value ?? '');

/** Reads the filters from the URL; anything unknown falls back to the default. */
export function readDebtorFilters(params: URLSearchParams): DebtorFilters {
  const kind = params.get('soort');
  const wefact = params.get('wefact');
  const sort = params.get('sorteer');
  const page = Number(params.get('pagina'));
  return {
    search: (params.get('zoek') ?? '').slice(0, 100),
    kind: isKind(kind) ? kind : '',
    wefact: wefact === 'yes' || wefact === 'no' ? wefact : '',
    sort: isSort(sort) ? sort : DEFAULT_DEBTOR_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search of the filters (defaults left out): `?zoek=vries&soort=person`. */
export function debtorFiltersSearch(filters: DebtorFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('zoek', filters.search.trim());
  if (filters.kind) params.set('soort', filters.kind);
  if (filters.wefact) params.set('wefact', filters.wefact);
  if (filters.sort !== DEFAULT_DEBTOR_SORT) params.set('sorteer', filters.sort);
  if (filters.page > 1) params.set('pagina', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The column a sort is on and its direction. */
export function sortParts(sort: DebtorSort): { field: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'desc' } : { field: sort, direction: 'asc' };
}
