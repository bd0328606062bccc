import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { amsterdamInstant } from '../rules/legal-window.ts';
import * as f from './builder.ts';
import { address, permit, person } from './common.ts';
import { notBeforeDeath } from './checks.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';
import { checkLegalWindow } from './legal.ts';

const errors = messages.dossiers.sectionErrors;

/** Graves for a coffin; an urn grave is an ash destination (section Asbestemming), not a burial. */
export const GRAVE_KINDS = {
  general: 'Algemeen graf',
  private: 'Particulier (eigen) graf',
  family: 'Familiegraf',
  vault: 'Keldergraf',
} as const;

/** Grave kinds with an exclusive right (art. 28 Wlb: at least ten years or indefinite). */
const PRIVATE_GRAVES = new Set(['private', 'family', 'vault']);

const fields = {
  cemeteryName: f.text('Begraafplaats', { width: 'half' }),
  cemeteryAddress: address('Adres begraafplaats'),
  date: f.date('Datum begrafenis', { width: 'third' }),
  time: f.time('Tijd', { width: 'third' }),

  graveKind: f.select('Soort graf', GRAVE_KINDS, { width: 'half' }),
  existingGrave: f.boolean('Bestaand graf', {
    help: 'Bijzetting kan alleen met toestemming van de rechthebbende.',
  }),
  ...f.when('existingGrave', true, { rightsHolderConsent: f.boolean('Toestemming van de rechthebbende') }),
  graveDepth: f.number('Diepte (aantal lagen)', {
    min: 1,
    max: 6,
    width: 'half',
    help: 'Hoeveel overledenen boven elkaar in het graf kunnen, bijvoorbeeld 2 voor een tweediep graf.',
  }),
  graveLocation: f.object('Ligging van het graf', {
    section: f.text('Vak', { max: 20, width: 'third' }),
    row: f.text('Rij', { max: 20, width: 'third' }),
    number: f.text('Nummer', { max: 20, width: 'third' }),
  }),
  rightsHolder: person('Rechthebbende', { addressBook: true }),
  graveRightsIndefinite: f.boolean('Grafrecht voor onbepaalde tijd'),
  graveRightsYears: f.number('Looptijd grafrecht (jaren)', {
    min: 1,
    max: 100,
    width: 'half',
    help: 'Een particulier graf minstens tien jaar; verlengen met vijf tot twintig jaar. Leeg bij onbepaalde tijd.',
  }),
  graveRightsDeedNumber: f.text('Nummer grafakte', {
    max: 50,
    width: 'half',
    help: 'Het nummer van de akte waarmee het grafrecht is verleend.',
  }),

  permit: permit('Verlof tot begraven'),
  graveDiggingOrdered: f.boolean('Graf delven besteld'),
  shroudWithoutCoffin: f.boolean('Begraven in een lijkwade, zonder kist', {
    help: 'Alleen als de begraafplaats dit toestaat.',
  }),
  graveCeremony: f.boolean('Plechtigheid bij het graf'),
  lowering: f.boolean('Kist laten dalen'),
  headstone: f.object('Grafmonument', {
    planned: f.boolean('Grafmonument later plaatsen'),
    ...f.when('planned', true, { stonemason: f.text('Steenhouwer', { width: 'half' }) }),
  }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const funeralSchema = z.object(f.shapeOf(fields));
export type FuneralSection = z.output<typeof funeralSchema>;

export const funeralForm: SectionForm<'funeral'> = {
  key: 'funeral',
  title: SECTION_LABELS.funeral,
  description: 'De begraafplaats, het moment van de begrafenis, het graf en het grafrecht.',
  groups: [
    f.group('Begraafplaats en tijdstip', fields, ['cemeteryName', 'cemeteryAddress', 'date', 'time']),
    f.group('Graf', fields, [
      'graveKind',
      'existingGrave',
      'rightsHolderConsent',
      'graveDepth',
      'graveLocation',
      'rightsHolder',
      'graveRightsIndefinite',
      'graveRightsYears',
      'graveRightsDeedNumber',
    ]),
    f.group('Verlof en uitvoering', fields, [
      'permit',
      'graveDiggingOrdered',
      'shroudWithoutCoffin',
      'graveCeremony',
      'lowering',
      'headstone',
      'notes',
    ]),
  ],
};

export const funeralRules: SectionRule<FuneralSection> = (data, context, add) => {
  checkLegalWindow(add, context, data, 'burial');
  notBeforeDeath(add, context, ['permit', 'issuedOn'], data.permit?.issuedOn, 'De datum van het verlof');
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
