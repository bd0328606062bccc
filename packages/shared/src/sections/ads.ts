import { z } from 'zod';
import { date, group, list, money, select, shapeOf, text, textarea, type FieldSpecs } from './builder.ts';
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
  ads: list('Advertenties', 'Advertentie', {
    mediumKind: select('Soort medium', AD_MEDIUM_KINDS, { width: 'third' }),
    medium: text('Krant of site', { width: 'half', help: 'Bijvoorbeeld de Volkskrant of mensenlinq.nl.' }),
    publicationDates: list(
      'Plaatsingsdata',
      'Plaatsingsdatum',
      { date: date('Datum', { width: 'third' }) },
      { max: 20 },
    ),
    format: text('Formaat', { max: 100, width: 'half', help: 'Bijvoorbeeld 2 kolommen × 80 mm.' }),
    text: textarea('Tekst', { max: 10_000 }),
    senders: textarea('Afzenders', { max: 2000 }),
    price: money('Prijs', { width: 'third' }),
    status: select('Status', AD_STATUSES, { width: 'third' }),
    supplier: text('Leverancier', { width: 'half' }),
  }),
} satisfies FieldSpecs;

export const adsSchema = z.object(shapeOf(fields));
export type AdsSection = z.output<typeof adsSchema>;

export const adsForm: SectionForm<'ads'> = {
  key: 'ads',
  title: SECTION_LABELS.ads,
  description: 'Rouwadvertenties in kranten en op sites, met tekst, plaatsingsdata en status.',
  groups: [group('Advertenties', fields, ['ads'])],
};
