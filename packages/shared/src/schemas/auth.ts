import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { passwordErrors, passwordMatchesEmail } from '../password/password.ts';
import type { OrganizationType, Role } from '../permissions/roles.ts';

export type { OrganizationType } from '../permissions/roles.ts';

const { fields, validation } = messages;

const required = (field: string): string => interpolate(validation.required, { field });
const maxLength = (field: string, length: number): string => interpolate(validation.max, { field, length });

/** A required string: a missing, null or non-string value and an empty string all say "{field} is verplicht." */
const requiredString = (field: string) =>
  z.string({ error: required(field) }).min(1, { error: required(field), abort: true });

const emailField = () =>
  z
    .string({ error: required(fields.email) })
    .trim()
    .toLowerCase()
    .min(1, { error: required(fields.email), abort: true })
    .max(255, { error: maxLength(fields.email, 255), abort: true })
    .pipe(z.email({ error: interpolate(validation.email, { field: fields.email }) }));

/** Length and common-password checks; the e-mail check needs the address and runs on the object. */
const newPasswordField = () =>
  requiredString(fields.password)
    .max(200, { error: maxLength(fields.password, 200), abort: true })
    .superRefine((password, ctx) => {
      for (const message of passwordErrors(password)) ctx.addIssue({ code: 'custom', message });
    });

const confirmationField = () => requiredString(fields.passwordConfirmation);

interface PasswordPair {
  password?: unknown;
  passwordConfirmation?: unknown;
  email?: unknown;
}

/**
 * Runs even when other fields failed (`when`), so the confirmation mismatch and the e-mail check show up
 * together with the other field errors; it only judges values that are strings.
 */
function checkPasswordPair(value: PasswordPair, ctx: z.RefinementCtx): void {
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

const always = { when: () => true };

export const loginSchema = z.object({
  email: emailField(),
  password: requiredString(fields.password).max(200, { error: maxLength(fields.password, 200) }),
  remember: z.boolean({ error: interpolate(validation.default, { field: fields.remember }) }).default(false),
});

export const forgotPasswordSchema = z.object({
  email: emailField(),
});

export const resetPasswordSchema = z
  .object({
    token: requiredString(fields.token),
    email: emailField(),
    password: newPasswordField(),
    passwordConfirmation: confirmationField(),
  })
  .superRefine(checkPasswordPair, always);

export const updateProfileSchema = z.object({
  name: z
    .string({ error: required(fields.name) })
    .trim()
    .min(1, { error: required(fields.name), abort: true })
    .min(2, { error: interpolate(validation.min, { field: fields.name, length: 2 }) })
    .max(120, { error: maxLength(fields.name, 120) }),
  email: emailField(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: requiredString(fields.currentPassword),
    password: newPasswordField(),
    passwordConfirmation: confirmationField(),
  })
  .superRefine(checkPasswordPair, always);

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface AuthOrganization {
  id: string;
  name: string;
  type: OrganizationType;
  role: Role;
}

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  isSuper: boolean;
  scope: string[];
  roles: string[];
  permissions: string[];
  organizations: AuthOrganization[];
  activeOrganizationId: string | null;
}
