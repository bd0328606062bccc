import type { Db, EmailChange } from '../../db/types.ts';

/** Queries for `email_changes` (owned by the profile module): at most one pending change per user. */
export const emailChangesRepository = {
  findByUser: (db: Db, userId: string) =>
    db.selectFrom('email_changes').selectAll().where('user_id', '=', userId).executeTakeFirst(),

  findByTokenHash: (db: Db, tokenHash: string) =>
    db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  /** Stores the user's pending change; a newer request replaces the one before it (and its link). */
  save: (db: Db, row: EmailChange) =>
    db
      .insertInto('email_changes')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          id: row.id,
          email: row.email,
          token_hash: row.token_hash,
          expires_at: row.expires_at,
          created_at: row.created_at,
        }),
      )
      .execute(),

  /** Removes the user's pending change; false when there was none. */
  async deleteOfUser(db: Db, userId: string): Promise<boolean> {
    const result = await db.deleteFrom('email_changes').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Uses the change once: false when another request used (or a newer request replaced) it first. */
  async consume(db: Db, id: string, tokenHash: string): Promise<boolean> {
    const result = await db
      .deleteFrom('email_changes')
      .where('id', '=', id)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
