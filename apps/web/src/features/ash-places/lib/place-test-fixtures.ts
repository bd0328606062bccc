import { toSnakeCase, type AshPlaceData } from '@afscheid/shared';

// Ash places for the ash places tests. Not used by the app.

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export function ashPlace(overrides: Partial<AshPlaceData> = {}): AshPlaceData {
  return {
    id: 'p1',
    kind: 'niche',
    code: 'C-01',
    location: 'Columbarium, galerij noord',
    capacity: 2,
    occupied: 1,
    expected: 0,
    state: 'occupied',
    occupants: [
      {
        recordId: 'r1',
        destinationId: 'd1',
        registrationNumber: 'AS-2026-0012',
        deceasedName: 'Johanna Bakker',
        urns: 1,
        placed: true,
      },
    ],
    termStart: '2021-12-01',
    termEnd: '2031-11-30',
    termEndingSoon: false,
    rightsHolderName: 'Piet Bakker',
    rightsHolderAddress: 'Lindelaan 14, 3572 AB Utrecht',
    rightsHolderPhone: '06 1234 5678',
    rightsHolderEmail: 'piet@bakker.test',
    reserved: false,
    reservedFor: null,
    notes: null,
    active: true,
    version: 3,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A value as the API sends it (snake_case). */
export const wire = (value: unknown) => toSnakeCase(value);

export const page = (items: AshPlaceData[], total = items.length) => ({
  data: items.map(wire),
  meta: { current_page: 1, per_page: 50, total, last_page: 1 },
});
