import { messages, type SetPasswordInput } from '@afscheid/shared';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api/errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { getSetPassword, setPassword } from '../api/account-api.ts';
import { useRemote } from '../api/use-remote.ts';
import { InvalidLink, Loading } from '../components/invitation-summary.tsx';
import { PasswordSetupForm, type PasswordSetupValues } from '../components/password-setup-form.tsx';

const resolver = formSchemas.resolver<PasswordSetupValues, SetPasswordInput>('setPassword');

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

const texts = {
  heading: nlo.setPassword.heading,
  email: nlo.setPassword.email,
  password: nlo.setPassword.password,
  passwordConfirmation: nlo.setPassword.passwordConfirmation,
  submit: nlo.setPassword.submit,
  busy: nlo.setPassword.submitting,
};

function SetPasswordForm({ token, email, name }: { token: string; email: string; name: string }) {
  return (
    <PasswordSetupForm
      email={email}
      texts={texts}
      intro={
        <p className="mt-2 text-stone-700">
          {name && <span className="font-medium text-stone-900">{name}: </span>}
          {nlo.setPassword.intro}
        </p>
      }
      resolver={resolver}
      save={(values) => setPassword(token, values)}
    />
  );
}
