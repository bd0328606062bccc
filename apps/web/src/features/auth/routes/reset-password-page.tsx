import { REDIRECTS, type ResetPasswordInput } from '@afscheid/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { resetPassword } from '../api/auth-api.ts';

const resolver = formSchemas.resolver<ResetPasswordInput>('resetPassword');

/** `/reset-password?token=…&email=…`: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver,
    defaultValues: { token, email: params.get('email') ?? '', password: '', passwordConfirmation: '' },
  });
  const [password, email] = useWatch({ control, name: ['password', 'email'] });

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setLinkInvalid(false);
    try {
      await resetPassword(values);
      await navigate(REDIRECTS.login, { state: { notice: 'passwordReset' } });
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['email', 'password', 'passwordConfirmation']));
      setLinkInvalid(isApiError(error) && 'token' in error.errors);
    }
  });

  if (!token) {
    return (
      <div>
        <PageTitle>{nl.resetPassword.heading}</PageTitle>
        <Alert tone="error" className="mt-4">
          {nl.resetPassword.missingToken}
        </Alert>
        <p className="mt-6 text-center">
          <Link to="/forgot-password">{nl.resetPassword.requestNewLink}</Link>
        </p>
      </div>
    );
  }

  return (
    <div>
      <PageTitle>{nl.resetPassword.heading}</PageTitle>
      <p className="mt-2 text-stone-700">{nl.resetPassword.intro}</p>
      {(formError || errors.token) && (
        <Alert tone="error" className="mt-4">
          {formError ?? errors.token?.message}
          {(linkInvalid || errors.token) && (
            <>
              {' '}
              <Link to="/forgot-password">{nl.resetPassword.requestNewLink}</Link>
            </>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <EmailField
          label={nl.resetPassword.email}
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordFields
          password={password}
          email={email}
          labels={{
            password: nl.resetPassword.password,
            confirmation: nl.resetPassword.passwordConfirmation,
          }}
          errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
          passwordInput={register('password')}
          confirmationInput={register('passwordConfirmation')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={nl.resetPassword.submitting}>
          {nl.resetPassword.submit}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to={REDIRECTS.login}>{nl.resetPassword.backToLogin}</Link>
      </p>
    </div>
  );
}
