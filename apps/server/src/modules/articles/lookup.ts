import type { Article, Db } from '../../db/types.ts';

/**
 * An article of the organisation, for other modules (a budget line prefilled from it, the invoice's ProductCode).
 * Another organisation's article is `undefined`, as a missing one.
 */
export function articleOfOrganization(db: Db, organizationId: string, id: string): Promise<Article | undefined> {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}
