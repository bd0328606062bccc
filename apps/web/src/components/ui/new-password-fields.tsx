import { passwordChecks } from '@afscheid/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field.tsx';

export interface NewPasswordFieldsProps {
  /** The password typed so far (from `useWatch`), for the live requirements. */
  password: string | undefined;
  /** The account's e-mail address: the password may not equal it. */
  email: string;
  labels: { password: string; confirmation: string };
  errors: { password?: string; confirmation?: string };
  passwordInput: UseFormRegisterReturn;
  confirmationInput: UseFormRegisterReturn;
}

/**
 * A new password with its live requirements checklist, and its confirmation: one place for every form that
 * sets a password (reset, change, register, set password). Only pages that set a password import it, so the
 * common-password list stays out of the login page's first load.
 */
export function NewPasswordFields({
  password,
  email,
  labels,
  errors,
  passwordInput,
  confirmationInput,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required
        error={errors.password}
        requirements={passwordChecks(password ?? '', email)}
        {...passwordInput}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        required
        error={errors.confirmation}
        {...confirmationInput}
      />
    </>
  );
}
