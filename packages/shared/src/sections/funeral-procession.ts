import { z } from 'zod';
import {
  boolean,
  date,
  group,
  number,
  object,
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

export const HEARSE_KINDS = {
  hearse: 'Rouwauto',
  carriage: 'Rouwkoets met paarden',
  motorcycle: 'Motor met zijspan',
  bicycle: 'Rouwfiets',
  other: 'Anders',
} as const;
export const BEARER_KINDS = {
  staff: 'Dragers van de onderneming',
  family: 'Familie en vrienden',
  mixed: 'Samen',
} as const;

const fields = {
  hearse: object('Rouwvervoer', {
    kind: select('Soort', HEARSE_KINDS, { width: 'half' }),
    vehicle: text('Voertuig', { max: 100, width: 'half', help: 'Bijvoorbeeld merk, type of kenteken.' }),
  }),
  followingCars: number('Aantal volgauto’s', { max: 50, width: 'half' }),
  followingCarPassengers: number('Aantal passagiers', { max: 500, width: 'half' }),
  bearers: object('Dragers', {
    count: number('Aantal dragers', { max: 20, width: 'half' }),
    kind: select('Dragers', BEARER_KINDS, { width: 'half' }),
  }),
  departureDate: date('Datum', { width: 'third' }),
  departureTime: time('Vertrektijd', { width: 'third' }),
  arrivalTime: time('Aankomsttijd', { width: 'third' }),
  departurePlace: text('Vertrekplaats', { width: 'half' }),
  departureAddress: address('Adres vertrekplaats'),
  route: textarea('Route', {
    max: 2000,
    help: 'Bijvoorbeeld langs de woning of het werk van de overledene.',
  }),
  walkingProcession: boolean('Lopende stoet'),
  ...when('walkingProcession', true, { walkingRoute: textarea('Route lopende stoet', { max: 2000 }) }),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const funeralProcessionSchema = z.object(shapeOf(fields));
export type FuneralProcessionSection = z.output<typeof funeralProcessionSchema>;

export const funeralProcessionForm: SectionForm<'funeral-procession'> = {
  key: 'funeral-procession',
  title: SECTION_LABELS['funeral-procession'],
  description: 'Het rouwvervoer, de volgauto’s, de dragers en de route.',
  groups: [
    group('Rouwvervoer en dragers', fields, ['hearse', 'followingCars', 'followingCarPassengers', 'bearers']),
    group('Vertrek en route', fields, [
      'departureDate',
      'departureTime',
      'arrivalTime',
      'departurePlace',
      'departureAddress',
      'route',
      'walkingProcession',
      'walkingRoute',
      'notes',
    ]),
  ],
};

export const funeralProcessionRules: SectionRule<FuneralProcessionSection> = (data, context, add) => {
  notBeforeDeath(add, context, ['departureDate'], data.departureDate, 'De datum van de rouwstoet');
  endNotBeforeStart(
    add,
    ['arrivalTime'],
    data.departureTime,
    data.arrivalTime,
    'De aankomsttijd',
    'de vertrektijd',
  );
};
