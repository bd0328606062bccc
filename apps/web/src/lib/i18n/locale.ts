import { LOCALE, LOCALE_COOKIE } from '@afscheid/shared';
import { readCookie, writeCookie } from '../browser/cookies.ts';

/**
 * Language handling: Dutch is the only locale. Keeps the locale cookie (365 days, path /, SameSite Lax)
 * and the document language right; cheap enough to run on every navigation.
 */
export function applyLocale(): void {
  if (readCookie(LOCALE_COOKIE.name) !== LOCALE) {
    writeCookie(LOCALE_COOKIE.name, LOCALE, {
      maxAgeSeconds: LOCALE_COOKIE.maxAgeSeconds,
      path: LOCALE_COOKIE.path,
      sameSite: LOCALE_COOKIE.sameSite,
    });
  }
  if (document.documentElement.lang !== LOCALE) document.documentElement.lang = LOCALE;
}
