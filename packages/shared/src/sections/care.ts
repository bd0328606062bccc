import { z } from 'zod';
import {
  boolean,
  date,
  group,
  list,
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
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const CARED_BY = {
  funeral_company: 'Uitvaartonderneming',
  family: 'Familie',
  both: 'Samen met de familie',
} as const;
export const CLOTHING_KINDS = { own: 'Eigen kleding', shroud: 'Uitvaartkleed of lijkwade' } as const;
export const JEWELLERY_DISPOSITIONS = { stays: 'Blijft om', returned: 'Retour' } as const;
export const COOLING_KINDS = {
  cooling_plate: 'Koelplaat',
  cold_room: 'Koelcel',
  laying_out_cooling: 'Opbaarkoeling (koelbed of koelkist)',
  none: 'Geen koeling',
} as const;
export const COFFIN_MATERIALS = {
  solid_wood: 'Massief hout',
  veneer: 'Fineer',
  chipboard: 'Spaanplaat of mdf',
  cardboard: 'Karton (ecologisch)',
  wicker: 'Wilgenteen of riet',
  other: 'Anders',
} as const;

const fields = {
  caredBy: select('Verzorgd door', CARED_BY, { width: 'half' }),
  caredByNames: text('Namen van de verzorgers', { width: 'half' }),
  place: text('Plaats van verzorging', {
    width: 'half',
    help: 'Bijvoorbeeld thuis, het ziekenhuis of de rouwkamer.',
  }),
  date: date('Datum', { width: 'third' }),
  time: time('Tijd', { width: 'third' }),

  clothing: select('Kleding', CLOTHING_KINDS, { width: 'half' }),
  clothingDescription: textarea('Beschrijving kleding'),
  clothesReturned: boolean('Eigen kleding retour aan de familie'),
  hair: textarea('Haar', { max: 2000 }),
  makeUp: textarea('Make-up', { max: 2000 }),
  jewellery: list('Sieraden', 'Sieraad', {
    item: text('Sieraad', { width: 'half' }),
    disposition: select('Blijft om of retour', JEWELLERY_DISPOSITIONS, { width: 'half' }),
    ...when('disposition', 'returned', {
      returnedTo: text('Retour aan', { width: 'half' }),
      returnedOn: date('Retour op', { width: 'half' }),
    }),
  }),

  cooling: select('Koeling', COOLING_KINDS, { width: 'half' }),
  coolingFrom: date('Koeling vanaf', { width: 'half' }),
  embalming: boolean('Thanatopraxie (balsemen)'),
  ...when('embalming', true, {
    embalmingBy: text('Uitgevoerd door', { width: 'half' }),
    embalmingOn: date('Datum thanatopraxie', { width: 'half' }),
  }),

  coffin: object('Kist', {
    model: text('Model', { width: 'half' }),
    material: select('Materiaal', COFFIN_MATERIALS, { width: 'half' }),
    length: number('Lengte (cm)', { min: 50, max: 300, width: 'third' }),
    article: text('Artikel', { width: 'half', help: 'Artikelnummer of omschrijving bij de leverancier.' }),
  }),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const careSchema = z.object(shapeOf(fields));
export type CareSection = z.output<typeof careSchema>;

export const careForm: SectionForm<'care'> = {
  key: 'care',
  title: SECTION_LABELS.care,
  description:
    'De verzorging van de overledene: wie, waar en wanneer, kleding, sieraden, koeling en de kist.',
  groups: [
    group('Verzorging', fields, ['caredBy', 'caredByNames', 'place', 'date', 'time']),
    group('Kleding en uiterlijk', fields, [
      'clothing',
      'clothingDescription',
      'clothesReturned',
      'hair',
      'makeUp',
      'jewellery',
    ]),
    group('Koeling en thanatopraxie', fields, [
      'cooling',
      'coolingFrom',
      'embalming',
      'embalmingBy',
      'embalmingOn',
    ]),
    group('Kist', fields, ['coffin', 'notes']),
  ],
};
