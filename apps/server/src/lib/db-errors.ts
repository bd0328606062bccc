/**
 * Whether a database error is a unique violation, on either engine: better-sqlite3's `SQLITE_CONSTRAINT_UNIQUE`
 * (a unique index or constraint; `SQLITE_CONSTRAINT_PRIMARYKEY` for a primary key) or PostgreSQL's SQLSTATE
 * `23505`. A check-then-insert can lose a race to a simultaneous request; the insert's unique violation is
 * then the same answer the check would have given.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
