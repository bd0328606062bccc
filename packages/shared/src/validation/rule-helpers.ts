/** A browser `File` or anything shaped like one; width/height are known only when the app measured the image. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
  width?: number;
  height?: number;
}

export interface RuleContext {
  /** Dutch label of the field, used in the message. */
  field: string;
  /** The other values of the form, for `confirmed` and `required_if`. */
  values?: Record<string, unknown>;
}

export type RuleFn = (value: unknown, params: readonly unknown[], ctx: RuleContext) => boolean;

/** Empty values pass every rule except `required` and `required_if`. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A rule on a list checks every element (vee-validate semantics). */
export function every(value: unknown, test: (item: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.every(test) : test(value);
}

export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return null;
}

/** Text matches the pattern; non-text values fail. */
export function textMatches(value: unknown, pattern: RegExp): boolean {
  return every(value, (item) => {
    const text = asText(item);
    return text !== null && pattern.test(text);
  });
}

/** `12`, `'12'`, `'12.5'` and the Dutch `'12,5'` are numbers; anything else is not. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (/^[-+]?\d+,\d+$/.test(text)) text = text.replace(',', '.');
  if (!/^[-+]?(\d+(\.\d+)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export function paramNumber(params: readonly unknown[], index: number): number {
  const number = toNumber(params[index]);
  return number ?? Number.NaN;
}

/** Text length in characters as the user sees them (an emoji counts once). */
export function textLength(value: unknown): number | null {
  const text = asText(value);
  return text === null ? null : [...text].length;
}

export function isFileLike(value: unknown): value is FileLike {
  if (value === null || typeof value !== 'object') return false;
  const file = value as Partial<FileLike>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number';
}

/** A single file or a list (array or FileList-like) of files; every one must pass. */
export function everyFile(value: unknown, test: (file: FileLike) => boolean): boolean {
  const list: unknown[] = Array.isArray(value)
    ? value
    : value !== null && typeof value === 'object' && !isFileLike(value) && 'length' in value
      ? Array.from(value as ArrayLike<unknown>)
      : [value];
  return list.length > 0 && list.every((file) => isFileLike(file) && test(file));
}

export function sameValue(value: unknown, other: unknown): boolean {
  if (value === other) return true;
  const a = asText(value);
  const b = asText(other);
  return a !== null && b !== null && a === b;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
