import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, parseDecimal } from './number.ts';

describe('formatMoney', () => {
  it('formats integer cents as euros with a regular space', () => {
    expect(formatMoney(123456)).toBe('€ 1.234,56');
    expect(formatMoney(0)).toBe('€ 0,00');
    expect(formatMoney(5)).toBe('€ 0,05');
    expect(formatMoney(100)).toBe('€ 1,00');
    expect(formatMoney(123456789)).toBe('€ 1.234.567,89');
    expect(formatMoney(123456).charCodeAt(1)).toBe(32);
  });

  it('puts the minus after the euro sign', () => {
    expect(formatMoney(-123456)).toBe('€ -1.234,56');
    expect(formatMoney(-5)).toBe('€ -0,05');
  });

  it('rounds fractions of a cent and shows no negative zero', () => {
    expect(formatMoney(1234.6)).toBe('€ 12,35');
    expect(formatMoney(-0.4)).toBe('€ 0,00');
  });

  it('gives an empty string for no value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses Dutch separators', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,891');
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(2, 2)).toBe('2,00');
    expect(formatNumber(2.456, { maximumFractionDigits: 1 })).toBe('2,5');
    expect(formatNumber(null)).toBe('');
  });
});

describe('parseDecimal', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['12,5', 12.5],
    [',5', 0.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['12.5', 12.5],
    ['1234', 1234],
    ['-1.234,56', -1234.56],
    ['€ 1.234,56', 1234.56],
    ['€ -1.234,56', -1234.56],
    ['  7  ', 7],
    ['-0', 0],
  ])('%s → %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '12,', '1,2,3', '1.23,4', '12.34.5', '1e3', '--1', '12 euro'])(
    '%s → null',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it('passes finite numbers through', () => {
    expect(parseDecimal(3.5)).toBe(3.5);
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal(null)).toBeNull();
  });

  it('round-trips formatMoney', () => {
    expect(parseDecimal(formatMoney(-987654))).toBe(-9876.54);
  });
});
