import { Migrator, type Insertable } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { nameSortKey } from '@afscheid/shared';
import type { AddressBookEntriesTable, DossiersTable } from '../src/db/types.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { dossierSearchText, dossierSortName } from '../src/modules/dossiers/index.ts';
import { createTestApp } from './helpers.ts';
import { addMember, createOrganization, createUser, loginAs } from './factories.ts';

/** Migration 0008-search-names on rows as the earlier code stored them (issue 11, item 16). */
const ctx = await createTestApp({ seed: false });
afterAll(() => ctx.close());
const db = ctx.app.deps.db;
const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
const names = Object.keys(migrations).sort();
const before = names[names.indexOf('0008-search-names') - 1]!;

const organization = await createOrganization(ctx, 'Uitvaartzorg Van Vroeger');
const owner = await createUser(ctx, 'eigenaar@vanvroeger.test', 'Victor Vroeger');
await addMember(ctx, organization.id, owner.id, 'owner');

const NOW = '2026-11-21T12:00:00.000Z';
type Old = {
  firstNames: string;
  prefix: string | null;
  lastName: string;
  oldText: string;
  deleted?: boolean;
};
/** Names with the search text the earlier fold made (it kept ı, đ and œ). */
const OLD: Old[] = [
  { firstNames: 'Fatma', prefix: null, lastName: 'Yılmaz', oldText: 'fatma yılmaz' },
  { firstNames: 'Zoë', prefix: null, lastName: 'Çelik', oldText: 'zoe celik' },
  { firstNames: 'Pieter', prefix: 'de', lastName: 'Vries', oldText: 'pieter de vries' },
  { firstNames: 'Dragan', prefix: null, lastName: 'Đorđević', oldText: 'dragan đorđevic', deleted: true },
  { firstNames: 'Cœur', prefix: null, lastName: 'Bakker', oldText: 'cœur bakker' },
];
/** Enough plain dossiers besides them for more than one batch of 1,000. */
const PLAIN = 1205;

function oldDossier(index: number, person: Old): Insertable<DossiersTable> {
  const sequence = index + 1;
  const number = `2025-${String(sequence).padStart(4, '0')}`;
  // Without `sort_name`, as rows were before the migration.
  return {
    id: `dossier-${String(sequence).padStart(5, '0')}`,
    organization_id: organization.id,
    number,
    number_year: 2025,
    number_sequence: sequence,
    type: 'cremation',
    status: 'open',
    responsible_user_id: null,
    executor_user_id: null,
    deceased_first_names: person.firstNames,
    deceased_name_prefix: person.prefix,
    deceased_last_name: person.lastName,
    deceased_birth_date: null,
    died_at: NOW,
    deceased_bsn_hash: null,
    search_text: ` ${person.oldText} ${number} ${sequence}`,
    funeral_at: null,
    general_notes: null,
    version: 1,
    created_by: null,
    updated_by: null,
    status_changed_at: null,
    created_at: NOW,
    updated_at: NOW,
    deleted_at: person.deleted ? NOW : null,
  } as Insertable<DossiersTable>;
}

describe('migration 0008-search-names', () => {
  it('folds the stored search texts again, fills the sort keys in batches, and can be undone', async () => {
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0008-search-names');

    const people = [
      ...OLD,
      ...Array.from({ length: PLAIN }, (_, i) => ({
        firstNames: 'Jan',
        prefix: null,
        lastName: `Zandstra${i}`,
        oldText: `jan zandstra${i}`,
      })),
    ];
    const rows = people.map((person, i) => oldDossier(i, person));
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('dossiers')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    // Terms of the live dossiers, as the earlier code wrote them.
    const terms = rows
      .filter((row) => !row.deleted_at)
      .flatMap((row) =>
        row.search_text
          .split(' ')
          .filter(Boolean)
          .map((term) => ({ organization_id: organization.id, term, dossier_id: row.id! })),
      );
    for (let i = 0; i < terms.length; i += 500) {
      await db
        .insertInto('dossier_search_terms')
        .values(terms.slice(i, i + 500))
        .execute();
    }
    await db
      .insertInto('address_book_entries')
      .values({
        id: 'entry-1',
        organization_id: organization.id,
        dossier_id: rows[0]!.id!,
        source: 'client',
        name: 'Ayşe Yılmaz',
        relation: 'Dochter',
        person: JSON.stringify({ firstNames: 'Ayşe', lastName: 'Yılmaz' }),
        search_text: ' ayse yılmaz dochter',
        created_at: NOW,
        updated_at: NOW,
      } as Insertable<AddressBookEntriesTable>)
      .execute();

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toContain('0008-search-names');

    // Every dossier now has what the services write for its name.
    const stored = await db
      .selectFrom('dossiers')
      .selectAll()
      .where('organization_id', '=', organization.id)
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(OLD.length + PLAIN);
    for (const row of stored) {
      const source = {
        firstNames: row.deceased_first_names,
        namePrefix: row.deceased_name_prefix,
        lastName: row.deceased_last_name,
      };
      expect(row.sort_name).toBe(dossierSortName(source));
      expect(row.search_text).toBe(
        dossierSearchText({ ...source, number: row.number, sequence: row.number_sequence }),
      );
    }
    expect(stored[0]!.search_text).toBe(' fatma yilmaz 2025-0001 1');
    const termsOf = async (id: string) =>
      (await db.selectFrom('dossier_search_terms').select('term').where('dossier_id', '=', id).execute())
        .map((t) => t.term)
        .sort();
    expect(await termsOf(stored[0]!.id)).toEqual(['1', '2025-0001', 'fatma', 'yilmaz']);
    expect(await termsOf(stored[4]!.id)).toEqual(['2025-0005', '5', 'bakker', 'coeur']);
    // A deleted dossier has no terms, and gets none.
    expect(stored[3]!.search_text).toBe(' dragan dordevic 2025-0004 4');
    expect(await termsOf(stored[3]!.id)).toEqual([]);
    const entry = await db
      .selectFrom('address_book_entries')
      .selectAll()
      .where('id', '=', 'entry-1')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      search_text: ' ayse yilmaz dochter',
      sort_name: nameSortKey(['Ayşe Yılmaz']),
    });

    // Found and sorted through the API.
    const client = await loginAs(ctx, owner.email);
    const found = async (q: string) =>
      (await client.get(`/api/dossiers?search=${encodeURIComponent(q)}`))
        .json()
        .data.map((d: { deceased_last_name: string }) => d.deceased_last_name);
    expect(await found('yilmaz')).toEqual(['Yılmaz']);
    expect(await found('coeur')).toEqual(['Bakker']);
    const byName = (await client.get('/api/dossiers?sort=name&per_page=4')).json();
    expect(byName.data.map((d: { deceased_last_name: string }) => d.deceased_last_name)).toEqual([
      'Bakker',
      'Çelik',
      'Vries',
      'Yılmaz',
    ]);
    const book = (await client.get('/api/address-book?search=yilmaz')).json().data;
    expect(book.map((e: { name: string }) => e.name)).toEqual(['Ayşe Yılmaz']);

    // Undone and done again: the same keys.
    const undo = await migrator.migrateTo(before);
    expect(undo.error).toBeUndefined();
    const redo = await migrator.migrateToLatest();
    expect(redo.error).toBeUndefined();
    const again = await db
      .selectFrom('dossiers')
      .select(['id', 'sort_name', 'search_text'])
      .where('organization_id', '=', organization.id)
      .orderBy('id')
      .execute();
    expect(again).toEqual(stored.map(({ id, sort_name, search_text }) => ({ id, sort_name, search_text })));
  });
});
