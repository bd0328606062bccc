const POSTCODE = /^([1-9]\d{3})\s?([A-Z]{2})$/;
/** Letter pairs PostNL never uses (historic connotations). */
const UNUSED_LETTERS = new Set(['SA', 'SD', 'SS']);

/** `1234ab` → `1234 AB`; anything that is not a postcode comes back trimmed and upper case. */
export function normalizePostcode(value: string): string {
  const compact = value.trim().toUpperCase();
  const match = POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : compact;
}

/** Dutch postcode: four digits (first 1–9) and two letters, never SA, SD or SS. */
export function isValidPostcode(value: string): boolean {
  const match = POSTCODE.exec(value.trim().toUpperCase());
  return match !== null && !UNUSED_LETTERS.has(match[2]!);
}
