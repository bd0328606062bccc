import {
  GENERATABLE_KEYS,
  messages,
  type BuiltInGeneratableKey,
  type DossierDocumentData,
  type GeneratableMissing,
} from '@afscheid/shared';
import type { Dossier } from '../../db/types.ts';
import { renderBudget } from './pdf/budget.ts';
import type { PdfInput } from './pdf/common.ts';
import { renderCondolenceAddresses } from './pdf/condolence.ts';
import {
  crematoriumOf,
  renderAshDestinationForm,
  renderCremationRequest,
  wishedCremationMoment,
} from './pdf/cremation-forms.ts';
import { renderDayPlanning } from './pdf/day-planning.ts';
import { renderOrderConfirmation } from './pdf/order-confirmation.ts';

const m = messages.generatables.missing;

/** One built-in document: when it applies, what the dossier lacks for it, and how it is drawn. */
export type BuiltIn = {
  key: BuiltInGeneratableKey;
  name: string;
  description: string;
  /** Null when it applies, else the Dutch reason it does not. */
  notApplicable: (dossier: Pick<Dossier, 'type'>) => string | null;
  missing: (data: DossierDocumentData) => GeneratableMissing[];
  render: (input: PdfInput) => Promise<Buffer>;
};

const cremationOnly = (dossier: Pick<Dossier, 'type'>) =>
  dossier.type === 'cremation' ? null : messages.generatables.notApplicable.cremationOnly;

/** `[source, message]` for each check that holds. */
function missingOf(checks: readonly [boolean, string, string][]): GeneratableMissing[] {
  return checks.filter(([lacks]) => lacks).map(([, source, message]) => ({ source, message }));
}

const organizationAddress = (data: DossierDocumentData): [boolean, string, string] => [
  !data.organization.address,
  'organization',
  m.organizationAddress,
];
const clientName = (data: DossierDocumentData): [boolean, string, string] => [
  !data.client.name,
  'client',
  m.clientName,
];
const clientAddress = (data: DossierDocumentData): [boolean, string, string] => [
  !data.client.address,
  'client',
  m.clientAddress,
];
const budgetEmpty = (data: DossierDocumentData): [boolean, string, string] => [
  data.budget.isEmpty,
  'budget',
  m.budgetEmpty,
];

const labels = messages.generatables.builtIns;
const describe = (key: BuiltInGeneratableKey) => ({ key, ...labels[key] });

const DEFINITIONS: Record<BuiltInGeneratableKey, BuiltIn> = {
  'order-confirmation': {
    ...describe('order-confirmation'),
    notApplicable: () => null,
    missing: (data) =>
      missingOf([
        organizationAddress(data),
        [!data.organization.kvkNumber, 'organization', m.organizationKvk],
        [!data.organization.vatNumber, 'organization', m.organizationVat],
        clientName(data),
        clientAddress(data),
        budgetEmpty(data),
      ]),
    render: renderOrderConfirmation,
  },
  budget: {
    ...describe('budget'),
    notApplicable: () => null,
    missing: (data) => missingOf([organizationAddress(data), budgetEmpty(data)]),
    render: renderBudget,
  },
  'cremation-request': {
    ...describe('cremation-request'),
    notApplicable: cremationOnly,
    missing: (data) =>
      missingOf([
        [!data.deceased.birthDate, 'deceased', m.deceasedBirthDate],
        [!data.deceased.birthPlace, 'deceased', m.deceasedBirthPlace],
        [!data.deceased.bsn, 'deceased', m.deceasedBsn],
        [!data.deceased.deathMunicipality, 'deceased', m.deathMunicipality],
        [data.deceased.implants.pacemaker === null, 'deceased', m.implants],
        clientName(data),
        clientAddress(data),
        [!crematoriumOf(data), 'cremation', m.crematorium],
        [!wishedCremationMoment(data), 'cremation', m.cremationMoment],
        [!data.care.coffin.summary, 'care', m.coffin],
      ]),
    render: renderCremationRequest,
  },
  'ash-destination-form': {
    ...describe('ash-destination-form'),
    notApplicable: cremationOnly,
    missing: (data) =>
      missingOf([
        clientName(data),
        clientAddress(data),
        [!data.ashDestination?.destination, 'ash-destination', m.ashDestination],
        [!data.cremation?.date, 'cremation', m.cremationDate],
      ]),
    render: renderAshDestinationForm,
  },
  'day-planning': {
    ...describe('day-planning'),
    notApplicable: () => null,
    missing: (data) => missingOf([[data.schedule.length === 0, 'planning', m.planning]]),
    render: renderDayPlanning,
  },
  'condolence-addresses': {
    ...describe('condolence-addresses'),
    notApplicable: () => null,
    missing: (data) =>
      missingOf([
        [
          data.condolence.held !== false && (!data.condolence.date || !data.condolence.placeName),
          'condolence',
          m.condolenceMoment,
        ],
        [data.condolence.addresses.length === 0, 'condolence', m.condolenceAddresses],
      ]),
    render: renderCondolenceAddresses,
  },
};

/** The six built-in documents in their order. */
export const BUILT_INS: readonly BuiltIn[] = GENERATABLE_KEYS.map((key) => DEFINITIONS[key]);

export const builtInOf = (key: BuiltInGeneratableKey): BuiltIn => DEFINITIONS[key];
