import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { session } from '../../features/auth/index.ts';
import { runNavigation } from '../middleware/navigation.ts';
import type { NavigationErrorReason } from '../middleware/types.ts';
import type { LinkedRecord } from './foreign-record.ts';
import { createNavigationContext } from './navigation-context.ts';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';

/** The body of a route error thrown by the navigation rules (or a loader). */
export interface RouteErrorData {
  message: string;
  /** A page of its own explains it (see `app/errors/organization-pages.tsx`). */
  reason?: NavigationErrorReason | 'foreign-organization';
  /** With `foreign-organization`: the user's other organisation that holds the record, and what it is. */
  organization?: { id: string; name: string };
  record?: LinkedRecord;
}

/**
 * Every page's loader: waits for the session (the first user fetch), then runs the navigation rules.
 * A redirect becomes a router redirect; an error becomes a route error with its status.
 */
export async function guardNavigation(request: Request, handle: RouteHandle): Promise<void> {
  await session.initialize();
  const outcome = await runNavigation(createNavigationContext(new URL(request.url), handle));
  if (outcome.type === 'redirect') throw redirect(outcome.to);
  if (outcome.type === 'error') {
    const body: RouteErrorData = { message: outcome.message, ...(outcome.reason ? { reason: outcome.reason } : {}) };
    throw data<RouteErrorData>(body, { status: outcome.status });
  }
}

export function guardedLoader(handle: RouteHandle, load?: (args: LoaderFunctionArgs) => unknown): LoaderFunction {
  return async (args) => {
    await guardNavigation(args.request, handle);
    return load ? load(args) : null;
  };
}
