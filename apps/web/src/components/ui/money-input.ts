import { parseDecimal } from '@afscheid/shared';

/** What the user typed in a money field, read as integer cents. */
export type MoneyInput = { ok: true; cents: number | null } | { ok: false };

/**
 * Reads an amount as typed in Dutch ('1.234,56', '12,5', '€ 40', '40') into integer cents; empty → null.
 * More than two decimals, or anything that is not an amount, is not ok.
 */
export function parseMoneyInput(text: string): MoneyInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cents: null };
  const value = parseDecimal(trimmed);
  if (value === null || !Number.isFinite(value)) return { ok: false };
  const cents = Math.round(value * 100);
  // '12,345' is three decimals (not twelve thousand): refuse rather than round silently.
  if (Math.abs(cents - value * 100) > 1e-6) return { ok: false };
  if (!Number.isSafeInteger(cents)) return { ok: false };
  return { ok: true, cents };
}

/** Integer cents as the field shows them: '1.234,56' (no euro sign: the field has its own); null → ''. */
export function formatMoneyInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`;
}
