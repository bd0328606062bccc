/**
 * Serialises query parameters the way Laravel reads them: nested objects as `filter[status]=open`,
 * arrays as `ids[]=1&ids[]=2`. `undefined`, `null` and empty strings are left out.
 */
export function buildQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) append(params, key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function append(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    for (const item of value) append(params, `${key}[]`, item);
    return;
  }
  if (value instanceof Date) {
    params.append(key, value.toISOString());
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) {
      append(params, `${key}[${child}]`, childValue);
    }
    return;
  }
  params.append(key, String(value));
}
