import { z } from 'zod';
import * as f from './builder.ts';
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
  items: f.list('Eigendommen', 'Eigendom', {
    item: f.text('Voorwerp', { width: 'half' }),
    category: f.select('Categorie', BELONGING_CATEGORIES, { width: 'half' }),
    description: f.text('Omschrijving', { width: 'full' }),
    disposition: f.select('Bestemming', BELONGING_DISPOSITIONS, { width: 'half' }),
    ...f.when('disposition', 'returned', {
      returnedTo: f.text('Retour aan', { width: 'half' }),
      returnedOn: f.date('Retour op', { width: 'third' }),
      receivedBy: f.text('In ontvangst genomen door', { width: 'half' }),
    }),
  }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const personalBelongingsSchema = z.object(f.shapeOf(fields));
export type PersonalBelongingsSection = z.output<typeof personalBelongingsSchema>;

export const personalBelongingsForm: SectionForm<'personal-belongings'> = {
  key: 'personal-belongings',
  title: SECTION_LABELS['personal-belongings'],
  description: 'Wat de overledene bij zich had, wat blijft en wat aan wie is teruggegeven.',
  groups: [f.group('Persoonlijke eigendommen', fields, ['items', 'notes'])],
};
