import { z } from 'zod';
import * as f from './builder.ts';
import { person, personName, personSpecs } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const fields = {
  person: person('Opdrachtgever', { addressBook: true }),
  relation: f.text('Relatie tot de overledene', {
    max: 100,
    width: 'half',
    help: 'Bijvoorbeeld dochter of echtgenoot.',
  }),
  birthDate: f.date('Geboortedatum', { width: 'half' }),
  iban: f.iban('IBAN', { width: 'half' }),
  orderConfirmationSignedOn: f.date('Opdrachtbevestiging ondertekend op', {
    width: 'half',
    help: 'De datum waarop de opdrachtgever de opdrachtbevestiging heeft getekend.',
  }),
  invoiceToOther: f.boolean('Factuur naar een ander', {
    help: 'Zonder vinkje gaat de factuur naar de opdrachtgever.',
  }),
  ...f.when('invoiceToOther', true, {
    invoiceRecipient: person('Factuur aan', { addressBook: true }),
  }),
  hasSecondClient: f.boolean('Tweede opdrachtgever'),
  ...f.when('hasSecondClient', true, {
    secondClient: f.object('Tweede opdrachtgever', {
      person: person('Persoon', { addressBook: true }),
      relation: f.text('Relatie tot de overledene', { max: 100, width: 'half' }),
    }),
  }),
  contacts: f.list(
    'Familie en contactpersonen',
    'Contactpersoon',
    {
      person: person('Persoon', { addressBook: true }),
      relation: f.text('Relatie', { max: 100, width: 'half' }),
      receivesCard: f.boolean('Ontvangt een rouwkaart', { width: 'half' }),
      roleOnDay: f.text('Rol op de dag', {
        max: 100,
        width: 'half',
        help: 'Bijvoorbeeld spreker, drager of lijstman.',
      }),
    },
    { max: 200 },
  ),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const clientSchema = z.object(f.shapeOf(fields));
export type ClientSection = z.output<typeof clientSchema>;

export const clientForm: SectionForm<'client'> = {
  key: 'client',
  title: SECTION_LABELS.client,
  description: 'Wie de uitvaart opdraagt en beslist (ook over de as), en de familie en contactpersonen.',
  groups: [
    f.group('Opdrachtgever', fields, [
      'person',
      'relation',
      'birthDate',
      'iban',
      'orderConfirmationSignedOn',
      'invoiceToOther',
      'invoiceRecipient',
    ]),
    f.group('Tweede opdrachtgever', fields, ['hasSecondClient', 'secondClient']),
    f.group('Familie en contactpersonen', fields, ['contacts', 'notes']),
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
