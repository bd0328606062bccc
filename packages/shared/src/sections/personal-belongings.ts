import { z } from 'zod';
import { date, group, list, select, shapeOf, text, textarea, when, type FieldSpecs } from './builder.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const BELONGING_CATEGORIES = {
  jewellery: 'Sieraad',
  glasses: 'Bril',
  dentures: 'Gebitsprothese',
  watch: 'Horloge',
  clothing: 'Kleding',
  other: 'Overig',
} as const;
export const BELONGING_DISPOSITIONS = { stays: 'Blijft bij de overledene', returned: 'Retour' } as const;

const fields = {
  items: list('Eigendommen', 'Eigendom', {
    item: text('Voorwerp', { width: 'half' }),
    category: select('Categorie', BELONGING_CATEGORIES, { width: 'half' }),
    description: text('Omschrijving', { width: 'full' }),
    disposition: select('Bestemming', BELONGING_DISPOSITIONS, { width: 'half' }),
    ...when('disposition', 'returned', {
      returnedTo: text('Retour aan', { width: 'half' }),
      returnedOn: date('Retour op', { width: 'third' }),
      receivedBy: text('In ontvangst genomen door', { width: 'half' }),
    }),
  }),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const personalBelongingsSchema = z.object(shapeOf(fields));
export type PersonalBelongingsSection = z.output<typeof personalBelongingsSchema>;

export const personalBelongingsForm: SectionForm<'personal-belongings'> = {
  key: 'personal-belongings',
  title: SECTION_LABELS['personal-belongings'],
  description: 'Wat de overledene bij zich had, wat blijft en wat aan wie is teruggegeven.',
  groups: [group('Persoonlijke eigendommen', fields, ['items', 'notes'])],
};
