import { describe, expect, it } from 'vitest';
import { isValidBsn, maskBsn, normalizeBsn } from './bsn.ts';

describe('BSN', () => {
  it('accepts numbers that pass the elfproef (weights 9..2, −1)', () => {
    expect(isValidBsn('123456782')).toBe(true);
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn(' 1234.56.782 ')).toBe(true);
    expect(isValidBsn('123 456 782')).toBe(true);
  });

  it('adds the leading zero to an old 8-digit number', () => {
    expect(normalizeBsn('12345672')).toBe('012345672');
    expect(isValidBsn('12345672')).toBe(true);
  });

  it('refuses a wrong check, other lengths, letters and all zeros', () => {
    expect(isValidBsn('123456789')).toBe(false);
    expect(isValidBsn('12345678')).toBe(false);
    expect(isValidBsn('1234567821')).toBe(false);
    expect(isValidBsn('12345678A')).toBe(false);
    expect(isValidBsn('000000000')).toBe(false);
    expect(isValidBsn('')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskBsn('123456782')).toBe('•••••6782');
    expect(maskBsn('1234 56 782')).toBe('•••••6782');
    expect(maskBsn('12345672')).toBe('•••••5672');
    expect(maskBsn(null)).toBe('');
    expect(maskBsn('')).toBe('');
  });
});
