import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that run after the others, one at a time, each with fresh modules: the PostgreSQL-only ones
 * (postgres-connection ends every idle app connection of its database, which another file's app in that worker's
 * database would lose; scale-out starts two app servers of its own), and auto-prepare, which fills the process's bound of prepared statements.
 */
const POSTGRES_ONLY = ['test/scale-out.test.ts', 'test/postgres-connection.test.ts'];
const ISOLATED = ['test/auto-prepare.test.ts'];
const ALONE = [...ISOLATED, ...(process.env.TEST_DATABASE_URL ? POSTGRES_ONLY : [])];
/** A server test makes an app on a fresh database (migrations, demo data) in its hooks. */
const SERVER_TIMEOUTS = { testTimeout: 20_000, hookTimeout: 30_000 };

/**
 * Vitest's default is one worker fewer than the cores, which is one worker on CI's two cores. The tests keep every
 * core busy instead, and on PostgreSQL one worker more, as its workers spend much of their time waiting on the
 * database server (two cores, measured: unit 173 -> 118 s, API on SQLite 121 -> 81 s, API on PostgreSQL with
 * 3 workers 215 s against 285 s for one and 244 s for four; decision 040).
 */
const cores = os.availableParallelism();
const maxWorkers = process.env.TEST_DATABASE_URL ? cores + 1 : cores;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Two app servers on one database is a PostgreSQL deployment (SQLite is one process, decision 002), and
          // only PostgreSQL has connections a server can end: those files run in the PostgreSQL run only (in
          // 'server-alone' below) instead of showing as skipped on SQLite.
          exclude: [...configDefaults.exclude, ...ISOLATED, ...POSTGRES_ONLY],
          // Each test file gets its own database (a SQLite file, or a PostgreSQL schema of its worker's database)
          // and its own app, so the files of a worker share the server's modules: they are imported once per
          // worker instead of once per file, which was 40 % of the run (decision 039).
          isolate: false,
          ...SERVER_TIMEOUTS,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server-alone',
          root: 'apps/server',
          // After the rest, one file at a time, each with fresh modules (see ALONE).
          include: ALONE,
          fileParallelism: false,
          ...SERVER_TIMEOUTS,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
