import { everyColumn, prefixedSelection, unprefixed, withoutPrefixed } from '../../db/joined-row.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { Db, Session, SessionsTable, User } from '../../db/types.ts';

const SESSION_COLUMNS = everyColumn<SessionsTable>()([
  'id',
  'user_id',
  'active_organization_id',
  'remember',
  'ip',
  'user_agent',
  'created_at',
  'last_activity_at',
  'expires_at',
]);

/**
 * Every request with a session cookie looks its session and user up: one statement (db/joined-row.ts), compiled
 * once (db/prepared.ts). The user's columns as they are, the session's as `session_<column>`.
 */
const sessionWithUser = preparedQuery((db: Db, id: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    // Typed as one column: the row is read through unprefixed/withoutPrefixed below.
    .select(prefixedSelection('s', 'session', SESSION_COLUMNS) as unknown as 's.id'[])
    .where('s.id', '=', id),
);

/** Queries for sessions and reset tokens (users are the users module's); no rules here, the services decide. */
export const authRepository = {
  async findSessionWithUser(db: Db, id: string): Promise<{ session: Session; user: User } | undefined> {
    const row = (await sessionWithUser.first(db, id)) as Record<string, unknown> | undefined;
    if (!row) return undefined;
    const session = unprefixed<Session>(row, 'session', SESSION_COLUMNS)!;
    return { session, user: withoutPrefixed<User>(row, 'session', SESSION_COLUMNS) };
  },

  insertSession: (db: Db, session: Session) => db.insertInto('sessions').values(session).execute(),

  touchSession: (db: Db, id: string, at: string) =>
    db.updateTable('sessions').set({ last_activity_at: at }).where('id', '=', id).execute(),

  /** The organisation the session works in (decision 009). */
  setActiveOrganization: (db: Db, sessionId: string, organizationId: string | null) =>
    db
      .updateTable('sessions')
      .set({ active_organization_id: organizationId })
      .where('id', '=', sessionId)
      .execute(),

  deleteSession: (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute(),

  deleteSessionsOfUser: (db: Db, userId: string, exceptId?: string) => {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return query.execute();
  },

  deleteExpiredSessions: (db: Db, now: string) => db.deleteFrom('sessions').where('expires_at', '<', now).execute(),

  findResetToken: (db: Db, email: string) =>
    db.selectFrom('password_reset_tokens').selectAll().where('email', '=', email).executeTakeFirst(),

  saveResetToken: (db: Db, email: string, tokenHash: string, createdAt: string) =>
    db
      .insertInto('password_reset_tokens')
      .values({ email, token_hash: tokenHash, created_at: createdAt })
      .onConflict((oc) => oc.column('email').doUpdateSet({ token_hash: tokenHash, created_at: createdAt }))
      .execute(),

  /** Deletes the reset token only when it still has this hash; false when another request used it first. */
  async consumeResetToken(db: Db, email: string, tokenHash: string): Promise<boolean> {
    const result = await db
      .deleteFrom('password_reset_tokens')
      .where('email', '=', email)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  deleteResetToken: (db: Db, email: string) =>
    db.deleteFrom('password_reset_tokens').where('email', '=', email).execute(),
};
