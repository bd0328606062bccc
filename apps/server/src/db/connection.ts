import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { migrations } from './migrations/index.ts';
import type { Database, Db } from './types.ts';

export type DbHandle = {
  db: Db;
  kind: 'sqlite' | 'postgres';
  /** The raw better-sqlite3 handle (for the online backup); undefined on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
  close: () => Promise<void>;
};

export function openDatabase(database: AppConfig['database']): DbHandle {
  if (database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SqliteDatabase(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, kind: 'sqlite', sqlite, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew, which cost more than running it (profiled: 13 % of CPU on
 * GET /api/auth/user). Statements are reusable and the driver runs one query at a time on this connection,
 * so the same SQL text reuses its prepared statement; the cache is bounded (least recently used out).
 */
function withStatementCache(sqlite: SqliteDatabase.Database, limit = 500): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      // Native methods need the real database as `this`.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs the migrations not yet applied. With a PostgreSQL schema (tests give each file its own), the migration
 * tables live in that schema: Kysely otherwise looks for its lock table in any schema on the server and can
 * find another schema's.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
