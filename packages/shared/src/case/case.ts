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

/**
 * Answers are converted key by key, and the same few hundred keys come back in every answer (a 300-line
 * budget has 9,000 keys): converted ones are remembered. Bounded, since keys can come from user data (JSON of
 * sections); when full it starts over.
 */
const SNAKE_CACHE_LIMIT = 5000;
const snakeCache = new Map<string, string>();

/** `addressLine1` → `address_line_1`; `userID` → `user_id`; `X-Header` → `X-Header`. */
export function snakeKey(key: string): string {
  const known = snakeCache.get(key);
  if (known !== undefined) return known;
  const converted = UNTOUCHED_KEY.test(key)
    ? key
    : key
        // fooBar, foo1Bar → foo_Bar, foo1_Bar
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        // XMLHttp → XML_Http
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
        // line1 → line_1
        .replace(/([A-Za-z])([0-9])/g, '$1_$2')
        .toLowerCase();
  if (snakeCache.size >= SNAKE_CACHE_LIMIT) snakeCache.clear();
  snakeCache.set(key, converted);
  return converted;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Far deeper than any value the app makes or reads (the server refuses JSON bodies past 32 levels): a value
 * this deep is circular, and a TypeError beats looping forever.
 */
const MAX_DEPTH = 100_000;

/**
 * The deep copy, made with an explicit stack instead of recursion: no input, however deeply nested, can
 * overflow the call stack. A value nested past `MAX_DEPTH` (in practice a circular one) is a TypeError.
 */
function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  type Pending = {
    source: unknown[] | Record<string, unknown>;
    target: unknown[] | Record<string, unknown>;
    depth: number;
  };
  const stack: Pending[] = [];
  // Only arrays and plain objects are rebuilt: Date, File, Blob, FormData, URLSearchParams, Map, class
  // instances stay as they are.
  const copyOf = (item: unknown, depth: number): unknown => {
    if (!Array.isArray(item) && !isPlainObject(item)) return item;
    if (depth > MAX_DEPTH) throw new TypeError('Value nested too deeply (or circular) to convert its keys.');
    const target = Array.isArray(item) ? new Array<unknown>(item.length) : {};
    stack.push({ source: item, target, depth });
    return target;
  };
  const root = copyOf(value, 1);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { source, target, depth } = next;
    if (Array.isArray(source)) {
      const copy = target as unknown[];
      for (let index = 0; index < source.length; index++) {
        if (index in source) copy[index] = copyOf(source[index], depth + 1);
      }
      continue;
    }
    const copy = target as Record<string, unknown>;
    for (const [key, item] of Object.entries(source)) {
      // A "__proto__" key from parsed JSON would replace the prototype of the copy: drop it.
      if (key === '__proto__') continue;
      copy[convert(key)] = copyOf(item, depth + 1);
    }
  }
  return root;
}

/** Deep copy with every plain-object key in camelCase. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelKey) as T;
}

/** Deep copy with every plain-object key in snake_case. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeKey) as T;
}
