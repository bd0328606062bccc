// Arithmetic on integer cents for budgets and invoices. BigInt keeps every step exact: no float drift.

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
}

/** A VAT rate in percent (21, 9, 0, or with up to two decimals such as 5.25) as basis points (2100). */
function basisPoints(ratePercent: number): bigint {
  const points = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || Math.abs(points - ratePercent * 100) > 1e-6) {
    throw new RangeError(`VAT rate must be a percentage with at most two decimals, got ${ratePercent}`);
  }
  return BigInt(points);
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

function toCents(value: bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new RangeError('amount is beyond whole-cent precision');
  return cents;
}

/**
 * The VAT on a net amount: `netCents × rate / 100`, rounded to whole cents half up, that is half a cent or more
 * goes up (€ 0,025 → € 0,03), as the Belastingdienst expects ("rekenkundig afronden"). A negative amount (a
 * credit line) rounds the same way on its size, so crediting a line gives back exactly the VAT it charged.
 * Round per VAT total, not per line, when an invoice has many lines of one rate: that is the usual practice
 * and what `sumCents` then `vatOfCents` does.
 */
export function vatOfCents(netCents: number, ratePercent: number): number {
  assertCents(netCents, 'netCents');
  return toCents(divideRoundHalfUp(BigInt(netCents) * basisPoints(ratePercent), 10_000n));
}

/** Net plus its VAT (see `vatOfCents` for the rounding). */
export function grossFromNet(netCents: number, ratePercent: number): number {
  return toCents(BigInt(netCents) + BigInt(vatOfCents(netCents, ratePercent)));
}

/** The sum of amounts in cents; null and undefined (an empty price) count as nothing. */
export function sumCents(values: Iterable<number | null | undefined>): number {
  let total = 0n;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    assertCents(value, 'each amount');
    total += BigInt(value);
  }
  return toCents(total);
}
