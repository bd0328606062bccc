// Amounts are integer euro cents everywhere (wire, database, forms); these turn them into text.

// Made on first use: building a number format costs a phone several milliseconds, and many pages that import
// this module show no amount.
let currency: Intl.NumberFormat | undefined;
let amount: Intl.NumberFormat | undefined;

/**
 * ICU puts a no-break space (U+00A0, in some versions U+202F) between '€' and the number; Node and the
 * browsers ship different ICU versions, so the text is normalised to a regular space: a PDF made on the server,
 * an e-mail and the screen then show the same characters, and tests can compare them.
 */
function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Whole cents as an exact decimal string ('-1234.56'), which Intl formats without going through a float
 * (cents / 100 drifts for large amounts); -0 (from rounding -0.4) becomes '0.00' so no '€ -0,00' appears.
 */
function euroDecimal(cents: number | null | undefined): `${number}` | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return null;
  const rounded = Math.round(cents);
  const digits = String(Math.abs(rounded)).padStart(3, '0');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/**
 * Integer cents → '€ 1.234,56' as `Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })` writes
 * it (negative: '€ -1.234,56'), with a regular space; '' for no value. A fraction of a cent is rounded.
 */
export function formatMoney(cents: number | null | undefined): string {
  const decimal = euroDecimal(cents);
  return decimal === null
    ? ''
    : normaliseSpaces(
        (currency ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })).format(decimal),
      );
}

/** Integer cents → '1.234,56' without the euro sign (a money field shows its own '€'); '' for no value. */
export function formatMoneyAmount(cents: number | null | undefined): string {
  const decimal = euroDecimal(cents);
  return decimal === null
    ? ''
    : normaliseSpaces(
        (amount ??= new Intl.NumberFormat('nl-NL', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })).format(decimal),
      );
}
