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
    expect(constants.DATE_FORMATS).toEqual({
      date: 'YYYY-MM-DD',
      datetime: 'YYYY-MM-DD HH:mm:ss',
      time: 'HH:mm:ss',
      month: 'YYYY-MM',
      year: 'YYYY',
    });
    expect(constants.RANGE_SEPARATOR).toBe(' ~ ');
    expect(constants.WEEK_STARTS_ON).toBe(1);
    expect(constants.CALENDAR_GRID_CELLS).toBe(42);
    expect(constants.FETCH_DELAY_MIN_MS).toBe(200);
    expect(constants.PROGRESS_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
    expect(constants.BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(constants.REDIRECTS).toEqual({ login: '/', logout: '/', home: '/dashboard', callback: '/login' });
    expect(constants.TIME_ZONE).toBe('Europe/Amsterdam');
  });
});
