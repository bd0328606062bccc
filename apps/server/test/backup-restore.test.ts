import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { TestClient, withPg } from './helpers.ts';
import { createDossierViaApi } from './factories.ts';
import { minimalPdf } from './dossier-fixtures.ts';

/**
 * The restore drill of docs/deployment.md, end to end: a seeded app with a dossier and an uploaded document is
 * backed up by `npm run cli -- backup` while it runs, the backup is restored into a new DATA_DIR (and, on
 * PostgreSQL, a new database) by `npm run cli -- restore`, and an app started on it shows the dossier and serves
 * the document byte for byte. The database is the suite's: SQLite, or PostgreSQL when TEST_DATABASE_URL is set
 * (then a database of its own per side, as pg_dump copies a whole database).
 */

const run = promisify(execFile);
const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh DATA_DIR (not created yet) and, on PostgreSQL, a fresh database, removed after the file. */
async function deployment(name: string) {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `afscheid-${name}-`)), 'data');
  cleanups.push(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'geen-web'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    APP_URL: 'http://localhost:3000',
  };
  if (pgUrl) {
    const database = `afscheid_drill_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withPg(pgUrl, (client) => client.query(`create database ${database}`));
    cleanups.push(() => withPg(pgUrl, (client) => client.query(`drop database if exists ${database} with (force)`)));
    const url = new URL(pgUrl);
    url.pathname = `/${database}`;
    env['DATABASE_URL'] = url.toString();
  }
  return { dataDir, env };
}

/** `npm run cli -- …` as an operator runs it (tsx over the sources), on the given deployment. */
async function cli(env: Record<string, string>, ...args: string[]) {
  const processEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env['DATABASE_URL']) delete processEnv['DATABASE_URL'];
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: processEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function start(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig(env));
  cleanups.push(() => app.close());
  return app;
}

async function loginAsDirector(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await client.login('uitvaartverzorger@afscheid.test');
  expect(res.statusCode, res.body).toBe(204);
  return client;
}

// Each step runs the CLI in a process of its own (tsx compiling the sources), several seconds on a busy machine.
describe('backup and restore', { timeout: 180_000 }, () => {
  it('restores a running deployment into a new DATA_DIR with its dossiers, documents and app key', async () => {
    // A deployment in use: the demo, a dossier and an uploaded document.
    const source = await deployment('bron');
    const app = await start(source.env);
    await seedDemo(app.deps);
    const director = await loginAsDirector(app);
    const dossier = await createDossierViaApi(director, { deceased_last_name: 'Hersteld' });
    const pdf = minimalPdf('akte van overlijden, hersteld');
    const uploaded = await director.upload(`/api/dossiers/${dossier.id}/documents`, 'file', {
      name: 'Akte.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json().data as { id: string; download_url: string };

    // The demo's documents and the new one.
    const documentsDir = path.join(source.dataDir, 'documents');
    const storedFiles = (
      fs.readdirSync(documentsDir, { recursive: true, withFileTypes: true }) as fs.Dirent[]
    ).filter((entry) => entry.isFile()).length;
    expect(storedFiles).toBeGreaterThan(0);

    // Backed up while the app runs (its database open).
    const backupDir = path.join(path.dirname(source.dataDir), 'back-up');
    const backup = await cli(source.env, 'backup', backupDir);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Back-up geschreven naar');
    expect(backup.stdout).toContain(`- ${storedFiles} documentbestanden`);
    expect(JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8'))).toMatchObject({
      database: pgUrl ? 'postgres' : 'sqlite',
      documents: 'files',
      document_files: storedFiles,
      app_key: true,
    });
    // A second backup into the same folder is refused.
    expect((await cli(source.env, 'backup', backupDir)).stderr).toMatch(/is niet leeg/);
    // A restore never writes over a deployment that holds data.
    const over = await cli(source.env, 'restore', backupDir);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(/DATA_DIR .* is niet leeg/);

    // Restored into a new DATA_DIR (and database), then started.
    const target = await deployment('doel');
    const restored = await cli(target.env, 'restore', backupDir);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Start de server nu met deze DATA_DIR.');
    expect(fs.readFileSync(path.join(target.dataDir, 'app.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(source.dataDir, 'app.key'), 'utf8'),
    );

    const copy = await start(target.env);
    const client = await loginAsDirector(copy);
    const seen = await client.get(`/api/dossiers/${dossier.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id: dossier.id, number: dossier.number });
    const listed = (await client.get(`/api/dossiers/${dossier.id}/documents`)).json().data as {
      id: string;
    }[];
    expect(listed.map((item) => item.id)).toEqual([document.id]);
    const download = await client.get(document.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a folder that is not a backup, with a Dutch message', async () => {
    const target = await deployment('leeg');
    const notABackup = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-geen-backup-'));
    cleanups.push(() => fs.rmSync(notABackup, { recursive: true, force: true }));
    const res = await cli(target.env, 'restore', notABackup);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/is geen back-up van deze app/);
    expect(fs.existsSync(target.dataDir)).toBe(false);
  });
});
