import { sql, type Insertable, type SqlBool } from 'kysely';
import type { AddressBookEntriesTable, Db } from '../../db/types.ts';

/** Queries for the address book; every query is scoped to one organisation. */
export const addressBookRepository = {
  /** Replaces the entries that came from one dossier's client section (inside the caller's transaction). */
  async replaceForDossier(db: Db, dossierId: string, rows: Insertable<AddressBookEntriesTable>[]) {
    await db.deleteFrom('address_book_entries').where('dossier_id', '=', dossierId).execute();
    if (rows.length) await db.insertInto('address_book_entries').values(rows).execute();
  },

  /**
   * Entries whose search text has a word starting with each search word, by name in Dutch alphabetical order
   * (no words: the most recently changed), of live dossiers only.
   */
  search: (db: Db, organizationId: string, words: string[], limit: number) => {
    let query = db
      .selectFrom('address_book_entries as e')
      .leftJoin('dossiers as d', 'd.id', 'e.dossier_id')
      .select([
        'e.id',
        'e.name',
        'e.relation',
        'e.source',
        'e.person',
        'e.dossier_id',
        'd.number as dossier_number',
        'd.deceased_first_names',
        'd.deceased_name_prefix',
        'd.deceased_last_name',
      ])
      .where('e.organization_id', '=', organizationId)
      .where((eb) => eb.or([eb('e.dossier_id', 'is', null), eb('d.deleted_at', 'is', null)]));
    for (const word of words) query = query.where(sql<SqlBool>`e.search_text like ${`% ${word}%`}`);
    query = words.length
      ? query.orderBy('e.sort_name').orderBy('e.id')
      : query.orderBy('e.updated_at', 'desc').orderBy('e.id', 'desc');
    return query.limit(limit).execute();
  },
};

export type AddressBookRow = Awaited<ReturnType<typeof addressBookRepository.search>>[number];
