import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { migrations } from './migrations/index.ts';
import { namedStatement, renameStatement } from './prepared.ts';
import type { Database, Db } from './types.ts';

export type DbHandle = {
  db: Db;
  kind: 'sqlite' | 'postgres';
  /** The raw better-sqlite3 handle (for the online backup); undefined on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
  /**
   * SQLite: refresh the planner's statistics of the tables whose size changed a great deal since they were
   * taken, and say which (the ANALYZE statements run). PostgreSQL's autovacuum analyzes: there it does nothing.
   * The server calls it every few seconds; see `openDatabase`.
   */
  optimize: () => string[];
  close: () => Promise<void>;
};

export type OpenOptions = {
  /**
   * PostgreSQL: an idle pooled connection failed (the server restarted, an administrator ended it, the network
   * dropped). The pool has already discarded it and opens a new one when needed; this only reports it. Without a
   * listener node-postgres raises the error as an uncaught exception, which would end the process.
   */
  onIdleConnectionError?: (err: Error) => void;
};

export function openDatabase(database: AppConfig['database'], options: OpenOptions = {}): DbHandle {
  if (database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SqliteDatabase(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // Refresh the planner's statistics where they are missing or stale (SQLite's advice for long-lived
    // connections: at open, and then periodically): plans made from statistics taken while a table was nearly
    // empty scan (issue 17). A connection plans with the statistics it read at open or analyzed itself: another
    // process's ANALYZE (an import, the bench's seeds) does not reach it, and neither does the growth of a table
    // under its own writes. So the server calls `optimize` every few seconds (server.ts): it asks which tables
    // changed size a great deal since their statistics were taken (0x10003: check every table, only say; about
    // 0.1 ms when none did) and analyzes those here, on a sample (SQLite ≥ 3.46 limits the analysis itself: 8 ms
    // for a table of 200,000 rows, not the seconds during which this synchronous connection would answer
    // nothing). It needs a write lock: when another connection is writing (a backup while the app runs), it is
    // left for the next time.
    const optimize = (): string[] => {
      try {
        const due = sqlite.pragma('optimize = 0x10003') as { optimize: string }[];
        if (due.length === 0) return [];
        sqlite.pragma('optimize = 0x10002');
        return due.map((row) => row.optimize);
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
        return [];
      }
    };
    optimize();
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, kind: 'sqlite', sqlite, optimize, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // Names the app's connections in pg_stat_activity for an operator (and the connection test).
    application_name: 'afscheid',
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  pool.on('connect', withNamedStatements);
  pool.on('error', (err) => options.onIdleConnectionError?.(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', optimize: () => [], close: () => db.destroy() };
}

/**
 * Kysely's PostgreSQL driver sends every query unnamed, so the server parses and plans it each time (profiled:
 * three times the server's CPU of the same queries as named statements on GET /api/auth/user). The queries of
 * `preparedQuery`, and every other parameterised text the app repeats (`namedStatement`, decision 033), go out
 * as named statements instead: pg parses each once per connection and then only binds and executes it.
 */
function withNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (text: unknown, ...rest: unknown[]) => {
    // Kysely's call: the text and its values, answered with a promise.
    const values = rest.length === 1 && Array.isArray(rest[0]) ? rest[0] : undefined;
    // Only parameterised texts are prepared automatically: begin, commit and DDL stay unnamed.
    const name = typeof text === 'string' && values ? namedStatement(text, values.length > 0) : undefined;
    if (!name) return query(text, ...rest);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      // A table of `select *` changed since this connection prepared it (another server migrated): parse anew.
      if (!(error instanceof Error && 'code' in error && error.code === '0A000')) throw error;
      return query({ name: renameStatement(text as string), text, values });
    });
  };
  client.query = named as typeof client.query;
}

/**
 * Kysely's SQLite driver prepares every query anew, which cost more than running it (profiled: 13 % of CPU on
 * GET /api/auth/user). Statements are reusable and the driver runs one query at a time on this connection,
 * so the same SQL text reuses its prepared statement; the cache is bounded (least recently used out).
 */
function withStatementCache(sqlite: SqliteDatabase.Database, limit = 500): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (text: string) => {
    // Kysely begins a transaction with a deferred BEGIN: one that reads and then writes fails with
    // SQLITE_BUSY_SNAPSHOT ("database is locked", busy_timeout does not help) when another process on the same
    // file (a CLI backup or seed, the bench's bare server) wrote in between. BEGIN IMMEDIATE takes the write lock
    // at the start, so such a writer waits instead. Within this process the driver runs one query at a time anyway.
    const source = text === 'begin' ? 'begin immediate' : text;
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
