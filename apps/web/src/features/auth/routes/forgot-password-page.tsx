import { REDIRECTS, type ForgotPasswordInput } from '@afscheid/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { requestPasswordReset } from '../api/auth-api.ts';

const resolver = formSchemas.resolver<ForgotPasswordInput>('forgotPassword');

/** Asks for a reset link; the server answers the same whether or not the address is known. */
export function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: '' } });

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await requestPasswordReset(values);
      setSentMessage(response.message);
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['email']));
    }
  });

  return (
    <div>
      <PageTitle>{nl.forgotPassword.heading}</PageTitle>
      {sentMessage ? (
        <Alert tone="success" className="mt-4">
          {sentMessage}
        </Alert>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{nl.forgotPassword.intro}</p>
          {formError && (
            <Alert tone="error" className="mt-4">
              {formError}
            </Alert>
          )}
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            <EmailField
              label={nl.forgotPassword.email}
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={nl.forgotPassword.submitting}>
              {nl.forgotPassword.submit}
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center">
        <Link to={REDIRECTS.login}>{nl.forgotPassword.backToLogin}</Link>
      </p>
    </div>
  );
}
