import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToFieldErrors } from './field-errors.ts';
import { nlZodErrorMap } from './zod-error-map.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { error: nlZodErrorMap });
  return result.error?.issues[0]?.message;
}

describe('nlZodErrorMap', () => {
  it.each([
    [z.string(), undefined, 'Vul dit veld in.'],
    [z.string(), 5, 'Vul een tekst in.'],
    [z.number(), 'x', 'Vul een getal in.'],
    [z.boolean(), 'x', 'Kies ja of nee.'],
    [z.string().min(1), '', 'Vul dit veld in.'],
    [z.string().min(3), 'ab', 'Vul minstens 3 tekens in.'],
    [z.string().max(3), 'abcd', 'Vul maximaal 3 tekens in.'],
    [z.string().length(4), 'abc', 'Vul precies 4 tekens in.'],
    [z.number().min(18), 10, 'De waarde moet minstens 18 zijn.'],
    [z.number().positive(), 0, 'De waarde moet groter zijn dan 0.'],
    [z.number().max(10), 11, 'De waarde mag maximaal 10 zijn.'],
    [z.number().int(), 1.5, 'Vul een geheel getal in.'],
    [z.array(z.string()).min(2), ['a'], 'Kies er minstens 2.'],
    [z.email(), 'geen-mail', 'Vul een geldig e-mailadres in.'],
    [z.url(), 'geen url', 'Vul een geldig webadres in.'],
    [z.iso.date(), '21-11-2026', 'Vul een geldige datum in (JJJJ-MM-DD).'],
    [z.string().regex(/^\d+$/), 'abc', 'De waarde heeft niet de juiste opbouw.'],
    [z.enum(['burial', 'cremation']), 'sea', 'Kies een geldige waarde.'],
    [z.number().multipleOf(5), 7, 'De waarde moet een veelvoud van 5 zijn.'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Onbekende velden: b.'],
  ])('%#: %s', (schema, value, message) => {
    expect(firstMessage(schema as z.ZodType, value)).toBe(message);
  });

  it('keeps the message a schema sets itself', () => {
    expect(firstMessage(z.string().min(3, 'Eigen tekst'), 'a')).toBe('Eigen tekst');
  });

  it('returns the { message } shape', () => {
    const result = nlZodErrorMap({ code: 'custom', input: 1, path: [] });
    expect(result).toEqual({ message: 'Deze waarde is niet geldig.' });
  });
});

describe('zodIssuesToFieldErrors', () => {
  it('groups messages by dot-joined path', () => {
    const schema = z.object({
      name: z.string().min(2, 'Te kort'),
      address: z.object({ postalCode: z.string().regex(/^\d{4}[A-Z]{2}$/, 'Ongeldige postcode') }),
      lines: z.array(z.object({ amountCents: z.number({ error: 'Geen bedrag' }) })),
    });
    const result = schema.safeParse({
      name: 'a',
      address: { postalCode: 'x' },
      lines: [{ amountCents: 1 }, {}],
    });
    expect(zodIssuesToFieldErrors(result.error?.issues ?? [])).toEqual({
      name: ['Te kort'],
      'address.postalCode': ['Ongeldige postcode'],
      'lines.1.amountCents': ['Geen bedrag'],
    });
  });

  it('keeps several messages per field once each, and uses "" for the whole object', () => {
    expect(
      zodIssuesToFieldErrors([
        { path: ['password'], message: 'A' },
        { path: ['password'], message: 'B' },
        { path: ['password'], message: 'A' },
        { path: [], message: 'C' },
      ]),
    ).toEqual({ password: ['A', 'B'], '': ['C'] });
  });
});
