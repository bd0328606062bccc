/**
 * CLOCK_OFFSET_DAYS (tests and demos): a server whose "today" lies days ahead, so the end-to-end test can see
 * ashes past their release date; refused in production.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { offsetClock } from '../src/lib/clock.ts';

describe('CLOCK_OFFSET_DAYS', () => {
  it('is 0 unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).clockOffsetDays).toBe(0);
  });

  it('is read in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_DAYS: '40' }).clockOffsetDays).toBe(40);
    expect(loadConfig({ CLOCK_OFFSET_DAYS: '-3' }).clockOffsetDays).toBe(-3);
  });

  it('refuses to start production with a moved clock', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_DAYS: '40', ALLOW_INSECURE_HTTP: 'true' }),
    ).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_DAYS: '0' }).clockOffsetDays).toBe(0);
  });

  it('refuses what is not a whole number of days', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_DAYS: '1.5' })).toThrow(ConfigError);
  });

  it('moves the clock by whole days', () => {
    const before = Date.now();
    const moved = offsetClock(40).now().getTime();
    const after = Date.now();
    const day = 86_400_000;
    expect(moved).toBeGreaterThanOrEqual(before + 40 * day);
    expect(moved).toBeLessThanOrEqual(after + 40 * day);
  });
});
