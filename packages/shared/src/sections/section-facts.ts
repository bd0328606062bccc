/**
 * Facts read from a section's data that need none of its schemas: apart from `registry.ts`, so the web's section
 * form does not load Zod and the field schemas for them (the `*-values.ts` rule of decision 029).
 */

export const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Has anything been recorded? Nulls, empty texts, empty lists and unticked boxes do not count. */
export function isSectionFilled(data: unknown): boolean {
  if (data === null || data === undefined || data === false) return false;
  if (typeof data === 'string') return data.trim() !== '';
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') return Object.values(data).some(isSectionFilled);
  return true;
}

/** The cremation date (`YYYY-MM-DD`) of the cremation section's data, for the ash-destination context. */
export function cremationDateOf(cremationData: unknown): string | null {
  return stringOf(asRecord(cremationData)['date']);
}
