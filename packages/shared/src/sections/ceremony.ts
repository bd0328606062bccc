import { z } from 'zod';
import {
  boolean,
  date,
  group,
  list,
  number,
  radio,
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

export const CEREMONY_KINDS = {
  farewell_service: 'Afscheidsdienst',
  cremation_ceremony: 'Crematieplechtigheid',
  private: 'In besloten kring',
  other: 'Anders',
} as const;
export const MUSIC_MOMENTS = {
  entrance: 'Binnenkomst',
  during: 'Tijdens de plechtigheid',
  farewell: 'Afscheid',
} as const;
export const MUSIC_SOURCES = { own: 'Eigen muziek', library: 'Muziekbibliotheek', live: 'Live' } as const;
export const COFFIN_OPEN = { open: 'Open', closed: 'Gesloten' } as const;

const fields = {
  held: boolean('Er is een plechtigheid'),
  ...when('held', true, {
    kind: select('Soort plechtigheid', CEREMONY_KINDS, { width: 'half' }),
    placeName: text('Locatie', { width: 'half', help: 'De aula, kerk of andere plaats.' }),
    placeAddress: address('Adres locatie'),
    date: date('Datum', { width: 'third' }),
    startTime: time('Begintijd', { width: 'third' }),
    endTime: time('Eindtijd', { width: 'third' }),
    expectedGuests: number('Verwacht aantal gasten', { max: 5000, width: 'half' }),
    masterOfCeremonies: text('Ceremoniemeester', { width: 'half' }),
    speakers: list('Sprekers', 'Spreker', {
      name: text('Naam', { width: 'half' }),
      relation: text('Relatie', { max: 100, width: 'half' }),
      order: number('Volgorde', { min: 1, max: 50, width: 'third' }),
      minutes: number('Spreektijd (minuten)', { min: 1, max: 120, width: 'third' }),
    }),
    music: list('Muziek', 'Muziekstuk', {
      title: text('Titel', { width: 'half' }),
      artist: text('Artiest', { width: 'half' }),
      moment: select('Moment', MUSIC_MOMENTS, { width: 'third' }),
      source: select('Bron', MUSIC_SOURCES, { width: 'third' }),
    }),
    photoPresentation: boolean('Fotopresentatie'),
    broadcast: boolean('Uitzending (livestream)', { help: 'Beeld en geluid met btw.' }),
    recording: boolean('Opname'),
    coffin: radio('Kist tijdens de plechtigheid', COFFIN_OPEN),
    defile: boolean('Defilé langs de kist'),
    notes: textarea('Bijzonderheden'),
  }),
} satisfies FieldSpecs;

export const ceremonySchema = z.object(shapeOf(fields));
export type CeremonySection = z.output<typeof ceremonySchema>;

export const ceremonyForm: SectionForm<'ceremony'> = {
  key: 'ceremony',
  title: SECTION_LABELS.ceremony,
  description: 'De afscheidsbijeenkomst: plaats en tijd, sprekers, muziek en de wensen voor de kist.',
  groups: [
    group('Plechtigheid', fields, [
      'held',
      'kind',
      'placeName',
      'placeAddress',
      'date',
      'startTime',
      'endTime',
      'expectedGuests',
      'masterOfCeremonies',
    ]),
    group('Sprekers en muziek', fields, ['speakers', 'music']),
    group('Beeld en geluid', fields, ['photoPresentation', 'broadcast', 'recording']),
    group('Kist en defilé', fields, ['coffin', 'defile', 'notes']),
  ],
};

export const ceremonyRules: SectionRule<CeremonySection> = (data, context, add) => {
  notBeforeDeath(add, context, ['date'], data.date, 'De datum van de plechtigheid');
  endNotBeforeStart(add, ['endTime'], data.startTime, data.endTime);
};
