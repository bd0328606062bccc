import { z } from 'zod';
import * as f from './builder.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const AD_MEDIUM_KINDS = { newspaper: 'Krant', website: 'Website', other: 'Anders' } as const;
export const AD_STATUSES = {
  concept: 'Concept',
  proof_sent: 'Proef verstuurd',
  approved: 'Goedgekeurd',
  placed: 'Geplaatst',
} as const;

const fields = {
  ads: f.list('Advertenties', 'Advertentie', {
    mediumKind: f.select('Soort medium', AD_MEDIUM_KINDS, { width: 'third' }),
    medium: f.text('Krant of site', { width: 'half', help: 'Bijvoorbeeld de Volkskrant of mensenlinq.nl.' }),
    publicationDates: f.list(
      'Plaatsingsdata',
      'Plaatsingsdatum',
      { date: f.date('Datum', { width: 'third' }) },
      { max: 20 },
    ),
    format: f.text('Formaat', { max: 100, width: 'half', help: 'Bijvoorbeeld 2 kolommen × 80 mm.' }),
    text: f.textarea('Tekst', { max: 10_000 }),
    senders: f.textarea('Afzenders', { max: 2000 }),
    price: f.money('Prijs', { width: 'third' }),
    status: f.select('Status', AD_STATUSES, { width: 'third' }),
    supplier: f.text('Leverancier', { width: 'half' }),
  }),
} satisfies f.FieldSpecs;

export const adsSchema = z.object(f.shapeOf(fields));
export type AdsSection = z.output<typeof adsSchema>;

export const adsForm: SectionForm<'ads'> = {
  key: 'ads',
  title: SECTION_LABELS.ads,
  description: 'Rouwadvertenties in kranten en op sites, met tekst, plaatsingsdata en status.',
  groups: [f.group('Advertenties', fields, ['ads'])],
};
