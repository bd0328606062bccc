import { messages } from '@afscheid/shared';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { preloadOnIntent, schemaLoader } from './lazy-resolver.ts';

const schemas = { person: z.object({ name: z.string().min(2, 'Vul minstens 2 letters in.') }), age: z.number() };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaLoader', () => {
  it('loads the schema module once, on first use, and resolves with it', async () => {
    const load = vi.fn(async () => schemas);
    const loader = schemaLoader(load);
    expect(load).not.toHaveBeenCalled();
    const resolver = loader.resolver<{ name: string }>('person');
    expect(load).not.toHaveBeenCalled();

    const failed = await resolver({ name: 'J' }, undefined, options);
    expect(failed.errors['name']?.message).toBe('Vul minstens 2 letters in.');
    const passed = await resolver({ name: 'Jan' }, undefined, options);
    expect(passed.values).toEqual({ name: 'Jan' });
    await loader.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('gives Zod’s own messages in Dutch, also to schemas used outside a form', async () => {
    const loader = schemaLoader(async () => schemas);
    const result = (await loader.schema('age')).safeParse('twaalf');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.validation.zod.expectedNumber);
  });

  it('tries a failed load (offline) again on the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schemas);
    const loader = schemaLoader(load);
    await expect(loader.preload()).rejects.toThrow('offline');
    await loader.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads when the browser is idle, and can be cancelled', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => schemas);
      const cancel = schemaLoader(load).preloadWhenIdle();
      cancel();
      await vi.runAllTimersAsync();
      expect(load).not.toHaveBeenCalled();
      schemaLoader(load).preloadWhenIdle();
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('preloads on the first sign of intent (pointer over the form, a focus in it), once; not when disabled', async () => {
    const load = vi.fn(async () => schemas);
    const loader = schemaLoader(load);
    expect(preloadOnIntent(loader, false)).toEqual({});
    const handlers = preloadOnIntent(loader);
    expect(load).not.toHaveBeenCalled();
    handlers.onPointerOver?.();
    handlers.onFocus?.();
    await loader.preload();
    expect(load).toHaveBeenCalledOnce();
  });
});
