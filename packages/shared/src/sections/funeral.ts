import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { amsterdamInstant } from '../rules/legal-window.ts';
import {
  boolean,
  date,
  group,
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
import { address, person } from './common.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';
import { checkLegalWindow } from './legal.ts';

const errors = messages.dossiers.sectionErrors;

export const GRAVE_KINDS = {
  general: 'Algemeen graf',
  private: 'Particulier (eigen) graf',
  family: 'Familiegraf',
  urn: 'Urnengraf',
  vault: 'Keldergraf',
} as const;

/** Grave kinds with an exclusive right (art. 28 Wlb: at least ten years or indefinite). */
const PRIVATE_GRAVES = new Set(['private', 'family', 'vault']);

const fields = {
  cemeteryName: text('Begraafplaats', { width: 'half' }),
  cemeteryAddress: address('Adres begraafplaats'),
  date: date('Datum begrafenis', { width: 'third' }),
  time: time('Tijd', { width: 'third' }),

  graveKind: select('Soort graf', GRAVE_KINDS, { width: 'half' }),
  existingGrave: boolean('Bestaand graf', {
    help: 'Bijzetting kan alleen met toestemming van de rechthebbende.',
  }),
  ...when('existingGrave', true, { rightsHolderConsent: boolean('Toestemming van de rechthebbende') }),
  graveLocation: object('Ligging van het graf', {
    section: text('Vak', { max: 20, width: 'third' }),
    row: text('Rij', { max: 20, width: 'third' }),
    number: text('Nummer', { max: 20, width: 'third' }),
  }),
  rightsHolder: person('Rechthebbende', { addressBook: true }),
  graveRightsIndefinite: boolean('Grafrecht voor onbepaalde tijd'),
  graveRightsYears: number('Looptijd grafrecht (jaren)', {
    min: 1,
    max: 100,
    width: 'half',
    help: 'Een particulier graf minstens tien jaar; verlengen met vijf tot twintig jaar. Leeg bij onbepaalde tijd.',
  }),

  permit: object('Verlof tot begraven', {
    received: boolean('Verlof ontvangen'),
    number: text('Nummer', { max: 50, width: 'third' }),
    municipality: text('Gemeente', { max: 100, width: 'third' }),
    issuedOn: date('Datum', { width: 'third' }),
  }),
  graveDiggingOrdered: boolean('Grafdelven besteld'),
  graveCeremony: boolean('Plechtigheid bij het graf'),
  lowering: boolean('Kist laten dalen'),
  headstone: object('Grafmonument', {
    planned: boolean('Grafmonument later plaatsen'),
    ...when('planned', true, { stonemason: text('Steenhouwer', { width: 'half' }) }),
  }),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const funeralSchema = z.object(shapeOf(fields));
export type FuneralSection = z.output<typeof funeralSchema>;

export const funeralForm: SectionForm<'funeral'> = {
  key: 'funeral',
  title: SECTION_LABELS.funeral,
  description: 'De begraafplaats, het moment van de begrafenis, het graf en het grafrecht.',
  groups: [
    group('Begraafplaats en tijdstip', fields, ['cemeteryName', 'cemeteryAddress', 'date', 'time']),
    group('Graf', fields, [
      'graveKind',
      'existingGrave',
      'rightsHolderConsent',
      'graveLocation',
      'rightsHolder',
      'graveRightsIndefinite',
      'graveRightsYears',
    ]),
    group('Verlof en uitvoering', fields, [
      'permit',
      'graveDiggingOrdered',
      'graveCeremony',
      'lowering',
      'headstone',
      'notes',
    ]),
  ],
};

export const funeralRules: SectionRule<FuneralSection> = (data, context, add) => {
  checkLegalWindow(add, context, data, 'burial');
  if (
    data.graveKind &&
    PRIVATE_GRAVES.has(data.graveKind) &&
    !data.graveRightsIndefinite &&
    typeof data.graveRightsYears === 'number' &&
    data.graveRightsYears < 10
  ) {
    add(['graveRightsYears'], errors.graveRightsTerm);
  }
};

/** The burial moment (date and time, Amsterdam) as an instant, or null while either is missing. */
export function burialMomentOf(
  data: Pick<FuneralSection, 'date' | 'time'> | null | undefined,
): string | null {
  return data?.date && data.time ? amsterdamInstant(data.date, data.time) : null;
}
