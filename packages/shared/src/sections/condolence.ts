import { z } from 'zod';
import {
  boolean,
  date,
  group,
  list,
  number,
  select,
  shapeOf,
  text,
  textarea,
  time,
  when,
  type FieldSpecs,
} from './builder.ts';
import { endNotBeforeStart, notBeforeDeath } from './checks.ts';
import { address } from './common.ts';
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
  held: boolean('Er is een condoleance'),
  ...when('held', true, {
    placeName: text('Locatie', { width: 'half' }),
    placeAddress: address('Adres locatie'),
    date: date('Datum', { width: 'third' }),
    startTime: time('Begintijd', { width: 'third' }),
    endTime: time('Eindtijd', { width: 'third' }),
    expectedGuests: number('Verwacht aantal gasten', { max: 5000, width: 'half' }),
    catering: list('Catering', 'Cateringregel', {
      item: select('Onderdeel', CATERING_ITEMS, { width: 'half' }),
      quantity: number('Aantal', { max: 10_000, width: 'third' }),
      notes: text('Toelichting', { width: 'full' }),
    }),
    register: select('Condoleanceregister', REGISTER_KINDS, { width: 'half' }),
    registerAttendant: text('Lijstman', {
      width: 'half',
      help: 'Wie het register bijhoudt en gasten ontvangt.',
    }),
    notes: textarea('Bijzonderheden'),
  }),
} satisfies FieldSpecs;

export const condolenceSchema = z.object(shapeOf(fields));
export type CondolenceSection = z.output<typeof condolenceSchema>;

export const condolenceForm: SectionForm<'condolence'> = {
  key: 'condolence',
  title: SECTION_LABELS.condolence,
  description: 'Gelegenheid tot condoleren, de catering en het register.',
  groups: [
    group('Condoleance', fields, [
      'held',
      'placeName',
      'placeAddress',
      'date',
      'startTime',
      'endTime',
      'expectedGuests',
    ]),
    group('Catering', fields, ['catering']),
    group('Register', fields, ['register', 'registerAttendant', 'notes']),
  ],
};

export const condolenceRules: SectionRule<CondolenceSection> = (data, context, add) => {
  notBeforeDeath(add, context, ['date'], data.date, 'De datum van de condoleance');
  endNotBeforeStart(add, ['endTime'], data.startTime, data.endTime);
};
