import type { AshRegisterQuery } from '../api/ash-register-api.ts';

/** Lines per page on the screen (the register of a year comes whole; the page only shows it in parts). */
export const REGISTER_LINES_PER_PAGE = 100;

/** The register's state as kept in the URL (`?year=2025&search=Bakker&page=2`). */
export interface AshRegisterParams {
  year: number;
  search: string;
  page: number;
}

const isYear = (value: number) => Number.isInteger(value) && value >= 1900 && value <= 2200;

/**
 * Reading and writing the register's URL for a given current year (Amsterdam): the year defaults to it and is
 * left out of the URL while it is; a year the API would refuse falls back to it.
 */
export function ashRegisterUrl(currentYear: number) {
  const fromUrl = (search: URLSearchParams): AshRegisterParams => {
    const year = Number(search.get('year'));
    const page = Number(search.get('page'));
    return {
      year: search.has('year') && isYear(year) ? year : currentYear,
      search: (search.get('search') ?? '').trim().slice(0, 100),
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  };
  const toUrl = (params: AshRegisterParams): URLSearchParams => {
    const search = new URLSearchParams();
    if (params.year !== currentYear) search.set('year', String(params.year));
    if (params.search.trim()) search.set('search', params.search.trim());
    if (params.page > 1) search.set('page', String(params.page));
    return search;
  };
  return { fromUrl, toUrl };
}

/** The GET /api/ash-register query for this state. */
export const apiQueryFromParams = (params: AshRegisterParams): AshRegisterQuery => ({
  year: params.year,
  ...(params.search ? { search: params.search } : {}),
});

/** The years of the picker: the register's years and the one shown, newest first, each once. */
export function yearOptions(years: readonly number[], shown: number): number[] {
  return [...new Set([...years, shown])].sort((a, b) => b - a);
}

/** The lines of one page, and how many pages there are. */
export function pageOf<T>(lines: readonly T[], page: number, perPage = REGISTER_LINES_PER_PAGE) {
  const lastPage = Math.max(1, Math.ceil(lines.length / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  return { lines: lines.slice((current - 1) * perPage, current * perPage), page: current, lastPage };
}
