/** BSN (burgerservicenummer): 9 digits with the "elfproef"; an old 8-digit number gets a leading zero. */

const BSN_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2, -1] as const;

/** Spaces, dots and dashes removed; 8 digits get a leading zero. Anything else comes back compacted. */
export function normalizeBsn(value: string): string {
  const compact = value.trim().replace(/[\s.-]/g, '');
  return /^\d{8}$/.test(compact) ? `0${compact}` : compact;
}

/** 9 digits (or 8 with a leading zero added) whose weighted sum (9..2, −1) is a multiple of 11, not 0. */
export function isValidBsn(value: string): boolean {
  const bsn = normalizeBsn(value);
  if (!/^\d{9}$/.test(bsn)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(bsn[index]) * BSN_WEIGHTS[index]!;
  return sum !== 0 && sum % 11 === 0;
}

/** `123456782` → `•••••6782`: only the last four digits visible (lists, the audit trail). */
export function maskBsn(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const bsn = normalizeBsn(value);
  if (bsn === '') return '';
  const visible = bsn.slice(-4);
  return `${'•'.repeat(Math.max(bsn.length - visible.length, 5))}${visible}`;
}
