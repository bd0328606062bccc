// Business constants of the specification (section 9).

/** Session token lifetime and the margin before expiry at which it counts as expired. */
export const TOKEN_MAX_AGE_SECONDS = 1800;
export const TOKEN_EXPIRY_MARGIN_MS = 500;

/** Dutch is the sole locale. */
export const LOCALE = 'nl';
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 31_536_000,
  path: '/',
  sameSite: 'lax',
} as const;

export const RANGE_SEPARATOR = ' ~ ';

export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

export const REDIRECTS = { login: '/', logout: '/', home: '/dashboard', callback: '/login' } as const;

export const TIME_ZONE = 'Europe/Amsterdam';
