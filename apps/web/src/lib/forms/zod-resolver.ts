/**
 * The Zod side of form validation, loaded on demand together with a schema module (see lazy-resolver.ts): Zod
 * is the largest library a form needs, and the login page shows before it is needed. Zod's fallback messages
 * are Dutch from here on.
 */
import { nlZodErrorMap } from '@afscheid/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

// jitless: Zod otherwise probes `new Function('')` once to see whether it may compile fast parsers; our CSP has no
// 'unsafe-eval', so the probe was reported as a violation on every page with a form (the parse is just as correct).
z.config({ customError: nlZodErrorMap, jitless: true });

const resolvers = new WeakMap<z.ZodType, Resolver<FieldValues, unknown, unknown>>();

/** The react-hook-form resolver of a schema (made once per schema). */
export function resolverFor(schema: z.ZodType): Resolver<FieldValues, unknown, unknown> {
  let resolver = resolvers.get(schema);
  if (!resolver) {
    resolver = zodResolver(schema as z.ZodType<unknown, FieldValues>) as Resolver<FieldValues, unknown, unknown>;
    resolvers.set(schema, resolver);
  }
  return resolver;
}
