import { z } from 'zod';
import * as f from './builder.ts';
import { address } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const TRANSFER_FROM_KINDS = {
  home: 'Thuis',
  hospital: 'Ziekenhuis',
  nursing_home: 'Verpleeghuis',
  hospice: 'Hospice',
  funeral_home: 'Rouwcentrum',
  forensic: 'Forensisch instituut',
  abroad: 'Buitenland',
  other: 'Elders',
} as const;

export const TRANSFER_TO_KINDS = {
  funeral_home: 'Rouwcentrum',
  home: 'Thuis',
  church: 'Kerk',
  crematorium: 'Crematorium',
  cemetery: 'Begraafplaats',
  abroad: 'Buitenland',
  other: 'Elders',
} as const;

const fields = {
  transfers: f.list('Overbrengingen', 'Overbrenging', {
    fromKind: f.select('Van', TRANSFER_FROM_KINDS, { width: 'half' }),
    fromName: f.text('Naam (van)', { width: 'half', help: 'Bijvoorbeeld de naam van het ziekenhuis.' }),
    fromAddress: address('Adres (van)'),
    toKind: f.select('Naar', TRANSFER_TO_KINDS, { width: 'half' }),
    toName: f.text('Naam (naar)', { width: 'half' }),
    toAddress: address('Adres (naar)'),
    date: f.date('Datum', { width: 'third' }),
    time: f.time('Tijd', { width: 'third' }),
    vehicle: f.text('Voertuig', { max: 100, width: 'third' }),
    staffCount: f.number('Aantal medewerkers', { min: 0, max: 20, width: 'third' }),
    notes: f.textarea('Bijzonderheden', { max: 2000 }),
  }),
  repatriation: f.object('Repatriëring', {
    needed: f.boolean('Overbrengen naar het buitenland'),
    ...f.when('needed', true, {
      country: f.country('Land van bestemming', { width: 'half' }),
      destination: f.text('Plaats van bestemming', { width: 'half' }),
      laissezPasser: f.text('Laissez-passer (nummer)', { max: 100, width: 'half' }),
      sealedZincCoffin: f.boolean('Verzegelde kist met zinken binnenkist', {
        help: 'Voor vervoer naar het buitenland meestal verplicht: luchtdicht gesloten en verzegeld.',
      }),
      consulate: f.text('Consulaat of ambassade', { width: 'half' }),
      consulateContact: f.text('Contactpersoon consulaat', { width: 'half' }),
      transport: f.text('Vervoer (vlucht of route)', { width: 'half' }),
      departureDate: f.date('Vertrekdatum', { width: 'half' }),
      notes: f.textarea('Bijzonderheden', { max: 2000 }),
    }),
  }),
} satisfies f.FieldSpecs;

export const transferSchema = z.object(f.shapeOf(fields));
export type TransferSection = z.output<typeof transferSchema>;

export const transferForm: SectionForm<'transfer'> = {
  key: 'transfer',
  title: SECTION_LABELS.transfer,
  description: 'Het vervoer van de overledene, ook naar het buitenland.',
  groups: [
    f.group('Overbrengingen', fields, ['transfers']),
    f.group('Repatriëring', fields, ['repatriation'], 'Voor een uitvaart of begrafenis in het buitenland.'),
  ],
};
