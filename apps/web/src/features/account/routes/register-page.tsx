import { interpolate, type RegisterInvitationInput } from '@afscheid/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
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
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { forgetTarget } from '../../auth/index.ts';
import { session } from '../../auth/index.ts';
import { getInvitation, registerWithInvitation } from '../api/account-api.ts';
import { useRemote } from '../api/use-remote.ts';
import { InvalidLink, InvitationSummary, Loading } from '../components/invitation-summary.tsx';
import { registerView } from '../lib/invitation-view.ts';

const resolver = formSchemas.resolver<RegisterInvitationInput>('registerInvitation');
const empty: RegisterInvitationInput = { name: '', password: '', passwordConfirmation: '' };

/** `/auth/register/{token}`: the invitation for someone without an account: name and password, then logged in. */
export function RegisterPage() {
  const { token = '' } = useParams();
  const remote = useRemote(token, getInvitation);
  const view = registerView(token, remote, nl.errors.serverNoReference);
  const navigate = useNavigate();

  // An account exists for the address: confirming the membership is the way in.
  useEffect(() => {
    if (view.kind === 'has-account')
      void navigate(`/auth/confirm-membership/${encodeURIComponent(token)}`, { replace: true });
  }, [view.kind, token, navigate]);

  if (view.kind === 'invalid')
    return <InvalidLink title={nlo.invitation.invalidTitle} message={nlo.invitation.invalid} />;
  if (view.kind === 'loading') return <Loading text={nlo.invitation.loading} />;
  if (view.kind === 'error')
    return <InvalidLink title={nlo.invitation.registerHeading} message={view.message} />;
  if (view.kind === 'has-account')
    return <Loading text={interpolate(nlo.invitation.accountExists, { email: view.invitation.email })} />;

  return (
    <RegisterForm
      token={token}
      email={view.invitation.email}
      summary={<InvitationSummary invitation={view.invitation} />}
    />
  );
}

function RegisterForm({ token, email, summary }: { token: string; email: string; summary: ReactNode }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  usePreloadSchemas(formSchemas);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInvitationInput>({ resolver, defaultValues: empty });
  const password = useWatch({ control, name: 'password' });

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setAccountExists(false);
    try {
      await registerWithInvitation(token, values);
      // Logged in now: the session rules take the user home, to the dashboard in the new organisation.
      forgetTarget(sessionStore);
      await session.fetchUser();
    } catch (error) {
      setFormError(submitErrorMessage(error, setError, ['name', 'password', 'passwordConfirmation']));
      setAccountExists(isApiError(error) && error.status === 422 && 'email' in error.errors);
    }
  });

  return (
    <div>
      <PageTitle>{nlo.invitation.registerHeading}</PageTitle>
      {summary}
      <p className="mt-4 text-stone-700">{nlo.invitation.registerIntro}</p>
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
          {accountExists && (
            <>
              {' '}
              <Link to={`/auth/confirm-membership/${encodeURIComponent(token)}`}>
                {nlo.invitation.confirm}
              </Link>
            </>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <TextField label={nlo.invitation.email} type="email" value={email} readOnly autoComplete="username" />
        <TextField
          label={nlo.invitation.name}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <NewPasswordFields
          password={password}
          email={email}
          labels={{ password: nlo.invitation.password, confirmation: nlo.invitation.passwordConfirmation }}
          errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
          passwordInput={register('password')}
          confirmationInput={register('passwordConfirmation')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting} busyLabel={nlo.invitation.registering}>
          {nlo.invitation.register}
        </Button>
      </form>
    </div>
  );
}
