import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input.ts';

describe('money input', () => {
  it('reads Dutch amounts into integer cents', () => {
    expect(parseMoneyInput('1.234,56')).toEqual({ ok: true, cents: 123456 });
    expect(parseMoneyInput('12,5')).toEqual({ ok: true, cents: 1250 });
    expect(parseMoneyInput('€ 40')).toEqual({ ok: true, cents: 4000 });
    expect(parseMoneyInput(' 0,99 ')).toEqual({ ok: true, cents: 99 });
    // Dots in groups of three are thousands separators.
    expect(parseMoneyInput('1.250')).toEqual({ ok: true, cents: 125000 });
  });

  it('treats an empty field as no amount', () => {
    expect(parseMoneyInput('')).toEqual({ ok: true, cents: null });
    expect(parseMoneyInput('   ')).toEqual({ ok: true, cents: null });
  });

  it('refuses text that is not an amount, and more than two decimals', () => {
    expect(parseMoneyInput('twaalf')).toEqual({ ok: false });
    expect(parseMoneyInput('12,345')).toEqual({ ok: false });
    expect(parseMoneyInput('1,2,3')).toEqual({ ok: false });
  });

  it('shows cents the Dutch way without the euro sign', () => {
    expect(formatMoneyInput(123456)).toBe('1.234,56');
    expect(formatMoneyInput(5)).toBe('0,05');
    expect(formatMoneyInput(100000000)).toBe('1.000.000,00');
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput(-250)).toBe('-2,50');
  });
});
