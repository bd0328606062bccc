import type { AuthUser } from '@afscheid/shared';

// Fixtures of the planner's unit tests (wire format: snake_case, as the API sends it). Not used by the app.

export const plannerUser: AuthUser = {
  id: 'u1',
  name: 'Ursula Verzorger',
  email: 'uitvaartverzorger@afscheid.test',
  isSuper: false,
  scope: [],
  roles: ['funeral_director'],
  permissions: [],
  organizations: [{ id: 'o1', name: 'Uitvaartzorg De Linde', type: 'funeral_company', role: 'funeral_director' }],
  activeOrganizationId: 'o1',
};

export const wirePlace = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  kind: 'aula',
  location_name: null,
  street: null,
  house_number: null,
  house_number_addition: null,
  postcode: null,
  city: null,
  capacity: null,
  color: '#2f6f4e',
  preparation_minutes: 30,
  cleanup_minutes: 15,
  broadcasting: false,
  active: true,
  version: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...extra,
});

export const PLACES = [wirePlace('aula', 'Aula'), wirePlace('koffie', 'Koffiekamer', { kind: 'coffee_room' })];

export const placesPage = (places: unknown[] = PLACES) => ({
  data: places,
  meta: { current_page: 1, per_page: 100, total: places.length, last_page: 1 },
});

/** A confirmed ceremony in the aula on Tuesday 24 November 2026, 10:00–11:30 (Amsterdam). */
export const wireReservation = (extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  place: { id: 'aula', name: 'Aula', kind: 'aula', location_name: null, color: '#2f6f4e' },
  dossier: { id: 'd1', number: '2026-0042', deceased_name: 'Jan de Vries' },
  kind: 'ceremony',
  title: 'Afscheid J. de Vries',
  notes: null,
  status: 'confirmed',
  starts_at: '2026-11-24T09:00:00.000Z',
  ends_at: '2026-11-24T10:30:00.000Z',
  busy_from: '2026-11-24T08:30:00.000Z',
  busy_until: '2026-11-24T10:45:00.000Z',
  created_by: { id: 'u1', name: 'Ursula Verzorger' },
  version: 3,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

/** The 409 of an overlap: the other reservation in `data.conflict`. */
export const overlapAnswer = {
  message: 'Deze plaats is dan al bezet door ‘Condoleance Bakker’ (24 november 2026 12:00–13:00), inclusief voorbereidings- en opruimtijd.',
  data: {
    conflict: {
      id: 'r9',
      title: 'Condoleance Bakker',
      starts_at: '2026-11-24T11:00:00.000Z',
      ends_at: '2026-11-24T12:00:00.000Z',
      busy_from: '2026-11-24T10:30:00.000Z',
      busy_until: '2026-11-24T12:15:00.000Z',
      place_id: 'aula',
      dossier_number: '2026-0051',
    },
  },
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A `PointerEvent` for jsdom (which has none): a MouseEvent with a pointer id and type. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
}
