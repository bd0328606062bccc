import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';

const run = promisify(execFile);
let dataDir: string;

/** Runs `npm run cli -- …` the way an operator does (tsx over the sources), always on a SQLite DATA_DIR. */
async function cli(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PASSWORD_HASH_COST: '10', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each command is a process of its own that compiles the server's sources (tsx) before it starts: some 3–8 s on a
// busy two-core machine, and a test here runs up to four of them, more than the server tests' 20 s.
describe('operator commands', { timeout: 120_000 }, () => {
  it('migrates, then reports that nothing is left to do', async () => {
    expect((await cli('migrate')).stdout).toContain('0001-foundation');
    expect((await cli('migrate')).stdout).toContain('al bijgewerkt');
  });

  it('creates a user and an organisation with that user as owner', async () => {
    const user = await cli('user:create', '--email', 'Jan@Voorbeeld.nl', '--name', 'Jan Jansen', '--password', 'Een-lang-wachtwoord-7');
    expect(user.code).toBe(0);
    expect(user.stdout).toContain('jan@voorbeeld.nl');
    const org = await cli('organization:create', '--name', 'Uitvaartzorg Jansen', '--type', 'funeral_company', '--owner', 'jan@voorbeeld.nl');
    expect(org.code).toBe(0);

    const db = new Database(path.join(dataDir, 'afscheid.sqlite'), { readonly: true });
    const row = db
      .prepare(`select u.email, o.name, o.type, m.role from memberships m join users u on u.id = m.user_id
                join organizations o on o.id = m.organization_id`)
      .get();
    db.close();
    expect(row).toEqual({ email: 'jan@voorbeeld.nl', name: 'Uitvaartzorg Jansen', type: 'funeral_company', role: 'owner' });
  });

  it('creates the owner account for an address without one, which then chooses a password from a mailed link', async () => {
    const missingName = await cli('organization:create', '--name', 'Crematorium Oost', '--type', 'crematorium', '--owner', 'els@oost.nl');
    expect(missingName.code).toBe(1);
    expect(missingName.stderr).toMatch(/--owner-name/);

    const org = await cli(
      'organization:create', '--name', 'Crematorium Oost', '--type', 'crematorium', '--owner', 'Els@Oost.nl', '--owner-name', 'Els de Boer',
    );
    expect(org.code).toBe(0);
    expect(org.stdout).toContain('wachtwoord te kiezen');

    const db = new Database(path.join(dataDir, 'afscheid.sqlite'), { readonly: true });
    const row = db
      .prepare(`select u.name, u.password_hash, m.role from memberships m join users u on u.id = m.user_id
                join organizations o on o.id = m.organization_id where o.name = 'Crematorium Oost'`)
      .get();
    // Queued in the outbox (its body sealed with the app key); the running server's worker sends it.
    const mail = db.prepare(`select payload from jobs where kind = 'mail' order by created_at desc`).get() as { payload: string };
    db.close();
    expect(row).toEqual({ name: 'Els de Boer', password_hash: null, role: 'owner' });
    expect(mail.payload).toContain('els@oost.nl');
    expect(JSON.parse(mail.payload).subject).toBe(messages.members.setPasswordMail.subject);
  });

  it('refuses bad input with a Dutch message and a non-zero exit', async () => {
    const weak = await cli('user:create', '--email', 'piet@voorbeeld.nl', '--name', 'Piet', '--password', 'wachtwoord');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/--password voldoet niet/);
    const dup = await cli('user:create', '--email', 'jan@voorbeeld.nl', '--name', 'Jan', '--password', 'Een-lang-wachtwoord-8');
    expect(dup.stderr).toMatch(/bestaat al/);
    const type = await cli('organization:create', '--name', 'X', '--type', 'bakkerij', '--owner', 'jan@voorbeeld.nl');
    expect(type.stderr).toMatch(/funeral_company of crematorium/);
    const unknown = await cli('bestaat-niet');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Onbekende opdracht/);
  });

  it('asks for a name when --name is empty', async () => {
    const nameless = await cli('organization:create', '--name', ' ', '--type', 'crematorium', '--owner', 'jan@voorbeeld.nl');
    expect(nameless.code).toBe(1);
    expect(nameless.stderr).toMatch(/Geef een naam op met --name\./);
  });

  it('seeds the demo once and backs up a consistent copy while another connection writes', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-cli-seed-'));
    const previous = dataDir;
    dataDir = fresh;
    try {
      expect((await cli('seed')).stdout).toContain('eigenaar@afscheid.test');
      expect((await cli('seed')).stdout).toContain('niets gedaan');

      const writer = new Database(path.join(fresh, 'afscheid.sqlite'));
      writer.pragma('journal_mode = WAL');
      writer.exec('begin');
      writer.prepare("update users set name = 'Halverwege' where email = 'lezer@afscheid.test'").run();
      const target = path.join(fresh, 'backup');
      const backup = await cli('backup', target);
      writer.exec('commit');
      writer.close();
      expect(backup.code).toBe(0);

      const copy = new Database(path.join(target, 'afscheid.sqlite'), { readonly: true });
      const users = copy.prepare('select count(*) as n from users').get() as { n: number };
      const lezer = copy.prepare("select name from users where email = 'lezer@afscheid.test'").get() as { name: string };
      copy.close();
      expect(users.n).toBe(7);
      expect(lezer.name).toBe('Lotte Lezer');
      expect((await cli('backup', target)).stderr).toMatch(/is niet leeg/);
    } finally {
      dataDir = previous;
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
