import { describe, expect, it } from 'vitest';
import {
  formatDiscount,
  formatQuantity,
  moveItem,
  moveKeys,
  overviewRows,
  parseDiscount,
  parseQuantity,
  quantityWithUnit,
} from './budget-format.ts';
import { lineFormToInput, lineToForm } from './line-form.ts';
import { previewAmount } from '../components/budget-line-fields.tsx';

describe('quantities and discounts the Dutch way', () => {
  it('reads typed quantities', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('1.000')).toBe(1000);
    expect(parseQuantity('1.000,125')).toBe(1000.125);
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('twee')).toBeNaN();
    expect(parseQuantity('2,5,1')).toBeNaN();
  });

  it('reads typed discounts; empty is none', () => {
    expect(parseDiscount('12,5')).toBe(12.5);
    expect(parseDiscount('12,5 %')).toBe(12.5);
    expect(parseDiscount('')).toBe(0);
    expect(parseDiscount('veel')).toBeNaN();
  });

  it('shows them with a decimal comma', () => {
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(quantityWithUnit(2.5, 'uur')).toBe('2,5 uur');
    expect(quantityWithUnit(1, null)).toBe('1');
    expect(formatDiscount(12.5)).toBe('12,5 %');
    expect(formatDiscount(0)).toBe('');
  });

  it('turns the form into the wire input and back', () => {
    const input = lineFormToInput({
      sectionId: 's1',
      articleId: '',
      description: 'Rouwauto',
      unit: 'rit',
      quantity: '2,5',
      unitPrice: 3333,
      vatRate: '21',
      discount: '10',
      debtorId: '',
      billable: true,
      insurancePolicy: '',
      insuranceCovered: null,
    });
    expect(input).toMatchObject({
      sectionId: 's1',
      articleId: null,
      quantity: 2.5,
      unitPrice: 3333,
      discount: 10,
      debtorId: null,
    });
    expect(previewAmount({ quantity: '2,5', unitPrice: 3333, discount: '' })).toBe(8333);
    expect(previewAmount({ quantity: '1', unitPrice: 10_000, discount: '100' })).toBe(0);
    expect(previewAmount({ quantity: '-1', unitPrice: 100, discount: '' })).toBeNull();
  });

  it('fills the edit form from a line', () => {
    const form = lineToForm({
      id: 'l1',
      sectionId: 's1',
      article: null,
      description: 'Koffietafel',
      unit: 'persoon',
      quantity: 1250.5,
      unitPrice: 1295,
      vatRate: '9',
      discount: 12.5,
      amount: 0,
      insurancePolicy: null,
      insuranceCovered: 0,
      debtor: null,
      billable: true,
      invoice: null,
      invoicedAt: null,
      creditsLineId: null,
      credited: false,
      position: 0,
      version: 1,
      createdAt: '',
      updatedAt: '',
      updatedBy: null,
    });
    expect(form).toMatchObject({ quantity: '1250,5', discount: '12,5', insuranceCovered: null });
    expect(parseQuantity(form.quantity)).toBe(1250.5);
  });
});

describe('overviewRows', () => {
  it('gives excl., each VAT kind on its own row (the VAT over its base; exempt and disbursements as their amount), incl., covered and to pay', () => {
    const rows = overviewRows({
      excl: 148_434,
      vat: [
        { rate: '21', base: 5836, amount: 1226 },
        { rate: '9', base: 21_098, amount: 1899 },
        { rate: '0', base: 0, amount: 0 },
        { rate: 'exempt', base: 120_000, amount: 0 },
        { rate: 'disbursement', base: 1500, amount: 0 },
      ],
      incl: 151_559,
      covered: 100_000,
      toPay: 51_559,
    });
    expect(rows.map((row) => [row.label, row.amount])).toEqual([
      ['Totaal excl. btw', 148_434],
      ['21 % btw over € 58,36', 1226],
      ['9 % btw over € 210,98', 1899],
      ['0 % btw over € 0,00', 0],
      ['Vrijgesteld', 120_000],
      ['Doorlopende posten', 1500],
      ['Totaal incl. btw', 151_559],
      ['Gedekt door verzekering', 100_000],
      ['Door opdrachtgever te betalen', 51_559],
    ]);
  });
});

describe('moving sections', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('moves one place up or down and stops at the ends', () => {
    expect(moveItem(items, 1, -1).map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 1, 1).map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, -1).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 2, 1).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
  it('drops dragged items before or after a target', () => {
    expect(moveKeys(items, new Set(['c']), 'a', 'before').map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(moveKeys(items, new Set(['a']), 'c', 'after').map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });
});
