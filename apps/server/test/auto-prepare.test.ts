import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AUTO_PREPARE_MAX,
  AUTO_PREPARE_MIN_USES,
  autoPreparedCount,
  namedStatement,
} from '../src/db/prepared.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import { createTestApp } from './helpers.ts';
import { organizationByName } from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('automatic preparation of repeated queries (decision 033)', () => {
  it('names a parameterised text on its third use, and keeps that name', () => {
    const text = 'select $1::int as probe_a';
    const names = Array.from({ length: AUTO_PREPARE_MIN_USES + 2 }, () => namedStatement(text, true));
    expect(names.slice(0, AUTO_PREPARE_MIN_USES - 1)).toEqual([undefined, undefined]);
    const name = names[AUTO_PREPARE_MIN_USES - 1];
    expect(name).toMatch(/^afscheid_auto_\d+$/);
    expect(names.slice(AUTO_PREPARE_MIN_USES)).toEqual([name, name]);
  });

  it('never names a text without parameters (begin, commit, DDL)', () => {
    for (let use = 0; use < 10; use++) expect(namedStatement('begin', false)).toBeUndefined();
  });

  it('answers as before, and PostgreSQL keeps the repeated query prepared on its connection', async () => {
    const linde = await organizationByName(ctx, 'Uitvaartzorg De Linde');
    const members = (trx: typeof db, role: string) =>
      trx
        .selectFrom('memberships')
        .select(['user_id', 'role'])
        .where('organization_id', '=', linde.id)
        .where('role', '=', role)
        .orderBy('user_id')
        .execute();
    const first = await members(db, 'owner');
    expect(first.length).toBeGreaterThan(0);
    // One transaction is one connection: ten uses, the later ones by name, with other arguments too.
    const { answers, prepared } = await inTransaction(db, async (trx) => {
      const answers = [];
      for (let use = 0; use < 10; use++) answers.push(await members(trx, use % 2 === 0 ? 'owner' : 'nobody'));
      const prepared = onPostgres
        ? (
            await sql<{ name: string; statement: string }>`
              select name, statement from pg_prepared_statements where name like 'afscheid_auto_%'`.execute(trx)
          ).rows
        : [];
      return { answers, prepared };
    });
    expect(answers).toEqual(Array.from({ length: 10 }, (_, use) => (use % 2 === 0 ? first : [])));
    if (onPostgres) {
      expect(prepared.some((row) => row.statement.includes('"memberships"'))).toBe(true);
    }
  });

  it('stops naming new texts at the bound, and still names the ones it has', () => {
    const named = namedStatement('select $1::int as probe_a', true);
    for (let text = 0; autoPreparedCount() < AUTO_PREPARE_MAX; text++) {
      for (let use = 0; use < AUTO_PREPARE_MIN_USES; use++) namedStatement(`select $1::int + ${text}`, true);
    }
    const late = 'select $1::int as probe_late';
    for (let use = 0; use < 10; use++) expect(namedStatement(late, true)).toBeUndefined();
    expect(namedStatement('select $1::int as probe_a', true)).toBe(named);
    expect(autoPreparedCount()).toBe(AUTO_PREPARE_MAX);
  });
});
