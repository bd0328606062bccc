import { z } from 'zod';
import {
  date,
  group,
  list,
  money,
  number,
  select,
  shapeOf,
  text,
  textarea,
  type FieldSpecs,
} from './builder.ts';
import { address } from './common.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const PRINTED_MATTER_KINDS = {
  mourning_card: 'Rouwkaart',
  mourning_letter: 'Rouwbrief',
  thank_you_card: 'Bedankkaart',
  liturgy: 'Liturgie',
  memorial_card: 'Gedachtenisprentje',
  invitation: 'Uitnodiging',
  other: 'Anders',
} as const;
export const POSTAGE_KINDS = {
  domestic: 'Nederland',
  international: 'Buitenland',
  mixed: 'Nederland en buitenland',
} as const;
export const PROOF_STATUSES = {
  requested: 'Aangevraagd',
  received: 'Ontvangen',
  approved: 'Goedgekeurd',
} as const;

const fields = {
  items: list('Drukwerk', 'Drukwerk', {
    kind: select('Soort', PRINTED_MATTER_KINDS, { width: 'half' }),
    design: text('Ontwerp of sjabloon', { width: 'half' }),
    paper: text('Papier', { max: 100, width: 'third' }),
    quantity: number('Aantal', { max: 100_000, width: 'third' }),
    envelopes: text('Enveloppen', { max: 100, width: 'third', help: 'Soort en aantal.' }),
    text: textarea('Tekst', { max: 10_000 }),
    postageCount: number('Aantal postzegels', { max: 100_000, width: 'third' }),
    postageKind: select('Soort porto', POSTAGE_KINDS, { width: 'third' }),
    printer: text('Drukker', { width: 'third' }),
    proofStatus: select('Proef', PROOF_STATUSES, { width: 'third' }),
    deliveryDate: date('Leverdatum', { width: 'third' }),
    price: money('Prijs', { width: 'third' }),
  }),
  mailingList: list(
    'Adressenlijst',
    'Adres',
    {
      name: text('Naam', { width: 'half' }),
      address: address('Adres'),
    },
    { max: 5000, help: 'De adressen voor de rouwkaarten; ook in te lezen uit een CSV-bestand.' },
  ),
} satisfies FieldSpecs;

export const printedMatterSchema = z.object(shapeOf(fields));
export type PrintedMatterSection = z.output<typeof printedMatterSchema>;

export const printedMatterForm: SectionForm<'printed-matter'> = {
  key: 'printed-matter',
  title: SECTION_LABELS['printed-matter'],
  description: 'Rouwkaarten, liturgie, bedankkaarten en ander drukwerk, met de adressenlijst.',
  groups: [group('Drukwerk', fields, ['items']), group('Adressenlijst', fields, ['mailingList'])],
};
