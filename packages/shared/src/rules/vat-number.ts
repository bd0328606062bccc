/**
 * Dutch VAT number (btw-identificatienummer): `NL` + 9 digits + `B` + 2 digits, stored upper case and compact.
 * Valid when the 9 digits pass the 11-check (the older numbers), or when the whole number passes ISO 7064
 * mod 97-10 (the sole traders' numbers since 2020), as the Belastingdienst describes it.
 */
const VAT_NUMBER = /^NL(\d{9})B(\d{2})$/;
const ELEVEN_CHECK_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2, -1] as const;

export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Weights 9..2 on the first 8 digits, minus the 9th digit: the sum must be a multiple of 11. */
function passesElevenCheck(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(digits[index]) * ELEVEN_CHECK_WEIGHTS[index]!;
  return sum % 11 === 0;
}

/** The whole number with `N` = 23, `L` = 21 and `B` = 11 (so `NL` → 2321), read as one number: mod 97 must be 1. */
function passesMod97(digits: string, suffix: string): boolean {
  let remainder = 0;
  for (const digit of `2321${digits}11${suffix}`) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export function isValidVatNumber(value: string): boolean {
  const match = VAT_NUMBER.exec(normalizeVatNumber(value));
  if (!match) return false;
  const [, digits = '', suffix = ''] = match;
  if (/^0+$/.test(digits)) return false;
  return passesElevenCheck(digits) || passesMod97(digits, suffix);
}
