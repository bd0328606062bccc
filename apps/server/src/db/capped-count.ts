import { sql, type SelectQueryBuilder } from 'kysely';
import { LIST_COUNT_CAP } from '@afscheid/shared';
import type { Db } from './types.ts';

/**
 * How many rows a list query matches, counting at most `LIST_COUNT_CAP + 1` of them: the walk stops there, so a
 * filter or a search that matches 90,000 rows costs what 1,001 do (decision 021).
 */
export async function cappedCount<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(LIST_COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
