import { errorMessages, interpolate } from '@afscheid/shared';
import { fail, next, type MiddlewareRegistry, type NavigationContext, type NavigationOutcome } from './types.ts';

/**
 * Runs the named middleware in order; the first redirect or error ends the run. An unknown name is a
 * 500 error "Onbekende middleware: NAME", as the specification says.
 */
export async function runMiddleware(
  names: readonly string[],
  context: NavigationContext,
  registry: MiddlewareRegistry,
): Promise<NavigationOutcome> {
  for (const name of names) {
    const middleware = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
    if (!middleware) return fail(500, interpolate(errorMessages.unknownMiddleware, { name }));
    const outcome = await middleware(context);
    if (outcome && outcome.type !== 'next') return outcome;
  }
  return next;
}
