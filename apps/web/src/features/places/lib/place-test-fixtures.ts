import type { AuthUser } from '@afscheid/shared';

/** The logged-in owner of the places tests, working in De Linde (o1). */
export const ownerUser: AuthUser = {
  id: 'u1',
  name: 'Olga Eigenaar',
  email: 'eigenaar@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['owner'],
  permissions: [],
  organizations: [
    { id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'owner' },
    { id: 'o2', name: 'Crematorium Zuylen', type: 'crematorium', role: 'owner' },
  ],
  activeOrganizationId: 'o1',
};

/** A place as the API sends it (snake_case); a test overrides what it is about. */
export const wirePlace = (extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  name: 'Aula',
  kind: 'aula',
  location_name: 'Uitvaartcentrum De Linde',
  street: 'Lindelaan',
  house_number: '4',
  house_number_addition: null,
  postcode: '3572 BK',
  city: 'Utrecht',
  capacity: 120,
  color: '#2f6f4e',
  preparation_minutes: 30,
  cleanup_minutes: 15,
  broadcasting: true,
  active: true,
  version: 3,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  ...extra,
});

/** A page of places as GET /api/places answers. */
export const placePage = (places: unknown[]) => ({
  data: places,
  meta: { current_page: 1, per_page: 100, total: places.length, last_page: 1 },
});

/** A reservation as the API sends it: a ceremony in the Aula for dossier 2026-0042 (25 November 2026, 10:00–11:30). */
export const wireReservation = (extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  place: {
    id: 'p1',
    name: 'Aula',
    kind: 'aula',
    location_name: 'Uitvaartcentrum De Linde',
    color: '#2f6f4e',
  },
  dossier: { id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' },
  kind: 'ceremony',
  title: 'Afscheid Jan de Vries',
  notes: null,
  status: 'confirmed',
  starts_at: '2026-11-25T09:00:00.000Z',
  ends_at: '2026-11-25T10:30:00.000Z',
  busy_from: '2026-11-25T08:30:00.000Z',
  busy_until: '2026-11-25T10:45:00.000Z',
  created_by: { id: 'u1', name: 'Olga Eigenaar' },
  version: 1,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

/** A broadcast as the API sends it, of the ceremony above. */
export const wireBroadcast = (extra: Record<string, unknown> = {}) => ({
  id: 'b1',
  place: {
    id: 'p1',
    name: 'Aula',
    kind: 'aula',
    location_name: 'Uitvaartcentrum De Linde',
    color: '#2f6f4e',
  },
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
