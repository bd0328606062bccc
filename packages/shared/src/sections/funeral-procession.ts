import { z } from 'zod';
import * as f from './builder.ts';
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
  hearse: f.object('Rouwvervoer', {
    kind: f.select('Soort', HEARSE_KINDS, { width: 'half' }),
    vehicle: f.text('Voertuig', { max: 100, width: 'half', help: 'Bijvoorbeeld merk, type of kenteken.' }),
  }),
  followingCars: f.number('Aantal volgauto’s', { max: 50, width: 'half' }),
  followingCarPassengers: f.number('Aantal passagiers', { max: 500, width: 'half' }),
  bearers: f.object('Dragers', {
    count: f.number('Aantal dragers', { max: 20, width: 'half' }),
    kind: f.select('Dragers', BEARER_KINDS, { width: 'half' }),
  }),
  departureDate: f.date('Datum', { width: 'third' }),
  departureTime: f.time('Vertrektijd', { width: 'third' }),
  arrivalTime: f.time('Aankomsttijd', { width: 'third' }),
  departurePlace: f.text('Vertrekplaats', { width: 'half' }),
  departureAddress: address('Adres vertrekplaats'),
  route: f.textarea('Route', {
    max: 2000,
    help: 'Bijvoorbeeld langs de woning of het werk van de overledene.',
  }),
  walkingProcession: f.boolean('Lopende stoet'),
  ...f.when('walkingProcession', true, { walkingRoute: f.textarea('Route lopende stoet', { max: 2000 }) }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const funeralProcessionSchema = z.object(f.shapeOf(fields));
export type FuneralProcessionSection = z.output<typeof funeralProcessionSchema>;

export const funeralProcessionForm: SectionForm<'funeral-procession'> = {
  key: 'funeral-procession',
  title: SECTION_LABELS['funeral-procession'],
  description: 'Het rouwvervoer, de volgauto’s, de dragers en de route.',
  groups: [
    f.group('Rouwvervoer en dragers', fields, [
      'hearse',
      'followingCars',
      'followingCarPassengers',
      'bearers',
    ]),
    f.group('Vertrek en route', fields, [
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
