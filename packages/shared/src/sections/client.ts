import { z } from 'zod';
import {
  boolean,
  date,
  group,
  iban,
  list,
  object,
  shapeOf,
  text,
  textarea,
  when,
  type FieldSpecs,
} from './builder.ts';
import { person, personName, personSpecs } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const fields = {
  person: person('Opdrachtgever', { addressBook: true }),
  relation: text('Relatie tot de overledene', {
    max: 100,
    width: 'half',
    help: 'Bijvoorbeeld dochter of echtgenoot.',
  }),
  birthDate: date('Geboortedatum', { width: 'half' }),
  iban: iban('IBAN', { width: 'half' }),
  invoiceToOther: boolean('Factuur naar een ander', {
    help: 'Zonder vinkje gaat de factuur naar de opdrachtgever.',
  }),
  ...when('invoiceToOther', true, {
    invoiceRecipient: person('Factuur aan', { addressBook: true }),
  }),
  hasSecondClient: boolean('Tweede opdrachtgever'),
  ...when('hasSecondClient', true, {
    secondClient: object('Tweede opdrachtgever', {
      person: person('Persoon', { addressBook: true }),
      relation: text('Relatie tot de overledene', { max: 100, width: 'half' }),
    }),
  }),
  contacts: list(
    'Familie en contactpersonen',
    'Contactpersoon',
    {
      person: person('Persoon', { addressBook: true }),
      relation: text('Relatie', { max: 100, width: 'half' }),
      receivesCard: boolean('Ontvangt een rouwkaart', { width: 'half' }),
      roleOnDay: text('Rol op de dag', {
        max: 100,
        width: 'half',
        help: 'Bijvoorbeeld spreker, drager of lijstman.',
      }),
    },
    { max: 200 },
  ),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const clientSchema = z.object(shapeOf(fields));
export type ClientSection = z.output<typeof clientSchema>;

export const clientForm: SectionForm<'client'> = {
  key: 'client',
  title: SECTION_LABELS.client,
  description: 'Wie de uitvaart opdraagt en beslist (ook over de as), en de familie en contactpersonen.',
  groups: [
    group('Opdrachtgever', fields, [
      'person',
      'relation',
      'birthDate',
      'iban',
      'invoiceToOther',
      'invoiceRecipient',
    ]),
    group('Tweede opdrachtgever', fields, ['hasSecondClient', 'secondClient']),
    group('Familie en contactpersonen', fields, ['contacts', 'notes']),
  ],
};

export interface AddressBookPerson {
  source: 'client' | 'second_client' | 'contact';
  name: string;
  relation: string | null;
  person: Record<string, unknown>;
}

const PERSON_KEYS = Object.keys(personSpecs);

function personBlock(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const block: Record<string, unknown> = {};
  for (const key of PERSON_KEYS) block[key] = source[key] ?? null;
  return block;
}

const relationOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The people of the client section for the address book: the client, a second client and every named contact. */
export function addressBookPeopleOf(
  clientData: ClientSection | Record<string, unknown> | null | undefined,
): AddressBookPerson[] {
  if (!clientData) return [];
  const data = clientData as Record<string, unknown>;
  const people: AddressBookPerson[] = [];
  const push = (source: AddressBookPerson['source'], value: unknown, relation: unknown) => {
    const block = personBlock(value);
    const name = personName(block);
    if (block && name !== '') people.push({ source, name, relation: relationOf(relation), person: block });
  };
  push('client', data['person'], data['relation']);
  const second = data['secondClient'] as Record<string, unknown> | null | undefined;
  if (data['hasSecondClient'] !== false && second)
    push('second_client', second['person'], second['relation']);
  const contacts = Array.isArray(data['contacts']) ? data['contacts'] : [];
  for (const item of contacts as unknown[]) {
    const contact = (item ?? {}) as Record<string, unknown>;
    push('contact', contact['person'], contact['relation']);
  }
  return people;
}
