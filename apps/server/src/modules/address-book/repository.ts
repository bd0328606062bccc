import { sql, type Insertable, type SqlBool } from 'kysely';
import type { AddressBookEntriesTable, Db } from '../../db/types.ts';

/** Every search word starts a word of the folded `search_text` (` word word`) of the aliased table. */
const startsWords = (alias: string, words: string[]) =>
  words.map((word) => sql<SqlBool>`${sql.ref(`${alias}.search_text`)} like ${`% ${word}%`}`);

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
        'e.sort_name',
        'e.updated_at',
        'd.number as dossier_number',
        'd.deceased_first_names',
        'd.deceased_name_prefix',
        'd.deceased_last_name',
      ])
      .where('e.organization_id', '=', organizationId)
      .where((eb) => eb.or([eb('e.dossier_id', 'is', null), eb('d.deleted_at', 'is', null)]));
    for (const condition of startsWords('e', words)) query = query.where(condition);
    query = words.length
      ? query.orderBy('e.sort_name').orderBy('e.id')
      : query.orderBy('e.updated_at', 'desc').orderBy('e.id', 'desc');
    return query.limit(limit).execute();
  },

  /** The organisation's active suppliers found by the same words, in the same order as `search`. */
  searchSuppliers: (db: Db, organizationId: string, words: string[], limit: number) => {
    let query = db
      .selectFrom('suppliers as s')
      .select([
        's.id',
        's.name',
        's.contact_person',
        's.street',
        's.house_number',
        's.house_number_addition',
        's.postcode',
        's.city',
        's.country',
        's.phone',
        's.email',
        's.sort_name',
        's.updated_at',
      ])
      .where('s.organization_id', '=', organizationId)
      .where('s.status', '=', 'active');
    for (const condition of startsWords('s', words)) query = query.where(condition);
    query = words.length
      ? query.orderBy('s.sort_name').orderBy('s.id')
      : query.orderBy('s.updated_at', 'desc').orderBy('s.id', 'desc');
    return query.limit(limit).execute();
  },

  /** The organisation's debtors found by the same words, in the same order as `search`. */
  searchDebtors: (db: Db, organizationId: string, words: string[], limit: number) => {
    let query = db
      .selectFrom('debtors as b')
      .select([
        'b.id',
        'b.kind',
        'b.company_name',
        'b.initials',
        'b.first_name',
        'b.name_prefix',
        'b.surname',
        'b.street',
        'b.house_number',
        'b.house_number_addition',
        'b.postcode',
        'b.city',
        'b.country',
        'b.phone',
        'b.email',
        'b.sort_name',
        'b.updated_at',
      ])
      .where('b.organization_id', '=', organizationId);
    for (const condition of startsWords('b', words)) query = query.where(condition);
    query = words.length
      ? query.orderBy('b.sort_name').orderBy('b.id')
      : query.orderBy('b.updated_at', 'desc').orderBy('b.id', 'desc');
    return query.limit(limit).execute();
  },
};

export type AddressBookRow = Awaited<ReturnType<typeof addressBookRepository.search>>[number];
export type AddressBookSupplierRow = Awaited<ReturnType<typeof addressBookRepository.searchSuppliers>>[number];
export type AddressBookDebtorRow = Awaited<ReturnType<typeof addressBookRepository.searchDebtors>>[number];
