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

/** The revisions of up to twelve scopes (the start page's parts, decision 044); built and compiled once. */
const manyRevisionsOf = preparedQuery(
  (
    db: Db,
    s0: string,
    s1: string,
    s2: string,
    s3: string,
    s4: string,
    s5: string,
    s6: string,
    s7: string,
    s8: string,
    s9: string,
    s10: string,
    s11: string,
  ) =>
    db
      .selectFrom('response_revisions')
      .select(['scope', 'revision'])
      .where('scope', 'in', [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11]),
);

/** The most scopes `readRevision` reads at once. */
export const MAX_REVISION_SCOPES = 12;

/**
 * The revisions of `scopes` (at most twelve) as one string, in the order given; a scope never bumped is 0.
 */
export async function readRevision(db: Db, scopes: readonly string[]): Promise<string> {
  if (scopes.length === 0 || scopes.length > MAX_REVISION_SCOPES) {
    throw new Error(`readRevision: one to ${MAX_REVISION_SCOPES} scopes`);
  }
  const rows =
    scopes.length <= 3
      ? await revisionsOf.all(db, scopes[0]!, scopes[1] ?? scopes[0]!, scopes[2] ?? scopes[0]!)
      : await manyRevisionsOf.all(
          db,
          ...(Array.from({ length: MAX_REVISION_SCOPES }, (_, i) => scopes[i] ?? scopes[0]!) as Parameters<
            typeof manyRevisionsOf.all
          > extends [Db, ...infer Scopes]
            ? Scopes
            : never),
        );
  const found = new Map(rows.map((row) => [row.scope, Number(row.revision)]));
  return scopes.map((scope) => found.get(scope) ?? 0).join('.');
}
