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

/**
 * The organisation that holds the article, whichever it is (null when none does): only for "which of my
 * organisations holds this record" (decision 009), which checks the caller's membership and permission there.
 */
export async function articleOrganizationOf(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('articles').select('organization_id').where('id', '=', id).executeTakeFirst();
  return row?.organization_id ?? null;
}
