import { describe, expect, it } from 'vitest';
import type { FileLike } from './rule-helpers.ts';
import { RULE_NAMES, rules } from './rules.ts';
import { validateValue, type RuleSpec } from './validate.ts';

const field = 'Veld';
const check = (value: unknown, spec: RuleSpec, values?: Record<string, unknown>) =>
  validateValue(value, spec, { field, values });

const photo: FileLike = { name: 'foto.JPG', type: 'image/jpeg', size: 150 * 1024, width: 800, height: 600 };
const pdf: FileLike = { name: 'akte.pdf', type: 'application/pdf', size: 900 * 1024 };

// [rule spec, passing values, failing values, Dutch message on failure]
const cases: [RuleSpec, unknown[], unknown[], string][] = [
  [
    'alpha',
    ['Zoë', 'Brontë', 'naïef', 'Éric'],
    ['Zoë1', 'Jan Piet', 'a-b'],
    'Veld mag alleen letters bevatten.',
  ],
  [
    'alpha_dash',
    ['Zoë_1-a', 'abc', '123'],
    ['a b', 'a.b'],
    'Veld mag alleen letters, cijfers, streepjes en liggende streepjes bevatten.',
  ],
  ['alpha_num', ['Zoë1', 'abc123'], ['a_b', 'a b'], 'Veld mag alleen letters en cijfers bevatten.'],
  [
    'alpha_spaces',
    ['Zoë de Vries', 'Anne Marie'],
    ['Anne-Marie', 'Jan 2'],
    'Veld mag alleen letters en spaties bevatten.',
  ],
  ['between:1,10', [1, '10', '5,5', 7.5], [0, 11, 'abc'], 'Veld moet tussen 1 en 10 liggen.'],
  ['digits:4', ['1234', 1234], ['123', '12345', '12a4', '-123'], 'Veld moet uit precies 4 cijfers bestaan.'],
  ['dimensions:800,600', [photo], [{ ...photo, width: 801 }, pdf], 'Veld moet 800 bij 600 pixels zijn.'],
  [
    'double',
    ['12', '12.5', '-0.25', 3.75],
    ['12,5', '12.', 'abc', '1.2.3'],
    'Veld moet een geldig decimaal getal zijn.',
  ],
  [
    'double:2,comma',
    ['12,50', '12', '-1,5'],
    ['12,505', '12.50'],
    'Veld moet een geldig decimaal getal zijn.',
  ],
  [
    'email',
    ['jan@example.nl', 'j.de.vries+test@uitvaart-linde.nl', 'zoë@bloemen.nl'],
    ['jan@', 'jan@example', 'jan example@x.nl', '@x.nl'],
    'Veld moet een geldig e-mailadres zijn.',
  ],
  ['excluded:admin,root', ['jan'], ['admin', 'root'], 'Veld heeft een waarde die niet is toegestaan.'],
  ['ext:jpg,png', [photo, [photo]], [pdf, [photo, pdf]], 'Veld moet een bestand van het type jpg, png zijn.'],
  [
    'image',
    [photo, { name: 'scan.png', type: '', size: 1 }],
    [pdf, 'foto.jpg'],
    'Veld moet een afbeelding zijn.',
  ],
  ['integer', ['42', -7, '+3'], ['4.2', 'vier', '4,0'], 'Veld moet een geheel getal zijn.'],
  ['is:ja', ['ja'], ['nee'], 'Veld heeft niet de verwachte waarde.'],
  ['is_not:nee', ['ja'], ['nee'], 'Veld mag deze waarde niet hebben.'],
  ['length:3', ['abc', ['a', 'b', 'c'], 123], ['ab', 'abcd'], 'Veld moet precies 3 tekens lang zijn.'],
  ['max:5', ['abcde', 'é', 12345], ['abcdef', 123456], 'Veld mag maximaal 5 tekens bevatten.'],
  ['max_value:100', [100, '99,5', -5], [101, '100.01', 'veel'], 'Veld mag maximaal 100 zijn.'],
  [
    'mimes:image/*,application/pdf',
    [photo, pdf],
    [{ name: 'a.txt', type: 'text/plain', size: 1 }],
    'Veld moet een bestand van het type image/*, application/pdf zijn.',
  ],
  ['min:3', ['abc', 'ëëë'], ['ab', 12], 'Veld moet minstens 3 tekens bevatten.'],
  ['min_value:18', [18, '18', 99], [17, '17,9', 'oud'], 'Veld moet minstens 18 zijn.'],
  ['numeric', ['0123', 42], ['-1', '1.5', '1e3'], 'Veld mag alleen cijfers bevatten.'],
  [
    { oneOf: ['burial', 'cremation'] },
    ['burial', ['burial', 'cremation']],
    ['sea', ['burial', 'sea']],
    'Veld is geen geldige keuze.',
  ],
  [
    { regex: /^\d{4} ?[A-Z]{2}$/ },
    ['1234 AB', '1234AB'],
    ['1234 ab', '0123'],
    'Veld heeft niet de juiste opbouw.',
  ],
  ['regex:^[A-Z]{2},[0-9]$', ['AB,1'], ['AB1'], 'Veld heeft niet de juiste opbouw.'],
  [
    'required',
    ['x', 0, true, ['a'], { a: 1 }],
    ['', '   ', null, undefined, [], false],
    'Veld is verplicht.',
  ],
  ['size:200', [photo], [pdf, [photo, pdf]], 'Veld mag maximaal 200 KB zijn.'],
];

describe('rules', () => {
  it.each(cases)('%s', (spec, passing, failing, message) => {
    for (const value of passing) expect(check(value, spec), JSON.stringify(value)).toBeNull();
    for (const value of failing) expect(check(value, spec), JSON.stringify(value)).toBe(message);
  });

  it('confirmed compares with another field', () => {
    expect(check('geheim-12345', 'confirmed:password', { password: 'geheim-12345' })).toBeNull();
    expect(check('geheim-12345', 'confirmed:password', { password: 'anders' })).toBe(
      'Veld komt niet overeen.',
    );
    expect(check('geheim-12345', 'confirmed:password')).toBe('Veld komt niet overeen.');
  });

  it('required_if requires the value when the other field has one of the values', () => {
    const spec = 'required_if:disposition,cremation';
    expect(check('', spec, { disposition: 'cremation' })).toBe('Veld is verplicht.');
    expect(check('Het Rozenveld', spec, { disposition: 'cremation' })).toBeNull();
    expect(check('', spec, { disposition: 'burial' })).toBeNull();
  });

  it('required_if without values requires the value when the other field is filled', () => {
    expect(check('', 'required_if:partner', { partner: 'Piet' })).toBe('Veld is verplicht.');
    expect(check('', 'required_if:partner', { partner: '' })).toBeNull();
    expect(check('', { required_if: ['partner'] }, { partner: true })).toBe('Veld is verplicht.');
  });

  it('lets an empty value pass every rule except required and required_if', () => {
    const allButRequired = RULE_NAMES.filter((name) => name !== 'required' && name !== 'required_if');
    for (const name of allButRequired) {
      expect(check('', name), name).toBeNull();
      expect(check(null, name), name).toBeNull();
      expect(check([], name), name).toBeNull();
      expect(check(undefined, name), name).toBeNull();
    }
  });

  it('exports a function for every rule name', () => {
    expect(Object.keys(rules).sort()).toEqual([...RULE_NAMES].sort());
  });
});
