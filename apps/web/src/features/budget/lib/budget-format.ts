import {
  formatMoney,
  formatNumber,
  hasAtMostDecimals,
  interpolate,
  VAT_RATE_LABELS,
  type BudgetTotalsData,
  type VatRate,
} from '@afscheid/shared';
import { budgetTexts } from './texts.ts';

/** A quantity the Dutch way: 2.5 → '2,5', 1000 → '1.000' (up to three decimals). */
export const formatQuantity = (quantity: number): string =>
  formatNumber(quantity, { maximumFractionDigits: 3 });

/** A quantity with its unit: '2,5 uur'. */
export const quantityWithUnit = (quantity: number, unit: string | null): string =>
  [formatQuantity(quantity), unit].filter(Boolean).join(' ');

/** A discount as shown: '12,5 %', '' for none. */
export const formatDiscount = (percent: number): string =>
  percent ? `${formatNumber(percent, { maximumFractionDigits: 2 })} %` : '';

/**
 * A typed Dutch number ('2,5', '1.000', '1.000,25', ' 3 ') as a number; '' → null; anything else → NaN (the
 * form's check then refuses it with its own message). A lone dot with up to two digits is read as a decimal
 * point ('2.5' → 2.5), a dot followed by three digits as thousands ('1.000' → 1000).
 */
export function parseDutchNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  let normalised: string;
  if (trimmed.includes(',')) {
    if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(trimmed)) return Number.NaN;
    normalised = trimmed.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(trimmed)) {
    normalised = trimmed.replace(/\./g, '');
  } else if (/^-?\d+(\.\d{1,2})?$/.test(trimmed)) {
    normalised = trimmed;
  } else {
    return Number.NaN;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A quantity typed in the form: a number (the schema checks > 0 and three decimals), null when empty. */
export const parseQuantity = (text: string): number | null => parseDutchNumber(text);

/** A discount typed in the form ('12,5', '12,5 %'): empty is no discount (0). */
export function parseDiscount(text: string): number {
  const value = parseDutchNumber(text.replace('%', ''));
  return value === null ? 0 : value;
}

/** Whether a typed quantity is a valid one (> 0, at most three decimals), for a live preview. */
export const isValidQuantity = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0 && hasAtMostDecimals(value, 3);

/** The overview's row of one VAT kind (21 %, 9 %, 0 %, vrijgesteld, doorlopende posten). */
/** The VAT kind in a narrow table column. */
export const VAT_SHORT_LABELS: Record<VatRate, string> = {
  '21': '21 %',
  '9': '9 %',
  '0': '0 %',
  exempt: 'vrijgesteld',
  disbursement: 'doorlopend',
};

export const VAT_ROW_LABELS: Record<VatRate, string> = budgetTexts.overview.vatRows;

export interface OverviewRow {
  key: string;
  label: string;
  amount: number;
  /** A total row (excl., incl., to pay) is shown bold. */
  strong?: boolean;
}

/**
 * The overview's rows of a set of totals: excl. VAT, each VAT kind on its own row (with its base), incl. VAT,
 * covered by insurance and what the client still pays. All amounts come from the server's totals (the shared
 * arithmetic); nothing is computed here.
 */
export function overviewRows(totals: BudgetTotalsData): OverviewRow[] {
  const t = budgetTexts.overview;
  return [
    { key: 'excl', label: t.excl, amount: totals.excl, strong: true },
    // 21 %, 9 % and 0 %: the VAT over its base; exempt and disbursements have none, so their row is the amount itself.
    ...totals.vat.map((row) =>
      row.rate === 'exempt' || row.rate === 'disbursement'
        ? { key: `vat-${row.rate}`, label: VAT_ROW_LABELS[row.rate], amount: row.base }
        : {
            key: `vat-${row.rate}`,
            label: interpolate(t.vatOver, { rate: VAT_ROW_LABELS[row.rate], base: formatMoney(row.base) }),
            amount: row.amount,
          },
    ),
    { key: 'incl', label: t.incl, amount: totals.incl, strong: true },
    { key: 'covered', label: t.covered, amount: totals.covered },
    { key: 'toPay', label: t.toPay, amount: totals.toPay, strong: true },
  ];
}

/** The VAT select's choices. */
export const VAT_OPTIONS = (Object.keys(VAT_RATE_LABELS) as VatRate[]).map((rate) => ({
  value: rate,
  label: VAT_RATE_LABELS[rate],
}));

/** A list with the item at `index` moved `delta` places (clamped to the ends); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, index + delta));
  if (index < 0 || index >= items.length || target === index) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves the items with `keys` before or after the item `target` (a drop in the order list). */
export function moveKeys<T extends { id: string }>(
  items: readonly T[],
  keys: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after',
): T[] {
  const moving = items.filter((item) => keys.has(item.id));
  const rest = items.filter((item) => !keys.has(item.id));
  let at = rest.findIndex((item) => item.id === target);
  if (at < 0) return [...items];
  if (position === 'after') at += 1;
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}
