import { parsePhoneNumber } from 'libphonenumber-js/min';

/**
 * Stored as entered, ends trimmed and spaces collapsed: people keep the grouping they know (`030 271 45 60`),
 * and numbers stored before this rule stay as they were.
 */
export function normalizePhone(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Digits and the separators people write: spaces, `-`, `/`, `.`, brackets; a `+` only in front. */
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/;

/**
 * A number that exists according to libphonenumber's numbering plans (its "min" metadata: the length and leading
 * digits per country and per kind of number). Without a country code it is read as Dutch: `020 123 4567`,
 * `(020) 123 4567`, `06/12345678`, service numbers (`0800-1234`) and the municipalities' 14 + area code numbers
 * (`14020`). International numbers start with `+` or `00` (`+31 (0)6 12345678`, `0032 2 123 45 67`).
 * Letters, extensions and a `+` elsewhere are refused.
 */
export function isValidPhone(value: string): boolean {
  const phone = normalizePhone(value);
  if (!PHONE_CHARACTERS.test(phone)) return false;
  try {
    return parsePhoneNumber(phone, { defaultCountry: 'NL', extract: false }).isValid();
  } catch {
    return false;
  }
}
