import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, REPO_ROOT } from './paths.ts';

/**
 * End-to-end tests against the built server, which serves the built SPA (`npm run test:e2e` builds
 * both first). One worker: the tests share one server and one database.
 *
 * Playwright starts `webServer` before `globalSetup`, so the data folder is wiped by the server's
 * start script (e2e/start-server.mjs) instead of a global setup.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-quic',
            '--no-first-run',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: REPO_ROOT,
    url: `${E2E_BASE_URL}/api/health`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
