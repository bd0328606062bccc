import type { PaginationMeta } from '@afscheid/shared';

/** The page a list query asks for (the shared list-query schemas' `page` and `perPage`, pages count from 1). */
type PageQuery = { page: number; perPage: number };

/** The `limit` and `offset` a repository's list query takes for the asked page. */
export const pageWindow = (query: PageQuery) => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
});

/** A page as the API answers it: its rows and the pagination meta (at least one page, also when empty). */
export function pageAnswer<T>(
  data: T[],
  total: number,
  query: PageQuery,
): { data: T[]; meta: PaginationMeta } {
  return {
    data,
    meta: {
      currentPage: query.page,
      perPage: query.perPage,
      total,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}
