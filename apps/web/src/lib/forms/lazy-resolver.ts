import type { FieldValues, Resolver } from 'react-hook-form';
import type { ResolverName, resolvers } from './schemas.ts';

type Resolvers = typeof resolvers;

let loading: Promise<Resolvers> | null = null;

/** Starts loading the validation code (pages call this when they mount, so a submit never waits). */
export function preloadResolvers(): Promise<Resolvers> {
  loading ??= import('./schemas.ts').then((module) => module.resolvers);
  // A failed load (network) may be retried by the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Preloads the validation code once the browser is idle, so it never competes with showing the page; a submit
 * before that simply waits for it (lazyResolver).
 */
export function preloadResolversWhenIdle(): () => void {
  const start = () => void preloadResolvers();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}

/** A resolver for a shared schema that loads the validation code on first use. */
export function lazyResolver<TInput extends FieldValues, TOutput = TInput>(
  name: ResolverName,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const resolver = (await preloadResolvers())[name] as unknown as Resolver<TInput, unknown, TOutput>;
    return resolver(values, context, options);
  };
}
