export { RULE_NAMES, rules, type RuleName } from './rules.ts';
export { validateValue, validateAll, type RuleSpec } from './validate.ts';
export { isEmpty, isFileLike, type FileLike, type RuleContext, type RuleFn } from './rule-helpers.ts';
export { nlZodErrorMap } from './zod-error-map.ts';
export { zodIssuesToFieldErrors, type IssueLike } from './field-errors.ts';
