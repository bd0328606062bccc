import type { FieldValues, Resolver } from 'react-hook-form';
import type * as TaskSchemasModule from './task-schemas.ts';

type TaskSchemas = typeof TaskSchemasModule;

let loading: Promise<TaskSchemas> | null = null;

/** Starts loading the validation code (forms call this when they appear, so a submit never waits long). */
export function preloadTaskSchemas(): Promise<TaskSchemas> {
  loading ??= import('./task-schemas.ts');
  // A failed load (network) may be retried by the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** A resolver for one of the task forms that loads the validation code on first use. */
export function lazyTaskResolver<TInput extends FieldValues, TOutput = TInput>(
  name: keyof TaskSchemas['taskResolvers'],
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const resolver = (await preloadTaskSchemas()).taskResolvers[name] as unknown as Resolver<
      TInput,
      unknown,
      TOutput
    >;
    return resolver(values, context, options);
  };
}

/** Checks a standard task list with the shared schema: null, or the messages per path. */
export async function checkTaskTemplates(input: unknown): Promise<Record<string, string[]> | null> {
  return (await preloadTaskSchemas()).checkTaskTemplates(input);
}
