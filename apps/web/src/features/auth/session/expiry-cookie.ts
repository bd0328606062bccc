import { deleteCookie, readCookie, writeCookie } from '../../../lib/browser/cookies.ts';
import type { ExpiryStore } from './token-lifecycle.ts';

/** Named after the auth module the specification describes; shared by every tab of the browser. */
export const TOKEN_EXPIRATION_COOKIE = 'auth._token_expiration.session';

/** A browser-session cookie: closing the browser makes the expiry unknown again. */
export const cookieExpiryStore: ExpiryStore = {
  read() {
    const value = Number(readCookie(TOKEN_EXPIRATION_COOKIE));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write(expiresAt) {
    writeCookie(TOKEN_EXPIRATION_COOKIE, String(expiresAt));
  },
  clear() {
    deleteCookie(TOKEN_EXPIRATION_COOKIE);
  },
};
