import { z } from 'zod';
import * as f from './builder.ts';
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
  caredBy: f.select('Verzorgd door', CARED_BY, { width: 'half' }),
  caredByNames: f.text('Namen van de verzorgers', { width: 'half' }),
  place: f.text('Plaats van verzorging', {
    width: 'half',
    help: 'Bijvoorbeeld thuis, het ziekenhuis of de rouwkamer.',
  }),
  date: f.date('Datum', { width: 'third' }),
  time: f.time('Tijd', { width: 'third' }),

  clothing: f.select('Kleding', CLOTHING_KINDS, { width: 'half' }),
  clothingDescription: f.textarea('Beschrijving kleding'),
  clothesReturned: f.boolean('Eigen kleding retour aan de familie'),
  hair: f.textarea('Haar', { max: 2000 }),
  makeUp: f.textarea('Make-up', { max: 2000 }),
  jewellery: f.list('Sieraden', 'Sieraad', {
    item: f.text('Sieraad', { width: 'half' }),
    disposition: f.select('Blijft om of retour', JEWELLERY_DISPOSITIONS, { width: 'half' }),
    ...f.when('disposition', 'returned', {
      returnedTo: f.text('Retour aan', { width: 'half' }),
      returnedOn: f.date('Retour op', { width: 'half' }),
    }),
  }),

  cooling: f.select('Koeling', COOLING_KINDS, { width: 'half' }),
  coolingFrom: f.date('Koeling vanaf', { width: 'half' }),
  embalming: f.boolean('Thanatopraxie (balsemen)'),
  ...f.when('embalming', true, {
    embalmingBy: f.text('Uitgevoerd door', { width: 'half' }),
    embalmingOn: f.date('Datum thanatopraxie', { width: 'half' }),
  }),

  coffin: f.object('Kist', {
    model: f.text('Model', { width: 'half' }),
    material: f.select('Materiaal', COFFIN_MATERIALS, { width: 'half' }),
    length: f.number('Lengte (cm)', { min: 50, max: 300, width: 'third' }),
    article: f.text('Artikel', { width: 'half', help: 'Artikelnummer of omschrijving bij de leverancier.' }),
  }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const careSchema = z.object(f.shapeOf(fields));
export type CareSection = z.output<typeof careSchema>;

export const careForm: SectionForm<'care'> = {
  key: 'care',
  title: SECTION_LABELS.care,
  description:
    'De verzorging van de overledene: wie, waar en wanneer, kleding, sieraden, koeling en de kist.',
  groups: [
    f.group('Verzorging', fields, ['caredBy', 'caredByNames', 'place', 'date', 'time']),
    f.group('Kleding en uiterlijk', fields, [
      'clothing',
      'clothingDescription',
      'clothesReturned',
      'hair',
      'makeUp',
      'jewellery',
    ]),
    f.group('Koeling en thanatopraxie', fields, [
      'cooling',
      'coolingFrom',
      'embalming',
      'embalmingBy',
      'embalmingOn',
    ]),
    f.group('Kist', fields, ['coffin', 'notes']),
  ],
};
