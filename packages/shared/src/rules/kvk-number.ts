/** KvK number (Kamer van Koophandel): 8 digits. Spaces, dots and dashes people type are dropped. */
export function normalizeKvkNumber(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** 8 digits, not all zero (the KvK has no public check digit). */
export function isValidKvkNumber(value: string): boolean {
  const kvk = normalizeKvkNumber(value);
  return /^\d{8}$/.test(kvk) && kvk !== '00000000';
}
