import { describe, expect, it } from 'vitest';
import { isValidPostcode, normalizePostcode } from './postcode.ts';

// KvK, btw-id, IBAN and phone: validators.test.ts.
describe('postcode', () => {
  it('accepts 1234 AB with or without the space, in any case', () => {
    expect(isValidPostcode('1234 AB')).toBe(true);
    expect(isValidPostcode('1234ab')).toBe(true);
    expect(normalizePostcode(' 3512jc ')).toBe('3512 JC');
  });
  it('refuses a leading zero, SA, SD, SS and other shapes', () => {
    expect(isValidPostcode('0123 AB')).toBe(false);
    expect(isValidPostcode('1234 SA')).toBe(false);
    expect(isValidPostcode('1234 SD')).toBe(false);
    expect(isValidPostcode('1234 SS')).toBe(false);
    expect(isValidPostcode('12345')).toBe(false);
    expect(isValidPostcode('1234 A')).toBe(false);
  });
});
