import type { Db, Supplier } from '../../db/types.ts';

/**
 * A supplier of the organisation, for other modules (an article's supplier must be one of the organisation's
 * own). Another organisation's supplier is `undefined`, as a missing one.
 */
export function supplierOfOrganization(db: Db, organizationId: string, id: string): Promise<Supplier | undefined> {
  return db
    .selectFrom('suppliers')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}
