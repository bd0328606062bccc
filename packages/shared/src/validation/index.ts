export { nlZodErrorMap } from './zod-error-map.ts';
export { zodIssuesToFieldErrors, type IssueLike } from './field-errors.ts';
