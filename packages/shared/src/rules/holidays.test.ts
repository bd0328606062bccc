import { describe, expect, it } from 'vitest';
import {
  DECREE_HOLIDAYS,
  DECREE_YEARS,
  addDays,
  addWorkingDays,
  dayOfWeek,
  dutchPublicHolidays,
  easterSunday,
  isWorkingDay,
  publicHolidayOn,
  unknownDecreeYears,
} from './holidays.ts';

describe('easterSunday (Gregorian computus)', () => {
  it.each([
    [1818, '1818-03-22'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(dayOfWeek(date)).toBe(0);
  });
});

describe('dutchPublicHolidays', () => {
  it('lists the holidays of 2026 with the decree days, in date order', () => {
    expect(dutchPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Nieuwjaarsdag' },
      { date: '2026-01-02', name: 'Bij besluit gelijkgesteld aan een feestdag' },
      { date: '2026-04-03', name: 'Goede Vrijdag' },
      { date: '2026-04-06', name: 'Tweede paasdag' },
      { date: '2026-04-27', name: 'Koningsdag' },
      { date: '2026-05-05', name: 'Bevrijdingsdag' },
      { date: '2026-05-14', name: 'Hemelvaartsdag' },
      { date: '2026-05-15', name: 'Bij besluit gelijkgesteld aan een feestdag' },
      { date: '2026-05-25', name: 'Tweede pinksterdag' },
      { date: '2026-12-25', name: 'Eerste kerstdag' },
      { date: '2026-12-26', name: 'Tweede kerstdag' },
    ]);
  });

  it('moves Koningsdag to 26 April when the 27th is a Sunday', () => {
    expect(dayOfWeek('2025-04-27')).toBe(0);
    expect(publicHolidayOn('2025-04-26')?.name).toBe('Koningsdag');
    expect(publicHolidayOn('2025-04-27')).toBeNull();
    expect(publicHolidayOn('2026-04-27')?.name).toBe('Koningsdag');
  });

  it('keeps 5 May every year, not only every five years', () => {
    for (const year of [2026, 2027, 2028, 2029]) {
      expect(publicHolidayOn(`${year}-05-05`)?.name).toBe('Bevrijdingsdag');
    }
  });

  it('takes the decree days as a parameter', () => {
    expect(DECREE_HOLIDAYS).toEqual([
      '2023-04-28',
      '2023-05-19',
      '2024-05-10',
      '2024-12-27',
      '2025-05-30',
      '2026-01-02',
      '2026-05-15',
      '2027-05-07',
      '2028-04-28',
      '2028-05-26',
    ]);
    expect(dutchPublicHolidays(2026, []).map((holiday) => holiday.date)).not.toContain('2026-01-02');
    expect(dutchPublicHolidays(2030, ['2030-06-03']).map((holiday) => holiday.date)).toContain('2030-06-03');
    expect(
      dutchPublicHolidays(2028).filter((holiday) => holiday.name.startsWith('Bij besluit')),
    ).toHaveLength(2);
  });
});

describe('the decrees (Besluit gelijkstelling 2023–2025 and 2026–2028)', () => {
  it('treats the decree days of 2023–2025 as holidays', () => {
    for (const date of ['2023-04-28', '2023-05-19', '2024-05-10', '2024-12-27', '2025-05-30']) {
      expect(publicHolidayOn(date)?.name).toBe('Bij besluit gelijkgesteld aan een feestdag');
      expect(isWorkingDay(date)).toBe(false);
      expect(isWorkingDay(date, [])).toBe(true);
    }
  });

  it('knows which years a decree covers, and names the others in a count', () => {
    expect(DECREE_YEARS).toEqual([2023, 2024, 2025, 2026, 2027, 2028]);
    expect(unknownDecreeYears('2026-11-16', '2026-11-24')).toEqual([]);
    expect(unknownDecreeYears('2028-12-28', '2029-01-08')).toEqual([2029]);
    expect(unknownDecreeYears('2028-12-31', '2029-01-09')).toEqual([2029]);
    expect(unknownDecreeYears('2022-12-30', '2023-01-09')).toEqual([2022]);
    expect(unknownDecreeYears('2022-12-31', '2023-01-09')).toEqual([]);
    expect(unknownDecreeYears('2030-03-04', '2030-03-12', [2030])).toEqual([]);
  });
});

describe('working days', () => {
  it('skips weekends, holidays and decree days', () => {
    expect(isWorkingDay('2026-11-16')).toBe(true);
    expect(isWorkingDay('2026-11-21')).toBe(false);
    expect(isWorkingDay('2026-11-22')).toBe(false);
    expect(isWorkingDay('2026-04-03')).toBe(false);
    expect(isWorkingDay('2026-01-02')).toBe(false);
    expect(isWorkingDay('2026-01-02', [])).toBe(true);
  });

  it('does not count the start date', () => {
    expect(addWorkingDays('2026-11-16', 0)).toBe('2026-11-16');
    expect(addWorkingDays('2026-11-16', 1)).toBe('2026-11-17');
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-21', 1)).toBe('2026-11-23');
  });

  it('counts back with a negative number', () => {
    expect(addWorkingDays('2026-11-23', -1)).toBe('2026-11-20');
    expect(addWorkingDays('2026-04-07', -1)).toBe('2026-04-02');
  });

  it('adds calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
