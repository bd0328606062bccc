import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { whenIdleAfterPaint } from '../scheduling/after-paint.ts';

/**
 * The one lazy form-resolver loader. Every area keeps its Zod schemas in a module of its own that is imported on
 * demand (`lib/forms/schemas.ts`, the dossier, task and note schemas): Zod and the schemas stay out of a page's
 * first load. `schemaLoader(() => import('./x-schemas.ts').then((m) => m.schemas))` gives resolvers that load
 * that module (and the Zod resolver) on first use; pages preload it when they appear, so a submit never waits.
 */

export type SchemaMap = Record<string, z.ZodType>;

export interface SchemaLoader<S extends SchemaMap> {
  /** Starts loading (once; a failed load, e.g. offline, is tried again by the next call). */
  preload(): Promise<void>;
  /** Preloads after the page's paint, once the browser is idle, so it never competes with showing the page; returns a cancel. */
  preloadWhenIdle(): () => void;
  /** One schema, for checks outside a form (Dutch messages are configured by then). */
  schema<K extends keyof S>(name: K): Promise<S[K]>;
  /** A react-hook-form resolver for one schema; the form's own value types may be given. */
  resolver<TInput extends FieldValues = z.input<S[keyof S]> & FieldValues, TOutput = TInput>(
    name: keyof S,
  ): Resolver<TInput, unknown, TOutput>;
}

/** Memoises an async load; a failure is forgotten so that the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const current = load();
      loading = current;
      current.catch(() => {
        if (loading === current) loading = null;
      });
    }
    return loading;
  };
}

const loadZodResolver = once(() => import('./zod-resolver.ts'));

export function schemaLoader<S extends SchemaMap>(load: () => Promise<S>): SchemaLoader<S> {
  const loadAll = once(() => Promise.all([load(), loadZodResolver()]));
  const loader: SchemaLoader<S> = {
    preload: () => loadAll().then(() => undefined),
    preloadWhenIdle: () => whenIdleAfterPaint(() => void loader.preload().catch(() => undefined)),
    schema: async (name) => (await loadAll())[0][name],
    resolver<TInput extends FieldValues, TOutput>(name: keyof S): Resolver<TInput, unknown, TOutput> {
      return async (values, context, options) => {
        const [schemas, { resolverFor }] = await loadAll();
        const schema = schemas[name];
        if (!schema) throw new Error(`Unknown form schema: ${String(name)}`);
        const resolve = resolverFor(schema) as unknown as Resolver<TInput, unknown, TOutput>;
        return resolve(values, context, options);
      };
    },
  };
  return loader;
}

/** Preloads a loader's schemas (when idle) while the calling component is shown and `enabled`. */
export function usePreloadSchemas(loader: Pick<SchemaLoader<SchemaMap>, 'preloadWhenIdle'>, enabled = true): void {
  useEffect(() => (enabled ? loader.preloadWhenIdle() : undefined), [loader, enabled]);
}

/**
 * Preloads a loader's schemas on the first sign that the user is about to fill in the form (the pointer over it, a
 * focus inside it): for a form that is usually opened to be read, such as a dossier's section, whose schemas take a
 * long task to build (the sections' Zod schemas: some 90 ms on a fast phone). The resolver still loads them itself
 * when a check runs first. Spread the result on the `<form>`.
 */
export function preloadOnIntent(
  loader: Pick<SchemaLoader<SchemaMap>, 'preload'>,
  enabled = true,
): { onFocus?: () => void; onPointerOver?: () => void } {
  if (!enabled) return {};
  const start = () => void loader.preload().catch(() => undefined);
  return { onFocus: start, onPointerOver: start };
}
