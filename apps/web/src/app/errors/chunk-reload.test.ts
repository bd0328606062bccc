import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/browser/storage.ts';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, lazyRoute, reloadForChunkError } from './chunk-reload.ts';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/profile-abc.js');

describe('chunk reload', () => {
  it('recognises chunk-load errors of the browsers', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Iets anders'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows at most one reload per 60 seconds', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_000_000 + 59_999)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + 60_000)).toBe(true);
  });

  it('reloads for a chunk error only, and only when allowed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('anders'), { storage, reload, now: () => 5_000_000 })).toBe(false);
    expect(reloadForChunkError(chunkError(), { storage, reload, now: () => 5_000_000 })).toBe(true);
    expect(reloadForChunkError(chunkError(), { storage, reload, now: () => 5_010_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lazyRoute reloads on the first failure and passes the second one to the error boundary', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let clock = 10_000_000;
    const load = lazyRoute(() => Promise.reject(chunkError()), { storage, reload, now: () => clock });

    const first = load();
    const settled = await Promise.race([
      first.then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 1_000;
    const { Component } = await load();
    expect(() => (Component as () => unknown)()).toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);

    const Page = () => null;
    await expect(lazyRoute(() => Promise.resolve({ Component: Page }), { storage, reload })()).resolves.toEqual({ Component: Page });
  });
});
