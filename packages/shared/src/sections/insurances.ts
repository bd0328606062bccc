import { z } from 'zod';
import {
  boolean,
  date,
  group,
  list,
  money,
  select,
  shapeOf,
  text,
  textarea,
  when,
  type FieldSpecs,
} from './builder.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

export const INSURERS = {
  dela: 'DELA',
  monuta: 'Monuta',
  ardanta: 'Ardanta',
  klaverblad: 'Klaverblad',
  twenthe: 'Twenthe',
  lifetri: 'Lifetri',
  pc_hooft: 'PC Hooft',
  algemeen_belang: 'Algemeen Belang',
  other: 'Andere verzekeraar',
} as const;
export const POLICY_KINDS = {
  natura: 'Natura (diensten)',
  capital: 'Kapitaal (uitkering)',
  sums: 'Sommen',
} as const;
export const PAID_TO = { funeral_company: 'Uitvaartonderneming', relatives: 'Nabestaanden' } as const;
export const CLAIM_STATUSES = {
  reported: 'Gemeld',
  in_progress: 'In behandeling',
  paid: 'Uitgekeerd',
  rejected: 'Afgewezen',
} as const;

const fields = {
  policies: list('Polissen', 'Polis', {
    insurer: select('Verzekeraar', INSURERS, { width: 'half' }),
    ...when('insurer', 'other', { insurerName: text('Naam verzekeraar', { width: 'half' }) }),
    policyNumber: text('Polisnummer', { max: 100, width: 'half' }),
    memberNumber: text('Lidnummer', { max: 100, width: 'half' }),
    kind: select('Soort verzekering', POLICY_KINDS, { width: 'half' }),
    insuredPerson: text('Verzekerde', { width: 'half' }),
    insuredAmount: money('Verzekerd bedrag', { width: 'half' }),
    package: text('Pakket', { width: 'half', help: 'Bij een naturaverzekering: het verzekerde pakket.' }),
    paidTo: select('Uitkering aan', PAID_TO, { width: 'half' }),
    assignment: boolean('Cessie', { help: 'De uitkering is overgedragen aan de uitvaartonderneming.' }),
    claimStatus: select('Status claim', CLAIM_STATUSES, { width: 'third' }),
    claimDate: date('Datum status', { width: 'third' }),
    amountPaid: money('Uitgekeerd bedrag', { width: 'third' }),
    setAgainstInvoice: boolean('Verrekenen met de factuur'),
    notes: textarea('Bijzonderheden', { max: 2000 }),
  }),
} satisfies FieldSpecs;

export const insurancesSchema = z.object(shapeOf(fields));
export type InsurancesSection = z.output<typeof insurancesSchema>;

export const insurancesForm: SectionForm<'insurances'> = {
  key: 'insurances',
  title: SECTION_LABELS.insurances,
  description: 'Uitvaartverzekeringen: polis, soort, uitkering en de afhandeling van de claim.',
  groups: [group('Verzekeringen', fields, ['policies'])],
};
