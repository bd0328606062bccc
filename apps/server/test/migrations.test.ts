import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ seed: false });
});
afterEach(async () => {
  await ctx.close();
});

describe('migration 0002-organizations', () => {
  it('upgrades a database with organisations of the foundation, and can be undone', async () => {
    const db = ctx.app.deps.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0001-foundation');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).slice(1).reverse());

    // A row as the foundation stored it, before the new columns existed.
    await db
      .insertInto('organizations')
      .values({
        id: 'org-1',
        name: 'Bestaande Uitvaartzorg',
        type: 'funeral_company',
        created_at: 'nu',
        updated_at: 'nu',
      })
      .execute();

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const row = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', 'org-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Bestaande Uitvaartzorg',
      version: 1,
      kvk_number: null,
      logo_path: null,
      wefact_tax_codes: null,
    });
    expect(await db.selectFrom('invitations').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('account_tokens').selectAll().execute()).toEqual([]);
  });
});

describe('migration 0003-dossiers', () => {
  it('creates the dossier tables and can be undone and redone', async () => {
    const db = ctx.app.deps.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0002-organizations');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).slice(2).reverse());
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).slice(2));
    expect(await db.selectFrom('dossiers').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('dossier_number_counters').selectAll().execute()).toEqual([]);
  });
});

describe('migration 0004-jobs', () => {
  it('creates the jobs table and can be undone and redone', async () => {
    const db = ctx.app.deps.db;
    await ctx.app.deps.jobs.stop(); // the worker would poll a table that is gone for a moment
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0003-dossiers');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0004-jobs');
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toContain('0004-jobs');
    expect(await db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });
});

describe('dossier_search_terms', () => {
  it('compares terms byte by byte, so a prefix is an index range under any database collation', async () => {
    const db = ctx.app.deps.db;
    const now = '2026-11-21T12:00:00.000Z';
    await db
      .insertInto('organizations')
      .values({
        id: 'org-1',
        name: 'Uitvaartzorg Termen',
        type: 'funeral_company',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('dossiers')
      .values({
        id: 'dossier-1',
        organization_id: 'org-1',
        number: '2026-0001',
        number_year: 2026,
        number_sequence: 1,
        type: 'cremation',
        status: 'open',
        responsible_user_id: null,
        executor_user_id: null,
        deceased_first_names: 'Jaz',
        deceased_name_prefix: null,
        deceased_last_name: 'Jazzman',
        deceased_birth_date: null,
        died_at: now,
        deceased_bsn_hash: null,
        search_text: ' jaz jazzman',
        sort_name: 'jazzman',
        funeral_at: null,
        general_notes: null,
        version: 1,
        created_by: null,
        updated_by: null,
        status_changed_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    const terms = ['ja', 'jaz', 'jazzman', 'ja{', 'jb', 'JAZ', 'jäz', '2026-0001', '2026-1'];
    await db
      .insertInto('dossier_search_terms')
      .values(terms.map((term) => ({ organization_id: 'org-1', term, dossier_id: 'dossier-1' })))
      .execute();
    const range = async (from: string, to: string) =>
      (
        await db
          .selectFrom('dossier_search_terms')
          .select('term')
          .where('term', '>=', from)
          .where('term', '<', to)
          .orderBy('term')
          .execute()
      ).map((row) => row.term);
    // "jaz" up to the next string after every "jaz…" ("ja{" in bytes): neither "ja{" nor "jb" nor "JAZ".
    expect(await range('jaz', 'ja{')).toEqual(['jaz', 'jazzman']);
    expect(await range('2026-0', '2026-1')).toEqual(['2026-0001']);
    if (ctx.app.deps.database.kind === 'postgres') {
      // The test database may well use a byte-wise collation anyway: check the column's own.
      const { rows } = await sql<{ collation_name: string }>`
        select collation_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'dossier_search_terms' and column_name = 'term'`.execute(
        db,
      );
      expect(rows[0]?.collation_name).toBe('C');
    }
  });
});
