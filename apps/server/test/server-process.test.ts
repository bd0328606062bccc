import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
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

/** Starts the server with `env` and waits for it to exit (for settings it must refuse); its exit code and stderr. */
async function refusedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}

describe('the server process', () => {
  it('starts on the embedded default, prints the demo logins, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PASSWORD_HASH_COST: '10',
    };
    delete env.DATABASE_URL;
    delete env.SEED_DEMO;
    delete env.HOST;
    delete env.SMTP_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    let health: Response | undefined;
    // Up to 60 s: the process transpiles the server with tsx as it starts, which takes a busy 2-core machine a while.
    for (let i = 0; i < 400 && !health; i++) {
      await new Promise((r) => setTimeout(r, 150));
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    }
    expect(health?.status).toBe(200);
    expect(output).toContain('eigenaar@afscheid.test');
    expect(output).toContain('Afscheid-demo-2026');
    expect(fs.existsSync(path.join(dataDir, 'afscheid.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'app.key'))).toBe(true);

    // One log line per request, with method, path (no query string), status, duration and request id.
    const requestId = randomUUID();
    const answer = await fetch(`http://127.0.0.1:${port}/api/health?token=geheim`, {
      headers: { 'x-request-id': requestId },
    });
    expect(answer.status).toBe(200);
    await answer.text();
    await new Promise((r) => setTimeout(r, 200));
    const logLines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const forRequest = logLines.filter((line) => line.reqId === requestId);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
    });
    expect(typeof forRequest[0]!.durationMs).toBe('number');
    expect(stdout).not.toContain('geheim');
    expect(logLines.some((line) => line.msg === 'incoming request')).toBe(false);

    // Without HOST the server listens on 127.0.0.1 only, and the demo logins come last at start-up.
    const listening = logLines.filter((line) => String(line.msg).startsWith('Server listening at'));
    expect(listening.map((line) => line.msg)).toEqual([`Server listening at http://127.0.0.1:${port}`]);
    const afterLogins = stdout.slice(stdout.indexOf('Demo-omgeving'));
    expect(stdout.indexOf('Server listening at')).toBeLessThan(stdout.indexOf('Demo-omgeving'));
    const laterLogLines = afterLogins.split('\n').filter((line) => line.startsWith('{'));
    expect(
      laterLogLines.every((line) => (JSON.parse(line) as { msg: string }).msg === 'request completed'),
    ).toBe(true);
    const lanAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
    if (lanAddress) {
      await expect(fetch(`http://${lanAddress}:${port}/api/health`)).rejects.toThrow();
    }

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);

  it('refuses to start on a wrong setting with a Dutch message naming it', async () => {
    const { code, stderr } = await refusedStart({ ...process.env, PORT: 'geen-getal', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toMatch(/Ongeldige configuratie/);
    expect(stderr).toMatch(/PORT/);
  }, 30_000);

  it('refuses to start in production over plain http unless TRUST_PROXY or ALLOW_INSECURE_HTTP says why not', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '1' };
    delete env.TRUST_PROXY;
    delete env.ALLOW_INSECURE_HTTP;
    const { code, stderr } = await refusedStart(env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/zonder TLS-proxy/);
    expect(stderr).toMatch(/TRUST_PROXY=true/);
    expect(stderr).toMatch(/ALLOW_INSECURE_HTTP=true/);
  }, 30_000);
});
