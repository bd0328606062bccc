import { z } from 'zod';
import { amsterdamInstant } from '../rules/legal-window.ts';
import * as f from './builder.ts';
import { address, permit } from './common.ts';
import { notBeforeDeath } from './checks.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';
import { checkLegalWindow } from './legal.ts';

/** With or without a ceremony; whether that ceremony is "in besloten kring" is the ceremony section's kind. */
export const CREMATION_KINDS = {
  with_ceremony: 'Met plechtigheid',
  without_ceremony: 'Zonder plechtigheid',
} as const;
/** The former "In besloten kring" (moved to the ceremony section): a cremation with a ceremony. */
const CREMATION_KIND_ALIASES = { private: 'with_ceremony' } as const;
export const FIRST_ASH_CHOICES = {
  general_niche: 'Algemene nis',
  temporary_storage: 'Tijdelijke bewaring',
} as const;

const fields = {
  crematoriumName: f.text('Crematorium', { width: 'half' }),
  crematoriumAddress: address('Adres crematorium'),
  crematoriumPhone: f.phone('Telefoonnummer crematorium', { width: 'half' }),
  date: f.date('Datum crematie', { width: 'third' }),
  time: f.time('Tijd', { width: 'third' }),
  kind: f.withAliases(
    f.select('Soort crematie', CREMATION_KINDS, { width: 'third' }),
    CREMATION_KIND_ALIASES,
  ),
  attendInsertion: f.boolean('Familie aanwezig bij de invoer'),
  ...f.when('attendInsertion', true, {
    insertionAttendees: f.number('Aantal aanwezigen', { max: 50, width: 'third' }),
  }),
  coffinSuitable: f.boolean('Kist geschikt voor crematie'),
  registrationNumber: f.text('Registratienummer', {
    max: 50,
    width: 'half',
    help: 'Het nummer op de kist; gelijk aan dat op het aanvraagformulier.',
  }),

  permit: permit('Verlof tot cremeren'),
  requestFormSignedOn: f.date('Aanvraagformulier ondertekend op', {
    width: 'half',
    help: 'Door de opdrachtgever en de uitvaartonderneming.',
  }),
  implantsStatementReceived: f.boolean('Verklaring implantaten ontvangen', {
    help: 'Een pacemaker of ICD moet vóór de crematie zijn verwijderd.',
  }),
  implantsConfirmedBy: f.text('Verwijdering bevestigd door', { width: 'half' }),
  implantsConfirmedOn: f.date('Datum bevestiging', { width: 'half' }),

  firstAshChoice: f.select('Eerste bestemming van de as', FIRST_ASH_CHOICES, { width: 'half' }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const cremationSchema = z.object(f.shapeOf(fields));
export type CremationSection = z.output<typeof cremationSchema>;

export const cremationForm: SectionForm<'cremation'> = {
  key: 'cremation',
  title: SECTION_LABELS.cremation,
  description:
    'Het crematorium, het moment van de crematie en de documenten die het crematorium nodig heeft.',
  groups: [
    f.group('Crematorium en tijdstip', fields, [
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
    f.group(
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
    f.group('As', fields, ['firstAshChoice', 'notes']),
  ],
};

export const cremationRules: SectionRule<CremationSection> = (data, context, add) => {
  checkLegalWindow(add, context, data, 'cremation');
  notBeforeDeath(add, context, ['permit', 'issuedOn'], data.permit?.issuedOn, 'De datum van het verlof');
  // The client signs the request form after the death (issue 11).
  notBeforeDeath(
    add,
    context,
    ['requestFormSignedOn'],
    data.requestFormSignedOn,
    'De datum van ondertekening van het aanvraagformulier',
  );
};

/** The cremation moment (date and time, Amsterdam) as an instant, or null while either is missing. */
export function cremationMomentOf(
  data: Pick<CremationSection, 'date' | 'time'> | null | undefined,
): string | null {
  return data?.date && data.time ? amsterdamInstant(data.date, data.time) : null;
}
