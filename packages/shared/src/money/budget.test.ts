import { describe, expect, it } from 'vitest';
import {
  budgetTotals,
  hasAtMostDecimals,
  lineAmount,
  lineAmountIncl,
  lineDiscount,
  percentToBasisPoints,
  quantityToMilli,
  type BudgetLineInput,
} from './budget.ts';

const line = (
  quantity: number,
  unitPrice: number,
  vatRate: BudgetLineInput['vatRate'],
  discount = 0,
  covered = 0,
) => ({
  quantityMilli: quantityToMilli(quantity),
  unitPrice,
  vatRate,
  discountBp: percentToBasisPoints(discount),
  insuranceCovered: covered,
});

describe('lineAmount (quantity × unit price − discount, whole cents, half away from zero)', () => {
  it.each([
    ['2,5 × € 33,33', line(2.5, 3333, '21'), 8333], // 83,325 → 83,33
    ['3 × € 0,01', line(3, 1, '21'), 3],
    ['100 % discount', line(4, 12_500, '21', 100), 0],
    ['12,5 % discount on 1 × € 99,99', line(1, 9999, '21', 12.5), 8749], // 87,49125 → 87,49
    ['a negative line: 1 × − € 250,00', line(1, -25_000, '21'), -25_000],
    ['a negative half cent rounds away from zero: 0,5 × − € 0,01', line(0.5, -1, '21'), -1],
    ['a positive half cent rounds up: 0,5 × € 0,01', line(0.5, 1, '21'), 1],
    ['1,125 km × € 1,99', line(1.125, 199, '21'), 224], // 2,23875 → 2,24
    ['0,001 × € 0,01', line(0.001, 1, '21'), 0],
  ])('%s', (_name, input, cents) => {
    expect(lineAmount(input)).toBe(cents);
  });

  it('gives the discount in cents as the difference', () => {
    expect(lineDiscount(line(1, 9999, '21', 12.5))).toBe(1250);
    expect(lineDiscount(line(4, 12_500, '21', 100))).toBe(50_000);
  });

  it('refuses amounts that are not whole cents or quantities with more than three decimals', () => {
    expect(() => lineAmount({ quantityMilli: 1000, unitPrice: 1.5 })).toThrow(RangeError);
    expect(() => quantityToMilli(1.0005)).toThrow(RangeError);
    expect(hasAtMostDecimals(2.5, 3)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 3)).toBe(true);
    expect(hasAtMostDecimals(1.0005, 3)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 3)).toBe(false);
  });

  it('gives a line incl. its own VAT for the insurance cap', () => {
    expect(lineAmountIncl(line(2.5, 3333, '21'))).toBe(8333 + 1750);
    expect(lineAmountIncl(line(1, 1000, 'exempt'))).toBe(1000);
  });
});

describe('budgetTotals (VAT per rate over the sum of that rate, half up)', () => {
  it('rounds the VAT once per rate, not per line: 3 lines of € 0,01 at 21 % give € 0,01 VAT', () => {
    const totals = budgetTotals([line(1, 1, '21'), line(1, 1, '21'), line(1, 1, '21')]);
    expect(totals.vat).toEqual([{ rate: '21', base: 3, amount: 1 }]);
    expect(totals.incl).toBe(4);
  });

  it('2,5 × € 33,33 at 21 %: € 83,33 + € 17,50 = € 100,83', () => {
    expect(budgetTotals([line(2.5, 3333, '21')])).toEqual({
      excl: 8333,
      vat: [{ rate: '21', base: 8333, amount: 1750 }],
      incl: 10_083,
      covered: 0,
      toPay: 10_083,
    });
  });

  it('a negative line lowers the base of its rate before the VAT is rounded', () => {
    const totals = budgetTotals([line(1, 5000, '21'), line(1, -1250, '21')]);
    expect(totals.vat).toEqual([{ rate: '21', base: 3750, amount: 788 }]); // 787,5 → 788
    expect(totals.incl).toBe(4538);
  });

  it('a negative total rounds its VAT away from zero, so crediting returns exactly what was charged', () => {
    expect(budgetTotals([line(1, -1250, '21')]).vat).toEqual([{ rate: '21', base: -1250, amount: -263 }]);
    expect(budgetTotals([line(1, 1250, '21')]).vat).toEqual([{ rate: '21', base: 1250, amount: 263 }]);
  });

  it('keeps every kind on its own row in a fixed order, the covered amount and what the client pays', () => {
    const totals = budgetTotals([
      line(1, 7500, 'disbursement'),
      line(1, 89_500, 'exempt'),
      line(2, 4550, '9'),
      line(1, 0, '0'),
      line(1, 32_000, '21', 0, 20_000),
      line(1, 1, '9', 100),
    ]);
    expect(totals.vat.map((row) => row.rate)).toEqual(['21', '9', '0', 'exempt', 'disbursement']);
    expect(totals.vat).toEqual([
      { rate: '21', base: 32_000, amount: 6720 },
      { rate: '9', base: 9100, amount: 819 },
      { rate: '0', base: 0, amount: 0 },
      { rate: 'exempt', base: 89_500, amount: 0 },
      { rate: 'disbursement', base: 7500, amount: 0 },
    ]);
    expect(totals.excl).toBe(138_100);
    expect(totals.incl).toBe(138_100 + 6720 + 819);
    expect(totals.covered).toBe(20_000);
    expect(totals.toPay).toBe(totals.incl - 20_000);
  });

  it('is zero for no lines', () => {
    expect(budgetTotals([])).toEqual({ excl: 0, vat: [], incl: 0, covered: 0, toPay: 0 });
  });
});
