import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban.ts';
import { isValidKvkNumber, normalizeKvkNumber } from './kvk-number.ts';
import { isValidPhone, normalizePhone } from './phone.ts';
import { isValidPostcode, normalizePostcode } from './postcode.ts';
import { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';

describe('KvK number', () => {
  it('accepts exactly 8 digits, ignoring spaces and dots', () => {
    expect(isValidKvkNumber('30123456')).toBe(true);
    expect(isValidKvkNumber('3012 3456')).toBe(true);
    expect(isValidKvkNumber('30.12.34.56')).toBe(true);
    expect(normalizeKvkNumber(' 3012 3456 ')).toBe('30123456');
  });
  it('refuses other lengths and letters', () => {
    expect(isValidKvkNumber('3012345')).toBe(false);
    expect(isValidKvkNumber('301234567')).toBe(false);
    expect(isValidKvkNumber('3012345A')).toBe(false);
    expect(isValidKvkNumber('')).toBe(false);
  });
});

describe('VAT number', () => {
  it('accepts NL + 9 digits + B + 2 digits in any case and spacing', () => {
    expect(isValidVatNumber('NL123456789B01')).toBe(true);
    expect(isValidVatNumber('nl 1234.56789 b01')).toBe(true);
    expect(normalizeVatNumber('nl 123456789 b01')).toBe('NL123456789B01');
  });
  it('refuses other countries and shapes', () => {
    expect(isValidVatNumber('BE0123456789')).toBe(false);
    expect(isValidVatNumber('NL12345678B01')).toBe(false);
    expect(isValidVatNumber('NL123456789C01')).toBe(false);
    expect(isValidVatNumber('NL123456789B1')).toBe(false);
  });
});

describe('IBAN', () => {
  it('accepts numbers that pass mod-97', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('NL44RABO0123456789')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });
  it('refuses a wrong check, a wrong length and garbage', () => {
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('NL91-ABNA-0417')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
  it('normalises and formats', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

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

describe('phone', () => {
  it('accepts Dutch, service and international numbers', () => {
    for (const phone of [
      '020 123 4567',
      '0201234567',
      '06-12345678',
      '0800-1234',
      '0900 123 4567',
      '+31 20 123 4567',
      '+32 2 123 45 67',
      '0032 2 123 45 67',
    ]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });
  it('refuses letters, brackets, short numbers and stray plus signs', () => {
    for (const phone of [
      '020 123 456',
      '020-CALL-ME',
      '(020) 123 4567',
      '+31 20 12',
      '31+201234567',
      '020--1234567',
      '',
    ]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
  it('collapses spaces', () => {
    expect(normalizePhone('  020   123 4567 ')).toBe('020 123 4567');
  });
});
