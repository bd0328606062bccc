import { describe, expect, it } from 'vitest';
import { breakableHeader, registerCells, registerRemark, registerStatusLabel } from './display.ts';
import { registerLine } from './register-test-fixtures.ts';

describe('a line of the register', () => {
  it('shows every column in Dutch, with a dash for what is empty', () => {
    const inStorage = registerLine({
      destinationId: null,
      kind: null,
      outcome: null,
      decidedByName: null,
      decidedByAddress: null,
      destinationPlace: null,
      handedToOrPlaced: null,
      executedOn: null,
      status: 'in_storage',
      closedAt: null,
      firstNames: null,
    });
    expect(registerCells(inStorage, [inStorage])).toEqual({
      registrationNumber: 'AS-2026-0012',
      lastName: 'Bakker',
      firstNames: '—',
      crematedOn: '4 maart 2026',
      destination: '—',
      outcome: '—',
      decidedByName: '—',
      decidedByAddress: '—',
      destinationPlace: '—',
      handedToOrPlaced: '—',
      executedOn: '—',
      status: 'In bewaring',
      closedAt: '—',
      remark: '—',
    });
    const closed = registerLine();
    expect(registerCells(closed, [closed])).toMatchObject({
      destination: 'Bijzetting in een nis (columbarium)',
      outcome: 'Bijzetten',
      executedOn: '10 april 2026',
      status: 'Afgesloten',
      closedAt: '10 april 2026',
    });
  });

  it('names the line a correction corrects, and when a corrected line was corrected', () => {
    const old = registerLine({ correctedAt: '2026-05-02T09:00:00.000Z' });
    const correction = registerLine({
      destinationId: 'd2',
      correctsId: 'd1',
      correctionReason: 'Verkeerde nis genoteerd',
      closedAt: '2026-05-02T09:00:00.000Z',
    });
    expect(registerRemark(correction, [old, correction])).toBe(
      'Correctie van de regel van 10 april 2026: Verkeerde nis genoteerd',
    );
    expect(registerRemark(old, [old, correction])).toBe('Gecorrigeerd op 2 mei 2026');
    // The corrected line is not in the answer (a search): the reason alone.
    expect(registerRemark(correction, [correction])).toBe('Correctie: Verkeerde nis genoteerd');
  });

  it('lets long headers break at the joins of their compound words only', () => {
    expect(breakableHeader('Registratienummer')).toBe('Registratie\u00ADnummer');
    expect(breakableHeader('Plaats van bestemming')).toBe('Plaats van be\u00ADstemming');
    expect(breakableHeader('Naam')).toBe('Naam');
  });

  it('labels the statuses of records and destinations', () => {
    expect(registerStatusLabel('in_storage')).toBe('In bewaring');
    expect(registerStatusLabel('requested')).toBe('Aangevraagd');
    expect(registerStatusLabel('executed')).toBe('Uitgevoerd');
  });
});
