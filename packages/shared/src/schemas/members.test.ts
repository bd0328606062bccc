import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import {
  activeOrganizationSchema,
  createInvitationSchema,
  createMemberSchema,
  registerInvitationSchema,
  setPasswordSchema,
  updateMemberSchema,
} from './members.ts';

type Schema = {
  safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
const errorsOf = (schema: Schema, value: unknown) =>
  zodIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);

describe('member and invitation schemas', () => {
  it('validates address and role; adding a member asks what an invitation asks (no name)', () => {
    expect(createMemberSchema.parse({ name: ' Anna ', email: 'ANNA@example.nl', role: 'employee' })).toEqual({
      email: 'anna@example.nl',
      role: 'employee',
    });
    expect(errorsOf(createMemberSchema, { name: '', email: 'x', role: 'king' })).toEqual({
      email: ['E-mailadres moet een geldig e-mailadres zijn.'],
      role: ['Kies een van de rollen.'],
    });
    expect(errorsOf(createInvitationSchema, { email: 'a@b.nl' })).toEqual({ role: ['Kies een rol.'] });
  });

  it('accepts a role or status change and refuses unknown statuses', () => {
    expect(updateMemberSchema.parse({ status: 'disabled' })).toEqual({ status: 'disabled' });
    expect(errorsOf(updateMemberSchema, { status: 'invited' })).toEqual({
      status: ['Kies actief of uitgeschakeld.'],
    });
  });

  it('applies the password policy when registering or setting a password', () => {
    expect(
      errorsOf(registerInvitationSchema, { name: 'Anna', password: 'kort', passwordConfirmation: 'anders' }),
    ).toEqual({
      password: ['Je wachtwoord moet minstens 10 tekens bevatten.'],
      passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
    });
    const good = { password: 'Rustige-Avond-42', passwordConfirmation: 'Rustige-Avond-42' };
    expect(setPasswordSchema.parse(good)).toEqual(good);
  });

  it('needs an organisation id to switch to', () => {
    expect(errorsOf(activeOrganizationSchema, {})).toEqual({ organizationId: ['Kies een organisatie.'] });
  });
});
