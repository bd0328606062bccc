import { describe, expect, it } from 'vitest';
import { validateAll, validateValue } from './validate.ts';

const ctx = { field: 'Wachtwoord' };

describe('validateValue', () => {
  it('reads a pipe string and gives the first failing message', () => {
    expect(validateValue('', 'required|min:10', ctx)).toBe('Wachtwoord is verplicht.');
    expect(validateValue('kort', 'required|min:10', ctx)).toBe(
      'Wachtwoord moet minstens 10 tekens bevatten.',
    );
    expect(validateValue('lang genoeg!', 'required|min:10', ctx)).toBeNull();
  });

  it('reads an object of rules', () => {
    const spec = { required: true, min: 3, oneOf: ['aula', 'koffiekamer'], max: false };
    expect(validateValue('au', spec, { field: 'Ruimte' })).toBe('Ruimte moet minstens 3 tekens bevatten.');
    expect(validateValue('kerk', spec, { field: 'Ruimte' })).toBe('Ruimte is geen geldige keuze.');
    expect(validateValue('aula', spec, { field: 'Ruimte' })).toBeNull();
  });

  it('accepts named parameters in the object form', () => {
    expect(validateValue(11, { between: { min: 1, max: 10 } }, { field: 'Aantal' })).toBe(
      'Aantal moet tussen 1 en 10 liggen.',
    );
    expect(validateValue(11, { between: [1, 10] }, { field: 'Aantal' })).toBe(
      'Aantal moet tussen 1 en 10 liggen.',
    );
    expect(validateValue(5, { max_value: 10 }, { field: 'Aantal' })).toBeNull();
  });

  it('ignores global and sticky regex flags between calls', () => {
    const spec = { regex: /^ab$/g };
    expect(validateValue('ab', spec, ctx)).toBeNull();
    expect(validateValue('ab', spec, ctx)).toBeNull();
  });

  it('throws on an unknown rule name (a programming error)', () => {
    expect(() => validateValue('x', 'required|bestaatniet', ctx)).toThrow(/bestaatniet/);
  });
});

describe('validateAll', () => {
  it('gives every failing message in rule order', () => {
    expect(validateAll('a1', 'alpha|min:3|max:1', { field: 'Naam' })).toEqual([
      'Naam mag alleen letters bevatten.',
      'Naam moet minstens 3 tekens bevatten.',
      'Naam mag maximaal 1 tekens bevatten.',
    ]);
    expect(validateAll('abc', 'alpha|min:3', { field: 'Naam' })).toEqual([]);
  });
});
