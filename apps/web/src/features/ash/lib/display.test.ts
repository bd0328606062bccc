import { describe, expect, it } from 'vitest';
import { destination, place, record } from './ash-test-fixtures.ts';
import { approvalBlockedText, approvalChecks } from './approval.ts';
import { handedToOrPlaced, occupationText, recordFlags, releaseText } from './display.ts';
import { changedCorrection, destinationInput, earliestExecutionDay, executeInput } from './forms.ts';
import { placeOptions } from './places.ts';

describe('what the ash screens say', () => {
  it('says when the ashes may be released', () => {
    expect(releaseText({ daysUntilRelease: 0, releaseOn: '2026-11-21' })).toEqual({
      text: 'Vrij te geven',
      date: null,
      releasable: true,
    });
    expect(releaseText({ daysUntilRelease: 1, releaseOn: '2026-11-22' }).text).toBe(
      'Vrij te geven over 1 dag',
    );
    expect(releaseText({ daysUntilRelease: 12, releaseOn: '2026-12-03' })).toEqual({
      text: 'Vrij te geven over 12 dagen',
      date: 'vanaf 3 december 2026',
      releasable: false,
    });
  });

  it('flags the storage term with the organisation’s months, a block and an exemption', () => {
    expect(
      recordFlags({ overTerm: true, blocked: true, exempted: true }, 9).map((flag) => flag.text),
    ).toEqual([
      'Langer dan 9 maanden in bewaring',
      'Verbod officier van justitie',
      'Ontheffing wachttermijn',
    ]);
    expect(recordFlags({ overTerm: false, blocked: false, exempted: false }, 6)).toEqual([]);
  });

  it('shows a place’s occupation and offers only the places that fit the kind', () => {
    expect(occupationText({ occupied: 1, capacity: 2 })).toBe('1 van 2 bezet');
    expect(occupationText({ occupied: 5, capacity: null })).toBe('onbeperkt');
    const places = [place(), place({ id: 'p2', kind: 'urn_grave', code: 'UG-1' })];
    expect(placeOptions(places, 'urn_grave').map((option) => option.value)).toEqual(['p2']);
    expect(placeOptions(places, 'hand_over')).toEqual([]);
    // Two urns do not fit in a niche with one of two places taken.
    expect(placeOptions(places, 'niche', { urns: 2 })[0]?.disabled).toBe(true);
  });

  it('names where the urn went: the receiver, the ash place or the place', () => {
    expect(handedToOrPlaced(destination({ handedToName: 'Piet Bakker' }))).toBe('Piet Bakker');
    expect(
      handedToOrPlaced(
        destination({ ashPlace: { id: 'p1', code: 'C-01', kind: 'niche', location: 'Oost' } }),
      ),
    ).toBe('C-01 (Oost)');
    expect(handedToOrPlaced(destination({ executedPlace: 'Noordzee' }))).toBe('Noordzee');
  });
});

describe('the approval’s conditions', () => {
  it('hold for a released, client-decided, unblocked requested destination', () => {
    const checks = approvalChecks(record(), destination());
    expect(checks.map((check) => [check.key, check.ok])).toEqual([
      ['release', true],
      ['client', true],
      ['block', true],
    ]);
    expect(approvalBlockedText(checks)).toBeNull();
  });

  it('name every condition that fails', () => {
    const checks = approvalChecks(
      record({ daysUntilRelease: 3, releaseOn: '2026-11-24', blocked: true }),
      destination({ kind: 'abroad', fromClient: false, status: 'approved' }),
    );
    expect(checks.filter((check) => !check.ok).map((check) => check.key)).toEqual([
      'state',
      'release',
      'client',
      'block',
    ]);
    expect(approvalBlockedText(checks)).toMatch(
      /^Goedkeuren kan nog niet\. Deze asbestemming heeft de status/,
    );
  });
});

describe('the dialogs’ values as the API’s input', () => {
  it('sends consent, relatives and the place only for kinds that ask for them', () => {
    const values = { kind: 'urn_wall', urns: '2', consent: true, relativesPresent: 'yes', ashPlaceId: 'p1' };
    expect(destinationInput(values)).toMatchObject({
      urns: 2,
      consent: null,
      relativesPresent: null,
      ashPlaceId: 'p1',
    });
    expect(destinationInput({ ...values, kind: 'scattering_field' })).toMatchObject({
      consent: null,
      relativesPresent: true,
      ashPlaceId: 'p1',
    });
    expect(destinationInput({ ...values, kind: 'scatter_elsewhere', urns: '' })).toMatchObject({
      urns: undefined,
      consent: true,
      relativesPresent: true,
      ashPlaceId: null,
    });
  });

  it('records what the execution’s mode needs', () => {
    const values = {
      executedOn: '2026-11-21',
      handedToName: 'Piet',
      identityChecked: true,
      identityDocument: '',
      ashPlaceId: 'p1',
      executedPlace: 'x',
      relativesPresent: 'no',
      executionNote: '',
      signature: '',
    };
    expect(Object.keys(executeInput('hand_over', 'hand_over', values))).toEqual([
      'executedOn',
      'executionNote',
      'handedToName',
      'identityChecked',
      'identityDocument',
      'signature',
    ]);
    expect(executeInput('placement', 'existing_grave', values)).not.toHaveProperty('ashPlaceId');
    expect(executeInput('scattering', 'scattering_field', values)).toMatchObject({
      ashPlaceId: 'p1',
      relativesPresent: false,
    });
  });

  it('starts the execution on the latest of today, the approval day and the release date', () => {
    expect(earliestExecutionDay({ approvedAt: '2026-11-20T23:30:00.000Z' }, '2026-11-10', '2026-11-20')).toBe(
      '2026-11-21',
    );
    expect(earliestExecutionDay({ approvedAt: null }, '2026-12-01', '2026-11-20')).toBe('2026-12-01');
  });

  it('keeps only the corrected fields that differ from the entry', () => {
    const entry = destination({ handedToName: 'Piet Bakker', executedOn: '2026-11-21', details: null });
    expect(
      changedCorrection(entry, {
        decidedByName: 'Piet Bakker',
        decidedByAddress: 'Lindelaan 4, 3581 AB Utrecht',
        handedToName: 'Pieter Bakker',
        executedOn: '2026-11-21',
        details: null,
        destinationPlace: null,
        executedPlace: null,
      }),
    ).toEqual({ handedToName: 'Pieter Bakker' });
  });
});
