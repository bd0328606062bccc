import { REDIRECTS } from '@afscheid/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { forgetTarget, takeTarget } from '../../features/auth/index.ts';
import { useSession } from '../../features/auth/index.ts';
import { sessionStore } from '../../lib/browser/storage.ts';

/** Location state the login page reads to explain why the user is there. */
export interface LoginNotice {
  notice?: 'sessionExpired' | 'passwordReset';
}

/**
 * The logged-in flag's rule: becoming true goes home (or to the remembered page), becoming false goes
 * to the logout target. An expired session tells the login page so it can say so.
 */
export function SessionWatcher() {
  const { loggedIn, initialized, endReason } = useSession();
  const navigate = useNavigate();
  const previous = useRef<boolean | null>(null);

  useEffect(() => {
    if (!initialized) return;
    const before = previous.current;
    previous.current = loggedIn;
    if (before === null || before === loggedIn) return;
    if (loggedIn) {
      void navigate(takeTarget(sessionStore, REDIRECTS.home), { replace: true });
    } else {
      // After an explicit logout nothing is remembered for the next person at this computer.
      if (endReason === 'logout') forgetTarget(sessionStore);
      const state: LoginNotice | undefined = endReason === 'expired' ? { notice: 'sessionExpired' } : undefined;
      void navigate(REDIRECTS.logout, { state });
    }
  }, [loggedIn, initialized, endReason, navigate]);

  return null;
}
