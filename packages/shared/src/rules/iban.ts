import { friendlyFormatIBAN, getCountrySpecifications, isValidIBAN } from 'ibantools';

/**
 * IBAN rules come from `ibantools`, which follows the ISO 13616 registry: per country the length and the layout
 * of the account part (a Dutch IBAN is `NL`, 2 check digits, 4 letters and 10 digits), check digits 02–98 and
 * the mod-97 check, plus the national checks some countries add (Belgium, France, Spain, …).
 */
const REGISTRY_COUNTRIES = new Set(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => spec.IBANRegistry)
    .map(([code]) => code),
);

/**
 * The electronic form: upper case without spaces or dashes (`NL91ABNA0417164300`). Any white space goes, also the
 * non-breaking spaces of an IBAN copied from a PDF or a web page.
 */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The paper form: groups of four (`NL91 ABNA 0417 1643 00`). */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? '';
}

/**
 * A valid IBAN of a country in the ISO 13616 registry. Countries that only appear in some banks' lists
 * ("experimental" IBANs outside the registry) are refused.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  return REGISTRY_COUNTRIES.has(iban.slice(0, 2)) && isValidIBAN(iban);
}
