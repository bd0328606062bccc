import type { $ZodErrorMap } from 'zod/v4/core';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';

const m = messages.validation.zod;

type RawIssue = Parameters<$ZodErrorMap>[0];

function invalidType(issue: Extract<RawIssue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return m.required;
  switch (issue.expected) {
    case 'string':
      return m.expectedString;
    case 'number':
    case 'bigint':
    case 'nan':
      return m.expectedNumber;
    case 'int':
      return m.expectedInteger;
    case 'boolean':
      return m.expectedBoolean;
    case 'date':
      return m.expectedDate;
    case 'array':
    case 'tuple':
    case 'set':
      return m.expectedArray;
    case 'object':
    case 'record':
    case 'map':
      return m.expectedObject;
    default:
      return m.invalid;
  }
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const minimum = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.minimum === 1 && !issue.exact) return m.required;
      return interpolate(issue.exact ? m.exactString : m.tooSmallString, { minimum });
    case 'number':
    case 'int':
    case 'bigint':
      return interpolate(issue.inclusive === false ? m.tooSmallNumberExclusive : m.tooSmallNumber, {
        minimum,
      });
    case 'array':
    case 'set':
      if (issue.minimum === 1) return m.required;
      return interpolate(m.tooSmallArray, { minimum });
    default:
      return m.invalid;
  }
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const maximum = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return interpolate(issue.exact ? m.exactString : m.tooBigString, { minimum: maximum, maximum });
    case 'number':
    case 'int':
    case 'bigint':
      return interpolate(issue.inclusive === false ? m.tooBigNumberExclusive : m.tooBigNumber, { maximum });
    case 'array':
    case 'set':
      return interpolate(m.tooBigArray, { maximum });
    case 'file':
      return m.tooBigFile;
    default:
      return m.invalid;
  }
}

function invalidFormat(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return m.email;
    case 'url':
      return m.url;
    case 'uuid':
    case 'guid':
      return m.uuid;
    case 'date':
      return m.date;
    case 'datetime':
      return m.datetime;
    case 'time':
      return m.time;
    case 'starts_with':
      return interpolate(m.startsWith, { prefix: String(issue['prefix'] ?? '') });
    case 'ends_with':
      return interpolate(m.endsWith, { suffix: String(issue['suffix'] ?? '') });
    case 'includes':
      return interpolate(m.includes, { includes: String(issue['includes'] ?? '') });
    default:
      return m.format;
  }
}

/**
 * Dutch fallback messages for Zod 4 issues that have no message of their own. Install it in an app with
 * `z.config({ customError: nlZodErrorMap })` (or pass it per parse as `{ error: nlZodErrorMap }`); the package
 * does not configure Zod globally itself.
 */
export const nlZodErrorMap: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return { message: invalidType(issue) };
    case 'too_small':
      return { message: tooSmall(issue) };
    case 'too_big':
      return { message: tooBig(issue) };
    case 'invalid_format':
      return { message: invalidFormat(issue) };
    case 'not_multiple_of':
      return { message: interpolate(m.notMultipleOf, { divisor: issue.divisor }) };
    case 'unrecognized_keys':
      return { message: interpolate(m.unrecognizedKeys, { keys: issue.keys.join(', ') }) };
    case 'invalid_value':
      return { message: m.invalidValue };
    default:
      return { message: m.invalid };
  }
};
