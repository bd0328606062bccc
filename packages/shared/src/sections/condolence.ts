import { z } from 'zod';
import * as f from './builder.ts';
import { checkTimeSlot } from './checks.ts';
import { address, timeSlot } from './common.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const CATERING_ITEMS = {
  coffee_tea: 'Koffie en thee',
  cake: 'Cake',
  sandwiches: 'Broodjes',
  lunch: 'Koffietafel',
  soup: 'Soep',
  drinks: 'Drankjes',
  other: 'Anders',
} as const;
export const REGISTER_KINDS = { paper: 'Op papier', online: 'Online', both: 'Op papier en online' } as const;

const fields = {
  held: f.boolean('Er is een condoleance'),
  ...f.when('held', true, {
    placeName: f.text('Locatie', { width: 'half' }),
    placeAddress: address('Adres locatie'),
    ...timeSlot(),
    expectedGuests: f.number('Verwacht aantal gasten', { max: 5000, width: 'half' }),
    catering: f.list('Catering', 'Cateringregel', {
      item: f.select('Onderdeel', CATERING_ITEMS, { width: 'half' }),
      quantity: f.number('Aantal', { max: 10_000, width: 'third' }),
      notes: f.text('Toelichting', { width: 'full' }),
    }),
    register: f.select('Condoleanceregister', REGISTER_KINDS, { width: 'half' }),
    registerAttendant: f.text('Lijstman', {
      width: 'half',
      help: 'Wie het register bijhoudt en gasten ontvangt.',
    }),
    notes: f.textarea('Bijzonderheden'),
  }),
  addresses: f.list(
    'Condoleanceadressen',
    'Adres',
    {
      name: f.text('Naam', { width: 'half' }),
      address: address('Adres'),
    },
    { max: 5000, help: 'De adressen voor de enveloppen van het condoleanceregister.' },
  ),
} satisfies f.FieldSpecs;

export const condolenceSchema = z.object(f.shapeOf(fields));
export type CondolenceSection = z.output<typeof condolenceSchema>;

export const condolenceForm: SectionForm<'condolence'> = {
  key: 'condolence',
  title: SECTION_LABELS.condolence,
  description: 'Gelegenheid tot condoleren, de catering en het register.',
  groups: [
    f.group('Condoleance', fields, [
      'held',
      'placeName',
      'placeAddress',
      'date',
      'startTime',
      'endTime',
      'expectedGuests',
    ]),
    f.group('Catering', fields, ['catering']),
    f.group('Register', fields, ['register', 'registerAttendant', 'notes']),
    f.group('Condoleanceadressen', fields, ['addresses']),
  ],
};

export const condolenceRules: SectionRule<CondolenceSection> = (data, context, add) => {
  checkTimeSlot(add, context, data, 'De datum van de condoleance');
};
