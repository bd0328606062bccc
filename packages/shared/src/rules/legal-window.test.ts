import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/date.ts';
import { amsterdamInstant, checkLegalMoment, legalWindow, LEGAL_WINDOW_DEFAULTS } from './legal-window.ts';

/** An Amsterdam wall-clock moment as an instant. */
const at = (date: string, time: string) => amsterdamInstant(date, time)!;

describe('amsterdamInstant', () => {
  it('reads winter and summer time', () => {
    expect(at('2026-11-16', '10:00')).toBe('2026-11-16T09:00:00.000Z');
    expect(at('2026-07-01', '10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(at('2026-11-16', '00:00')).toBe('2026-11-15T23:00:00.000Z');
  });

  it('reads the skipped spring hour with the winter offset and the repeated autumn hour as its first', () => {
    expect(at('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('answers null for an invalid date or time', () => {
    expect(amsterdamInstant('2026-02-30', '10:00')).toBeNull();
    expect(amsterdamInstant('2026-11-16', '24:00')).toBeNull();
    expect(amsterdamInstant('2026-11-16', 'tien uur')).toBeNull();
  });
});

describe('legalWindow', () => {
  it('has the law’s numbers as defaults', () => {
    expect(LEGAL_WINDOW_DEFAULTS).toEqual({ earliestHours: 36, latestWorkingDays: 6 });
  });

  it('death on a Monday: the last day is Tuesday of the next week', () => {
    expect(legalWindow(at('2026-11-16', '10:00'))).toEqual({
      earliestAt: '2026-11-17T21:00:00.000Z',
      latestDate: '2026-11-24',
      latestAt: '2026-11-24T22:59:59.999Z',
    });
  });

  it('death on Good Friday 3 April 2026: Easter Monday does not count, the last day is 14 April', () => {
    const window = legalWindow(at('2026-04-03', '15:00'));
    expect(window.latestDate).toBe('2026-04-14');
    expect(window.latestAt).toBe('2026-04-14T21:59:59.999Z');
  });

  it('around Christmas and New Year', () => {
    expect(legalWindow(at('2026-12-23', '08:00')).latestDate).toBe('2027-01-04');
    expect(legalWindow(at('2026-12-24', '08:00')).latestDate).toBe('2027-01-05');
  });

  it('around the decree days 2 January and 15 May 2026', () => {
    expect(legalWindow(at('2025-12-31', '20:00')).latestDate).toBe('2026-01-12');
    expect(legalWindow(at('2025-12-31', '20:00'), { extraHolidays: [] }).latestDate).toBe('2026-01-09');
    // Ascension Thursday 14 May, the decree Friday 15 May and Whit Monday 25 May do not count.
    expect(legalWindow(at('2026-05-13', '09:00')).latestDate).toBe('2026-05-26');
  });

  it('counts from the day of death in Amsterdam, not in UTC', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Amsterdam.
    expect(legalWindow('2026-11-15T23:30:00.000Z').latestDate).toBe('2026-11-24');
  });

  it('36 hours are elapsed hours, also across a change to summer or winter time', () => {
    const spring = legalWindow(at('2026-03-28', '12:00'));
    expect(spring.earliestAt).toBe('2026-03-29T23:00:00.000Z');
    expect(formatDateTime(spring.earliestAt)).toBe('30 maart 2026 01:00');
    const autumn = legalWindow(at('2026-10-24', '12:00'));
    expect(autumn.earliestAt).toBe('2026-10-25T22:00:00.000Z');
    expect(formatDateTime(autumn.earliestAt)).toBe('25 oktober 2026 23:00');
  });

  it('takes other numbers when the law changes', () => {
    const window = legalWindow(at('2026-11-16', '10:00'), { earliestHours: 24, latestWorkingDays: 10 });
    expect(window.earliestAt).toBe('2026-11-17T09:00:00.000Z');
    expect(window.latestDate).toBe('2026-11-30');
  });
});

describe('checkLegalMoment', () => {
  const diedAt = at('2026-11-16', '10:00');

  it('allows a moment inside the window, up to the end of the last day', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-17', '22:00'), null)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-20', '11:00'), null)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-24', '23:30'), null)).toBeNull();
  });

  it('refuses a moment before 36 hours with the allowed window in Dutch', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-17', '14:00'), null, { subject: 'cremation' })).toBe(
      'De crematie mag niet eerder plaatsvinden dan 36 uur na het overlijden: op zijn vroegst 17 november 2026 22:00. Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Eerder mag alleen met toestemming van de officier van justitie; leg die vast bij de overledene (vervroeging, met kenmerk).',
    );
  });

  it('refuses a moment after the 6th working day', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), null, { subject: 'burial' })).toBe(
      'De begrafenis moet uiterlijk op 24 november 2026 plaatsvinden (de zesde werkdag na het overlijden). Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Later mag alleen met uitstel van de burgemeester; leg dat vast bij de overledene (uitstel, met kenmerk).',
    );
  });

  it('allows earlier with an early permit and later with a delay permit, not the other way round', () => {
    const early = { kind: 'early', reference: 'OvJ 2026/118' } as const;
    const delay = { kind: 'delay', reference: 'BGM-2026-0042' } as const;
    expect(checkLegalMoment(diedAt, at('2026-11-17', '14:00'), early)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), delay)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-17', '14:00'), delay)).toMatch(
      /^De crematie of begrafenis mag niet eerder/,
    );
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), early)).toMatch(
      /^De crematie of begrafenis moet uiterlijk/,
    );
  });
});
