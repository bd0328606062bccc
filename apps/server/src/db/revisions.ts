import { preparedQuery } from './prepared.ts';
import type { Db } from './types.ts';

/**
 * `response_revisions` (migration 0020, decision 025): a counter per scope that the database bumps in the
 * transaction of every write that can change what a cached answer or count shows.
 */

/** The revisions of up to three scopes in one indexed read; built and compiled once. */
const revisionsOf = preparedQuery((db: Db, first: string, second: string, third: string) =>
  db
    .selectFrom('response_revisions')
    .select(['scope', 'revision'])
    .where('scope', 'in', [first, second, third]),
);

/**
 * The revisions of `scopes` (at most three) as one string, in the order given; a scope never bumped is 0.
 */
export async function readRevision(db: Db, scopes: readonly string[]): Promise<string> {
  if (scopes.length === 0 || scopes.length > 3) throw new Error('readRevision: one to three scopes');
  const [first, second = first, third = first] = scopes as [string, string?, string?];
  const rows = await revisionsOf.all(db, first, second, third);
  const found = new Map(rows.map((row) => [row.scope, Number(row.revision)]));
  return scopes.map((scope) => found.get(scope) ?? 0).join('.');
}
