import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isCountryCode } from './countries.ts';

describe('COUNTRIES', () => {
  it('holds all 249 ISO 3166-1 alpha-2 codes once', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('names the countries in Dutch', () => {
    expect(countryName('NL')).toBe('Nederland');
    expect(countryName('BE')).toBe('België');
    expect(countryName('DE')).toBe('Duitsland');
    expect(countryName('MA')).toBe('Marokko');
    expect(countryName('TR')).toBe('Turkije');
    expect(countryName('SR')).toBe('Suriname');
    expect(countryName('CW')).toBe('Curaçao');
    expect(countryName('GB')).toBe('Verenigd Koninkrijk');
    expect(countryName('US')).toBe('Verenigde Staten');
    expect(countryName('ID')).toBe('Indonesië');
  });

  it('is sorted by the Dutch name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(names[0]).toBe('Afghanistan');
    expect(names.indexOf('IJsland')).toBeGreaterThan(names.indexOf('Ierland'));
  });

  it('reads codes case-insensitively and answers null for an unknown code', () => {
    expect(countryName('de')).toBe('Duitsland');
    expect(countryName('XX')).toBeNull();
    expect(countryName(null)).toBeNull();
    expect(isCountryCode('NL')).toBe(true);
    expect(isCountryCode('nl')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });
});
