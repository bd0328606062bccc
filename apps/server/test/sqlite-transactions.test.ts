import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/connection.ts';

// The app's SQLite connection with a second process on the same file (a CLI backup, a seed, the bench's bare
// server): in both test runs, since it is about the SQLite connection itself, not the database under test.
describe('SQLite transactions with another connection on the same file', () => {
  let dir = '';
  let handle: DbHandle | undefined;
  let other: Database.Database | undefined;
  afterEach(async () => {
    other?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('take the write lock when they begin, so a read-then-write never fails halfway on a snapshot', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-sqlite-tx-'));
    const file = path.join(dir, 'afscheid.sqlite');
    handle = openDatabase({ kind: 'sqlite', file });
    handle.sqlite!.exec('create table counters (n integer not null)');
    other = new Database(file);
    other.pragma('busy_timeout = 0');

    await handle.db.transaction().execute(async (trx) => {
      // What a versioned save does: read the current row, then write.
      await sql`select count(*) as n from counters`.execute(trx);
      // Another process cannot slip a write in between (with a deferred BEGIN it could, and this transaction's
      // write would then fail with SQLITE_BUSY_SNAPSHOT, "database is locked", whatever busy_timeout says).
      expect(() => other!.prepare('insert into counters (n) values (2)').run()).toThrow(/locked|busy/i);
      await sql`insert into counters (n) values (1)`.execute(trx);
    });
    // Once it committed the other process writes as usual.
    other.prepare('insert into counters (n) values (2)').run();
    const rows = other.prepare('select n from counters order by n').all() as { n: number }[];
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });
});
