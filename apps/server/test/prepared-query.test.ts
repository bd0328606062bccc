import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { preparedQuery, statementName } from '../src/db/prepared.ts';
import type { Db } from '../src/db/types.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import { createTestApp, TestClient } from './helpers.ts';
import { organizationByName, userByEmail } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

const activeMembersOf = preparedQuery((db: Db, organizationId: string, role: string) =>
  db
    .selectFrom('memberships')
    .select(['user_id', 'role'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('role', '=', role)
    .orderBy('user_id'),
);

describe('preparedQuery', () => {
  it('answers as the same query built each time, for any arguments, inside a transaction too', async () => {
    const linde = await organizationByName(ctx, 'Uitvaartzorg De Linde');
    for (const role of ['owner', 'reader', 'nobody']) {
      const built = await db
        .selectFrom('memberships')
        .select(['user_id', 'role'])
        .where('organization_id', '=', linde.id)
        .where('status', '=', 'active')
        .where('role', '=', role)
        .orderBy('user_id')
        .execute();
      expect(await activeMembersOf.all(db, linde.id, role)).toEqual(built);
      expect(await activeMembersOf.first(db, linde.id, role)).toEqual(built[0]);
      expect(await inTransaction(db, (trx) => activeMembersOf.all(trx, linde.id, role))).toEqual(built);
    }
    expect(await activeMembersOf.all(db, 'geen-organisatie', 'owner')).toEqual([]);
  });

  it('names its statement (PostgreSQL keeps it parsed per connection), other SQL stays unnamed', async () => {
    const linde = await organizationByName(ctx, 'Uitvaartzorg De Linde');
    await activeMembersOf.all(db, linde.id, 'owner');
    const compiled = db
      .selectFrom('memberships')
      .select(['user_id', 'role'])
      .where('organization_id', '=', linde.id)
      .where('status', '=', 'active')
      .where('role', '=', 'owner')
      .orderBy('user_id')
      .compile();
    expect(statementName(compiled.sql)).toMatch(/^afscheid_\d+$/);
    expect(statementName('select 1')).toBeUndefined();
  });

  it('keeps answering when a table it reads gains a column while the server runs (another server migrated)', async () => {
    await sql`create table prepared_probe (id varchar(36) primary key)`.execute(db);
    await sql`insert into prepared_probe (id) values ('a')`.execute(db);
    type Probe = { prepared_probe: { id: string; note?: string | null } };
    const probe = preparedQuery((db: Db, id: string) =>
      db.withTables<Probe>().selectFrom('prepared_probe').selectAll().where('id', '=', id),
    );
    // Every connection of the pool prepares it, then the table changes under all of them.
    await Promise.all(Array.from({ length: 12 }, () => probe.first(db, 'a')));
    expect(await probe.first(db, 'a')).toEqual({ id: 'a' });
    await sql`alter table prepared_probe add column note varchar(20)`.execute(db);
    await sql`update prepared_probe set note = 'nieuw'`.execute(db);
    const again = await Promise.all(Array.from({ length: 12 }, () => probe.first(db, 'a')));
    expect(again).toEqual(Array.from({ length: 12 }, () => ({ id: 'a', note: 'nieuw' })));
  });

  it('refuses an argument that does not become exactly one parameter', async () => {
    const twice = preparedQuery((db: Db, id: string) =>
      db.selectFrom('users').select('id').where('id', '=', id).where('last_organization_id', '=', id),
    );
    const unused = preparedQuery((db: Db, _id: string) => db.selectFrom('users').select('id'));
    await expect(twice.all(db, 'x')).rejects.toThrow(/exactly one parameter/);
    await expect(unused.all(db, 'x')).rejects.toThrow(/exactly one parameter/);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the session organisation from the membership list, and repairs one no longer workable', async () => {
    const client = new TestClient(ctx.app);
    await client.login('eigenaar@afscheid.test');
    const first = await client.get('/api/auth/user');
    expect(first.statusCode).toBe(200);
    const user = first.json().data;
    const active = user.organizations.find((o: { id: string }) => o.id === user.active_organization_id);
    expect(active).toBeDefined();
    expect(user.roles).toEqual([active.role]);

    // The membership of the active organisation ends: the session moves to the other one and says so.
    const owner = await userByEmail(ctx, 'eigenaar@afscheid.test');
    await db
      .updateTable('memberships')
      .set({ status: 'disabled' })
      .where('user_id', '=', owner.id)
      .where('organization_id', '=', user.active_organization_id)
      .execute();
    const after = (await client.get('/api/auth/user')).json().data;
    expect(after.organizations.map((o: { id: string }) => o.id)).not.toContain(user.active_organization_id);
    expect(after.active_organization_id).toBe(after.organizations[0].id);
    const session = await db
      .selectFrom('sessions')
      .select('active_organization_id')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(session.active_organization_id).toBe(after.active_organization_id);
  });
});
