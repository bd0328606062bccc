import { z } from 'zod';
import * as f from './builder.ts';
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
/** Natura or kapitaal (`DUTCH-RULES.md`, insurance); a "sommenverzekering" pays a sum: kapitaal. */
export const POLICY_KINDS = {
  natura: 'Natura (diensten)',
  capital: 'Kapitaal (uitkering)',
} as const;
/** The former "Sommen" option, read as kapitaal. */
const POLICY_KIND_ALIASES = { sums: 'capital' } as const;
export const PAID_TO = { funeral_company: 'Uitvaartonderneming', relatives: 'Nabestaanden' } as const;
export const CLAIM_STATUSES = {
  reported: 'Gemeld',
  in_progress: 'In behandeling',
  paid: 'Uitgekeerd',
  rejected: 'Afgewezen',
} as const;

const fields = {
  policies: f.list('Polissen', 'Polis', {
    insurer: f.select('Verzekeraar', INSURERS, { width: 'half' }),
    ...f.when('insurer', 'other', { insurerName: f.text('Naam verzekeraar', { width: 'half' }) }),
    policyNumber: f.text('Polisnummer', { max: 100, width: 'half' }),
    memberNumber: f.text('Lidnummer', { max: 100, width: 'half' }),
    kind: f.withAliases(f.select('Soort verzekering', POLICY_KINDS, { width: 'half' }), POLICY_KIND_ALIASES),
    insuredPerson: f.text('Verzekerde', { width: 'half' }),
    insuredAmount: f.money('Verzekerd bedrag', { width: 'half' }),
    package: f.text('Pakket', { width: 'half', help: 'Bij een naturaverzekering: het verzekerde pakket.' }),
    paidTo: f.select('Uitkering aan', PAID_TO, { width: 'half' }),
    assignment: f.boolean('Cessie', { help: 'De uitkering is overgedragen aan de uitvaartonderneming.' }),
    claimStatus: f.select('Status claim', CLAIM_STATUSES, { width: 'third' }),
    claimDate: f.date('Datum status', { width: 'third' }),
    amountPaid: f.money('Uitgekeerd bedrag', { width: 'third' }),
    setAgainstInvoice: f.boolean('Verrekenen met de factuur'),
    notes: f.textarea('Bijzonderheden', { max: 2000 }),
  }),
} satisfies f.FieldSpecs;

export const insurancesSchema = z.object(f.shapeOf(fields));
export type InsurancesSection = z.output<typeof insurancesSchema>;

export const insurancesForm: SectionForm<'insurances'> = {
  key: 'insurances',
  title: SECTION_LABELS.insurances,
  description: 'Uitvaartverzekeringen: polis, soort, uitkering en de afhandeling van de claim.',
  groups: [f.group('Verzekeringen', fields, ['policies'])],
};
