import { z } from 'zod';
import {
  boolean,
  country,
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
  transfers: list('Overbrengingen', 'Overbrenging', {
    fromKind: select('Van', TRANSFER_FROM_KINDS, { width: 'half' }),
    fromName: text('Naam (van)', { width: 'half', help: 'Bijvoorbeeld de naam van het ziekenhuis.' }),
    fromAddress: address('Adres (van)'),
    toKind: select('Naar', TRANSFER_TO_KINDS, { width: 'half' }),
    toName: text('Naam (naar)', { width: 'half' }),
    toAddress: address('Adres (naar)'),
    date: date('Datum', { width: 'third' }),
    time: time('Tijd', { width: 'third' }),
    vehicle: text('Voertuig', { max: 100, width: 'third' }),
    staffCount: number('Aantal medewerkers', { min: 0, max: 20, width: 'third' }),
    notes: textarea('Bijzonderheden', { max: 2000 }),
  }),
  repatriation: object('Repatriëring', {
    needed: boolean('Overbrengen naar het buitenland'),
    ...when('needed', true, {
      country: country('Land van bestemming', { width: 'half' }),
      destination: text('Plaats van bestemming', { width: 'half' }),
      laissezPasser: text('Laissez-passer (nummer)', { max: 100, width: 'half' }),
      consulate: text('Consulaat of ambassade', { width: 'half' }),
      consulateContact: text('Contactpersoon consulaat', { width: 'half' }),
      transport: text('Vervoer (vlucht of route)', { width: 'half' }),
      departureDate: date('Vertrekdatum', { width: 'half' }),
      notes: textarea('Bijzonderheden', { max: 2000 }),
    }),
  }),
} satisfies FieldSpecs;

export const transferSchema = z.object(shapeOf(fields));
export type TransferSection = z.output<typeof transferSchema>;

export const transferForm: SectionForm<'transfer'> = {
  key: 'transfer',
  title: SECTION_LABELS.transfer,
  description: 'Het vervoer van de overledene, ook naar het buitenland.',
  groups: [
    group('Overbrengingen', fields, ['transfers']),
    group('Repatriëring', fields, ['repatriation'], 'Voor een uitvaart of begrafenis in het buitenland.'),
  ],
};
