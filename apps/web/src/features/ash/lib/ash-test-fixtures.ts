import {
  toSnakeCase,
  type AshDestinationData,
  type AshPlaceData,
  type AshRecordData,
  type AshRecordListItem,
} from '@afscheid/shared';
import { vi } from 'vitest';
import { json } from '../../../lib/testing/render-routes.tsx';

// Records for the ash tests. Not used by the app.

/** What the API sends: snake_case keys. */
export const wire = (value: unknown) => toSnakeCase(value);

export function listItem(overrides: Partial<AshRecordListItem> = {}): AshRecordListItem {
  return {
    id: 'r1',
    registrationNumber: 'AS-2026-0042',
    deceasedName: 'Johanna Bakker',
    deceasedInitials: 'J.M.',
    source: 'cremation',
    status: 'in_storage',
    urnCount: 1,
    storageLocation: 'Kast B, plank 2',
    crematedOn: '2026-11-09',
    earliestReleaseOn: '2026-12-10',
    releaseOn: '2026-12-10',
    daysUntilRelease: 12,
    releasable: false,
    overTerm: false,
    blocked: false,
    exempted: false,
    version: 1,
    destinationKinds: [],
    ...overrides,
  };
}

export function destination(overrides: Partial<AshDestinationData> = {}): AshDestinationData {
  return {
    id: 'd1',
    ashRecordId: 'r1',
    kind: 'hand_over',
    outcome: 'handed_over',
    urns: 1,
    source: 'crematorium',
    requestId: null,
    decidedByName: 'Piet Bakker',
    decidedByAddress: 'Lindelaan 4, 3581 AB Utrecht',
    details: null,
    destinationPlace: null,
    consent: null,
    relativesPresent: null,
    plannedOn: null,
    ashPlace: null,
    status: 'requested',
    requestedBy: { id: 'u1', name: 'Ans de Groot' },
    requestedAt: '2026-11-20T09:00:00.000Z',
    fromClient: true,
    approvedBy: null,
    approvedAt: null,
    executedOn: null,
    executedBy: null,
    handedToName: null,
    identityChecked: null,
    identityDocument: null,
    executedPlace: null,
    executionNote: null,
    signed: false,
    closedBy: null,
    closedAt: null,
    withdrawnReason: null,
    correctsId: null,
    correctionReason: null,
    correctedById: null,
    version: 3,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function record(overrides: Partial<AshRecordData> = {}): AshRecordData {
  return {
    id: 'r1',
    registrationNumber: 'AS-2026-0042',
    deceasedName: 'Johanna Bakker',
    deceasedInitials: 'J.M.',
    source: 'cremation',
    status: 'in_storage',
    urnCount: 1,
    storageLocation: 'Kast B, plank 2',
    crematedOn: '2026-10-09',
    earliestReleaseOn: '2026-11-10',
    releaseOn: '2026-11-10',
    daysUntilRelease: -11,
    releasable: true,
    overTerm: false,
    blocked: false,
    exempted: false,
    version: 7,
    deceasedFirstNames: 'Johanna Maria',
    cremationId: 'c1',
    cremationNumber: '2026-0007',
    funeralCompanyName: 'Uitvaartzorg De Linde',
    receivedFrom: null,
    exemption: null,
    block: null,
    notes: null,
    unassignedUrns: 1,
    storageTermMonths: 6,
    destinations: [],
    documents: [],
    createdAt: '2026-10-09T12:00:00.000Z',
    updatedAt: '2026-10-09T12:00:00.000Z',
    ...overrides,
  };
}

export function place(overrides: Partial<AshPlaceData> = {}): AshPlaceData {
  return {
    id: 'p1',
    kind: 'niche',
    code: 'C-01',
    location: 'Columbarium oost',
    capacity: 2,
    occupied: 1,
    expected: 0,
    state: 'occupied',
    occupants: [],
    termStart: null,
    termEnd: null,
    termEndingSoon: false,
    rightsHolderName: null,
    rightsHolderAddress: null,
    rightsHolderPhone: null,
    rightsHolderEmail: null,
    reserved: false,
    reservedFor: null,
    notes: null,
    active: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One request the stubbed `fetch` saw: a JSON body parsed, a multipart body as its fields (files by name). */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (!body) return null;
  if (body instanceof FormData) {
    const fields: Record<string, string> = {};
    body.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
    });
    return fields;
  }
  return JSON.parse(String(body));
}

/**
 * Stubs `fetch`: every call is recorded; `answer` gives the response (undefined: 404). Returns the list of calls
 * (filled as they come).
 */
export function stubFetch(answer: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: bodyOf(init?.body) };
      calls.push(call);
      return answer(call) ?? json(404, { message: 'Niet gevonden.' });
    }),
  );
  return calls;
}

/** The record's GET answer. */
export const recordAnswer = (value: AshRecordData) => json(200, { data: wire(value) });
