import { useQuery } from '@tanstack/react-query';
import { getArticle } from './articles-api.ts';
import { articleKeys } from './query-keys.ts';

/** One article, cached under its detail key (the article page and its edit page share it). */
export function useArticle(id: string) {
  return useQuery({ queryKey: articleKeys.detail(id), queryFn: () => getArticle(id) });
}
