import type { LoginData, LoginInput } from '@afscheid/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { session } from '../session/session.ts';

const resolver = formSchemas.resolver<LoginInput, LoginData>('login');

interface LoginLocationState {
  notice?: 'sessionExpired' | 'passwordReset';
}

/** The login page (`/`). On success the session rules take the user to the remembered page or home. */
export function LoginPage() {
  const location = useLocation();
  const notice = (location.state as LoginLocationState | null)?.notice;
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await session.login(values);
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['email', 'password']));
    }
  });

  return (
    <div>
      <PageTitle>{nl.login.heading}</PageTitle>
      <p className="mt-2 text-stone-700">{nl.login.intro}</p>
      {notice === 'passwordReset' && !formError && (
        <Alert tone="success" className="mt-4">
          {nl.login.passwordReset}
        </Alert>
      )}
      {notice === 'sessionExpired' && !formError && (
        <Alert tone="info" className="mt-4">
          {nl.login.sessionExpired}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <EmailField
          label={nl.login.email}
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={nl.login.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField label={nl.login.remember} {...register('remember')} />
        <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={nl.login.submitting}>
          {nl.login.submit}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/forgot-password">{nl.login.forgot}</Link>
      </p>
    </div>
  );
}
