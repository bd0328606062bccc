import { describe, expect, it } from 'vitest';
import {
  cremationChanges,
  cremationConflictFields,
  isCremation,
  savedNotice,
  toCremationValues,
} from './cremation-form.ts';
import { cremationRecord } from './cremation-test-fixtures.ts';

describe('the cremation record form', () => {
  it('sends only what changed; an emptied field becomes null', () => {
    const base = cremationRecord();
    const values = {
      ...toCremationValues(base),
      coffinRegistrationNumber: '',
      permitCompared: false,
      notes: ' Let op ',
    };
    expect(cremationChanges(base, values)).toEqual({
      coffinRegistrationNumber: null,
      permitCompared: false,
      notes: 'Let op',
    });
    expect(cremationChanges(base, toCremationValues(base))).toEqual({});
  });

  it('names and shows the fields in the conflict dialog', () => {
    const fields = cremationConflictFields(new Map([['oven2', 'Oven 2']]));
    expect(fields.label('ovenPlaceId')).toBe('Crematieoven');
    expect(fields.display('ovenPlaceId', 'oven2')).toBe('Oven 2');
    expect(fields.display('permitReceived', true)).toBe('Ja');
    expect(fields.display('legalDelayUntil', '2026-12-02')).toBe('2 december 2026');
    expect(fields.display('notes', null)).toBe('');
  });

  it('knows a record in a 409 and says when a save withdrew the approval', () => {
    expect(isCremation(cremationRecord())).toBe(true);
    expect(isCremation({ id: 'c1', version: 2 })).toBe(false);
    const approved = cremationRecord({ status: 'approved' });
    expect(savedNotice(approved, cremationRecord({ status: 'planned' }))).toMatch(
      /is de vrijgave ingetrokken\./,
    );
    expect(savedNotice(approved, approved)).toBe('De gegevens van de crematie zijn opgeslagen.');
  });
});
