import { REDIRECTS } from '@afscheid/shared';
import { redirectTo, type Middleware } from './types.ts';

/**
 * The login guard. Off for pages with `auth: false`. A logged-in user on the login page or a guest-only
 * page goes home; a visitor who is not logged in goes to the login page (the wanted page is remembered),
 * except on guest-only pages and the callback page.
 */
export const authGuard: Middleware = (context) => {
  const { handle, url, loggedIn } = context;
  if (handle.auth === false) return;
  const path = url.pathname;
  const isLoginPage = path === REDIRECTS.login;
  const isCallback = path === REDIRECTS.callback;
  if (loggedIn) {
    return isLoginPage || handle.auth === 'guest' ? redirectTo(REDIRECTS.home) : undefined;
  }
  if (isLoginPage || isCallback || handle.auth === 'guest') return;
  context.rememberTarget(`${url.pathname}${url.search}`);
  return redirectTo(REDIRECTS.login);
};
