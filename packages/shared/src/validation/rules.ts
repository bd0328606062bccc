import {
  asText,
  escapeRegExp,
  every,
  everyFile,
  isEmpty,
  paramNumber,
  sameValue,
  textLength,
  textMatches,
  toNumber,
  type RuleFn,
} from './rule-helpers.ts';

export const RULE_NAMES = [
  'alpha',
  'alpha_dash',
  'alpha_num',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'double',
  'email',
  'excluded',
  'ext',
  'image',
  'integer',
  'is',
  'is_not',
  'length',
  'max',
  'max_value',
  'mimes',
  'min',
  'min_value',
  'numeric',
  'oneOf',
  'regex',
  'required',
  'required_if',
  'size',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

// Letters include accented and other non-Latin letters (é, ë, ï, ç, ø ...), combining marks included.
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_DASH = /^[\p{L}\p{M}\p{Nd}_-]+$/u;
const ALPHA_NUM = /^[\p{L}\p{M}\p{Nd}]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M}\s]+$/u;
const EMAIL = /^[^\s@"(),:;<>[\]\\]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,}$/u;
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|bmp|svg|webp|avif|heic|heif|tiff?)$/i;

function isRequired(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

function double(value: unknown, params: readonly unknown[]): boolean {
  const decimals = params[0] === undefined || params[0] === '*' ? '+' : `{1,${paramNumber(params, 0)}}`;
  const separator = params[1] === 'comma' ? ',' : '\\.';
  return textMatches(value, new RegExp(`^[-+]?\\d+(${separator}\\d${decimals})?$`));
}

function toRegExp(pattern: unknown): RegExp {
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return new RegExp(String(pattern));
}

function mimeMatches(type: string, pattern: string): boolean {
  const expected = pattern.trim().toLowerCase();
  if (expected.endsWith('/*')) return type.toLowerCase().startsWith(expected.slice(0, -1));
  return type.toLowerCase() === expected;
}

function inList(value: unknown, list: readonly unknown[]): boolean {
  return list.some((item) => sameValue(value, item));
}

/** The rule functions; each gets the positional parameters (strings from `'min:10'`, or values from objects). */
export const rules: Record<RuleName, RuleFn> = {
  alpha: (value) => textMatches(value, ALPHA),
  alpha_dash: (value) => textMatches(value, ALPHA_DASH),
  alpha_num: (value) => textMatches(value, ALPHA_NUM),
  alpha_spaces: (value) => textMatches(value, ALPHA_SPACES),
  between: (value, params) =>
    every(value, (item) => {
      const number = toNumber(item);
      return number !== null && number >= paramNumber(params, 0) && number <= paramNumber(params, 1);
    }),
  confirmed: (value, params, ctx) => {
    const target = String(params[0] ?? '');
    return ctx.values !== undefined && sameValue(value, ctx.values[target]);
  },
  digits: (value, params) =>
    every(value, (item) => {
      const text = asText(item);
      return text !== null && /^\d+$/.test(text) && text.length === paramNumber(params, 0);
    }),
  dimensions: (value, params) =>
    everyFile(
      value,
      (file) => file.width === paramNumber(params, 0) && file.height === paramNumber(params, 1),
    ),
  double,
  email: (value) => textMatches(value, EMAIL),
  excluded: (value, params) => every(value, (item) => !inList(item, params)),
  ext: (value, params) =>
    everyFile(value, (file) =>
      params.some((ext) =>
        new RegExp(`\\.${escapeRegExp(String(ext).replace(/^\./, ''))}$`, 'i').test(file.name),
      ),
    ),
  image: (value) =>
    everyFile(
      value,
      (file) => file.type.toLowerCase().startsWith('image/') || IMAGE_EXTENSIONS.test(file.name),
    ),
  integer: (value) => textMatches(value, /^[-+]?\d+$/),
  is: (value, params) => sameValue(value, params[0]),
  is_not: (value, params) => !sameValue(value, params[0]),
  length: (value, params) => {
    const length = Array.isArray(value) ? value.length : textLength(value);
    return length !== null && length === paramNumber(params, 0);
  },
  max: (value, params) =>
    every(value, (item) => {
      const length = textLength(item);
      return length !== null && length <= paramNumber(params, 0);
    }),
  max_value: (value, params) =>
    every(value, (item) => {
      const number = toNumber(item);
      return number !== null && number <= paramNumber(params, 0);
    }),
  mimes: (value, params) =>
    everyFile(value, (file) => params.some((type) => mimeMatches(file.type, String(type)))),
  min: (value, params) =>
    every(value, (item) => {
      const length = textLength(item);
      return length !== null && length >= paramNumber(params, 0);
    }),
  min_value: (value, params) =>
    every(value, (item) => {
      const number = toNumber(item);
      return number !== null && number >= paramNumber(params, 0);
    }),
  numeric: (value) => textMatches(value, /^\d+$/),
  oneOf: (value, params) => every(value, (item) => inList(item, params)),
  regex: (value, params) => {
    const pattern = toRegExp(params[0]);
    return every(value, (item) => {
      const text = asText(item);
      return text !== null && pattern.test(text);
    });
  },
  required: (value) => isRequired(value),
  required_if: (value, params, ctx) => {
    const [target, ...expected] = params;
    const other = ctx.values?.[String(target ?? '')];
    const applies = expected.length > 0 ? inList(other, expected) : !isEmpty(other) && other !== false;
    return !applies || isRequired(value);
  },
  size: (value, params) => everyFile(value, (file) => file.size <= paramNumber(params, 0) * 1024),
};
