import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban.ts';
import { isValidKvkNumber, normalizeKvkNumber } from './kvk-number.ts';
import { isValidPhone, normalizePhone } from './phone.ts';
import { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';

/** A small seeded generator (mulberry32), so the statistical test below is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('KvK number', () => {
  it('accepts exactly 8 digits, ignoring spaces, dots and dashes', () => {
    expect(isValidKvkNumber('30123456')).toBe(true);
    expect(isValidKvkNumber('3012 3456')).toBe(true);
    expect(isValidKvkNumber('30.12.34.56')).toBe(true);
    expect(isValidKvkNumber('1234-5678')).toBe(true);
    expect(isValidKvkNumber(' 12 34-56 78 ')).toBe(true);
  });
  it('stores the 8 digits only', () => {
    expect(normalizeKvkNumber(' 3012 3456 ')).toBe('30123456');
    expect(normalizeKvkNumber('1234-5678')).toBe('12345678');
    expect(normalizeKvkNumber('30.12.34.56')).toBe('30123456');
  });
  it('refuses other lengths, letters and all zeros', () => {
    expect(isValidKvkNumber('3012345')).toBe(false);
    expect(isValidKvkNumber('301234567')).toBe(false);
    expect(isValidKvkNumber('3012345A')).toBe(false);
    expect(isValidKvkNumber('00000000')).toBe(false);
    expect(isValidKvkNumber('0000-0000')).toBe(false);
    expect(isValidKvkNumber('1234--5678x')).toBe(false);
    expect(isValidKvkNumber('')).toBe(false);
  });
});

describe('btw-identificatienummer', () => {
  it('accepts numbers whose 9 digits pass the 11-check (weights 9..2, −1)', () => {
    for (const vat of [
      'NL123456782B01',
      'NL812345678B01',
      'NL859301126B01',
      'NL004495445B01',
      'NL803851595B01',
      'NL810433941B01',
      'NL002230884B01',
      'NL820646660B01',
      'NL853746333B01',
    ]) {
      expect(isValidVatNumber(vat), vat).toBe(true);
    }
  });
  it('accepts the sole traders’ numbers since 2020 that pass mod-97 on the whole number', () => {
    for (const vat of [
      'NL000099998B57',
      'NL000012345B33',
      'NL123456789B13',
      'NL987654321B94',
      'NL271828182B22',
    ]) {
      expect(isValidVatNumber(vat), vat).toBe(true);
    }
  });
  it('accepts any case, spaces, dots and dashes and stores the compact upper-case form', () => {
    expect(isValidVatNumber('nl 1234.56782 b01')).toBe(true);
    expect(isValidVatNumber('NL0000-99998-B57')).toBe(true);
    expect(normalizeVatNumber(' nl 123456782 b01 ')).toBe('NL123456782B01');
    expect(normalizeVatNumber('nl0000.99998.b57')).toBe('NL000099998B57');
  });
  it('refuses a well-shaped number that passes neither check', () => {
    for (const vat of [
      'NL123456789B01',
      'NL812345670B01',
      'NL000099998B58',
      'NL000099998B56',
      'NL123456783B01',
      'NL000000000B00',
      'NL000000000B01',
    ]) {
      expect(isValidVatNumber(vat), vat).toBe(false);
    }
  });
  it('refuses other countries and shapes', () => {
    expect(isValidVatNumber('BE0123456789')).toBe(false);
    expect(isValidVatNumber('NL12345678B01')).toBe(false);
    expect(isValidVatNumber('NL123456782C01')).toBe(false);
    expect(isValidVatNumber('NL123456782B1')).toBe(false);
    expect(isValidVatNumber('')).toBe(false);
  });
  it('lets only about 1/11 + 1/97 of random well-shaped numbers through', () => {
    const random = seededRandom(20_260_611);
    const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
    const total = 100_000;
    let passed = 0;
    for (let index = 0; index < total; index += 1) {
      if (isValidVatNumber(`NL${digits(9)}B${digits(2)}`)) passed += 1;
    }
    // Expected: 1/11 + 1/97 − 1/(11·97) ≈ 10.0 %; the bounds are about 6 standard deviations wide.
    const rate = passed / total;
    expect(rate).toBeGreaterThan(0.092);
    expect(rate).toBeLessThan(0.109);
  });
});

describe('IBAN', () => {
  it('accepts numbers that pass mod-97 and their country’s layout', () => {
    for (const iban of [
      'NL91ABNA0417164300',
      'nl91 abna 0417 1643 00',
      'NL44RABO0123456789',
      'NL20INGB0001234567',
      'BE68539007547034',
      'DE89370400440532013000',
      'GB29NWBK60161331926819',
      'FR1420041010050500013M02606',
      'CH9300762011623852957',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });
  it('refuses a Dutch number whose layout is wrong even when mod-97 passes', () => {
    // Both pass mod-97, but a Dutch IBAN is 4 letters (the bank) and 10 digits.
    expect(isValidIban('NL54ABNA041716430A')).toBe(false);
    expect(isValidIban('NL141234ABNA567890')).toBe(false);
  });
  it('refuses check digits 00, 01 and 99 (only 02–98 exist) even when mod-97 passes', () => {
    // The same accounts with their real check digits 97, 98 and 02 …
    expect(isValidIban('NL97ABNA0417164386')).toBe(true);
    expect(isValidIban('NL98ABNA0417164368')).toBe(true);
    expect(isValidIban('NL02ABNA0417164350')).toBe(true);
    // … and with 00, 01 and 99, which are congruent mod 97 but never issued.
    expect(isValidIban('NL00ABNA0417164386')).toBe(false);
    expect(isValidIban('NL01ABNA0417164368')).toBe(false);
    expect(isValidIban('NL99ABNA0417164350')).toBe(false);
  });
  it('refuses a wrong check, a wrong length, unknown countries and garbage', () => {
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('BE6853900754703')).toBe(false);
    expect(isValidIban('XX91ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91-ABNA-0417')).toBe(false);
    expect(isValidIban('NL91ABNA0417164300!')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
  it('normalises to the electronic form and formats in groups of four', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(normalizeIban('NL91-ABNA-0417-1643-00')).toBe('NL91ABNA0417164300');
    expect(isValidIban('NL91-ABNA-0417-1643-00')).toBe(true);
    expect(normalizeIban('NL91\u00a0ABNA\u00a00417\u00a01643\u00a000\t')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('phone', () => {
  it('accepts Dutch numbers as people write them', () => {
    for (const phone of [
      '020 123 4567',
      '0201234567',
      '06-12345678',
      '06 12 34 56 78',
      '+31 (0)6 12345678',
      '+31 (0)20 123 4567',
      '(020) 123 4567',
      '06/12345678',
      '030-271 45 60',
      '0031 6 12345678',
      '+31 20 123 4567',
      '088 123 4567',
    ]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });
  it('accepts service numbers and the municipalities’ 14 + area code numbers', () => {
    for (const phone of ['0800-1234', '0900 123 4567', '14020', '14 020', '14030', '140 10']) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });
  it('accepts international numbers', () => {
    for (const phone of ['+32 2 123 45 67', '0032 2 123 45 67', '+49 30 1234567', '+44 20 7946 0958']) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });
  it('refuses numbers that do not exist', () => {
    for (const phone of [
      '0000000000',
      '0012345678',
      '+31 6 1234 5678 9',
      '06 1234567',
      '020 123 456',
      '+31 20 12',
      '1402',
    ]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
  it('refuses letters, extensions and stray plus signs', () => {
    for (const phone of [
      '020-CALL-ME',
      'bel me',
      '020 123 4567 toestel 12',
      '020 123 4567 ext. 12',
      'tel:+31201234567',
      '31+201234567',
      '++31 20 123 4567',
      '12',
      '',
    ]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
  it('stores the number as entered, trimmed and with single spaces', () => {
    expect(normalizePhone('  020   123 4567 ')).toBe('020 123 4567');
    expect(normalizePhone(' +31 (0)6  12345678')).toBe('+31 (0)6 12345678');
    expect(normalizePhone('030 271 45 60')).toBe('030 271 45 60');
  });
});
