import { describe, expect, it } from 'vitest';
import { ashReleaseDate } from './ash.ts';

describe('ashReleaseDate', () => {
  it('adds one calendar month', () => {
    expect(ashReleaseDate('2026-01-07')).toBe('2026-02-07');
    expect(ashReleaseDate('2026-12-15')).toBe('2027-01-15');
  });

  it('uses the last day of a shorter month', () => {
    expect(ashReleaseDate('2026-01-31')).toBe('2026-02-28');
    expect(ashReleaseDate('2028-01-31')).toBe('2028-02-29');
    expect(ashReleaseDate('2026-03-31')).toBe('2026-04-30');
  });

  it('reads an instant in Amsterdam', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Amsterdam.
    expect(ashReleaseDate('2026-01-31T23:30:00.000Z')).toBe('2026-03-01');
  });

  it('takes the waiting period as a parameter', () => {
    expect(ashReleaseDate('2026-01-07', 0)).toBe('2026-01-07');
    expect(ashReleaseDate('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('answers null for an empty or invalid date', () => {
    expect(ashReleaseDate('')).toBeNull();
    expect(ashReleaseDate(null)).toBeNull();
    expect(ashReleaseDate('2026-02-30')).toBeNull();
  });
});
