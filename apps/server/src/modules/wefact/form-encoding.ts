export type FormValue =
  string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * `application/x-www-form-urlencoded` the way WeFact (PHP) reads nested parameters:
 * `{ InvoiceLines: [{ PriceExcl: 10 }] }` → `InvoiceLines[0][PriceExcl]=10`. Undefined is left out, null is
 * an empty value, booleans are 1/0.
 */
export function encodeForm(params: Record<string, FormValue>): string {
  const pairs: [string, string][] = [];
  const walk = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null) pairs.push([key, '']);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(`${key}[${index}]`, item));
    else if (typeof value === 'object')
      for (const [name, item] of Object.entries(value)) walk(`${key}[${name}]`, item);
    else if (typeof value === 'boolean') pairs.push([key, value ? '1' : '0']);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(params)) walk(key, value);
  return new URLSearchParams(pairs).toString();
}
