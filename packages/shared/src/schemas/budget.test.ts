import { describe, expect, it } from 'vitest';
import { messages } from '../nl/catalogue.ts';
import { budgetSectionOrderSchema, createBudgetLineSchema, updateBudgetLineSchema } from './budget.ts';
import { budgetDataSchema, budgetLineDataSchema } from './budget-responses.ts';

const errors = messages.budget.errors;
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createBudgetLineSchema', () => {
  const base = { description: 'Rouwauto', quantity: 1, unitPrice: 39_500, vatRate: '21' };

  it('accepts a free line and defaults nothing it does not know', () => {
    const parsed = createBudgetLineSchema.parse({ ...base, quantity: 2.5, discount: 12.5, unit: ' uur ' });
    expect(parsed).toMatchObject({
      quantity: 2.5,
      discount: 12.5,
      unit: 'uur',
      unitPrice: 39_500,
      vatRate: '21',
    });
    expect(parsed.billable).toBeUndefined();
  });

  it('needs description, price and VAT only without an article', () => {
    expect(issues(createBudgetLineSchema.safeParse({ quantity: 1 }))).toEqual({
      description: 'Vul de omschrijving in.',
      unitPrice: 'Vul de prijs per eenheid (excl. btw) in.',
      vatRate: 'Kies een btw-tarief.',
    });
    expect(createBudgetLineSchema.safeParse({ quantity: 1, articleId: 'a1' }).success).toBe(true);
    expect(issues(createBudgetLineSchema.safeParse({ articleId: 'a1' }))).toEqual({
      quantity: 'Vul het aantal in.',
    });
  });

  it.each([
    [{ quantity: -1 }, { quantity: errors.quantity }],
    [{ quantity: 0 }, { quantity: errors.quantity }],
    [{ quantity: 1.0005 }, { quantity: errors.quantityDecimals }],
    [{ quantity: 1_000_001 }, { quantity: errors.quantityMax }],
    [{ unitPrice: 1.5 }, { unitPrice: errors.unitPrice }],
    [{ unitPrice: -100_000_001 }, { unitPrice: errors.unitPriceMax }],
    [{ vatRate: 'hoog' }, { vatRate: errors.vatRate }],
    [{ discount: -1 }, { discount: errors.discount }],
    [{ discount: 100.01 }, { discount: errors.discount }],
    [{ discount: 1.234 }, { discount: errors.discountDecimals }],
    [{ insuranceCovered: -5 }, { insuranceCovered: errors.insuranceCovered }],
    [{ billable: 'ja' }, { billable: errors.billable }],
  ])('refuses %j', (override, expected) => {
    expect(issues(createBudgetLineSchema.safeParse({ ...base, ...override }))).toEqual(expected);
  });

  it('allows a negative price (a reduction) and a full discount', () => {
    expect(createBudgetLineSchema.safeParse({ ...base, unitPrice: -2500, discount: 100 }).success).toBe(true);
  });
});

describe('updateBudgetLineSchema', () => {
  it('needs the version and takes any subset of the fields', () => {
    expect(updateBudgetLineSchema.safeParse({ quantity: 2 }).success).toBe(false);
    expect(updateBudgetLineSchema.parse({ version: 3, quantity: 2 })).toEqual({ version: 3, quantity: 2 });
    expect(issues(updateBudgetLineSchema.safeParse({ version: 1, description: ' ' }))).toEqual({
      description: 'Vul de omschrijving in.',
    });
  });
});

describe('budgetSectionOrderSchema', () => {
  it('takes a list of ids', () => {
    expect(budgetSectionOrderSchema.parse({ ids: ['a', 'b'] })).toEqual({ ids: ['a', 'b'] });
    expect(issues(budgetSectionOrderSchema.safeParse({ ids: 'a' }))).toEqual({ ids: errors.sectionOrder });
  });
});

describe('the response schemas', () => {
  const totals = { excl: 0, vat: [], incl: 0, covered: 0, toPay: 0 };
  it('describe a line and a budget', () => {
    const line = {
      id: 'l1',
      sectionId: 's1',
      article: null,
      description: 'Rouwauto',
      unit: null,
      quantity: 2.5,
      unitPrice: 100,
      vatRate: '21',
      discount: 0,
      amount: 250,
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
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      updatedBy: null,
    };
    expect(budgetLineDataSchema.parse(line)).toEqual(line);
    const budget = {
      sections: [{ id: 's1', name: 'Vervoer', position: 0, lines: [line], totals }],
      totals,
      billableOpen: { count: 1, excl: 250 },
    };
    expect(budgetDataSchema.parse(budget)).toEqual(budget);
  });
});
