import type { Insertable } from 'kysely';
import type { Db, DossierSection, DossierSectionsTable } from '../../db/types.ts';

/** A section row with its data parsed. */
export type StoredSection = Omit<DossierSection, 'data'> & { data: Record<string, unknown> };

/**
 * A stored section whose data is not a JSON object: the request fails (logged, a 500 with a reference) instead of
 * showing or saving the section as empty, which would overwrite what is there. The message names the row, not
 * its contents (a parse error quotes the text, and sections hold BSNs).
 */
export class CorruptSectionError extends Error {
  constructor(row: Pick<DossierSection, 'id' | 'dossier_id' | 'key'>, problem: string) {
    super(`The stored data of section ${row.key} (${row.id}) of dossier ${row.dossier_id} ${problem}.`);
    this.name = 'CorruptSectionError';
  }
}

const parse = (row: DossierSection): StoredSection => ({ ...row, data: parseData(row) });

function parseData(row: DossierSection): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(row.data);
  } catch {
    throw new CorruptSectionError(row, 'is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CorruptSectionError(row, 'is not a JSON object');
  }
  return value as Record<string, unknown>;
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

  /** Some sections of a dossier in one query, by key (a key without a row is absent). */
  async someOf(db: Db, dossierId: string, keys: readonly string[]): Promise<Map<string, StoredSection>> {
    const rows = await db
      .selectFrom('dossier_sections')
      .selectAll()
      .where('dossier_id', '=', dossierId)
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, parse(row)]));
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
