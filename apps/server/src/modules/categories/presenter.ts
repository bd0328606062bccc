import type { CategoryData } from '@afscheid/shared';
import type { CategoryRow } from './repository.ts';

/** A category as the API answers it. */
export function presentCategory(row: CategoryRow): CategoryData {
  return {
    id: row.id,
    name: row.name,
    position: Number(row.position),
    articleCount: Number(row.article_count ?? 0),
    version: Number(row.version),
  };
}
