import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { PASSWORD_MIN_LENGTH, isCommonPassword, passwordChecks, passwordErrors } from './password.ts';

const okFlags = (password: string, email?: string) =>
  Object.fromEntries(passwordChecks(password, email).map((check) => [check.key, check.ok]));

describe('common password list', () => {
  it('is large, lower-case and has many long entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(500);
    expect([...COMMON_PASSWORDS].filter((word) => word.length >= PASSWORD_MIN_LENGTH).length).toBeGreaterThan(
      200,
    );
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
  });

  it.each([
    '123456',
    'password',
    'qwerty',
    'iloveyou',
    '1234567890',
    'wachtwoord',
    'welkom123',
    'feyenoord',
    'zomer2024',
  ])('contains %s', (word) => expect(isCommonPassword(word)).toBe(true));

  it('matches case-insensitively and exactly', () => {
    expect(isCommonPassword('WachtWoord1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('wachtwoord1x')).toBe(false);
    expect(isCommonPassword('Zonnebloem-Lantaarn-7')).toBe(false);
  });
});

describe('passwordChecks', () => {
  it('returns the three checks with Dutch labels', () => {
    const checks = passwordChecks('x');
    expect(checks.map((check) => check.key)).toEqual(['length', 'common', 'email']);
    expect(checks.map((check) => check.label)).toEqual([
      'Minstens 10 tekens',
      'Geen veelgebruikt wachtwoord',
      'Niet gelijk aan je e-mailadres',
    ]);
  });

  it('fails length and common for an empty password', () => {
    expect(okFlags('')).toEqual({ length: false, common: false, email: true });
  });

  it('checks the length in characters', () => {
    expect(okFlags('abcdefghi').length).toBe(false);
    expect(okFlags('abcdefgh-j').length).toBe(true);
    expect(okFlags('🙂🙂🙂🙂🙂🙂🙂🙂🙂').length).toBe(false);
  });

  it('rejects common passwords', () => {
    expect(okFlags('wachtwoord1')).toEqual({ length: true, common: false, email: true });
    expect(okFlags('Rustige-Avond-42').common).toBe(true);
  });

  it('rejects the e-mail address and its local part, ignoring case', () => {
    expect(okFlags('Jan.Jansen@Example.nl', 'jan.jansen@example.nl').email).toBe(false);
    expect(okFlags('JAN.JANSEN', 'jan.jansen@example.nl').email).toBe(false);
    expect(okFlags('jan.jansen1', 'jan.jansen@example.nl').email).toBe(true);
    expect(okFlags('jan.jansen', undefined).email).toBe(true);
  });
});

describe('passwordErrors', () => {
  it('is empty for a good password', () => {
    expect(passwordErrors('Rustige-Avond-42', 'jan@example.nl')).toEqual([]);
  });

  it('gives the Dutch messages of the failed checks in order', () => {
    expect(passwordErrors('', 'jan@example.nl')).toEqual([
      'Je wachtwoord moet minstens 10 tekens bevatten.',
      'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
    ]);
    expect(passwordErrors('jan@example.nl', 'jan@example.nl')).toEqual([
      'Je wachtwoord mag niet gelijk zijn aan je e-mailadres.',
    ]);
  });
});
