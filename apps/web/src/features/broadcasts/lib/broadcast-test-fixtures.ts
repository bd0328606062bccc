import type { AuthUser } from '@afscheid/shared';

/** The logged-in funeral director of the broadcast tests, working in De Linde (o1). */
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

const placeRef = {
  id: 'p1',
  name: 'Aula',
  kind: 'aula',
  location_name: 'Uitvaartcentrum De Linde',
  color: '#2f6f4e',
};

/** The Aula (broadcasting on) as the API sends it. */
export const wirePlace = (extra: Record<string, unknown> = {}) => ({
  ...placeRef,
  street: null,
  house_number: null,
  house_number_addition: null,
  postcode: null,
  city: null,
  capacity: 120,
  preparation_minutes: 30,
  cleanup_minutes: 15,
  broadcasting: true,
  active: true,
  version: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...extra,
});

/**
 * A ceremony reservation as the API sends it: Sunday 25 October 2026 (the day the clocks go back), 14:00–15:30
 * Amsterdam time, which is winter time (UTC+1) by then: 13:00–14:30 UTC.
 */
export const wireReservation = (extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  place: placeRef,
  dossier: { id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' },
  kind: 'ceremony',
  title: 'Afscheid Jan de Vries',
  notes: null,
  status: 'confirmed',
  starts_at: '2026-10-25T13:00:00.000Z',
  ends_at: '2026-10-25T14:30:00.000Z',
  busy_from: '2026-10-25T12:30:00.000Z',
  busy_until: '2026-10-25T14:45:00.000Z',
  created_by: { id: 'u1', name: 'Ursula Verzorger' },
  version: 1,
  created_at: '2026-10-20T09:00:00.000Z',
  updated_at: '2026-10-20T09:00:00.000Z',
  ...extra,
});

/** A broadcast as the API sends it, with its code and public link. */
export const wireBroadcast = (extra: Record<string, unknown> = {}) => ({
  id: 'b1',
  place: placeRef,
  reservation_id: 'r1',
  dossier: { id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' },
  title: 'Afscheid Jan de Vries',
  starts_at: '2026-11-25T09:00:00.000Z',
  ends_at: '2026-11-25T10:30:00.000Z',
  stream_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  stream_kind: 'youtube',
  access_code: 'K7QM-3XPD',
  public_url: 'https://afscheid.test/uitzending/q8Zr4kT2mW9xYv1BnC5dEa',
  available_until: null,
  status: 'scheduled',
  version: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});
