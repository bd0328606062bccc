import { authGuard } from './auth-guard.ts';
import { globalSteps, middlewareRegistry } from './registry.ts';
import { runMiddleware } from './runner.ts';
import { next, type MiddlewareRegistry, type NavigationContext, type NavigationOutcome } from './types.ts';

/** A whole navigation: the global steps, the login guard, then the route's named middleware. */
export async function runNavigation(
  context: NavigationContext,
  registry: MiddlewareRegistry = middlewareRegistry,
): Promise<NavigationOutcome> {
  for (const step of [...globalSteps, authGuard]) {
    const outcome = await step(context);
    if (outcome && outcome.type !== 'next') return outcome;
  }
  const routeOutcome = await runMiddleware(context.handle.middleware ?? [], context, registry);
  return routeOutcome.type === 'next' ? next : routeOutcome;
}
