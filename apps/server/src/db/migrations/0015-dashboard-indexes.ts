import type { Kysely } from 'kysely';

/**
 * Two counts of the dashboard (issue 16) that read every row they counted, measured with `npm run bench` on
 * SQLite (50,000 ash records of one crematorium, 20,000 invoices of one funeral company):
 * - the ashes that may be released this week (`releasable_by`: in storage or a destination requested, and the
 *   legal or exemption release date on or before the day): the status index found the records, each row was then
 *   read for its release dates (25 ms for 38,000 matches); with both dates in the index the count reads the index
 *   alone (3 ms);
 * - the invoices that need a look (failed or pending, per organisation): `invoices` had no index on its
 *   organisation, so every invoice of the platform was read (3–9 ms), now a few index entries (0.2 ms).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ash_records_org_status_release_idx')
    .on('ash_records')
    .columns(['organization_id', 'status', 'earliest_release_on', 'exemption_release_on'])
    .execute();
  await db.schema
    .createIndex('invoices_org_state_idx')
    .on('invoices')
    .columns(['organization_id', 'state', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_org_state_idx').execute();
  await db.schema.dropIndex('ash_records_org_status_release_idx').execute();
}
