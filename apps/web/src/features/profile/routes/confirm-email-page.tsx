import { REDIRECTS, messages } from '@afscheid/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { session, useSession } from '../../auth/index.ts';
import { confirmEmailChange } from '../api/profile-api.ts';

const t = messages.profile.emailChange;

type State =
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * `/auth/confirm-email/{token}`: the link mailed to a new login address. Open to everybody (the mail may be
 * read on another device): one button uses the link, so a mail scanner that opens it changes nothing.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const [state, setState] = useState<State>({ kind: 'ready' });

  // Outside the app shell there is no TanStack Query (the first load stays small): a plain async submit.
  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      const { message } = await confirmEmailChange({ token });
      setState({ kind: 'done', message });
      // Confirmed in a browser where the user is logged in: that session stays and shows the new address.
      if (session.getState().loggedIn) await session.fetchUser().catch(() => undefined);
    } catch (failure) {
      setState({ kind: 'failed', message: errorText(failure) });
    }
  };

  const onward = user ? (
    <Link to="/profile">{t.page.toProfile}</Link>
  ) : (
    <Link to={REDIRECTS.login}>{t.page.toLogin}</Link>
  );

  if (!token) {
    return (
      <div>
        <PageTitle>{t.page.invalidTitle}</PageTitle>
        <Alert tone="error" className="mt-4">
          {t.invalid}
        </Alert>
        <p className="mt-6 text-center">{onward}</p>
      </div>
    );
  }
  if (state.kind === 'done') {
    return (
      <div>
        <PageTitle>{t.page.doneTitle}</PageTitle>
        <Alert tone="success" className="mt-4">
          {state.message}
        </Alert>
        <p className="mt-6 text-center">{onward}</p>
      </div>
    );
  }
  return (
    <div>
      <PageTitle>{t.page.title}</PageTitle>
      <p className="mt-2 text-stone-700">{t.page.intro}</p>
      {state.kind === 'failed' && (
        <>
          <Alert tone="error" className="mt-4">
            {state.message}
          </Alert>
          <p className="mt-6 text-center">{onward}</p>
        </>
      )}
      {state.kind !== 'failed' && (
        <Button
          className="mt-6 w-full"
          busy={state.kind === 'busy'}
          busyLabel={t.page.confirming}
          onClick={() => void confirm()}
        >
          {t.page.confirm}
        </Button>
      )}
    </div>
  );
}
