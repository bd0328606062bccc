import { PostgresAdapter } from 'kysely';
import type { Db } from './types.ts';

/** True on PostgreSQL (row locks with `FOR UPDATE`, `collate "C"`); false on SQLite. */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
