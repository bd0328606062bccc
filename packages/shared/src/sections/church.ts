import { z } from 'zod';
import * as f from './builder.ts';
import { checkTimeSlot } from './checks.ts';
import { address, timeSlot } from './common.ts';
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
  held: f.boolean('Er is een kerkdienst'),
  ...f.when('held', true, {
    denomination: f.select('Kerkgenootschap', DENOMINATIONS, { width: 'half' }),
    kind: f.select('Soort dienst', CHURCH_SERVICE_KINDS, { width: 'half' }),
    churchName: f.text('Kerk', { width: 'half' }),
    churchAddress: address('Adres kerk'),
    officiant: f.object('Voorganger', {
      name: f.text('Naam', { width: 'half' }),
      phone: f.phone('Telefoonnummer', { width: 'half' }),
    }),
    ...timeSlot(),
    organist: f.text('Organist', { width: 'half' }),
    choir: f.text('Koor', { width: 'half' }),
    songs: f.list('Liederen', 'Lied', {
      title: f.text('Titel', { width: 'half' }),
      reference: f.text('Bundel en nummer', { max: 100, width: 'third', help: 'Bijvoorbeeld Liedboek 416.' }),
      moment: f.text('Moment', { max: 100, width: 'third' }),
    }),
    collection: f.boolean('Collecte'),
    ...f.when('collection', true, { collectionPurpose: f.text('Doel van de collecte', { width: 'half' }) }),
    churchContribution: f.money('Kerkelijke bijdrage', {
      width: 'half',
      help: 'Een doorlopende post: zonder btw doorberekend.',
    }),
    notes: f.textarea('Bijzonderheden'),
  }),
} satisfies f.FieldSpecs;

export const churchSchema = z.object(f.shapeOf(fields));
export type ChurchSection = z.output<typeof churchSchema>;

export const churchForm: SectionForm<'church'> = {
  key: 'church',
  title: SECTION_LABELS.church,
  description: 'Een kerkelijke uitvaartdienst, avondwake of gebedsdienst.',
  groups: [
    f.group('Kerkdienst', fields, [
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
    f.group('Muziek en liederen', fields, ['organist', 'choir', 'songs']),
    f.group('Collecte en kosten', fields, ['collection', 'collectionPurpose', 'churchContribution', 'notes']),
  ],
};

export const churchRules: SectionRule<ChurchSection> = (data, context, add) => {
  checkTimeSlot(add, context, data, 'De datum van de kerkdienst');
};
