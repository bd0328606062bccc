import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('the server process', () => {
  it('starts on the embedded default, prints the demo logins, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '10',
    };
    delete env.DATABASE_URL;
    delete env.SEED_DEMO;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    let health: Response | undefined;
    for (let i = 0; i < 100 && !health; i++) {
      await new Promise((r) => setTimeout(r, 150));
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    }
    expect(health?.status).toBe(200);
    expect(output).toContain('eigenaar@afscheid.test');
    expect(output).toContain('Afscheid-demo-2026');
    expect(fs.existsSync(path.join(dataDir, 'afscheid.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'app.key'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);

  it('refuses to start on a wrong setting with a Dutch message naming it', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: 'geen-getal', DATA_DIR: dataDir };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Ongeldige configuratie/);
    expect(stderr).toMatch(/PORT/);
  }, 30_000);
});
