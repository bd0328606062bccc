import {
  toSnakeCase,
  type ApprovalCondition,
  type CremationData,
  type CremationListItem,
  type RequestSnapshot,
} from '@afscheid/shared';

// Records for the cremations tests. Not used by the app.

export const snapshot: RequestSnapshot = {
  deceased: {
    firstNames: 'Johanna Maria',
    namePrefix: null,
    lastName: 'Bakker',
    initials: 'J.M.',
    gender: 'vrouw',
    birthDate: '1938-05-12',
    birthPlace: 'Utrecht',
    diedOn: '2026-11-18',
    diedAtTime: '08:15',
    deathMunicipality: 'Utrecht',
    bsn: '123456782',
    unnaturalDeath: false,
    noObjectionReference: null,
    permitNumber: 'V-118',
    permitMunicipality: 'Utrecht',
    permitIssuedOn: '2026-11-19',
  },
  client: { name: 'Piet Bakker', relation: 'Zoon', address: null, phone: '0612345678', email: null },
  funeralCompany: {
    name: 'Uitvaartzorg De Linde',
    address: null,
    phone: null,
    email: null,
    directorName: 'Els de Wit',
    directorPhone: null,
    directorEmail: null,
  },
  wishes: {
    crematoriumName: 'Crematorium Zuylen',
    location: null,
    wishedAt: '2026-11-21T09:30:00.000Z',
    alternativeAt: null,
    ceremony: false,
    ceremonyPlace: null,
    ceremonyMinutes: null,
    coffeeRoom: false,
    coffeePlace: null,
    coffeeMinutes: null,
    guests: null,
    livestream: false,
    coffinKind: 'standard',
    coffinLengthCm: null,
    coffinWidthCm: null,
    implants: 'none',
    implantKinds: [],
    implantsOther: null,
    relativesAttend: false,
    relativesCount: null,
    ashDestination: null,
    remarks: null,
    documents: [],
  },
};

const condition = (
  key: ApprovalCondition['key'],
  label: string,
  ok: boolean,
  detail: string | null = null,
): ApprovalCondition => ({ key, label, ok, detail });

/** Every condition holds. */
export const readyChecklist: ApprovalCondition[] = [
  condition('permit', 'Verlof tot cremeren ontvangen en vergeleken met de aanvraag', true),
  condition('requestForm', 'Aanvraagformulier ondertekend door de opdrachtgever', true),
  condition('implants', 'Implantaten (pacemaker, ICD) verwijderd', true),
  condition('coffin', 'Registratienummer op de kist vastgelegd', true),
  condition('identification', 'Identificatie van de overledene vastgelegd', true),
  condition('legalWindow', 'Wettelijke termijn (niet binnen 36 uur, uiterlijk de zesde werkdag)', true),
];

/** The coffin number and the identification are missing. */
export const missingChecklist: ApprovalCondition[] = readyChecklist.map((item) =>
  item.key === 'coffin'
    ? { ...item, ok: false, detail: 'het registratienummer op de kist is niet vastgelegd' }
    : item.key === 'identification'
      ? { ...item, ok: false, detail: 'niet vastgelegd wie de overledene heeft geïdentificeerd' }
      : item,
);

/** A planned record of Johanna Bakker, ready for approval; a test overrides what it is about. */
export function cremationRecord(extra: Partial<CremationData> = {}): CremationData {
  return {
    id: 'c1',
    number: '2026-0007',
    status: 'planned',
    requestId: 'r1',
    deceasedName: 'Johanna Maria Bakker',
    snapshot,
    funeralCompanyName: 'Uitvaartzorg De Linde',
    plannedAt: '2026-11-21T09:30:00.000Z',
    oven: { id: 'oven1', name: 'Oven 1' },
    identifiedBy: 'Piet Bakker (zoon)',
    coffinRegistrationNumber: 'K-4411',
    permitReceived: true,
    permitCompared: true,
    permitNumber: 'V-118',
    permitMunicipality: 'Utrecht',
    requestFormReceived: true,
    implantsRemoved: true,
    unnaturalDeath: false,
    noObjectionReceived: false,
    noObjectionReference: null,
    legalDelayReference: null,
    legalDelayUntil: null,
    notes: null,
    checklist: readyChecklist,
    approvedBy: null,
    approvedAt: null,
    performedAt: null,
    endedAt: null,
    ashRegistrationNumber: null,
    ashRecordId: null,
    version: 4,
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
    ...extra,
  };
}

export function cremationItem(extra: Partial<CremationListItem> = {}): CremationListItem {
  return {
    id: 'c1',
    number: '2026-0007',
    status: 'planned',
    deceasedName: 'Johanna Maria Bakker',
    funeralCompanyName: 'Uitvaartzorg De Linde',
    plannedAt: '2026-11-21T09:30:00.000Z',
    oven: { id: 'oven1', name: 'Oven 1' },
    ready: true,
    missing: [],
    performedAt: null,
    ...extra,
  };
}

/** A value as the API sends it (snake_case keys). */
export const wire = (value: unknown): unknown => toSnakeCase(value);

/** An oven place as GET /api/places sends it. */
export const wireOven = (id: string, name: string) => ({
  id,
  name,
  kind: 'cremation_oven',
  location_name: null,
  street: null,
  house_number: null,
  house_number_addition: null,
  postcode: null,
  city: null,
  capacity: null,
  color: '#7c2d12',
  preparation_minutes: 0,
  cleanup_minutes: 0,
  broadcasting: false,
  active: true,
  version: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

/** One request the stubbed `fetch` received. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}
