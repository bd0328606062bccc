import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 10;

export type PasswordCheckKey = 'length' | 'common' | 'email';

export interface PasswordCheck {
  key: PasswordCheckKey;
  /** Dutch label for the checklist shown beside the password field. */
  label: string;
  ok: boolean;
}

const checklist = messages.validation.passwordChecklist;

/** Exact, case-insensitive match against the embedded list of most common passwords. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Characters count as the user sees them (an emoji is one), not as UTF-16 code units. */
function characterCount(value: string): number {
  return [...value].length;
}

/** True when the password equals the e-mail address or its local part (before the @), ignoring case. */
export function passwordMatchesEmail(password: string, email: string | null | undefined): boolean {
  const address = (email ?? '').trim().toLowerCase();
  if (address === '' || password === '') return false;
  const candidate = password.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const localPart = at > 0 ? address.slice(0, at) : address;
  return candidate === address || candidate === localPart;
}

export function passwordChecks(password: string, email?: string | null): PasswordCheck[] {
  return [
    {
      key: 'length',
      label: interpolate(checklist.length, { length: PASSWORD_MIN_LENGTH }),
      ok: characterCount(password) >= PASSWORD_MIN_LENGTH,
    },
    {
      key: 'common',
      label: checklist.common,
      ok: password !== '' && !isCommonPassword(password),
    },
    {
      key: 'email',
      label: checklist.email,
      ok: !passwordMatchesEmail(password, email),
    },
  ];
}

const errorMessages: Record<PasswordCheckKey, string> = {
  length: interpolate(messages.validation.passwordLength, { length: PASSWORD_MIN_LENGTH }),
  common: messages.validation.passwordCommon,
  email: messages.validation.passwordEmail,
};

/** Dutch error messages of the failed checks, in checklist order; empty when the password is acceptable. */
export function passwordErrors(password: string, email?: string | null): string[] {
  return passwordChecks(password, email)
    .filter((check) => !check.ok)
    .map((check) => errorMessages[check.key]);
}
