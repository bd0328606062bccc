import { z } from 'zod';
import * as f from './builder.ts';
import { checkTimeSlot } from './checks.ts';
import { address, timeSlot } from './common.ts';
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
export const BROADCAST_ACCESS = { public: 'Openbaar', code: 'Met toegangscode' } as const;

const fields = {
  held: f.boolean('Er is een plechtigheid'),
  ...f.when('held', true, {
    kind: f.select('Soort plechtigheid', CEREMONY_KINDS, { width: 'half' }),
    placeName: f.text('Locatie', { width: 'half', help: 'De aula, kerk of andere plaats.' }),
    placeAddress: address('Adres locatie'),
    ...timeSlot(),
    expectedGuests: f.number('Verwacht aantal gasten', { max: 5000, width: 'half' }),
    masterOfCeremonies: f.text('Ceremoniemeester', { width: 'half' }),
    speakers: f.list('Sprekers', 'Spreker', {
      name: f.text('Naam', { width: 'half' }),
      relation: f.text('Relatie', { max: 100, width: 'half' }),
      order: f.number('Volgorde', { min: 1, max: 50, width: 'third' }),
      minutes: f.number('Spreektijd (minuten)', { min: 1, max: 120, width: 'third' }),
    }),
    music: f.list('Muziek', 'Muziekstuk', {
      title: f.text('Titel', { width: 'half' }),
      artist: f.text('Artiest', { width: 'half' }),
      moment: f.select('Moment', MUSIC_MOMENTS, { width: 'third' }),
      source: f.select('Bron', MUSIC_SOURCES, { width: 'third' }),
    }),
    photoPresentation: f.boolean('Fotopresentatie'),
    broadcast: f.boolean('Uitzending (livestream)', { help: 'Beeld en geluid met btw.' }),
    ...f.when('broadcast', true, {
      broadcastAccess: f.radio('Toegang tot de livestream', BROADCAST_ACCESS, {
        help: 'Met een code kijken alleen de mensen die de code van de familie krijgen.',
      }),
    }),
    recording: f.boolean('Opname'),
    coffin: f.radio('Kist tijdens de plechtigheid', COFFIN_OPEN),
    defile: f.boolean('Defilé langs de kist'),
    notes: f.textarea('Bijzonderheden'),
  }),
} satisfies f.FieldSpecs;

export const ceremonySchema = z.object(f.shapeOf(fields));
export type CeremonySection = z.output<typeof ceremonySchema>;

export const ceremonyForm: SectionForm<'ceremony'> = {
  key: 'ceremony',
  title: SECTION_LABELS.ceremony,
  description: 'De afscheidsbijeenkomst: plaats en tijd, sprekers, muziek en de wensen voor de kist.',
  groups: [
    f.group('Plechtigheid', fields, [
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
    f.group('Sprekers en muziek', fields, ['speakers', 'music']),
    f.group('Beeld en geluid', fields, ['photoPresentation', 'broadcast', 'broadcastAccess', 'recording']),
    f.group('Kist en defilé', fields, ['coffin', 'defile', 'notes']),
  ],
};

export const ceremonyRules: SectionRule<CeremonySection> = (data, context, add) => {
  checkTimeSlot(add, context, data, 'De datum van de plechtigheid');
};
