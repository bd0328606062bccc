import type { Kysely } from 'kysely';
import { legalExceptionOf } from '@afscheid/shared';

/**
 * `dossiers.legal_delay_until`: the last day of a delay permit (uitstel, granted by the burgemeester) recorded on
 * the deceased section, kept in step by the sections module like the dossier's other summary columns. With it the
 * legal latest day of a dossier is that day instead of the sixth working day after death, and the dashboard's
 * "Wettelijke termijnen" and `filter[deadline]=soon` count it by that day (issue 16). Filled here for the
 * dossiers that already have one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('dossiers').addColumn('legal_delay_until', 'text').execute();
  await db.schema
    .createIndex('dossiers_org_legal_delay_idx')
    .on('dossiers')
    .columns(['organization_id', 'legal_delay_until'])
    .execute();
  const sections = await db
    .selectFrom('dossier_sections')
    .select(['dossier_id', 'data'])
    .where('key', '=', 'deceased')
    .where('data', 'like', '%legalException%')
    .execute();
  for (const section of sections) {
    let data: unknown = null;
    try {
      data = JSON.parse(String(section.data));
    } catch {
      continue;
    }
    const exception = legalExceptionOf(data as Record<string, unknown>);
    if (exception?.kind !== 'delay' || !exception.until) continue;
    await db
      .updateTable('dossiers')
      .set({ legal_delay_until: exception.until })
      .where('id', '=', section.dossier_id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('dossiers_org_legal_delay_idx').execute();
  await db.schema.alterTable('dossiers').dropColumn('legal_delay_until').execute();
}
