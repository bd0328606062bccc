import type { AuthUser } from '@afscheid/shared';

// Fixtures of the crematorium requests' unit tests (wire format: snake_case, as the API sends it). Not used by
// the app.

export const directorUser: AuthUser = {
  id: 'u1',
  name: 'Ursula Verzorger',
  email: 'uitvaartverzorger@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['funeral_director'],
  permissions: [],
  organizations: [
    { id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'funeral_director' },
  ],
  activeOrganizationId: 'o1',
};

export const crematoriumUser: AuthUser = {
  id: 'u2',
  name: 'Carla Crematorium',
  email: 'medewerker@rozenveld.test',
  isSuper: false,
  scope: [],
  roles: ['crematorium_staff'],
  permissions: [],
  organizations: [
    { id: 'o2', name: 'Crematorium Het Rozenveld', type: 'crematorium', role: 'crematorium_staff' },
  ],
  activeOrganizationId: 'o2',
};

/** What a funeral director may do with requests (and the dossier's documents). */
export const DIRECTOR_PERMISSIONS = [
  'crematorium_requests.view',
  'crematorium_requests.create',
  'crematorium_requests.update',
  'crematorium_requests.delete',
  'crematorium_requests.submit',
  'documents.view',
  'dossiers.view',
];

export const CREMATORIUM_PERMISSIONS = [
  'crematorium_requests.view',
  'crematorium_requests.decide',
  'places.view',
];

/** Two crematoria: Het Rozenveld with two locations (an aula and a coffee room each), and De Heuvel. */
export const wireCrematoria = () => [
  {
    id: 'c1',
    name: 'Crematorium Het Rozenveld',
    city: 'Utrecht',
    phone: '030 123 4567',
    email: 'info@rozenveld.test',
    locations: [
      { name: 'Rozenveld Noord', city: 'Utrecht' },
      { name: 'Rozenveld Zuid', city: 'Houten' },
    ],
    places: [
      { id: 'aula-n', name: 'Grote aula', kind: 'aula', location_name: 'Rozenveld Noord', capacity: 120 },
      {
        id: 'koffie-n',
        name: 'Koffiekamer Noord',
        kind: 'coffee_room',
        location_name: 'Rozenveld Noord',
        capacity: 80,
      },
      { id: 'aula-z', name: 'Kleine aula', kind: 'aula', location_name: 'Rozenveld Zuid', capacity: 40 },
    ],
  },
  {
    id: 'c2',
    name: 'Crematorium De Heuvel',
    city: 'Amersfoort',
    phone: null,
    email: null,
    locations: [],
    places: [],
  },
];

export const wireDocuments = () => [
  {
    id: 'doc1',
    file_name: 'verlof-tot-cremeren.pdf',
    mime_type: 'application/pdf',
    document_type: 'permit',
    size: 120_000,
    uploaded_by: { id: 'u1', name: 'Ursula Verzorger' },
    created_at: '2027-03-08T09:00:00.000Z',
    download_url: '/api/dossiers/d1/documents/doc1/download',
  },
  {
    id: 'doc2',
    file_name: 'aanvraagformulier.pdf',
    mime_type: 'application/pdf',
    document_type: 'request_form',
    size: 80_000,
    uploaded_by: null,
    created_at: '2027-03-08T10:00:00.000Z',
    download_url: '/api/dossiers/d1/documents/doc2/download',
  },
];

export const wireSnapshot = (wishes: Record<string, unknown> = {}) => ({
  deceased: {
    first_names: 'Johanna Maria',
    name_prefix: 'de',
    last_name: 'Vries',
    initials: 'J.M.',
    gender: 'Vrouw',
    birth_date: '1941-05-02',
    birth_place: 'Utrecht',
    died_on: '2027-03-07',
    died_at_time: '14:30',
    death_municipality: 'Utrecht',
    bsn: '123456782',
    unnatural_death: false,
    no_objection_reference: null,
    permit_number: 'V-2027-12',
    permit_municipality: 'Utrecht',
    permit_issued_on: '2027-03-08',
  },
  client: {
    name: 'Piet de Vries',
    relation: 'Zoon',
    address: 'Lindelaan 1, 3500 AA Utrecht',
    phone: '06 1234 5678',
    email: 'piet@example.test',
  },
  funeral_company: {
    name: 'Uitvaartzorg De Linde',
    address: 'Kerkstraat 2, 3500 AB Utrecht',
    phone: '030 765 4321',
    email: 'info@delinde.test',
    director_name: 'Ursula Verzorger',
    director_phone: '06 8765 4321',
    director_email: 'uitvaartverzorger@afscheid.test',
  },
  wishes: {
    crematorium_name: 'Crematorium Het Rozenveld',
    location: 'Rozenveld Noord',
    wished_at: '2027-03-12T09:00:00.000Z',
    alternative_at: null,
    ceremony: true,
    ceremony_place: 'Grote aula',
    ceremony_minutes: 45,
    coffee_room: false,
    coffee_place: null,
    coffee_minutes: null,
    guests: 80,
    livestream: false,
    coffin_kind: 'standard',
    coffin_length_cm: 190,
    coffin_width_cm: 60,
    implants: 'none',
    implant_kinds: [],
    implants_other: null,
    relatives_attend: true,
    relatives_count: 4,
    ash_destination: null,
    remarks: null,
    documents: ['verlof-tot-cremeren.pdf'],
    ...wishes,
  },
});

/** Johanna de Vries's request to Het Rozenveld, wished for Friday 12 March 2027 10:00 (Amsterdam). */
export const wireRequest = (extra: Record<string, unknown> = {}) => ({
  id: 'req1',
  status: 'submitted',
  side: 'requester',
  requester: { id: 'o1', name: 'Uitvaartzorg De Linde' },
  provider: { id: 'c1', name: 'Crematorium Het Rozenveld' },
  dossier: { id: 'd1', number: '2027-0042' },
  deceased_name: 'Johanna de Vries',
  wishes: {
    location: 'Rozenveld Noord',
    wished_at: '2027-03-12T09:00:00.000Z',
    alternative_at: '2027-03-13T13:30:00.000Z',
    ceremony: true,
    ceremony_place_id: 'aula-n',
    ceremony_minutes: 45,
    coffee_room: false,
    coffee_place_id: null,
    coffee_minutes: null,
    guests: 80,
    livestream: false,
    coffin_kind: 'standard',
    coffin_length_cm: 190,
    coffin_width_cm: 60,
    implants: 'none',
    implant_kinds: [],
    implants_other: null,
    relatives_attend: true,
    relatives_count: 4,
    ash_destination: null,
    remarks: null,
    document_ids: ['doc1'],
  },
  snapshot: wireSnapshot(),
  revision: 1,
  proposed_at: null,
  proposal_note: null,
  confirmed_at: null,
  reason: null,
  cancelled_by: null,
  attachments: [
    {
      id: 'att1',
      file_name: 'verlof-tot-cremeren.pdf',
      mime_type: 'application/pdf',
      size: 120_000,
      document_type: 'permit',
      created_at: '2027-03-08T11:00:00.000Z',
    },
  ],
  reservations: [],
  cremation_id: null,
  cremation: null,
  events: [
    {
      id: 'e1',
      action: 'created',
      side: 'requester',
      organization_name: 'Uitvaartzorg De Linde',
      user: { id: 'u1', name: 'Ursula Verzorger' },
      note: null,
      created_at: '2027-03-08T10:30:00.000Z',
    },
    {
      id: 'e2',
      action: 'submitted',
      side: 'requester',
      organization_name: 'Uitvaartzorg De Linde',
      user: { id: 'u1', name: 'Ursula Verzorger' },
      note: null,
      created_at: '2027-03-08T11:00:00.000Z',
    },
  ],
  needs_action: false,
  submitted_at: '2027-03-08T11:00:00.000Z',
  version: 3,
  created_at: '2027-03-08T10:30:00.000Z',
  updated_at: '2027-03-08T11:00:00.000Z',
  ...extra,
});

/** One row of the list. */
export const wireListItem = (extra: Record<string, unknown> = {}) => ({
  id: 'req1',
  status: 'submitted',
  side: 'requester',
  counterpart: { id: 'c1', name: 'Crematorium Het Rozenveld' },
  dossier: { id: 'd1', number: '2027-0042' },
  deceased_name: 'Johanna de Vries',
  wished_at: '2027-03-12T09:00:00.000Z',
  planned_at: '2027-03-12T09:00:00.000Z',
  revision: 1,
  needs_action: false,
  cremation_id: null,
  updated_at: '2027-03-08T11:00:00.000Z',
  ...extra,
});

export const listPage = (items: unknown[], meta: Record<string, unknown> = {}) => ({
  data: items,
  meta: { current_page: 1, per_page: 25, total: items.length, last_page: 1, ...meta },
});

export const wireOwnPlace = (
  id: string,
  name: string,
  kind: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  name,
  kind,
  location_name: null,
  street: null,
  house_number: null,
  house_number_addition: null,
  postcode: null,
  city: null,
  capacity: null,
  color: '#2f6f4e',
  preparation_minutes: 15,
  cleanup_minutes: 15,
  broadcasting: false,
  active: true,
  version: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...extra,
});

/** The 409 of an acceptance that overlaps: the reservation in the way in `data.conflict`. */
export const overlapAnswer = {
  message:
    'Accepteren kan niet: Grote aula is op dat moment al bezet door ‘Afscheid Bakker’ (12 maart 2027 09:30–11:00).',
  data: {
    conflict: {
      id: 'r9',
      title: 'Afscheid Bakker',
      starts_at: '2027-03-12T08:30:00.000Z',
      ends_at: '2027-03-12T10:00:00.000Z',
      busy_from: '2027-03-12T08:15:00.000Z',
      busy_until: '2027-03-12T10:15:00.000Z',
      place_id: 'aula-n',
      dossier_number: null,
    },
  },
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}
