// The budget's arithmetic, defined once for the budget tab, the overview, the invoice and generated documents
// (issue 12). It matches WeFact's calculation with `VatCalcMethod` "excl":
// - a line's amount is quantity × unit price minus the discount, rounded to whole cents (half away from zero,
//   as PHP's round() that WeFact uses: € 83,325 → € 83,33, − € 0,005 → − € 0,01);
// - VAT is computed per rate over the sum of that rate's line amounts and rounded half up (`vatOfCents`);
// - incl. VAT is the sum of the amounts plus the VAT of each rate.
// Everything is integer arithmetic (BigInt): a quantity in thousandths, a discount in basis points of a percent.
import { vatOfCents } from './vat.ts';

/** The VAT kinds of an article or a budget line. A disbursement (doorlopende post) has no VAT and is no turnover. */
export const VAT_RATES = ['21', '9', '0', 'exempt', 'disbursement'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The percentage each kind charges. */
export const VAT_RATE_PERCENT: Record<VatRate, number> = {
  '21': 21,
  '9': 9,
  '0': 0,
  exempt: 0,
  disbursement: 0,
};

/** How each kind is shown: in the overview's rows, pickers and documents. */
export const VAT_RATE_LABELS: Record<VatRate, string> = {
  '21': '21 % btw',
  '9': '9 % btw',
  '0': '0 % btw',
  exempt: 'Vrijgesteld van btw',
  disbursement: 'Doorlopende post',
};

export const isVatRate = (value: unknown): value is VatRate =>
  typeof value === 'string' && (VAT_RATES as readonly string[]).includes(value);

/** Quantities have at most three decimals (2,5 uur; 1,125 km). */
export const QUANTITY_SCALE = 1000;
/** Discounts are a percentage with at most two decimals (12,5 %), stored in basis points. */
export const DISCOUNT_SCALE = 100;
export const FULL_DISCOUNT_BP = 100 * DISCOUNT_SCALE;

function scaled(value: number, scale: number, what: string): number {
  const result = Math.round(value * scale);
  if (!Number.isFinite(value) || Math.abs(result - value * scale) > 1e-6 * Math.max(1, Math.abs(value))) {
    throw new RangeError(`${what} has more decimals than allowed: ${value}`);
  }
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is too large: ${value}`);
  return result;
}

/** 2.5 → 2500. Throws on more than three decimals (validate with `hasAtMostDecimals` first). */
export const quantityToMilli = (quantity: number): number => scaled(quantity, QUANTITY_SCALE, 'quantity');
/** 2500 → 2.5. */
export const milliToQuantity = (milli: number): number => milli / QUANTITY_SCALE;
/** 12.5 (%) → 1250. */
export const percentToBasisPoints = (percent: number): number => scaled(percent, DISCOUNT_SCALE, 'discount');
/** 1250 → 12.5 (%). */
export const basisPointsToPercent = (bp: number): number => bp / DISCOUNT_SCALE;

/** True when `value` is finite and has at most `decimals` decimals (1e-9 tolerance for binary fractions). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const factor = 10 ** decimals;
  return Math.abs(Math.round(value * factor) - value * factor) <= 1e-6 * Math.max(1, Math.abs(value));
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRoundHalfAway(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

export interface LineAmountInput {
  /** Thousandths. */
  quantityMilli: number;
  /** Cents excl. VAT (negative for a reduction). */
  unitPrice: number;
  /** Basis points of a percent (0 … 10000); missing is no discount. */
  discountBp?: number | null;
}

/** quantity × unit price × (1 − discount), in whole cents, half away from zero. */
export function lineAmount({ quantityMilli, unitPrice, discountBp }: LineAmountInput): number {
  for (const [value, what] of [
    [quantityMilli, 'quantityMilli'],
    [unitPrice, 'unitPrice'],
    [discountBp ?? 0, 'discountBp'],
  ] as const) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer, got ${value}`);
  }
  const remaining = BigInt(FULL_DISCOUNT_BP - (discountBp ?? 0));
  const numerator = BigInt(quantityMilli) * BigInt(unitPrice) * remaining;
  const cents = Number(divideRoundHalfAway(numerator, BigInt(QUANTITY_SCALE * FULL_DISCOUNT_BP)));
  if (!Number.isSafeInteger(cents)) throw new RangeError('line amount is beyond whole-cent precision');
  return cents;
}

/** The discount in cents (what the line would cost without it, minus what it costs). */
export function lineDiscount(input: LineAmountInput): number {
  return lineAmount({ ...input, discountBp: 0 }) - lineAmount(input);
}

/** A line's amount incl. its own VAT: what one line costs on its own (the cap for the insurance coverage). */
export function lineAmountIncl(input: LineAmountInput & { vatRate: VatRate }): number {
  const amount = lineAmount(input);
  return amount + vatOfCents(amount, VAT_RATE_PERCENT[input.vatRate]);
}

export interface BudgetLineInput extends LineAmountInput {
  vatRate: VatRate;
  /** Cents of this line an insurance policy covers (0 when none). */
  insuranceCovered?: number | null;
}

export interface VatRow {
  rate: VatRate;
  /** Sum of the line amounts of this rate (excl. VAT). */
  base: number;
  /** The VAT over that sum (0 for 0 %, exempt and disbursements). */
  amount: number;
}

export interface BudgetTotals {
  /** Sum of the line amounts, disbursements included. */
  excl: number;
  /** One row per rate that occurs, in the order of VAT_RATES. */
  vat: VatRow[];
  incl: number;
  covered: number;
  /** incl − covered: what the client still pays. */
  toPay: number;
}

/** The totals of a set of lines: a section, a dossier's budget, or one invoice. */
export function budgetTotals(lines: Iterable<BudgetLineInput>): BudgetTotals {
  const base = new Map<VatRate, bigint>();
  let covered = 0n;
  for (const line of lines) {
    const amount = BigInt(lineAmount(line));
    base.set(line.vatRate, (base.get(line.vatRate) ?? 0n) + amount);
    covered += BigInt(line.insuranceCovered ?? 0);
  }
  const vat: VatRow[] = [];
  let excl = 0n;
  let vatTotal = 0n;
  for (const rate of VAT_RATES) {
    const sum = base.get(rate);
    if (sum === undefined) continue;
    const amount = vatOfCents(Number(sum), VAT_RATE_PERCENT[rate]);
    vat.push({ rate, base: Number(sum), amount });
    excl += sum;
    vatTotal += BigInt(amount);
  }
  const incl = excl + vatTotal;
  return {
    excl: Number(excl),
    vat,
    incl: Number(incl),
    covered: Number(covered),
    toPay: Number(incl - covered),
  };
}
