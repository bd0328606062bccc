import type { ArticleListQuery } from './articles-api.ts';

/** TanStack Query keys of articles and categories: everything under `articles` is refreshed after a change. */
export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleListQuery) => ['articles', 'list', query] as const,
  detail: (id: string) => ['articles', 'detail', id] as const,
  categories: ['articles', 'categories'] as const,
  supplierOptions: ['articles', 'supplier-options'] as const,
};
