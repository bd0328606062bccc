import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.ts';

describe('formatNumber', () => {
  it('uses Dutch separators', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,891');
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(2, 2)).toBe('2,00');
    expect(formatNumber(2.456, { maximumFractionDigits: 1 })).toBe('2,5');
    expect(formatNumber(null)).toBe('');
  });
});
