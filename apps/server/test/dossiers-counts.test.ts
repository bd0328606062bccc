import { Migrator } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedDossiers } from '../bench/seed-dossiers.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { dossiersRepository } from '../src/modules/dossiers/index.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createDossierViaApi, createOrganization, createUser, loginAs } from './factories.ts';

/**
 * `dossier_counts` (migration 0017): the live dossiers per organisation and status, kept by the database's
 * triggers in the transaction of every write. After each kind of write the counts equal `count(*)`.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const company = await createOrganization(ctx, 'Uitvaartzorg Telwerk');
const owner = await createUser(ctx, 'eigenaar@telwerk.test', 'Tessa Telwerk');
await addMember(ctx, company.id, owner.id, 'owner');
const client = await loginAs(ctx, owner.email);

type Counts = Record<string, number>;
const key = (organizationId: string, status: string) => `${organizationId} ${status}`;

/** Every organisation's live dossiers per status, counted. */
async function counted(): Promise<Counts> {
  const rows = await db
    .selectFrom('dossiers')
    .select(['organization_id', 'status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy(['organization_id', 'status'])
    .execute();
  return Object.fromEntries(rows.map((row) => [key(row.organization_id, row.status), Number(row.count)]));
}

/** What `dossier_counts` holds (rows at 0 left out: a status whose dossiers have all gone keeps its row). */
async function maintained(): Promise<Counts> {
  const rows = await db.selectFrom('dossier_counts').selectAll().where('count', '<>', 0).execute();
  return Object.fromEntries(rows.map((row) => [key(row.organization_id, row.status), Number(row.count)]));
}

async function expectExact() {
  const want = await counted();
  expect(await maintained()).toEqual(want);
  return want;
}

const statusOf = async (id: string, status: string) => {
  const dossier = (await client.get(`/api/dossiers/${id}`)).json().data;
  const res = await client.post(`/api/dossiers/${id}/status`, {
    version: dossier.version,
    status,
    ...(status === 'cancelled' ? { reason: 'De familie heeft anders besloten.' } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('dossier_counts', () => {
  it('holds the demo dossiers made through the services', async () => {
    const counts = await expectExact();
    expect(Object.keys(counts).length).toBeGreaterThan(0);
  });

  it('follows creations, status changes and a creation that fails', async () => {
    const first = await createDossierViaApi(client);
    const second = await createDossierViaApi(client);
    expect((await expectExact())[key(company.id, 'open')]).toBe(2);
    await statusOf(first.id, 'cancelled');
    const counts = await expectExact();
    expect([counts[key(company.id, 'open')], counts[key(company.id, 'cancelled')]]).toEqual([1, 1]);
    // Rolled back with the creation: not counted.
    const spy = vi
      .spyOn(dossiersRepository, 'replaceSearchTerms')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      const failed = await client.post('/api/dossiers', {
        type: 'cremation',
        deceased_first_names: 'Mislukt',
        deceased_last_name: 'Dossier',
        died_at: '2026-11-20T06:00:00.000Z',
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect((await expectExact())[key(company.id, 'open')]).toBe(1);
    expect(second.id).toBeTruthy();
  });

  it('follows an import in batches, plain updates, a soft delete, a restore and a delete', async () => {
    await seedDossiers(ctx.app.deps, {
      organizationId: company.id,
      count: 1200,
      userIds: [owner.id],
      now: ctx.clock.now(),
      seed: 3,
    });
    const afterImport = await expectExact();
    const total = (status: Counts) =>
      Object.entries(status)
        .filter(([k]) => k.startsWith(company.id))
        .reduce((sum, [, n]) => sum + n, 0);
    expect(total(afterImport)).toBe(1202);
    // The list's total is the maintained count.
    expect((await client.get('/api/dossiers')).json().meta).toMatchObject({
      total: 1202,
      total_capped: false,
    });

    const some = await db
      .selectFrom('dossiers')
      .select('id')
      .where('organization_id', '=', company.id)
      .where('status', '=', 'closed')
      .orderBy('id')
      .limit(5)
      .execute();
    const [a, b, c, d, e] = some.map((row) => row.id) as [string, string, string, string, string];
    // A plain UPDATE of several rows (as a migration or a fixture does).
    await db.updateTable('dossiers').set({ status: 'invoiced' }).where('id', 'in', [a, b]).execute();
    await expectExact();
    // An update that leaves the status alone changes nothing.
    await db
      .updateTable('dossiers')
      .set({ general_notes: 'Alleen een notitie' })
      .where('id', '=', c)
      .execute();
    await expectExact();
    // Soft delete, restore, delete.
    await db
      .updateTable('dossiers')
      .set({ deleted_at: '2026-11-21T12:00:00.000Z' })
      .where('id', 'in', [c, d])
      .execute();
    expect(total(await expectExact())).toBe(1200);
    expect((await client.get('/api/dossiers?filter[status]=closed')).json().meta.total).toBe(
      (await counted())[key(company.id, 'closed')],
    );
    await db
      .updateTable('dossiers')
      .set({ deleted_at: null, status: 'cancelled' })
      .where('id', '=', c)
      .execute();
    expect(total(await expectExact())).toBe(1201);
    // A soft-deleted dossier that is deleted for good was not counted any more.
    await db.deleteFrom('dossiers').where('id', 'in', [d, e]).execute();
    expect(total(await expectExact())).toBe(1200);
  });

  it('goes with a deleted organisation', async () => {
    const gone = await createOrganization(ctx, 'Uitvaartzorg Opgeheven');
    await seedDossiers(ctx.app.deps, {
      organizationId: gone.id,
      count: 20,
      userIds: [owner.id],
      now: ctx.clock.now(),
    });
    expect(Object.keys(await expectExact()).some((k) => k.startsWith(gone.id))).toBe(true);
    await db.deleteFrom('organizations').where('id', '=', gone.id).execute();
    await expectExact();
    const left = await db
      .selectFrom('dossier_counts')
      .select('count')
      .where('organization_id', '=', gone.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('stays exact under simultaneous creations and status changes', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/api/dossiers', {
          type: i % 2 ? 'burial' : 'cremation',
          deceased_first_names: 'Gelijktijdig',
          deceased_last_name: `Nummer ${i}`,
          died_at: '2026-11-20T06:00:00.000Z',
        }),
      ),
    );
    expect(created.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    await expectExact();
    const ids = created.map((res) => res.json().data.id as string);
    await Promise.all(ids.slice(0, 10).map((id) => statusOf(id, 'cancelled')));
    await expectExact();
  });
});

describe('migration 0017-dossier-counts', () => {
  it('counts the dossiers that are there, and can be undone and redone', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await counted();
    const down = await migrator.migrateTo('0016-legal-delay');
    expect(down.error).toBeUndefined();
    // Written while nothing counts: the backfill finds them.
    await db
      .updateTable('dossiers')
      .set({ status: 'closed' })
      .where('organization_id', '=', company.id)
      .execute();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const after = await expectExact();
    expect(after).not.toEqual(before);
  });
});
