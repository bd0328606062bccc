import { z } from 'zod';
import { formatDate } from '../format/date.ts';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { ashReleaseDate } from '../rules/ash.ts';
import * as f from './builder.ts';
import { address, person } from './common.ts';
import type { SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const errors = messages.dossiers.sectionErrors;

export const ASH_DESTINATIONS = {
  columbarium: 'Columbarium of urnenmuur',
  urn_grave: 'Urnengraf of urnenkelder',
  urn_garden: 'Urnentuin',
  existing_grave: 'Bijzetting in een bestaand graf',
  scatter_field: 'Verstrooien op een strooiveld',
  scatter_elsewhere: 'Verstrooien elders (met toestemming van de eigenaar)',
  scatter_water: 'Verstrooien op zee of boven water',
  handover: 'Meegeven aan de opdrachtgever',
  jewellery: 'Gedeeltelijk in gedenksieraden',
  abroad: 'Overbrengen naar het buitenland',
} as const;
export type AshDestination = keyof typeof ASH_DESTINATIONS;

/** The four outcomes of art. 59 lid 2 Wlb each destination comes down to. */
export const ASH_DESTINATION_OUTCOMES: Record<
  AshDestination,
  'placed' | 'scattered' | 'handed_over' | 'abroad'
> = {
  columbarium: 'placed',
  urn_grave: 'placed',
  urn_garden: 'placed',
  existing_grave: 'placed',
  scatter_field: 'scattered',
  scatter_elsewhere: 'scattered',
  scatter_water: 'scattered',
  handover: 'handed_over',
  jewellery: 'handed_over',
  abroad: 'abroad',
};

export const URN_KINDS = { standard: 'Standaardurn', decorative: 'Sierurn' } as const;
export const SCATTERING_ATTENDANCE = {
  with_relatives: 'Met nabestaanden',
  without_relatives: 'Zonder nabestaanden',
} as const;
export const SECTION_ASH_STATUSES = {
  waiting: 'In bewaring (wachttermijn)',
  temporary_storage: 'Tijdelijke bewaring',
  released: 'Vrijgegeven',
  completed: 'Afgehandeld',
} as const;

const fields = {
  destination: f.select('Asbestemming', ASH_DESTINATIONS, {
    width: 'half',
    help: 'Alleen de opdrachtgever beslist over de as.',
  }),
  consent: f.boolean('Toestemming van de rechthebbende of eigenaar', {
    help: 'Nodig bij bijzetting in een bestaand graf en bij verstrooien op eigen grond van een ander.',
  }),
  scattering: f.select('Verstrooien', SCATTERING_ATTENDANCE, { width: 'half' }),
  urn: f.object('Urn', {
    kind: f.select('Soort urn', URN_KINDS, { width: 'half' }),
    article: f.text('Artikel', { width: 'half' }),
    count: f.number('Aantal urnen', { min: 1, max: 50, width: 'third' }),
    division: f.text('Verdeling van de as', {
      width: 'full',
      help: 'Bijvoorbeeld: één urn en twee gedenksieraden.',
    }),
  }),
  place: f.object('Plaats van bestemming', {
    name: f.text('Naam', {
      width: 'half',
      help: 'Het columbarium, de begraafplaats of de plek van verstrooiing.',
    }),
    address: address('Adres'),
  }),
  plannedDate: f.date('Geplande datum', {
    width: 'half',
    help: 'Niet eerder dan een maand na de crematie, tenzij de officier van justitie ontheffing gaf.',
  }),
  completedOn: f.date('Uitgevoerd op', {
    width: 'half',
    help: 'De dag van bijzetten, verstrooien of meegeven.',
  }),
  receiver: person('Ontvanger van de urn', { addressBook: true }),
  exemption: f.object('Ontheffing wachttermijn', {
    granted: f.boolean('Ontheffing van de officier van justitie'),
    ...f.when('granted', true, {
      reference: f.text('Kenmerk', { max: 100, width: 'half' }),
      grantedOn: f.date('Datum', { width: 'half' }),
    }),
  }),
  prohibitedByProsecutor: f.boolean('Verbod van de officier van justitie', {
    help: 'Op verstrooien, meegeven en overbrengen naar het buitenland (art. 76 Wlb).',
  }),
  recordStatus: f.select('Status bij het crematorium', SECTION_ASH_STATUSES, { width: 'half' }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const ashDestinationSchema = z.object(f.shapeOf(fields));
export type AshDestinationSection = z.output<typeof ashDestinationSchema>;

export const ashDestinationForm: SectionForm<'ash-destination'> = {
  key: 'ash-destination',
  title: SECTION_LABELS['ash-destination'],
  description:
    'Wat er met de as gebeurt. Het crematorium bewaart de as ten minste een maand na de crematie; daarna mag de as worden bijgezet, verstrooid, meegegeven of naar het buitenland gebracht.',
  groups: [
    f.group('Bestemming', fields, [
      'destination',
      'consent',
      'scattering',
      'urn',
      'place',
      'plannedDate',
      'completedOn',
    ]),
    f.group('Ontvanger', fields, ['receiver'], 'Wie de urn in ontvangst neemt als de as wordt meegegeven.'),
    f.group('Wettelijk', fields, ['exemption', 'prohibitedByProsecutor', 'recordStatus', 'notes']),
  ],
};

const PROHIBITED_OUTCOMES = new Set(['scattered', 'handed_over', 'abroad']);

export const ashDestinationRules: SectionRule<AshDestinationSection> = (data, context, add) => {
  const exemption = data.exemption;
  if (exemption?.granted && !exemption.reference)
    add(['exemption', 'reference'], errors.ashExemptionReference);
  const exempt = Boolean(exemption?.granted && exemption.reference);
  const cremationDate = context.cremationDate ?? null;
  const releaseDate = cremationDate ? ashReleaseDate(cremationDate) : null;
  if (releaseDate && cremationDate && !exempt) {
    const check = (path: string, value: string | null | undefined, label: string) => {
      if (value && value < releaseDate) {
        add(
          [path],
          interpolate(errors.ashBeforeRelease, {
            field: label,
            releaseDate: formatDate(releaseDate),
            cremationDate: formatDate(cremationDate),
          }),
        );
      }
    };
    check('plannedDate', data.plannedDate, 'De geplande datum');
    check('completedOn', data.completedOn, 'De uitvoeringsdatum');
  }
  if (
    data.prohibitedByProsecutor &&
    data.destination &&
    PROHIBITED_OUTCOMES.has(ASH_DESTINATION_OUTCOMES[data.destination])
  ) {
    add(['destination'], errors.ashProhibited);
  }
};
