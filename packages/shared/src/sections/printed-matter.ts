import { z } from 'zod';
import * as f from './builder.ts';
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
  items: f.list('Drukwerk', 'Drukwerk', {
    kind: f.select('Soort', PRINTED_MATTER_KINDS, { width: 'half' }),
    design: f.text('Ontwerp of sjabloon', { width: 'half' }),
    paper: f.text('Papier', { max: 100, width: 'third' }),
    quantity: f.number('Aantal', { max: 100_000, width: 'third' }),
    envelopes: f.text('Enveloppen', { max: 100, width: 'third', help: 'Soort en aantal.' }),
    text: f.textarea('Tekst', { max: 10_000 }),
    postageCount: f.number('Aantal postzegels', { max: 100_000, width: 'third' }),
    postageKind: f.select('Soort porto', POSTAGE_KINDS, { width: 'third' }),
    printer: f.text('Drukker', { width: 'third' }),
    proofStatus: f.select('Proef', PROOF_STATUSES, { width: 'third' }),
    deliveryDate: f.date('Leverdatum', { width: 'third' }),
    postedOn: f.date('Gepost op', {
      width: 'third',
      help: 'De dag waarop de kaarten op de post zijn gegaan.',
    }),
    price: f.money('Prijs', { width: 'third' }),
  }),
  mailingList: f.list(
    'Adressenlijst',
    'Adres',
    {
      name: f.text('Naam', { width: 'half' }),
      address: address('Adres'),
    },
    { max: 5000, help: 'De adressen voor de rouwkaarten; ook in te lezen uit een CSV-bestand.' },
  ),
} satisfies f.FieldSpecs;

export const printedMatterSchema = z.object(f.shapeOf(fields));
export type PrintedMatterSection = z.output<typeof printedMatterSchema>;

export const printedMatterForm: SectionForm<'printed-matter'> = {
  key: 'printed-matter',
  title: SECTION_LABELS['printed-matter'],
  description: 'Rouwkaarten, liturgie, bedankkaarten en ander drukwerk, met de adressenlijst.',
  groups: [f.group('Drukwerk', fields, ['items']), f.group('Adressenlijst', fields, ['mailingList'])],
};
