import { messages, type SetPasswordInput } from '@afscheid/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { sessionStore } from '../../../lib/browser/storage.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { forgetTarget } from '../../auth/index.ts';
import { session } from '../../auth/index.ts';
import { getSetPassword, setPassword } from '../api/account-api.ts';
import { useRemote } from '../api/use-remote.ts';
import { InvalidLink, Loading } from '../components/invitation-summary.tsx';

const resolver = formSchemas.resolver<SetPasswordInput>('setPassword');
const empty: SetPasswordInput = { password: '', passwordConfirmation: '' };

/** `/auth/set-password/{token}`: the link for an account an administrator created; afterwards logged in. */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const remote = useRemote(token, getSetPassword);

  if (!token)
    return <InvalidLink title={nlo.setPassword.invalidTitle} message={messages.account.setPasswordInvalid} />;
  if (remote.state === 'loading') return <Loading text={nlo.setPassword.loading} />;
  if (remote.state === 'failed') {
    const message =
      isApiError(remote.error) && remote.error.status !== 404
        ? remote.error.message
        : messages.account.setPasswordInvalid;
    return <InvalidLink title={nlo.setPassword.invalidTitle} message={message} />;
  }
  return <SetPasswordForm token={token} email={remote.data.email} name={remote.data.name} />;
}

function SetPasswordForm({ token, email, name }: { token: string; email: string; name: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(formSchemas);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({ resolver, defaultValues: empty });
  const password = useWatch({ control, name: 'password' });

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await setPassword(token, values);
      // Logged in now: the session rules take the user to the dashboard.
      forgetTarget(sessionStore);
      await session.fetchUser();
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['password', 'passwordConfirmation']));
    }
  });

  return (
    <div>
      <PageTitle>{nlo.setPassword.heading}</PageTitle>
      <p className="mt-2 text-stone-700">
        {name && <span className="font-medium text-stone-900">{name}: </span>}
        {nlo.setPassword.intro}
      </p>
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <TextField
          label={nlo.setPassword.email}
          type="email"
          value={email}
          readOnly
          autoComplete="username"
        />
        <NewPasswordFields
          password={password}
          email={email}
          labels={{ password: nlo.setPassword.password, confirmation: nlo.setPassword.passwordConfirmation }}
          errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
          passwordInput={register('password')}
          confirmationInput={register('passwordConfirmation')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={nlo.setPassword.submitting}>
          {nlo.setPassword.submit}
        </Button>
      </form>
    </div>
  );
}
