import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { isEmpty, type RuleContext } from './rule-helpers.ts';
import { RULE_NAMES, rules, type RuleName } from './rules.ts';

/** Either `'required|min:10|email'` or `{ required: true, min: 10, oneOf: ['a', 'b'], regex: /x/ }`. */
export type RuleSpec = string | Partial<Record<RuleName, unknown>>;

interface ParsedRule {
  name: RuleName;
  params: unknown[];
}

// Names of the parameters as they appear in the messages; `list` rules take any number of values.
const PARAM_NAMES: Partial<Record<RuleName, readonly string[]>> = {
  between: ['min', 'max'],
  confirmed: ['target'],
  digits: ['length'],
  dimensions: ['width', 'height'],
  double: ['decimals', 'separator'],
  is: ['other'],
  is_not: ['other'],
  length: ['length'],
  max: ['length'],
  max_value: ['max'],
  min: ['length'],
  min_value: ['min'],
  regex: ['regex'],
  required_if: ['target'],
  size: ['size'],
};
const LIST_PARAM: Partial<Record<RuleName, string>> = {
  excluded: 'values',
  ext: 'extensions',
  mimes: 'types',
  oneOf: 'values',
};
const ALWAYS_RUN = new Set<RuleName>(['required', 'required_if']);

function ruleName(name: string): RuleName {
  if (!(RULE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown validation rule: ${name}`);
  return name as RuleName;
}

function parseString(spec: string): ParsedRule[] {
  return spec
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const colon = part.indexOf(':');
      const name = ruleName(colon === -1 ? part : part.slice(0, colon));
      const raw = colon === -1 ? '' : part.slice(colon + 1);
      // A regex may contain commas; everything after the colon is the pattern.
      const params = raw === '' ? [] : name === 'regex' ? [raw] : raw.split(',').map((param) => param.trim());
      return { name, params };
    });
}

function objectParams(name: RuleName, setting: unknown): unknown[] {
  if (setting === true) return [];
  if (Array.isArray(setting)) return [...(setting as unknown[])];
  if (setting !== null && typeof setting === 'object' && !(setting instanceof RegExp)) {
    const named = setting as Record<string, unknown>;
    return (PARAM_NAMES[name] ?? Object.keys(named)).map((param) => named[param]);
  }
  return [setting];
}

function parseObject(spec: Partial<Record<RuleName, unknown>>): ParsedRule[] {
  return Object.entries(spec)
    .filter(([, setting]) => setting !== false && setting !== undefined && setting !== null)
    .map(([key, setting]) => {
      const name = ruleName(key);
      return { name, params: objectParams(name, setting) };
    });
}

function messageFor(rule: ParsedRule, ctx: RuleContext): string {
  const params: Record<string, string> = { field: ctx.field };
  const listParam = LIST_PARAM[rule.name];
  if (listParam) params[listParam] = rule.params.map(String).join(', ');
  (PARAM_NAMES[rule.name] ?? []).forEach((param, index) => {
    const value = rule.params[index];
    if (value !== undefined) params[param] = String(value);
  });
  const template = messages.validation[rule.name] ?? messages.validation.default;
  return interpolate(template, params);
}

function failures(value: unknown, spec: RuleSpec, ctx: RuleContext, firstOnly: boolean): string[] {
  const parsed = typeof spec === 'string' ? parseString(spec) : parseObject(spec);
  const empty = isEmpty(value);
  const found: string[] = [];
  for (const rule of parsed) {
    if (empty && !ALWAYS_RUN.has(rule.name)) continue;
    if (rules[rule.name](value, rule.params, ctx)) continue;
    found.push(messageFor(rule, ctx));
    if (firstOnly) break;
  }
  return found;
}

/** The first Dutch message of a failing rule, or null when the value passes. */
export function validateValue(value: unknown, spec: RuleSpec, ctx: RuleContext): string | null {
  return failures(value, spec, ctx, true)[0] ?? null;
}

/** The Dutch messages of every failing rule, in rule order. */
export function validateAll(value: unknown, spec: RuleSpec, ctx: RuleContext): string[] {
  return failures(value, spec, ctx, false);
}
