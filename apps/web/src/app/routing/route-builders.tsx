import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyRoute } from '../errors/chunk-reload.ts';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { guardNavigation, guardedLoader } from './guarded-loader.ts';
import type { LinkedRecord } from './foreign-record.ts';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';

/** The pieces the route tables (`routes.tsx`, `app-routes.tsx`) are built from. */

interface PageRoute {
  path?: string;
  index?: true;
  handle: RouteHandle;
  /**
   * The page opens one record from a link (its id in `param`): the loader loads it and, when it lives in
   * another organisation of the user, shows an offer to switch there (`foreign-record.ts`, decision 009).
   */
  linked?: { record: LinkedRecord; param: string };
  /** The page's chunk: loaded on first visit (route-level code splitting). */
  load: () => Promise<{ Component: ComponentType }>;
  /**
   * Starts the page's own data request once the navigation rules pass, alongside its chunk and the parent's
   * loader (a dossier's section: not after the dossier), without holding the navigation for it. The page's query
   * takes the answer or the request under way; a failure is the page's to show.
   */
  prefetch?: (args: LoaderFunctionArgs) => Promise<unknown>;
  /** Child pages (tabs) rendered in the page's outlet; each has its own rules and chunk. */
  children?: RouteObject[];
}

/** A page: the navigation rules in its loader, its component in its own chunk, the error page inside the layout. */
export function page({ path, index, handle, load, children, linked, prefetch }: PageRoute): RouteObject {
  const start = prefetch
    ? (args: LoaderFunctionArgs) => void prefetch(args).catch(() => undefined)
    : undefined;
  const loader = linked
    ? linkedLoader(handle, linked, start)
    : guardedLoader(
        handle,
        start
          ? (args) => {
              start(args);
              return null;
            }
          : undefined,
      );
  const common = { handle, loader, lazy: lazyRoute(load), ErrorBoundary: RouteErrorBoundary };
  if (index) return { index: true, ...common };
  return children ? { path, ...common, children } : { path, ...common };
}

/**
 * The loader of a page that opens one record from a link: the navigation rules, then the record (see
 * `foreign-record.ts`). A page the active organisation's type lacks (a dossier link while working in the
 * crematorium) may still be a record of another organisation of the user: then the switch is offered instead.
 */
function linkedLoader(
  handle: RouteHandle,
  linked: NonNullable<PageRoute['linked']>,
  prefetch?: (args: LoaderFunctionArgs) => void,
): LoaderFunction {
  return async (args) => {
    const { request, params } = args;
    const id = params[linked.param] ?? '';
    // In its own chunk with the record's API: only pages that open a record load it.
    const records = import('./foreign-record.ts');
    try {
      await guardNavigation(request, handle);
    } catch (refusal) {
      await (await records).offerSwitchAfterRefusal(refusal, linked.record, id);
      throw refusal;
    }
    // The record's request need not wait for that chunk (queued behind the page's): `checkLinkedRecord` takes it.
    prefetch?.(args);
    await (await records).checkLinkedRecord(linked.record, id);
    return null;
  };
}

/** A path that only sends the user elsewhere (after the navigation rules). */
export function redirectRoute(path: string, handle: RouteHandle, to: string): RouteObject {
  return {
    path,
    handle,
    loader: async ({ request }) => {
      await guardNavigation(request, handle);
      throw redirect(to);
    },
    Component: EmptyRoute,
    ErrorBoundary: RouteErrorBoundary,
  };
}

/** For routes whose loader always redirects or throws: they never render anything themselves. */
export function EmptyRoute() {
  return null;
}

export const guestHandle = (title: string): RouteHandle => ({
  auth: 'guest',
  middleware: ['guest'],
  title,
  layout: 'minimal',
});
export const publicHandle = (title: string): RouteHandle => ({ auth: false, title, layout: 'minimal' });
export const appHandle = (
  title: string,
  rules: Pick<RouteHandle, 'permission' | 'role'> = {},
): RouteHandle => ({
  middleware: ['check-permissions'],
  title,
  layout: 'default',
  ...rules,
});
/** A page on the active organisation's records: without an active organisation it explains how to get one. */
export const organizationHandle = (
  title: string,
  rules: Pick<RouteHandle, 'permission' | 'role'> = {},
): RouteHandle => ({
  ...appHandle(title, rules),
  middleware: ['active-organization', 'check-permissions'],
});
