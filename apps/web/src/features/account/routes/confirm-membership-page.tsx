import { REDIRECTS, interpolate } from '@afscheid/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { sessionStore } from '../../../lib/browser/storage.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { rememberTarget } from '../../auth/index.ts';
import { session, useSession } from '../../auth/index.ts';
import { acceptInvitation, getInvitation } from '../api/account-api.ts';
import { useRemote } from '../api/use-remote.ts';
import { InvalidLink, InvitationSummary, Loading } from '../components/invitation-summary.tsx';
import { confirmView } from '../lib/invitation-view.ts';

/**
 * `/auth/confirm-membership/{token}`: an invitation for an existing account. Visitors log in first (this page
 * is remembered and opened again after the login); the invited user confirms; anyone else is told so.
 */
export function ConfirmMembershipPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, busy } = useSession();
  const remote = useRemote(token, getInvitation);
  const view = confirmView(token, remote, user, nl.errors.serverNoReference);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (view.kind === 'invalid') return <InvalidLink title={nlo.invitation.invalidTitle} message={nlo.invitation.invalid} />;
  if (view.kind === 'loading') return <Loading text={nlo.invitation.loading} />;
  if (view.kind === 'error') return <InvalidLink title={nlo.invitation.confirmHeading} message={view.message} />;

  const { invitation } = view;

  const toLogin = () => {
    rememberTarget(sessionStore, `${location.pathname}${location.search}`);
    void navigate(REDIRECTS.login);
  };

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const confirm = async () => {
    setError(null);
    setConfirming(true);
    try {
      const updated = await acceptInvitation(token);
      // The new organisation is active now: the session, the gate and the cached data follow.
      session.setUser(updated);
      await navigate(updated.activeOrganizationId ? `/organizations/${updated.activeOrganizationId}` : REDIRECTS.home, {
        replace: true,
      });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : nl.errors.serverNoReference);
      setConfirming(false);
    }
  };

  return (
    <div>
      <PageTitle>{nlo.invitation.confirmHeading}</PageTitle>
      <InvitationSummary invitation={invitation} />
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      {view.kind === 'login' && (
        <>
          <p className="mt-4 text-stone-800">{interpolate(nlo.invitation.loginFirst, { email: invitation.email })}</p>
          <Button className="mt-6 w-full" onClick={toLogin}>
            {nlo.invitation.login}
          </Button>
        </>
      )}
      {view.kind === 'no-account' && (
        <>
          <p className="mt-4 text-stone-800">{interpolate(nlo.invitation.noAccount, { email: invitation.email })}</p>
          <p className="mt-6 text-center">
            <Link to={`/auth/register/${encodeURIComponent(token)}`}>{nlo.invitation.toRegister}</Link>
          </p>
        </>
      )}
      {view.kind === 'other-account' && (
        <>
          <Alert tone="warning" className="mt-4">
            {interpolate(nlo.invitation.otherAccount, { current: view.current, email: invitation.email })}
          </Alert>
          <Button
            variant="secondary"
            className="mt-6 w-full"
            busy={busy}
            busyLabel={nl.userMenu.loggingOut}
            onClick={() => {
              // After logging in again (as the invited address) this page opens once more.
              rememberTarget(sessionStore, `${location.pathname}${location.search}`);
              void session.logout('switch');
            }}
          >
            {nlo.invitation.logout}
          </Button>
        </>
      )}
      {view.kind === 'confirm' && (
        <>
          <p className="mt-4 text-stone-800">{nlo.invitation.confirmIntro}</p>
          <Button className="mt-6 w-full" busy={confirming} busyLabel={nlo.invitation.confirming} onClick={() => void confirm()}>
            {nlo.invitation.confirm}
          </Button>
        </>
      )}
    </div>
  );
}
