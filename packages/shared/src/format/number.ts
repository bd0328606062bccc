export type NumberFormatOptions = Pick<
  Intl.NumberFormatOptions,
  'minimumFractionDigits' | 'maximumFractionDigits'
>;

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(options: NumberFormatOptions): Intl.NumberFormat {
  const key = `${options.minimumFractionDigits ?? ''}/${options.maximumFractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('nl-NL', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * '1.234,5'. A number as second argument fixes the decimals (`formatNumber(2, 2)` → '2,00');
 * '' for null, undefined or a non-finite value.
 */
export function formatNumber(
  value: number | null | undefined,
  options: number | NumberFormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const resolved =
    typeof options === 'number'
      ? { minimumFractionDigits: options, maximumFractionDigits: options }
      : options;
  return numberFormatter(resolved).format(value);
}

/** Integer cents → '€ 1.234,56' (regular space; negative: '€ -1.234,56'); '' for no value. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = rounded < 0 ? '-' : '';
  return `€ ${sign}${euros},${String(abs % 100).padStart(2, '0')}`;
}

const GROUPED_WITH_COMMA = /^(\d{1,3}(?:\.\d{3})+|\d*),(\d+)$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const PLAIN = /^\d+(?:\.\d+)?$/;

/**
 * Reads a Dutch decimal: '1.234,56' → 1234.56, '12,5' → 12.5, '1.234' → 1234 (dots in groups of three are
 * thousands separators), '12.5' → 12.5 (a dot that is not a thousands separator is the decimal point).
 * A leading '€', spaces and a sign are allowed; anything else → null.
 */
export function parseDecimal(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.replace(/^\s*€/, '').replace(/\s/g, '');
  const match = /^([-+]?)(.+)$/.exec(text);
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2] ?? '';
  let normalized: string | null = null;
  const withComma = GROUPED_WITH_COMMA.exec(body);
  if (withComma) normalized = `${(withComma[1] ?? '').replace(/\./g, '') || '0'}.${withComma[2] ?? ''}`;
  else if (GROUPED.test(body)) normalized = body.replace(/\./g, '');
  else if (PLAIN.test(body)) normalized = body;
  if (normalized === null) return null;
  const value = sign * Number(normalized);
  return Object.is(value, -0) ? 0 : value;
}
