import { useEffect } from 'react';
import { session, token } from './session.ts';

const CHECK_EVERY_MS = 15_000;

/**
 * Ends the session on screen once its token has expired, even without a request: a screen left open
 * at night should not keep showing data after the server has forgotten the session.
 */
export function useSessionExpiryCheck(): void {
  useEffect(() => {
    const check = () => {
      if (session.getState().loggedIn && token.status() === 'expired') session.expire();
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
