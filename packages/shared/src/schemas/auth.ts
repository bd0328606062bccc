import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { always, emailField, maxLength, required, requiredString } from './fields.ts';
import { checkPasswordPair, confirmationField, newPasswordField } from './password-fields.ts';

export type { OrganizationType } from '../permissions/roles.ts';

const { fields, validation } = messages;

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
  /**
   * Only needed when `email` differs from the login address: the server then asks for it (422 on this field)
   * and mails a confirmation link to the new address instead of changing it at once.
   */
  currentPassword: z
    .string({ error: interpolate(validation.default, { field: fields.currentPassword }) })
    .max(200, { error: maxLength(fields.currentPassword, 200) })
    .optional(),
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
