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

/** Wire formats (not display formats: see `format/`). */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
} as const;

export const RANGE_SEPARATOR = ' ~ ';
/** Dutch weeks start on Monday (0 = Sunday). */
export const WEEK_STARTS_ON = 1;
export const CALENDAR_GRID_CELLS = 42;

export const FETCH_DELAY_MIN_MS = 200;
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const REDIRECTS = { login: '/', logout: '/', home: '/dashboard', callback: '/login' } as const;

export const TIME_ZONE = 'Europe/Amsterdam';
