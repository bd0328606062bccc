import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR, REPO_ROOT } from '../paths.ts';

export const LATER_PORT = 3101;
export const LATER_BASE_URL = `http://127.0.0.1:${LATER_PORT}`;

/**
 * A second server on the same database whose clock runs `days` ahead (CLOCK_OFFSET_DAYS): what the crematorium
 * sees a month later, e.g. ashes past their release date. Both servers share the SQLite file (WAL) and the app
 * key in the data folder. Stop it with `stop()`.
 */
export async function startLaterServer(
  days: number,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(LATER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: LATER_BASE_URL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      CLOCK_OFFSET_DAYS: String(days),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`De tweede server stopte met code ${child.exitCode}.`);
    try {
      const response = await fetch(`${LATER_BASE_URL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('De tweede server startte niet binnen een minuut.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl: LATER_BASE_URL,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
