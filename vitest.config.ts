import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // only PostgreSQL has connections a server can end: scale-out.test.ts and postgres-connection.test.ts
          // run in the PostgreSQL run only instead of showing as skipped on SQLite.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL
              ? []
              : ['test/scale-out.test.ts', 'test/postgres-connection.test.ts']),
          ],
          // Each test file gets its own database; PostgreSQL runs share one server, so files run one at a time there.
          fileParallelism: !process.env.TEST_DATABASE_URL,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
