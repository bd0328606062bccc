import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from './auth.ts';

type Schema = {
  safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
const errorsOf = (schema: Schema, value: unknown) =>
  zodIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);

const GOOD_PASSWORD = 'Rustige-Avond-42';

describe('loginSchema', () => {
  it('trims and lower-cases the e-mail address and defaults remember to false', () => {
    expect(loginSchema.parse({ email: '  Jan@Example.NL ', password: 'x' })).toEqual({
      email: 'jan@example.nl',
      password: 'x',
      remember: false,
    });
    expect(loginSchema.parse({ email: 'jan@example.nl', password: 'x', remember: true }).remember).toBe(true);
  });

  it('says in Dutch which fields are missing', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ['Vul het e-mailadres in.'],
      password: ['Vul je wachtwoord in.'],
    });
    expect(errorsOf(loginSchema, { email: '   ', password: '' })).toEqual({
      email: ['Vul het e-mailadres in.'],
      password: ['Vul je wachtwoord in.'],
    });
  });

  it('rejects an invalid e-mail address and an overlong password', () => {
    expect(errorsOf(loginSchema, { email: 'jan@', password: 'x'.repeat(201) })).toEqual({
      email: ['E-mailadres moet een geldig e-mailadres zijn.'],
      password: ['Wachtwoord mag maximaal 200 tekens bevatten.'],
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid e-mail address', () => {
    expect(forgotPasswordSchema.parse({ email: 'AN@Example.nl' })).toEqual({ email: 'an@example.nl' });
    expect(errorsOf(forgotPasswordSchema, { email: 'an' })).toEqual({
      email: ['E-mailadres moet een geldig e-mailadres zijn.'],
    });
  });
});

describe('resetPasswordSchema', () => {
  const valid = {
    token: 'abc',
    email: 'jan@example.nl',
    password: GOOD_PASSWORD,
    passwordConfirmation: GOOD_PASSWORD,
  };

  it('accepts a good password', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual(valid);
  });

  it('applies the password policy with the e-mail address', () => {
    expect(
      errorsOf(resetPasswordSchema, { ...valid, password: 'kort', passwordConfirmation: 'kort' }),
    ).toEqual({
      password: ['Je wachtwoord moet minstens 10 tekens bevatten.'],
    });
    expect(
      errorsOf(resetPasswordSchema, {
        ...valid,
        password: 'Wachtwoord1',
        passwordConfirmation: 'Wachtwoord1',
      }),
    ).toEqual({
      password: [
        'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
      ],
    });
    expect(
      errorsOf(resetPasswordSchema, {
        ...valid,
        email: 'anne-marie.jansen@example.nl',
        password: 'ANNE-MARIE.JANSEN',
        passwordConfirmation: 'ANNE-MARIE.JANSEN',
      }),
    ).toEqual({ password: ['Je wachtwoord mag niet gelijk zijn aan je e-mailadres.'] });
  });

  it('puts a mismatching confirmation on passwordConfirmation', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, passwordConfirmation: 'iets-anders-123' })).toEqual({
      passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
    });
  });

  it('reports all fields at once', () => {
    expect(
      errorsOf(resetPasswordSchema, { email: 'x', password: 'kort', passwordConfirmation: 'anders' }),
    ).toEqual({
      token: ['Vul het token in.'],
      email: ['E-mailadres moet een geldig e-mailadres zijn.'],
      password: ['Je wachtwoord moet minstens 10 tekens bevatten.'],
      passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
    });
  });

  it('says a missing password is required, not too short', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, password: '', passwordConfirmation: '' })).toEqual({
      password: ['Vul je wachtwoord in.'],
      passwordConfirmation: ['Vul je wachtwoord nog een keer in.'],
    });
  });
});

describe('updateProfileSchema', () => {
  it('trims the name and normalises the e-mail address', () => {
    expect(updateProfileSchema.parse({ name: '  Anna de Vries ', email: 'Anna@Example.nl' })).toEqual({
      name: 'Anna de Vries',
      email: 'anna@example.nl',
    });
  });

  it('checks the name length', () => {
    expect(errorsOf(updateProfileSchema, { name: ' ', email: 'a@b.nl' })).toEqual({
      name: ['Vul de naam in.'],
    });
    expect(errorsOf(updateProfileSchema, { name: 'A', email: 'a@b.nl' })).toEqual({
      name: ['Naam moet minstens 2 tekens bevatten.'],
    });
    expect(errorsOf(updateProfileSchema, { name: 'A'.repeat(121), email: 'a@b.nl' })).toEqual({
      name: ['Naam mag maximaal 120 tekens bevatten.'],
    });
  });

  it('takes the current password as it is typed, only needed by the server for a new e-mail address', () => {
    expect(
      updateProfileSchema.parse({ name: 'Anna', email: 'a@b.nl', currentPassword: ' Geheim wachtwoord ' }),
    ).toEqual({ name: 'Anna', email: 'a@b.nl', currentPassword: ' Geheim wachtwoord ' });
    expect(
      errorsOf(updateProfileSchema, { name: 'Anna', email: 'a@b.nl', currentPassword: 'x'.repeat(201) }),
    ).toEqual({
      currentPassword: ['Huidig wachtwoord mag maximaal 200 tekens bevatten.'],
    });
  });
});

describe('changePasswordSchema', () => {
  it('accepts a good new password', () => {
    const value = { currentPassword: 'oud', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD };
    expect(changePasswordSchema.parse(value)).toEqual(value);
  });

  it('requires the current password and applies length and common checks', () => {
    expect(
      errorsOf(changePasswordSchema, { password: 'welkom12345', passwordConfirmation: 'welkom12345' }),
    ).toEqual({
      currentPassword: ['Vul je huidige wachtwoord in.'],
      password: [
        'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
      ],
    });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: 'x',
        password: 'kort',
        passwordConfirmation: 'kort2',
      }),
    ).toEqual({
      password: ['Je wachtwoord moet minstens 10 tekens bevatten.'],
      passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
    });
  });
});
