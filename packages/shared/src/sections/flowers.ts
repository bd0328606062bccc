import { z } from 'zod';
import * as f from './builder.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const ARRANGEMENT_KINDS = {
  coffin_spray: 'Kistbloemstuk',
  wreath: 'Krans',
  bouquet: 'Rouwboeket',
  heart: 'Hart',
  loose: 'Losse bloemen',
  other: 'Anders',
} as const;
export const FLOWERS_AFTERWARDS = {
  grave: 'Op het graf',
  crematorium: 'Bij het crematorium',
  home: 'Naar huis',
  other: 'Anders',
} as const;

const fields = {
  arrangements: f.list('Bloemstukken', 'Bloemstuk', {
    kind: f.select('Soort', ARRANGEMENT_KINDS, { width: 'half' }),
    florist: f.text('Bloemist', { width: 'half' }),
    description: f.textarea('Omschrijving', { max: 2000 }),
    ribbonLeft: f.text('Linttekst links', { width: 'half' }),
    ribbonRight: f.text('Linttekst rechts', { width: 'half' }),
    fromWhom: f.text('Namens', { width: 'half' }),
    price: f.money('Prijs', { width: 'half' }),
    deliverTo: f.text('Bezorgen bij', { width: 'third' }),
    deliveryDate: f.date('Bezorgdatum', { width: 'third' }),
    deliveryTime: f.time('Bezorgtijd', { width: 'third' }),
    afterwards: f.select('Na afloop', FLOWERS_AFTERWARDS, { width: 'half' }),
  }),
  notes: f.textarea('Wensen over bloemen', {
    help: 'Bijvoorbeeld: liever geen bloemen, maar een gift aan een goed doel.',
  }),
} satisfies f.FieldSpecs;

export const flowersSchema = z.object(f.shapeOf(fields));
export type FlowersSection = z.output<typeof flowersSchema>;

export const flowersForm: SectionForm<'flowers'> = {
  key: 'flowers',
  title: SECTION_LABELS.flowers,
  description: 'Bloemstukken met lintteksten, bloemist, prijs en bezorging.',
  groups: [f.group('Bloemen', fields, ['arrangements', 'notes'])],
};
