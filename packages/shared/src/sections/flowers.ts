import { z } from 'zod';
import {
  date,
  group,
  list,
  money,
  select,
  shapeOf,
  text,
  textarea,
  time,
  type FieldSpecs,
} from './builder.ts';
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
  arrangements: list('Bloemstukken', 'Bloemstuk', {
    kind: select('Soort', ARRANGEMENT_KINDS, { width: 'half' }),
    florist: text('Bloemist', { width: 'half' }),
    description: textarea('Omschrijving', { max: 2000 }),
    ribbonLeft: text('Linttekst links', { width: 'half' }),
    ribbonRight: text('Linttekst rechts', { width: 'half' }),
    fromWhom: text('Namens', { width: 'half' }),
    price: money('Prijs', { width: 'half' }),
    deliverTo: text('Bezorgen bij', { width: 'third' }),
    deliveryDate: date('Bezorgdatum', { width: 'third' }),
    deliveryTime: time('Bezorgtijd', { width: 'third' }),
    afterwards: select('Na afloop', FLOWERS_AFTERWARDS, { width: 'half' }),
  }),
  notes: textarea('Wensen over bloemen', {
    help: 'Bijvoorbeeld: liever geen bloemen, maar een gift aan een goed doel.',
  }),
} satisfies FieldSpecs;

export const flowersSchema = z.object(shapeOf(fields));
export type FlowersSection = z.output<typeof flowersSchema>;

export const flowersForm: SectionForm<'flowers'> = {
  key: 'flowers',
  title: SECTION_LABELS.flowers,
  description: 'Bloemstukken met linteksten, bloemist, prijs en bezorging.',
  groups: [group('Bloemen', fields, ['arrangements', 'notes'])],
};
