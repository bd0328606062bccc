/** Spaces collapsed, ends trimmed; the number keeps the grouping the user chose. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * A Dutch number (`020 123 4567`, `06-12345678`, service numbers such as `0800-1234`) or an international
 * one (`+31 20 123 4567`, `0032 2 123 45 67`). Only digits, spaces, `-` and a leading `+` are allowed.
 */
export function isValidPhone(value: string): boolean {
  const phone = normalizePhone(value);
  if (!/^\+?\d[\d -]*\d$/.test(phone) || /[ -]{2}/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('00')) return digits.length >= 10 && digits.length <= 17;
  if (/^0(800|900|906|909)/.test(digits)) return digits.length >= 8 && digits.length <= 11;
  return digits.startsWith('0') && digits.length === 10;
}
