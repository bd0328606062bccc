import type { Insertable } from 'kysely';
import type { AccountTokensTable, Db } from '../../db/types.ts';

/**
 * Queries for account tokens (set-password links); no rules here. Sessions are the auth module's, users the
 * users module's.
 */
export const accountRepository = {
  insertToken: (db: Db, values: Insertable<AccountTokensTable>) =>
    db.insertInto('account_tokens').values(values).execute(),

  findToken: (db: Db, purpose: AccountTokensTable['purpose'], tokenHash: string) =>
    db
      .selectFrom('account_tokens')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst(),

  /** Marks the token used unless it already was; false means someone else used it first. */
  async markUsed(db: Db, id: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('account_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
