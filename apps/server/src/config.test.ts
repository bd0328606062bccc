import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, transportProblem } from './config.ts';
import { resolveAppKey } from './lib/app-key.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults: SQLite under data/, port 3000 on 127.0.0.1 only', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database.kind).toBe('sqlite');
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.session.idleSeconds).toBe(1800);
    expect(config.documentsDir).toBe(path.join(config.dataDir, 'documents'));
  });

  it('keeps documents under DATA_DIR unless DOCUMENTS_DIR names another folder', () => {
    const dataDir = path.resolve('/srv/afscheid-data');
    expect(loadConfig({ DATA_DIR: dataDir }).documentsDir).toBe(path.join(dataDir, 'documents'));
    expect(loadConfig({ DATA_DIR: dataDir, DOCUMENTS_DIR: '/mnt/archief/documenten' }).documentsDir).toBe(
      path.resolve('/mnt/archief/documenten'),
    );
  });

  it('switches to PostgreSQL on a postgres URL and turns the demo off in production', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/afscheid', NODE_ENV: 'production' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/afscheid' });
    expect(config.seedDemo).toBe(false);
  });

  it('stops with a Dutch message naming every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_KEY: 'kort' })).toThrow(ConfigError);
    const error = (() => {
      try {
        loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' });
        return undefined;
      } catch (err) {
        return err as Error;
      }
    })();
    expect(error?.message).toMatch(/^Ongeldige configuratie/);
    expect(error?.message).toMatch(/- PORT:/);
    expect(error?.message).toMatch(/- DATABASE_URL: moet beginnen met postgres:\/\//);
  });
});

describe('resolveAppKey', () => {
  it('generates a 32-byte key into DATA_DIR once and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-key-'));
    const first = resolveAppKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'app.key')).mode & 0o777).toBe(0o600);
    expect(resolveAppKey(undefined, dir).equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('takes the key of a server that started at the same moment and stored its key first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-key-'));
    const theirs = Buffer.alloc(32, 9);
    const link = fs.linkSync;
    // The other server stores its key between this one's look (no key yet) and its own store.
    const raced = vi.spyOn(fs, 'linkSync').mockImplementation((from, to) => {
      fs.writeFileSync(path.join(dir, 'app.key'), `base64:${theirs.toString('base64')}\n`, { flag: 'wx' });
      link(from, to);
    });
    try {
      expect(resolveAppKey(undefined, dir).equals(theirs)).toBe(true);
      expect(fs.readdirSync(dir)).toEqual(['app.key']);
    } finally {
      raced.mockRestore();
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('uses APP_KEY when given', () => {
    const key = Buffer.alloc(32, 7);
    expect(resolveAppKey(`base64:${key.toString('base64')}`, '/nonexistent').equals(key)).toBe(true);
  });
});

describe('transportProblem', () => {
  it('lets production start only behind a trusted TLS proxy or when plain http is explicitly allowed', () => {
    expect(transportProblem(loadConfig({ NODE_ENV: 'production' }))).toMatch(/TRUST_PROXY=true/);
    expect(transportProblem(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' }))).toBeUndefined();
    expect(transportProblem(loadConfig({ NODE_ENV: 'production', ALLOW_INSECURE_HTTP: 'true' }))).toBeUndefined();
    expect(transportProblem(loadConfig({}))).toBeUndefined();
    expect(transportProblem(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
  });
});

