import type { Kysely } from 'kysely';

/**
 * Two lookups of the budget that scanned every budget line of the platform (npm run bench, 75,000 lines):
 * - for every line shown, whether a credit line points at it (`exists … where credits_line_id = line.id`): a
 *   300-line budget took 4.9 s on SQLite;
 * - the number of lines per budget section (the section order dialog, and refusing to delete a used section).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('budget_lines_credits_idx')
    .on('budget_lines')
    .column('credits_line_id')
    .execute();
  await db.schema.createIndex('budget_lines_section_idx').on('budget_lines').column('section_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('budget_lines_section_idx').execute();
  await db.schema.dropIndex('budget_lines_credits_idx').execute();
}
