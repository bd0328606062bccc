import { interpolate, type RegisterInvitationInput } from '@afscheid/shared';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/errors.ts';
import { formSchemas } from '../../../lib/forms/form-schemas.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { getInvitation, registerWithInvitation } from '../api/account-api.ts';
import { useRemote } from '../api/use-remote.ts';
import { InvalidLink, InvitationSummary, Loading } from '../components/invitation-summary.tsx';
import { PasswordSetupForm, type PasswordSetupValues } from '../components/password-setup-form.tsx';
import { registerView } from '../lib/invitation-view.ts';

const resolver = formSchemas.resolver<PasswordSetupValues, RegisterInvitationInput>('registerInvitation');

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

const texts = {
  heading: nlo.invitation.registerHeading,
  email: nlo.invitation.email,
  name: nlo.invitation.name,
  password: nlo.invitation.password,
  passwordConfirmation: nlo.invitation.passwordConfirmation,
  submit: nlo.invitation.register,
  busy: nlo.invitation.registering,
};

function RegisterForm({ token, email, summary }: { token: string; email: string; summary: ReactNode }) {
  return (
    <PasswordSetupForm
      email={email}
      texts={texts}
      intro={
        <>
          {summary}
          <p className="mt-4 text-stone-700">{nlo.invitation.registerIntro}</p>
        </>
      }
      resolver={resolver}
      save={(values) => registerWithInvitation(token, values)}
      errorExtra={(error) =>
        // An account exists for the address after all: confirming the membership is the way in.
        isApiError(error) &&
        error.status === 422 &&
        'email' in error.errors && (
          <>
            {' '}
            <Link to={`/auth/confirm-membership/${encodeURIComponent(token)}`}>{nlo.invitation.confirm}</Link>
          </>
        )
      }
    />
  );
}
