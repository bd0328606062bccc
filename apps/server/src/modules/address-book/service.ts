import {
  addressBookPeopleOf,
  nameSortKey,
  type AddressBookEntry,
  type AddressBookQuery,
} from '@afscheid/shared';
import type { Db, Dossier } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { dossierRef } from '../../lib/refs.ts';
import { searchWords, wordsOf } from '../dossiers/index.ts';
import { addressBookRepository, type AddressBookRow } from './repository.ts';

/** At most this many people per answer: the dialog shows a short list to pick from. */
export const ADDRESS_BOOK_LIMIT = 20;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The words a person is found by: the name, the relation, the place and the e-mail address. */
function searchTextOf(name: string, relation: string | null, person: Record<string, unknown>): string {
  const address = (person['address'] ?? {}) as Record<string, unknown>;
  const words = [
    ...wordsOf(name),
    ...wordsOf(textOf(person['firstNames'])),
    ...wordsOf(relation),
    ...wordsOf(textOf(address['city'])),
    ...wordsOf(textOf(person['email'])),
  ];
  return ` ${[...new Set(words)].join(' ')}`;
}

/** Rebuilds the dossier's entries from its client section (inside the section save's transaction). */
export async function replaceAddressBookEntries(
  db: Db,
  dossier: Pick<Dossier, 'id' | 'organization_id'>,
  clientData: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const rows = addressBookPeopleOf(clientData).map((person) => ({
    id: newId(now.getTime()),
    organization_id: dossier.organization_id,
    dossier_id: dossier.id,
    source: person.source,
    name: person.name,
    relation: person.relation,
    person: JSON.stringify(person.person),
    search_text: searchTextOf(person.name, person.relation, person.person),
    // The name as shown, in Dutch alphabetical order whatever the case or accents.
    sort_name: nameSortKey([person.name]),
    created_at: iso(now),
    updated_at: iso(now),
  }));
  await addressBookRepository.replaceForDossier(db, dossier.id, rows);
}

function present(row: AddressBookRow): AddressBookEntry {
  let person: Record<string, unknown> = {};
  try {
    person = JSON.parse(row.person) as Record<string, unknown>;
  } catch {
    person = {};
  }
  return {
    id: row.id,
    name: row.name,
    relation: row.relation,
    source: row.source as AddressBookEntry['source'],
    dossier: dossierRef(row.dossier_id, row.dossier_number, [
      row.deceased_first_names,
      row.deceased_name_prefix,
      row.deceased_last_name,
    ]),
    person,
  };
}

/** The people of the actor's organisation whose words start with each search word (at most 20). */
export async function searchAddressBook(
  ctx: ServiceContext,
  query: AddressBookQuery,
): Promise<AddressBookEntry[]> {
  if (!ctx.actor.organizationId) throw new Error('The address book needs an actor in an organisation.');
  const rows = await addressBookRepository.search(
    ctx.db,
    ctx.actor.organizationId,
    query.search ? searchWords(query.search) : [],
    ADDRESS_BOOK_LIMIT,
  );
  return rows.map(present);
}
