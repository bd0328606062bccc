import { toSnakeCase, type AshRegisterEntry } from '@afscheid/shared';

// Register lines for the register tests. Not used by the app.

export function registerLine(overrides: Partial<AshRegisterEntry> = {}): AshRegisterEntry {
  return {
    recordId: 'r1',
    destinationId: 'd1',
    registrationNumber: 'AS-2026-0012',
    lastName: 'Bakker',
    firstNames: 'Johanna Maria',
    crematedOn: '2026-03-04',
    kind: 'niche',
    outcome: 'placed',
    decidedByName: 'Piet Bakker',
    decidedByAddress: 'Lindelaan 14, 3572 AB Utrecht',
    destinationPlace: 'C-01, Columbarium noord',
    handedToOrPlaced: 'C-01, Columbarium noord',
    executedOn: '2026-04-10',
    status: 'closed',
    closedAt: '2026-04-10T13:00:00.000Z',
    correctsId: null,
    correctionReason: null,
    correctedAt: null,
    ...overrides,
  };
}

/** GET /api/ash-register as the API answers it (snake_case). */
export const registerAnswer = (year: number, years: number[], entries: AshRegisterEntry[]) =>
  toSnakeCase({ data: { year, years, entries } });
