import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateShort,
  formatDateTime,
  formatMonth,
  formatTime,
  toIsoDate,
} from './date.ts';

describe('calendar dates (YYYY-MM-DD)', () => {
  it('formats in Dutch without shifting by time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 november 2026');
    expect(formatDate('2026-01-01')).toBe('1 januari 2026');
    expect(formatDate('2026-03-05')).toBe('5 maart 2026');
    expect(formatDateShort('2026-11-21')).toBe('21-11-2026');
    expect(formatDateShort('2026-03-05')).toBe('05-03-2026');
    expect(formatMonth('2026-05-31')).toBe('mei 2026');
  });

  it('has no time of day', () => {
    expect(formatDateTime('2026-11-21')).toBe('21 november 2026');
    expect(formatTime('2026-11-21')).toBe('');
  });

  it('rejects impossible dates', () => {
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
    expect(formatDate('2028-02-29')).toBe('29 februari 2028');
  });
});

describe('instants (shown in Europe/Amsterdam)', () => {
  it('uses CET in winter and CEST in summer', () => {
    expect(formatDateTime('2026-11-21T13:05:00Z')).toBe('21 november 2026 14:05');
    expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('1 juli 2026 14:05');
    expect(formatDateTime(new Date('2026-11-21T13:05:00Z'))).toBe('21 november 2026 14:05');
    expect(formatTime('2026-07-01T12:05:00+00:00')).toBe('14:05');
  });

  it('handles the start of daylight saving time (29 March 2026, 02:00 → 03:00)', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
  });

  it('handles the end of daylight saving time (25 October 2026, 03:00 → 02:00)', () => {
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T02:30:00Z')).toBe('03:30');
  });

  it('moves to the Amsterdam date near midnight', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 november 2026');
    expect(formatDateShort('2026-06-30T22:30:00Z')).toBe('01-07-2026');
    expect(toIsoDate('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(formatDate('2026-11-21T23:30:00+01:00')).toBe('21 november 2026');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 21, 13, 5))).toBe('21 november 2026 14:05');
  });
});

describe('local date-times and times', () => {
  it('treats a date-time without offset as Amsterdam wall-clock time', () => {
    expect(formatDateTime('2026-11-21 14:05:00')).toBe('21 november 2026 14:05');
    expect(formatDateTime('2026-07-01T09:30')).toBe('1 juli 2026 09:30');
  });

  it('formats a time of day', () => {
    expect(formatTime('14:05:00')).toBe('14:05');
    expect(formatTime('09:30')).toBe('09:30');
    expect(formatTime('25:00')).toBe('');
  });
});

describe('empty and invalid input', () => {
  it('gives an empty string', () => {
    for (const value of [null, undefined, '', 'geen datum', new Date('invalid')]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateShort(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
    expect(toIsoDate('onzin')).toBeNull();
  });
});

describe('formatDateRange', () => {
  it('joins with the range separator', () => {
    expect(formatDateRange('2026-11-21', '2026-11-23')).toBe('21 november 2026 ~ 23 november 2026');
  });

  it('shows one side when the other is missing', () => {
    expect(formatDateRange('2026-11-21', null)).toBe('21 november 2026');
    expect(formatDateRange(null, null)).toBe('');
  });
});
