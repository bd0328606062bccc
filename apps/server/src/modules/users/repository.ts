import type { Insertable } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
import type { Db, User, UserUpdate, UsersTable } from '../../db/types.ts';

const userById = preparedQuery((db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));

/**
 * The one owner of the `users` table: every other module reads and writes users through these queries. One
 * exception: the session plugin's lookup reads the session and its user in one joined statement
 * (`authRepository.findSessionWithUser`, decision 035), as every request with a session asks it.
 */
export const usersRepository = {
  /** Every request with a session reads its user: compiled once (db/prepared.ts). */
  findById: (db: Db, id: string) => userById.first(db, id),

  findByEmail: (db: Db, email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

  insert: (db: Db, values: Insertable<UsersTable>) => db.insertInto('users').values(values).execute(),

  update: (db: Db, id: string, values: UserUpdate) =>
    db.updateTable('users').set(values).where('id', '=', id).execute(),

  /** The users with these ids, by id (members and invitations show their people from here, not by a join). */
  async byIds(db: Db, ids: readonly string[]): Promise<Map<string, User>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await db.selectFrom('users').selectAll().where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Whether any user exists (the demo seed runs on an empty database only). */
  async any(db: Db): Promise<boolean> {
    return Boolean(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  },

  /** Names by id, for answers that show people by name (responsible, executor, creator, last editor). */
  async namesByIds(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    if (wanted.length === 0) return new Map();
    const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  },
};
