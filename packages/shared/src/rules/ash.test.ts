import { describe, expect, it } from 'vitest';
import { ashReleaseDate } from './ash.ts';

describe('ashReleaseDate (art. 59 lid 1 Wlb: at least one full month, release from the day after)', () => {
  it('cremated 7 January → from 8 February', () => {
    expect(ashReleaseDate('2026-01-07')).toBe('2026-02-08');
    expect(ashReleaseDate('2026-12-15')).toBe('2027-01-16');
  });

  it.each(['2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31'])(
    'cremated %s → the month ends on 28 February → from 1 March 2026',
    (cremated) => {
      expect(ashReleaseDate(cremated)).toBe('2026-03-01');
    },
  );

  it('in a leap year: 31 January 2028 → from 1 March, 28 January 2028 → from 29 February', () => {
    expect(ashReleaseDate('2028-01-31')).toBe('2028-03-01');
    expect(ashReleaseDate('2028-01-28')).toBe('2028-02-29');
    expect(ashReleaseDate('2028-01-29')).toBe('2028-03-01');
  });

  it('cremated 31 December → from 1 February; 31 March → from 1 May', () => {
    expect(ashReleaseDate('2026-12-31')).toBe('2027-02-01');
    expect(ashReleaseDate('2026-03-31')).toBe('2026-05-01');
  });

  it('reads an instant in Amsterdam', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Amsterdam.
    expect(ashReleaseDate('2026-01-31T23:30:00.000Z')).toBe('2026-03-02');
    expect(ashReleaseDate('2026-01-07T13:00:00.000Z')).toBe('2026-02-08');
  });

  it('takes the waiting period as a parameter', () => {
    expect(ashReleaseDate('2026-01-07', 0)).toBe('2026-01-07');
    expect(ashReleaseDate('2026-11-30', 3)).toBe('2027-03-01');
    expect(ashReleaseDate('2026-11-27', 3)).toBe('2027-02-28');
  });

  it('answers null for an empty or invalid date', () => {
    expect(ashReleaseDate('')).toBeNull();
    expect(ashReleaseDate(null)).toBeNull();
    expect(ashReleaseDate('2026-02-30')).toBeNull();
  });
});
