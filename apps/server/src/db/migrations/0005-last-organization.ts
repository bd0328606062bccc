import type { Kysely } from 'kysely';

/**
 * The organisation a user last worked in (decision 009): login makes it the active one again while the user is
 * still an active member there (or is the platform administrator). A plain text column, no foreign key: the
 * value is only a preference that is checked on every use, a deleted organisation simply stops matching, and
 * SQLite cannot drop a column that takes part in a foreign key (the `down` below).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_organization_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_organization_id').execute();
}
