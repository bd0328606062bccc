import {
  addressBookPeopleOf,
  debtorDisplayName,
  nameSortKey,
  type AddressBookEntry,
  type AddressBookQuery,
} from '@afscheid/shared';
import type { Db, Dossier } from '../../db/types.ts';
import { iso } from '../../lib/clock.ts';
import { can, type ServiceContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { dossierRef } from '../../lib/refs.ts';
import { searchWords, wordsOf } from '../dossiers/index.ts';
import {
  addressBookRepository,
  type AddressBookDebtorRow,
  type AddressBookRow,
  type AddressBookSupplierRow,
} from './repository.ts';

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

/** An entry with what the merged list is ordered by. */
type Ranked = { entry: AddressBookEntry; sortName: string; updatedAt: string };

function present(row: AddressBookRow): Ranked {
  let person: Record<string, unknown> = {};
  try {
    person = JSON.parse(row.person) as Record<string, unknown>;
  } catch {
    person = {};
  }
  const entry: AddressBookEntry = {
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
  return { entry, sortName: row.sort_name, updatedAt: row.updated_at };
}

type AddressColumns = Pick<
  AddressBookSupplierRow,
  'street' | 'house_number' | 'house_number_addition' | 'postcode' | 'city' | 'country' | 'phone' | 'email'
>;

/** The address, phone and e-mail of a supplier or debtor in the person block's shape (`personSpecs`). */
const contactBlock = (row: AddressColumns) => ({
  address: {
    street: row.street,
    houseNumber: row.house_number,
    houseNumberAddition: row.house_number_addition,
    postcode: row.postcode,
    city: row.city,
    municipality: null,
    country: row.country,
  },
  phone: row.phone,
  email: row.email,
});

/** A supplier as a person block: its name in the last-name field (an organisation has no first names). */
function presentSupplier(row: AddressBookSupplierRow): Ranked {
  const entry: AddressBookEntry = {
    id: row.id,
    name: row.name,
    relation: row.contact_person,
    source: 'supplier',
    dossier: null,
    person: {
      salutation: null,
      firstNames: null,
      initials: null,
      callName: null,
      namePrefix: null,
      lastName: row.name,
      ...contactBlock(row),
    },
  };
  return { entry, sortName: row.sort_name, updatedAt: row.updated_at };
}

/** A debtor as a person block: a person's names, or a company's name in the last-name field. */
function presentDebtor(row: AddressBookDebtorRow): Ranked {
  const company = row.kind === 'company' && Boolean(row.company_name);
  const entry: AddressBookEntry = {
    id: row.id,
    name: debtorDisplayName({
      kind: row.kind,
      companyName: row.company_name,
      initials: row.initials,
      firstName: row.first_name,
      namePrefix: row.name_prefix,
      surname: row.surname,
    }),
    relation: null,
    source: 'debtor',
    dossier: null,
    person: {
      salutation: null,
      firstNames: company ? null : row.first_name,
      initials: company ? null : row.initials,
      callName: null,
      namePrefix: company ? null : row.name_prefix,
      lastName: company ? row.company_name : row.surname,
      ...contactBlock(row),
    },
  };
  return { entry, sortName: row.sort_name, updatedAt: row.updated_at };
}

/** Byte order of the sort keys (as the databases compare them), then the id. */
const byName = (a: Ranked, b: Ranked) =>
  a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.entry.id < b.entry.id ? -1 : 1;
/** Most recently changed first. */
const byRecent = (a: Ranked, b: Ranked) =>
  a.updatedAt > b.updatedAt ? -1 : a.updatedAt < b.updatedAt ? 1 : a.entry.id > b.entry.id ? -1 : 1;

/**
 * The people of the actor's organisation whose words start with each search word (at most 20): the clients and
 * contacts of its dossiers, and its active suppliers and its debtors for whoever may see those, all in one
 * Dutch alphabetical order (without a search: the most recently changed first).
 */
export async function searchAddressBook(
  ctx: ServiceContext,
  query: AddressBookQuery,
): Promise<AddressBookEntry[]> {
  const organizationId = ctx.actor.organizationId;
  if (!organizationId) throw new Error('The address book needs an actor in an organisation.');
  const words = query.search ? searchWords(query.search) : [];
  const limit = ADDRESS_BOOK_LIMIT;
  const [people, suppliers, debtors] = await Promise.all([
    addressBookRepository.search(ctx.db, organizationId, words, limit),
    can(ctx.actor, 'suppliers.view')
      ? addressBookRepository.searchSuppliers(ctx.db, organizationId, words, limit)
      : [],
    can(ctx.actor, 'debtors.view') ? addressBookRepository.searchDebtors(ctx.db, organizationId, words, limit) : [],
  ]);
  const ranked = [...people.map(present), ...suppliers.map(presentSupplier), ...debtors.map(presentDebtor)];
  return ranked
    .sort(words.length ? byName : byRecent)
    .slice(0, limit)
    .map((item) => item.entry);
}
