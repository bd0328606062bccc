import type { DossierType } from '../schemas/dossier-values.ts';

/** The 18 sections of a dossier, in the order the dossier shows them. */
export const SECTION_KEYS = [
  'deceased',
  'client',
  'care',
  'transfer',
  'funeral-company',
  'ceremony',
  'church',
  'wake',
  'flowers',
  'condolence',
  'ads',
  'printed-matter',
  'funeral-procession',
  'insurances',
  'personal-belongings',
  'cremation',
  'ash-destination',
  'funeral',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_LABELS: Record<SectionKey, string> = {
  deceased: 'Overledene',
  client: 'Opdrachtgever',
  care: 'Verzorging',
  transfer: 'Overbrenging',
  'funeral-company': 'Uitvaartonderneming',
  ceremony: 'Plechtigheid',
  church: 'Kerkdienst',
  wake: 'Opbaring',
  flowers: 'Bloemen',
  condolence: 'Condoleance',
  ads: 'Advertenties',
  'printed-matter': 'Drukwerk',
  'funeral-procession': 'Rouwstoet',
  insurances: 'Verzekeringen',
  'personal-belongings': 'Persoonlijke eigendommen',
  cremation: 'Crematie',
  'ash-destination': 'Asbestemming',
  funeral: 'Begrafenis',
};

/** The sections a dossier type hides: a burial has no cremation or ashes, a cremation no burial. */
const HIDDEN_SECTIONS: Record<DossierType, readonly SectionKey[]> = {
  burial: ['cremation', 'ash-destination'],
  cremation: ['funeral'],
};

/** The sections of a dossier of this type, in dossier order. */
export function sectionsForType(type: DossierType): SectionKey[] {
  const hidden = HIDDEN_SECTIONS[type];
  return SECTION_KEYS.filter((key) => !hidden.includes(key));
}

export function isSectionKey(value: unknown): value is SectionKey {
  return typeof value === 'string' && (SECTION_KEYS as readonly string[]).includes(value);
}
