import { describe, expect, it } from 'vitest';
import { messages } from './catalogue.ts';
import { interpolate } from './interpolate.ts';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe('interpolate', () => {
  it('replaces placeholders', () => {
    expect(interpolate(messages.errors.unknownMiddleware, { name: 'auth' })).toBe(
      'Onbekende middleware: auth',
    );
    expect(interpolate(messages.auth.throttled, { seconds: 42 })).toBe(
      'Te veel inlogpogingen. Probeer het over 42 seconden opnieuw.',
    );
    expect(interpolate('{a} en {a} en {b}', { a: 1, b: 'twee' })).toBe('1 en 1 en twee');
  });

  it('keeps a placeholder without a value visible', () => {
    expect(interpolate('Hallo {name}', {})).toBe('Hallo {name}');
    expect(interpolate('Hallo {name}', { name: null })).toBe('Hallo {name}');
    expect(interpolate('Hallo {toString}')).toBe('Hallo {toString}');
  });
});

describe('messages', () => {
  it('has the texts the contract names', () => {
    expect(messages.errors.unauthenticated).toBe('Je bent niet ingelogd.');
    expect(messages.errors.pageNotFound).toBe('Deze pagina kon niet worden gevonden');
    expect(messages.errors.validation).toBe('De ingevoerde gegevens zijn niet geldig.');
    expect(messages.errors.noStrategy).toBe('Er is geen strategie ingesteld!');
    expect(messages.errors.errorPageFailed).toBe('Er is een fout opgetreden bij het tonen van de foutpagina');
    expect(interpolate(messages.errors.server, { reference: 'ABC123' })).toContain('ABC123');
    expect(interpolate(messages.auth.resetMail.greeting, { name: 'Anna' })).toBe('Beste Anna,');
    expect(interpolate(messages.auth.resetMail.expiry, { minutes: 60 })).toContain('60 minuten');
    expect(messages.roles.funeral_director).toBe('Uitvaartverzorger');
    expect(messages.roles.super).toBe('Platformbeheerder');
    expect(messages.organizationTypes.funeral_company).toBe('Uitvaartonderneming');
    expect(messages.fields.passwordConfirmation).toBe('Wachtwoord bevestigen');
  });

  it('names the field in every field check message, and has a default', () => {
    for (const check of [
      'email',
      'integer',
      'max',
      'max_value',
      'min',
      'min_value',
      'oneOf',
      'required',
    ] as const) {
      expect(messages.validation[check], check).toContain('{field}');
    }
    expect(interpolate(messages.validation.default, { field: 'Naam' })).toBe('Naam is niet geldig.');
  });

  it('has no empty texts and no leftover English', () => {
    for (const [key, text] of leaves(messages)) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim().length, key).toBeGreaterThan(0);
      expect(text as string, key).not.toMatch(/\b(the|please|your|invalid|must|error)\b/i);
    }
  });
});
