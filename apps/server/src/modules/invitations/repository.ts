import type { Insertable, Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Db, InvitationsTable } from '../../db/types.ts';

/** Queries for invitations; lookups by id are scoped to the organisation. */
export const invitationsRepository = {
  list: (db: Db, organizationId: string) =>
    db
      .selectFrom('invitations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  findById: (db: Db, organizationId: string, id: string) =>
    db
      .selectFrom('invitations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  findByTokenHash: (db: Db, tokenHash: string) =>
    db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  /** Invitations for the address that can still be used (not accepted, not revoked, not expired). */
  findOpenByEmail: (db: Db, organizationId: string, email: string, now: string) =>
    db
      .selectFrom('invitations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute(),

  /**
   * Holds new invitations of the organisation back until `db`, the caller's transaction, ends, so "one open
   * invitation per address" is checked and written by one request at a time, on any server. PostgreSQL: a row lock
   * on the organisation that leaves inserts referencing it alone (NO KEY); SQLite runs one transaction at a time.
   */
  async lockForInvitation(db: Db, organizationId: string): Promise<void> {
    if (!db.isTransaction) throw new Error('lockForInvitation needs the transaction of the change.');
    if (!isPostgres(db)) return;
    await db
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', organizationId)
      .forNoKeyUpdate()
      .execute();
  },

  insert: (db: Db, values: Insertable<InvitationsTable>) =>
    db.insertInto('invitations').values(values).execute(),

  /** Changes an invitation that is still open; false when it was accepted or revoked meanwhile. */
  async updateOpen(db: Db, id: string, values: Updateable<InvitationsTable>): Promise<boolean> {
    const result = await db
      .updateTable('invitations')
      .set(values)
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
