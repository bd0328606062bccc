/** KvK number (Kamer van Koophandel): 8 digits. Spaces and dots people type are dropped. */
export function normalizeKvkNumber(value: string): string {
  return value.replace(/[\s.]/g, '');
}

export function isValidKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(normalizeKvkNumber(value));
}
