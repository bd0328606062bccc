import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { requiredMessage } from '../nl/required-messages.ts';

const { fields, validation } = messages;

export const required = (field: string): string => requiredMessage(field);
export const maxLength = (field: string, length: number): string =>
  interpolate(validation.max, { field, length });

/** A required string: a missing, null or non-string value and an empty string all say "Vul … in." (`requiredMessage`). */
export const requiredString = (field: string) =>
  z.string({ error: required(field) }).min(1, { error: required(field), abort: true });

/** A required, trimmed text with a length range. */
export const requiredText = (field: string, min: number, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field), abort: true })
    .min(min, { error: interpolate(validation.min, { field, length: min }) })
    .max(max, { error: maxLength(field, max) });

export const emailField = (field: string = fields.email) =>
  z
    .string({ error: required(field) })
    .trim()
    .toLowerCase()
    .min(1, { error: required(field), abort: true })
    .max(255, { error: maxLength(field, 255), abort: true })
    .pipe(z.email({ error: interpolate(validation.email, { field }) }));

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional text: missing stays missing, an empty string becomes null, otherwise trimmed and checked. */
export const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: interpolate(validation.default, { field }) })
      .trim()
      .max(max, { error: maxLength(field, max) })
      .nullable()
      .optional(),
  );

/** An optional value with a format rule: checked with `isValid`, stored as `normalize` gives it. */
export const optionalFormatted = (
  field: string,
  message: string,
  isValid: (value: string) => boolean,
  normalize: (value: string) => string,
) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: interpolate(validation.default, { field }) })
      .trim()
      .max(100, { error: message, abort: true })
      .refine(isValid, { error: message, abort: true })
      .transform(normalize)
      .nullable()
      .optional(),
  );

/** A whole number of at least 1 from the query string (it arrives as text), with labelled Dutch messages. */
const positiveQueryInteger = (field: string) => {
  const integer = interpolate(validation.integer, { field });
  return z.coerce
    .number({ error: integer })
    .int({ error: integer })
    .min(1, { error: interpolate(validation.min_value, { field, min: 1 }) });
};

/** A list query's `page` (from 1; 1 when absent). */
export const pageField = () => positiveQueryInteger(fields.page).default(1);

/** A list query's `per_page` (1 to 100; `fallback` when absent). */
export const perPageField = (fallback: number) =>
  positiveQueryInteger(fields.perPage)
    .max(100, { error: interpolate(validation.max_value, { field: fields.perPage, max: 100 }) })
    .default(fallback);

export const optionalEmail = (field: string = fields.email) =>
  z.preprocess(blankToNull, emailField(field).nullable().optional());

export const always = { when: () => true };
