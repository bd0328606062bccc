import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('constants', () => {
  it('match the specification', () => {
    expect(constants.TOKEN_MAX_AGE_SECONDS).toBe(1800);
    expect(constants.TOKEN_EXPIRY_MARGIN_MS).toBe(500);
    expect(constants.LOCALE).toBe('nl');
    expect(constants.LOCALE_COOKIE).toEqual({
      name: 'i18n_redirected',
      maxAgeSeconds: 365 * 24 * 60 * 60,
      path: '/',
      sameSite: 'lax',
    });
    expect(constants.RANGE_SEPARATOR).toBe(' ~ ');
    expect(constants.PROGRESS_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
    expect(constants.REDIRECTS).toEqual({ login: '/', logout: '/', home: '/dashboard', callback: '/login' });
    expect(constants.TIME_ZONE).toBe('Europe/Amsterdam');
  });
});
