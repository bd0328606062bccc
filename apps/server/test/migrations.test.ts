import { Migrator } from 'kysely';
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
    expect(down.results?.map((r) => r.migrationName)).toEqual(['0003-dossiers', '0002-organizations']);

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
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(['0003-dossiers']);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toEqual(['0003-dossiers']);
    expect(await db.selectFrom('dossiers').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('dossier_number_counters').selectAll().execute()).toEqual([]);
  });
});
