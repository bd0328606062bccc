import type { CappedPaginationMeta, PaginationMeta } from '@afscheid/shared';

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

/**
 * A page of a list whose total may be capped (`LIST_COUNT_CAP`): with `capped`, `total` is the cap and the last
 * page is the last one known to exist, the cap's last page or, while rows follow this page (`hasMore`), the next.
 */
export function cappedPageAnswer<T>(
  data: T[],
  count: { total: number; capped: boolean; hasMore: boolean },
  query: PageQuery,
): { data: T[]; meta: CappedPaginationMeta } {
  const { meta } = pageAnswer(data, count.total, query);
  if (!count.capped) return { data, meta: { ...meta, totalCapped: false } };
  const known = data.length > 0 ? query.page + (count.hasMore ? 1 : 0) : 1;
  return { data, meta: { ...meta, lastPage: Math.max(meta.lastPage, known), totalCapped: true } };
}
