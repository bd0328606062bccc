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
