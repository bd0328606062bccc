import type { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { passwordErrors, passwordMatchesEmail } from '../password/password.ts';
import { maxLength, requiredString } from './fields.ts';

/**
 * The new-password fields of the account forms, apart from `fields.ts`: the common-password list they check against
 * (about 6 KB gzipped) then loads with those forms only, not with every form that shares the field helpers
 * (decision 029).
 */

const { fields, validation } = messages;

/** Length and common-password checks; the e-mail check needs the address and runs on the object. */
export const newPasswordField = () =>
  requiredString(fields.password)
    .max(200, { error: maxLength(fields.password, 200), abort: true })
    .superRefine((password, ctx) => {
      for (const message of passwordErrors(password)) ctx.addIssue({ code: 'custom', message });
    });

export const confirmationField = () => requiredString(fields.passwordConfirmation);

interface PasswordPair {
  password?: unknown;
  passwordConfirmation?: unknown;
  email?: unknown;
}

/**
 * Runs even when other fields failed (`when`), so the confirmation mismatch and the e-mail check show up
 * together with the other field errors; it only judges values that are strings.
 */
export function checkPasswordPair(value: PasswordPair, ctx: z.RefinementCtx): void {
  const { password, passwordConfirmation, email } = value;
  if (typeof password !== 'string' || password === '') return;
  if (typeof email === 'string' && passwordMatchesEmail(password, email)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: validation.passwordEmail });
  }
  if (
    typeof passwordConfirmation === 'string' &&
    passwordConfirmation !== '' &&
    passwordConfirmation !== password
  ) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: validation.passwordConfirmed });
  }
}
