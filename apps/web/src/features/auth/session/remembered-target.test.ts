import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/browser/storage.ts';
import { isSafeTarget, REDIRECT_KEY, rememberTarget, takeTarget } from './remembered-target.ts';

describe('remembered target', () => {
  it('remembers the wanted page with its search and restores it once', () => {
    const storage = memoryStorage();
    rememberTarget(storage, '/profile?tab=password');
    expect(storage.dump()).toEqual({ [REDIRECT_KEY]: '/profile?tab=password' });

    expect(takeTarget(storage)).toBe('/profile?tab=password');
    expect(takeTarget(storage)).toBe('/dashboard');
  });

  it('falls back to the home page without a target', () => {
    expect(takeTarget(memoryStorage())).toBe('/dashboard');
  });

  it('refuses targets outside the app and the login pages themselves', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'dashboard', '/', '/login', '/?x=1']) {
      expect(isSafeTarget(target), target).toBe(false);
    }
    const storage = memoryStorage({ [REDIRECT_KEY]: '//evil.example' });
    expect(takeTarget(storage)).toBe('/dashboard');
    rememberTarget(storage, 'https://evil.example');
    expect(storage.dump()).toEqual({});
  });

  it('accepts ordinary app paths', () => {
    expect(isSafeTarget('/dossiers/12/deceased?x=1#top')).toBe(true);
  });
});
