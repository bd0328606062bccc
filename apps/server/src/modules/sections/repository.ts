import type { Insertable } from 'kysely';
import type { Db, DossierSection, DossierSectionsTable } from '../../db/types.ts';

/** A section row with its data parsed. */
export type StoredSection = Omit<DossierSection, 'data'> & { data: Record<string, unknown> };

const parse = (row: DossierSection): StoredSection => ({ ...row, data: parseData(row.data) });

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Queries for dossier sections; always by dossier (which the caller has scoped to its organisation). */
export const sectionsRepository = {
  async ofDossier(db: Db, dossierId: string): Promise<StoredSection[]> {
    const rows = await db
      .selectFrom('dossier_sections')
      .selectAll()
      .where('dossier_id', '=', dossierId)
      .execute();
    return rows.map(parse);
  },

  async find(db: Db, dossierId: string, key: string): Promise<StoredSection | undefined> {
    const row = await db
      .selectFrom('dossier_sections')
      .selectAll()
      .where('dossier_id', '=', dossierId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? parse(row) : undefined;
  },

  insertMany: (db: Db, rows: Insertable<DossierSectionsTable>[]) =>
    rows.length ? db.insertInto('dossier_sections').values(rows).execute() : Promise.resolve([]),

  /** Creates the row when it is missing (another writer may have just done so). */
  insertIfMissing: (db: Db, row: Insertable<DossierSectionsTable>) =>
    db
      .insertInto('dossier_sections')
      .values(row)
      .onConflict((oc) => oc.columns(['dossier_id', 'key']).doNothing())
      .execute(),
};
