import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/date.ts';
import { dayOfWeek } from './holidays.ts';
import {
  amsterdamInstant,
  checkLegalMoment,
  dutchOrdinal,
  legalWindow,
  LEGAL_WINDOW_DEFAULTS,
  unknownDecreeDaysNote,
} from './legal-window.ts';

/** An Amsterdam wall-clock moment as an instant. */
const at = (date: string, time: string) => amsterdamInstant(date, time)!;

describe('amsterdamInstant', () => {
  it('reads winter and summer time', () => {
    expect(at('2026-11-16', '10:00')).toBe('2026-11-16T09:00:00.000Z');
    expect(at('2026-07-01', '10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(at('2026-11-16', '00:00')).toBe('2026-11-15T23:00:00.000Z');
  });

  it('reads the skipped spring hour with the winter offset', () => {
    expect(at('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads the autumn hour that occurs twice as the later one (winter time: the safe side)', () => {
    // The clocks go back on the last Sunday of October: 25 October 2026, 03:00 summer time → 02:00 winter time.
    expect(dayOfWeek('2026-10-25')).toBe(0);
    expect(at('2026-10-25', '01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(at('2026-10-25', '02:00')).toBe('2026-10-25T01:00:00.000Z');
    expect(at('2026-10-25', '02:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(at('2026-10-25', '02:59')).toBe('2026-10-25T01:59:00.000Z');
    expect(at('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(at('2025-10-26', '02:30')).toBe('2025-10-26T01:30:00.000Z');
    // A death at that 02:30 may be buried or cremated from 14:30 on Monday, not 13:30.
    expect(formatDateTime(legalWindow(at('2026-10-25', '02:30')).earliestAt)).toBe('26 oktober 2026 14:30');
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
      unknownDecreeYears: [],
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

  it('around the decree day 27 December 2024: death on Friday 20 December 2024 → latest 3 January 2025', () => {
    expect(legalWindow(at('2024-12-20', '14:00')).latestDate).toBe('2025-01-03');
    expect(legalWindow(at('2024-12-20', '14:00'), { extraHolidays: [] }).latestDate).toBe('2025-01-02');
  });

  it('skips the other decree days of 2023–2025 (the Fridays after Koningsdag and Ascension Day)', () => {
    // Death on Tuesday 25 April 2023: Koningsdag 27 April, the decree Friday 28 April and 5 May do not count.
    expect(legalWindow(at('2023-04-25', '09:00')).latestDate).toBe('2023-05-08');
    expect(legalWindow(at('2023-04-25', '09:00'), { extraHolidays: [] }).latestDate).toBe('2023-05-04');
    // Ascension Thursday 18 May 2023 and the decree Friday 19 May.
    expect(legalWindow(at('2023-05-16', '09:00')).latestDate).toBe('2023-05-26');
    expect(legalWindow(at('2023-05-16', '09:00'), { extraHolidays: [] }).latestDate).toBe('2023-05-25');
    // Ascension Thursday 9 May 2024 and the decree Friday 10 May.
    expect(legalWindow(at('2024-05-07', '09:00')).latestDate).toBe('2024-05-17');
    expect(legalWindow(at('2024-05-07', '09:00'), { extraHolidays: [] }).latestDate).toBe('2024-05-16');
    // Ascension Thursday 29 May 2025 and the decree Friday 30 May.
    expect(legalWindow(at('2025-05-27', '09:00')).latestDate).toBe('2025-06-06');
    expect(legalWindow(at('2025-05-27', '09:00'), { extraHolidays: [] }).latestDate).toBe('2025-06-05');
  });

  it('names the years of the count that no decree covers yet', () => {
    expect(legalWindow(at('2026-11-16', '10:00')).unknownDecreeYears).toEqual([]);
    expect(legalWindow(at('2028-11-16', '10:00')).unknownDecreeYears).toEqual([]);
    // Death on 28 December 2028: the count runs into January 2029.
    const turn = legalWindow(at('2028-12-28', '10:00'));
    expect(turn.latestDate).toBe('2029-01-08');
    expect(turn.unknownDecreeYears).toEqual([2029]);
    // Death on 31 December 2028: the day of death does not count, only 2029 does.
    expect(legalWindow(at('2028-12-31', '10:00')).unknownDecreeYears).toEqual([2029]);
    expect(legalWindow(at('2029-03-05', '10:00')).unknownDecreeYears).toEqual([2029]);
    expect(legalWindow(at('2022-12-20', '10:00')).unknownDecreeYears).toEqual([2022]);
    expect(legalWindow(at('2029-03-05', '10:00'), { decreeYears: [2029] }).unknownDecreeYears).toEqual([]);
    expect(unknownDecreeDaysNote([])).toBeNull();
    expect(unknownDecreeDaysNote([2029])).toBe(
      'De dagen die in 2029 bij besluit met een feestdag worden gelijkgesteld, zijn nog niet bekend: de uiterste datum is zonder die dagen berekend.',
    );
    expect(unknownDecreeDaysNote([2029, 2030])).toMatch(/^De dagen die in 2029 en 2030 bij besluit/);
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
  const early = { kind: 'early', reference: 'BGM-2026-0118', until: null } as const;
  const delay = { kind: 'delay', reference: 'BGM-2026-0042', until: '2026-11-27' } as const;

  it('allows a moment inside the window, up to the end of the last day', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-17', '22:00'), null)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-20', '11:00'), null)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-24', '23:30'), null)).toBeNull();
  });

  it('refuses a moment before 36 hours with the allowed window in Dutch; vervroeging is the burgemeester’s', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-17', '14:00'), null, { subject: 'cremation' })).toBe(
      'De crematie mag niet eerder plaatsvinden dan 36 uur na het overlijden: op zijn vroegst 17 november 2026 22:00. Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Eerder mag alleen met vervroeging door de burgemeester, met instemming van de officier van justitie; leg die vast bij de overledene (vervroeging, met kenmerk).',
    );
  });

  it('refuses a moment after the 6th working day', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), null, { subject: 'burial' })).toBe(
      'De begrafenis moet uiterlijk op 24 november 2026 plaatsvinden (de zesde werkdag na het overlijden). Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Later mag alleen met uitstel van de burgemeester; leg dat vast bij de overledene (uitstel, met kenmerk en einddatum).',
    );
  });

  it('names the configured numbers, not the defaults', () => {
    const options = { earliestHours: 24, latestWorkingDays: 10 };
    expect(checkLegalMoment(diedAt, at('2026-11-17', '08:00'), null, options)).toMatch(
      /^De crematie of begrafenis mag niet eerder plaatsvinden dan 24 uur na het overlijden: op zijn vroegst 17 november 2026 10:00\./,
    );
    expect(checkLegalMoment(diedAt, at('2026-12-01', '10:00'), null, options)).toMatch(
      /^De crematie of begrafenis moet uiterlijk op 30 november 2026 plaatsvinden \(de tiende werkdag na het overlijden\)\./,
    );
    expect(dutchOrdinal(6)).toBe('zesde');
    expect(dutchOrdinal(8)).toBe('achtste');
    expect(dutchOrdinal(12)).toBe('twaalfde');
    expect(dutchOrdinal(25)).toBe('25e');
  });

  it('says so when a year of the count has no known decree days', () => {
    const died2029 = at('2029-03-05', '10:00');
    expect(checkLegalMoment(died2029, at('2029-03-20', '10:00'), null)).toMatch(
      /\(uitstel, met kenmerk en einddatum\)\. De dagen die in 2029 bij besluit met een feestdag worden gelijkgesteld, zijn nog niet bekend: de uiterste datum is zonder die dagen berekend\.$/,
    );
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), null)).not.toMatch(/nog niet bekend/);
  });

  it('allows earlier with a vervroeging and later with an uitstel, not the other way round', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-17', '14:00'), early)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), delay)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-17', '14:00'), delay)).toMatch(
      /^De crematie of begrafenis mag niet eerder/,
    );
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), early)).toMatch(
      /^De crematie of begrafenis moet uiterlijk/,
    );
  });

  it('allows an uitstel up to the end of its last day and refuses a moment after it', () => {
    expect(checkLegalMoment(diedAt, at('2026-11-27', '23:30'), delay)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-28', '10:00'), delay, { subject: 'cremation' })).toBe(
      'De crematie moet uiterlijk op 27 november 2026 plaatsvinden: tot en met die dag geldt het uitstel van de burgemeester (kenmerk BGM-2026-0042). Later mag alleen met een nieuw uitstel; leg de nieuwe einddatum vast bij de overledene.',
    );
  });

  it('lets an uitstel without end date allow nothing later than the window', () => {
    const open = { ...delay, until: null };
    expect(checkLegalMoment(diedAt, at('2026-11-24', '16:00'), open)).toBeNull();
    expect(checkLegalMoment(diedAt, at('2026-11-25', '10:00'), open, { subject: 'burial' })).toBe(
      'De begrafenis valt na de wettelijke termijn (uiterlijk 24 november 2026) en bij het uitstel is geen einddatum vastgelegd. Vul bij de overledene in tot en met welke datum de burgemeester uitstel heeft verleend.',
    );
  });
});
