import { z } from 'zod';
import { amsterdamInstant } from '../rules/legal-window.ts';
import {
  boolean,
  date,
  group,
  number,
  object,
  phone,
  select,
  shapeOf,
  text,
  textarea,
  time,
  when,
  type FieldSpecs,
} from './builder.ts';
import { address } from './common.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';
import { checkLegalWindow } from './legal.ts';

export const CREMATION_KINDS = {
  with_ceremony: 'Met plechtigheid',
  without_ceremony: 'Zonder plechtigheid',
  private: 'In besloten kring',
} as const;
export const FIRST_ASH_CHOICES = {
  general_niche: 'Algemene nis',
  temporary_storage: 'Tijdelijke bewaring',
} as const;

const fields = {
  crematoriumName: text('Crematorium', { width: 'half' }),
  crematoriumAddress: address('Adres crematorium'),
  crematoriumPhone: phone('Telefoonnummer crematorium', { width: 'half' }),
  date: date('Datum crematie', { width: 'third' }),
  time: time('Tijd', { width: 'third' }),
  kind: select('Soort crematie', CREMATION_KINDS, { width: 'third' }),
  attendInsertion: boolean('Familie aanwezig bij de invoer'),
  ...when('attendInsertion', true, {
    insertionAttendees: number('Aantal aanwezigen', { max: 50, width: 'third' }),
  }),
  coffinSuitable: boolean('Kist geschikt voor crematie'),
  registrationNumber: text('Registratienummer', {
    max: 50,
    width: 'half',
    help: 'Het nummer op de kist; gelijk aan dat op het aanvraagformulier.',
  }),

  permit: object('Verlof tot cremeren', {
    received: boolean('Verlof ontvangen'),
    number: text('Nummer', { max: 50, width: 'third' }),
    municipality: text('Gemeente', { max: 100, width: 'third' }),
    issuedOn: date('Datum', { width: 'third' }),
  }),
  requestFormSignedOn: date('Aanvraagformulier ondertekend op', {
    width: 'half',
    help: 'Door de opdrachtgever en de uitvaartonderneming.',
  }),
  implantsStatementReceived: boolean('Verklaring implantaten ontvangen', {
    help: 'Een pacemaker of ICD moet voor de crematie zijn verwijderd.',
  }),
  implantsConfirmedBy: text('Verwijdering bevestigd door', { width: 'half' }),
  implantsConfirmedOn: date('Datum bevestiging', { width: 'half' }),

  firstAshChoice: select('Eerste bestemming van de as', FIRST_ASH_CHOICES, { width: 'half' }),
  notes: textarea('Bijzonderheden'),
} satisfies FieldSpecs;

export const cremationSchema = z.object(shapeOf(fields));
export type CremationSection = z.output<typeof cremationSchema>;

export const cremationForm: SectionForm<'cremation'> = {
  key: 'cremation',
  title: SECTION_LABELS.cremation,
  description:
    'Het crematorium, het moment van de crematie en de documenten die het crematorium nodig heeft.',
  groups: [
    group('Crematorium en tijdstip', fields, [
      'crematoriumName',
      'crematoriumAddress',
      'crematoriumPhone',
      'date',
      'time',
      'kind',
      'attendInsertion',
      'insertionAttendees',
      'coffinSuitable',
      'registrationNumber',
    ]),
    group(
      'Documenten',
      fields,
      [
        'permit',
        'requestFormSignedOn',
        'implantsStatementReceived',
        'implantsConfirmedBy',
        'implantsConfirmedOn',
      ],
      'Het crematorium cremeert alleen met het verlof, het ondertekende aanvraagformulier en de verklaring over implantaten.',
    ),
    group('As', fields, ['firstAshChoice', 'notes']),
  ],
};

export const cremationRules: SectionRule<CremationSection> = (data, context, add) => {
  checkLegalWindow(add, context, data, 'cremation');
};

/** The cremation moment (date and time, Amsterdam) as an instant, or null while either is missing. */
export function cremationMomentOf(
  data: Pick<CremationSection, 'date' | 'time'> | null | undefined,
): string | null {
  return data?.date && data.time ? amsterdamInstant(data.date, data.time) : null;
}
