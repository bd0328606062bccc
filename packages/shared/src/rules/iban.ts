/** Lengths of the IBANs of countries a Dutch funeral company deals with; others only need the mod-97 check. */
const IBAN_LENGTHS: Record<string, number> = {
  NL: 18,
  BE: 16,
  DE: 22,
  FR: 27,
  LU: 20,
  GB: 22,
  ES: 24,
  IT: 27,
  AT: 20,
  CH: 21,
  PL: 28,
  PT: 25,
  DK: 18,
  IE: 22,
};

/** The electronic form: no spaces, upper case (`NL91ABNA0417164300`). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The paper form: groups of four (`NL91 ABNA 0417 1643 00`). */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 13616: move the first four characters to the end, letters become 10..35, the number mod 97 must be 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
