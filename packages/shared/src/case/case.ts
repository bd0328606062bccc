// Key conversion between the wire (snake_case) and the code (camelCase).
// Rules, chosen so that keys round-trip: `address_line_1` ⇄ `addressLine1`, `filter[created_at]` ⇄
// `filter[createdAt]`, leading/trailing underscores (`_id`) are kept, and keys that are not identifiers
// (containing `-`, spaces or other punctuation, such as `X-Header` or `Content-Type`) are left untouched.

const UNTOUCHED_KEY = /[^A-Za-z0-9_[\].$]/;

/** `address_line_1` → `addressLine1`; `_id` → `_id`; `X-Header` → `X-Header`. */
export function camelKey(key: string): string {
  if (UNTOUCHED_KEY.test(key)) return key;
  return key.replace(/(?<=[A-Za-z0-9])_+([a-z0-9])/g, (_match, after: string) => after.toUpperCase());
}

/** `addressLine1` → `address_line_1`; `userID` → `user_id`; `X-Header` → `X-Header`. */
export function snakeKey(key: string): string {
  if (UNTOUCHED_KEY.test(key)) return key;
  return (
    key
      // fooBar, foo1Bar → foo_Bar, foo1_Bar
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      // XMLHttp → XML_Http
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      // line1 → line_1
      .replace(/([A-Za-z])([0-9])/g, '$1_$2')
      .toLowerCase()
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => convertKeys(item, convert));
  // Only plain objects are rebuilt: Date, File, Blob, FormData, URLSearchParams, Map, class instances stay as they are.
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A "__proto__" key from parsed JSON would replace the prototype of the copy: drop it.
    if (key === '__proto__') continue;
    result[convert(key)] = convertKeys(item, convert);
  }
  return result;
}

/** Deep copy with every plain-object key in camelCase. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelKey) as T;
}

/** Deep copy with every plain-object key in snake_case. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeKey) as T;
}
