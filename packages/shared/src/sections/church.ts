import { z } from 'zod';
import {
  boolean,
  date,
  group,
  list,
  money,
  object,
  phone,
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

export const DENOMINATIONS = {
  roman_catholic: 'Rooms-katholiek',
  pkn: 'Protestantse Kerk in Nederland',
  reformed: 'Gereformeerd',
  evangelical: 'Evangelisch',
  orthodox: 'Oosters-orthodox',
  other: 'Anders',
} as const;
export const CHURCH_SERVICE_KINDS = {
  funeral_mass: 'Uitvaartmis',
  vigil: 'Avondwake',
  prayer_service: 'Gebedsdienst',
  funeral_service: 'Rouwdienst',
  other: 'Anders',
} as const;

const fields = {
  held: boolean('Er is een kerkdienst'),
  ...when('held', true, {
    denomination: select('Kerkgenootschap', DENOMINATIONS, { width: 'half' }),
    kind: select('Soort dienst', CHURCH_SERVICE_KINDS, { width: 'half' }),
    churchName: text('Kerk', { width: 'half' }),
    churchAddress: address('Adres kerk'),
    officiant: object('Voorganger', {
      name: text('Naam', { width: 'half' }),
      phone: phone('Telefoonnummer', { width: 'half' }),
    }),
    date: date('Datum', { width: 'third' }),
    startTime: time('Begintijd', { width: 'third' }),
    endTime: time('Eindtijd', { width: 'third' }),
    organist: text('Organist', { width: 'half' }),
    choir: text('Koor', { width: 'half' }),
    songs: list('Liederen', 'Lied', {
      title: text('Titel', { width: 'half' }),
      reference: text('Bundel en nummer', { max: 100, width: 'third', help: 'Bijvoorbeeld Liedboek 416.' }),
      moment: text('Moment', { max: 100, width: 'third' }),
    }),
    collection: boolean('Collecte'),
    ...when('collection', true, { collectionPurpose: text('Doel van de collecte', { width: 'half' }) }),
    churchContribution: money('Kerkelijke bijdrage', {
      width: 'half',
      help: 'Een doorlopende post: zonder btw doorberekend.',
    }),
    notes: textarea('Bijzonderheden'),
  }),
} satisfies FieldSpecs;

export const churchSchema = z.object(shapeOf(fields));
export type ChurchSection = z.output<typeof churchSchema>;

export const churchForm: SectionForm<'church'> = {
  key: 'church',
  title: SECTION_LABELS.church,
  description: 'Een kerkelijke uitvaartdienst, avondwake of gebedsdienst.',
  groups: [
    group('Kerkdienst', fields, [
      'held',
      'denomination',
      'kind',
      'churchName',
      'churchAddress',
      'officiant',
      'date',
      'startTime',
      'endTime',
    ]),
    group('Muziek en liederen', fields, ['organist', 'choir', 'songs']),
    group('Collecte en kosten', fields, ['collection', 'collectionPurpose', 'churchContribution', 'notes']),
  ],
};

export const churchRules: SectionRule<ChurchSection> = (data, context, add) => {
  notBeforeDeath(add, context, ['date'], data.date, 'De datum van de kerkdienst');
  endNotBeforeStart(add, ['endTime'], data.startTime, data.endTime);
};
