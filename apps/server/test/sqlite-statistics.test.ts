import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/connection.ts';

// The app's SQLite connection and its planner statistics (issue 17): in both test runs, since it is about the
// SQLite connection itself, not the database under test.
describe('SQLite planner statistics of a long-running connection', () => {
  let dir = '';
  let handle: DbHandle | undefined;
  let other: Database.Database | undefined;
  afterEach(async () => {
    other?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('follow a table that grew under another process, so its queries use the index again', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-sqlite-stats-'));
    const file = path.join(dir, 'afscheid.sqlite');
    handle = openDatabase({ kind: 'sqlite', file });
    const app = handle.sqlite!;
    app.exec(`create table people (id integer primary key, kind integer not null, name text not null);
      create index people_kind_idx on people (kind);
      create index people_name_idx on people (name);
      insert into people (kind, name) values (1, 'a'), (1, 'b')`);
    // Statistics of two rows, as a new installation has them.
    expect(handle.optimize()).toEqual(['ANALYZE "main"."people"']);
    const plan = () =>
      (
        app.prepare('explain query plan select * from people where kind = ? and name = ?').all(1, 'v7') as {
          detail: string;
        }[]
      ).map((row) => row.detail);
    expect(plan()).toEqual(['SCAN people']);

    // An import beside the running server: 50,000 rows, analyzed there.
    other = new Database(file);
    const insert = other.prepare('insert into people (kind, name) values (?, ?)');
    other.transaction(() => {
      for (let i = 0; i < 50_000; i++) insert.run(i % 2, `v${i}`);
    })();
    other.exec('analyze');
    // The app's connection still plans with what it read: a scan of 50,000 rows.
    expect(plan()).toEqual(['SCAN people']);

    expect(handle.optimize()).toEqual(['ANALYZE "main"."people"']);
    expect(plan()).toEqual(['SEARCH people USING INDEX people_name_idx (name=?)']);
    // Nothing changed since: nothing to analyze.
    expect(handle.optimize()).toEqual([]);
  });

  it('leave the statistics for the next time while another process holds the write lock', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-sqlite-stats-'));
    const file = path.join(dir, 'afscheid.sqlite');
    handle = openDatabase({ kind: 'sqlite', file });
    handle.sqlite!.exec(`create table people (id integer primary key, kind integer not null);
      create index people_kind_idx on people (kind);
      insert into people (kind) values (1), (2)`);
    handle.sqlite!.pragma('busy_timeout = 0');
    other = new Database(file);
    other.exec('begin immediate');
    expect(handle.optimize()).toEqual([]);
    other.exec('commit');
    expect(handle.optimize()).toEqual(['ANALYZE "main"."people"']);
  });
});
