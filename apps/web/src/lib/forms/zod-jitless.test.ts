import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('makes every Zod parse jitless, so the CSP never sees an eval probe', () => {
    const probes: string[] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: string[]) {
        probes.push(args.join(','));
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      expect(schema.parse({ name: 'Jan', age: 80 })).toEqual({ name: 'Jan', age: 80 });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(probes).toEqual([]);
  });
});
