import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyAmount, grossFromNet, parseMoney, sumCents, vatOfCents } from './index.ts';

describe('formatMoney', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [100, '€ 1,00'],
    [123456789, '€ 1.234.567,89'],
    [100000000, '€ 1.000.000,00'],
    [-123456, '€ -1.234,56'],
    [-5, '€ -0,05'],
    [Number.MAX_SAFE_INTEGER, '€ 90.071.992.547.409,91'],
  ])('%s → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('puts a regular space after the euro sign, whatever ICU gives', () => {
    expect(formatMoney(123456).charCodeAt(1)).toBe(32);
    expect(formatMoney(-1)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('rounds fractions of a cent and shows no negative zero', () => {
    expect(formatMoney(1234.6)).toBe('€ 12,35');
    expect(formatMoney(-0.4)).toBe('€ 0,00');
    expect(formatMoney(-0)).toBe('€ 0,00');
  });

  it('gives an empty string for no value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMoneyAmount', () => {
  it.each([
    [123456, '1.234,56'],
    [5, '0,05'],
    [100000000, '1.000.000,00'],
    [-250, '-2,50'],
    [-0.2, '0,00'],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (cents, text) => {
    expect(formatMoneyAmount(cents)).toBe(text);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1.250,50', 125050],
    ['1250,50', 125050],
    ['1250.50', 125050],
    ['€ 1.250,50', 125050],
    ['€1.250,50', 125050],
    ['1250', 125000],
    ['-12,5', -1250],
    ['1.234,56', 123456],
    ['12,5', 1250],
    ['€ 40', 4000],
    [' 0,99 ', 99],
    ['0,01', 1],
    [',5', 50],
    ['.5', 50],
    ['1.234.567,89', 123456789],
    ['1 234,56', 123456],
    ['€\u00a01.234,56', 123456],
    ['€ -1.234,56', -123456],
    ['-€ 12,50', -1250],
    ['- € 12,50', -1250],
    ['+12,50', 1250],
    ['€ 25,-', 2500],
    ['1.250,--', 125000],
    ['0', 0],
    ['-0', 0],
    ['-0,00', 0],
    ['0,10', 10],
    ['1,05', 105],
    ['19,99', 1999],
    ['0.29', 29],
    ['1.005,00', 100500],
  ])('%j → %s cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it('reads ambiguous text the Dutch way', () => {
    // A dot before exactly three digits groups thousands: twelve hundred and fifty euros.
    expect(parseMoney('1.250')).toBe(125000);
    expect(parseMoney('12.345')).toBe(1234500);
    expect(parseMoney('1.234.567')).toBe(123456700);
    // A comma is always the decimal separator.
    expect(parseMoney('1,5')).toBe(150);
    expect(parseMoney('1,50')).toBe(150);
    // A dot before one or two digits can only be a decimal point.
    expect(parseMoney('1.25')).toBe(125);
    expect(parseMoney('1.2')).toBe(120);
  });

  it('has no float drift', () => {
    // 0.29 * 100 and 1.005 * 100 are 28.999… and 100.49… in floating point.
    expect(parseMoney('0,29')).toBe(29);
    expect(parseMoney('1,15')).toBe(115);
    expect(parseMoney('4,35')).toBe(435);
    expect(parseMoney('90071992547409,91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    '',
    '   ',
    '€',
    '-',
    'twaalf',
    '12 euro',
    '12,345',
    '1.2345',
    '1234.567',
    '1,2,3',
    '1.23,4',
    '12.34.5',
    '1,234.56',
    '12,',
    '12.',
    '1e3',
    '--1',
    '-€-1',
    '€€1',
    '0x10',
    '90071992547409,92',
    '99999999999999999999',
  ])('%j → null', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('round-trips formatMoney and formatMoneyAmount', () => {
    for (const cents of [0, 1, 99, 100, 125050, -987654, 100000000]) {
      expect(parseMoney(formatMoney(cents))).toBe(cents);
      expect(parseMoney(formatMoneyAmount(cents))).toBe(cents);
    }
  });
});

describe('vatOfCents', () => {
  it.each([
    [10000, 21, 2100],
    [10000, 9, 900],
    [10000, 0, 0],
    [123456, 21, 25926], // 25925,76 → up
    [12345, 21, 2592], // 2592,45 → down
    [50, 21, 11], // 10,5 → half goes up
    [250, 9, 23], // 22,5 → half goes up
    [1, 21, 0], // 0,21 → down
    [3, 21, 1], // 0,63 → up
    [100, 5.25, 5], // 5,25 → down
    [200, 5.25, 11], // 10,5 → up
  ])('%s cents at %s percent → %s cents', (net, rate, vat) => {
    expect(vatOfCents(net, rate)).toBe(vat);
  });

  it('rounds a credit line on its size, so it mirrors the charge', () => {
    expect(vatOfCents(-50, 21)).toBe(-11);
    expect(vatOfCents(-123456, 21)).toBe(-25926);
    expect(vatOfCents(-1, 21)).toBe(0);
    expect(Object.is(vatOfCents(-1, 21), -0)).toBe(false);
  });

  it('is exact for large amounts', () => {
    expect(vatOfCents(1_000_000_000_00, 21)).toBe(21_000_000_000);
    expect(vatOfCents(Number.MAX_SAFE_INTEGER, 0)).toBe(0);
  });

  it('refuses amounts that are not whole cents and odd rates', () => {
    expect(() => vatOfCents(12.5, 21)).toThrow(RangeError);
    expect(() => vatOfCents(Number.NaN, 21)).toThrow(RangeError);
    expect(() => vatOfCents(100, -1)).toThrow(RangeError);
    expect(() => vatOfCents(100, 21.005)).toThrow(RangeError);
    expect(() => vatOfCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('grossFromNet', () => {
  it.each([
    [10000, 21, 12100],
    [10000, 9, 10900],
    [10000, 0, 10000],
    [50, 21, 61],
    [123456, 21, 149382],
    [-50, 21, -61],
    [0, 21, 0],
  ])('%s cents at %s percent → %s cents', (net, rate, gross) => {
    expect(grossFromNet(net, rate)).toBe(gross);
  });

  it('refuses a result beyond whole-cent precision', () => {
    expect(() => grossFromNet(Number.MAX_SAFE_INTEGER, 21)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds whole cents exactly and skips empty prices', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([125050, null, -50, undefined, 1])).toBe(125001);
    // 0.1 + 0.2 in euros would drift; in cents it cannot.
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents(new Set([100, 200]))).toBe(300);
  });

  it('refuses fractions and a total beyond whole-cent precision', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
