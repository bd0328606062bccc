import { sql } from 'kysely';
import { foldedWords } from '@afscheid/shared';
import type { Db, Debtor } from '../../db/types.ts';

/** A debtor of the organisation, for other modules (a budget line's debtor, invoicing). Another organisation's is `undefined`. */
export function debtorOfOrganization(db: Db, organizationId: string, id: string): Promise<Debtor | undefined> {
  return db
    .selectFrom('debtors')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The organisation that holds the debtor, whichever it is (null when none does): only for "which of my
 * organisations holds this record" (decision 009), which checks the caller's membership and permission there.
 */
export async function debtorOrganizationOf(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('debtors').select('organization_id').where('id', '=', id).executeTakeFirst();
  return row?.organization_id ?? null;
}

/**
 * Remembers the debtor's code and identifier in WeFact once `debtor/add` made it there (invoicing). Only a debtor
 * without a code gets one: a second invoicing run that made the debtor again keeps the first code.
 */
export async function recordWefactDebtor(
  db: Db,
  organizationId: string,
  id: string,
  wefact: { code: string; identifier: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('debtors')
    .set({
      wefact_debtor_code: wefact.code,
      wefact_identifier: wefact.identifier,
      // The list finds a debtor by its WeFact code too.
      search_text: sql<string>`search_text || ${foldedWords(wefact.code).map((word) => ` ${word}`).join('')}`,
      updated_at: now,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('wefact_debtor_code', 'is', null)
    .execute();
}
