import type { ComponentType } from 'react';
import { REDIRECTS, messages } from '@afscheid/shared';
import { data, redirect, type RouteObject } from 'react-router';
import { takeTarget } from '../../features/auth/session/remembered-target.ts';
import { session } from '../../features/auth/session/session.ts';
import { sessionStore } from '../../lib/browser/storage.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { lazyRoute } from '../errors/chunk-reload.ts';
import { RouteErrorBoundary, ShellErrorBoundary } from '../errors/route-error-boundary.tsx';
import { MinimalLayout } from '../layouts/minimal-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { AppLoading } from './app-loading.tsx';
import { guardNavigation, guardedLoader, type RouteErrorData } from './guarded-loader.ts';
import type { RouteHandle } from './route-handle.ts';

interface PageRoute {
  path?: string;
  index?: true;
  handle: RouteHandle;
  /** The page's chunk: loaded on first visit (route-level code splitting). */
  load: () => Promise<{ Component: ComponentType }>;
}

/** A page: the navigation rules in its loader, its component in its own chunk, the error page inside the layout. */
function page({ path, index, handle, load }: PageRoute): RouteObject {
  const common = { handle, loader: guardedLoader(handle), lazy: lazyRoute(load), ErrorBoundary: RouteErrorBoundary };
  return index ? { index: true, ...common } : { path, ...common };
}

/** For routes whose loader always redirects or throws: they never render anything themselves. */
function EmptyRoute() {
  return null;
}

const guestHandle = (title: string): RouteHandle => ({ auth: 'guest', middleware: ['guest'], title, layout: 'minimal' });
const appHandle = (title: string): RouteHandle => ({ middleware: ['check-permissions'], title, layout: 'default' });

const callbackHandle: RouteHandle = { title: nl.titles.loginCallback, layout: 'public' };
const notFoundHandle: RouteHandle = { auth: false, title: nl.titles.notFound, layout: 'public' };

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ShellErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        id: 'layout-minimal',
        Component: MinimalLayout,
        children: [
          page({
            index: true,
            handle: guestHandle(nl.titles.login),
            load: () => import('../../features/auth/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          }),
          page({
            path: 'forgot-password',
            handle: guestHandle(nl.titles.forgotPassword),
            load: () =>
              import('../../features/auth/routes/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
          }),
          page({
            path: 'reset-password',
            handle: guestHandle(nl.titles.resetPassword),
            load: () =>
              import('../../features/auth/routes/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
          }),
        ],
      },
      {
        id: 'layout-default',
        lazy: lazyRoute(() => import('../layouts/default-layout.tsx').then((m) => ({ Component: m.DefaultLayout }))),
        children: [
          page({
            path: 'dashboard',
            handle: appHandle(nl.titles.dashboard),
            load: () => import('../../features/dashboard/routes/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
          }),
          page({
            path: 'profile',
            handle: appHandle(nl.titles.profile),
            load: () => import('../../features/profile/routes/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
          }),
        ],
      },
      {
        // The callback page: finishes a login by going to the remembered page (or home); visitors go to the login page.
        id: 'login-callback',
        path: REDIRECTS.callback,
        handle: callbackHandle,
        loader: async ({ request }) => {
          await guardNavigation(request, callbackHandle);
          throw redirect(session.getState().loggedIn ? takeTarget(sessionStore) : REDIRECTS.login);
        },
        Component: EmptyRoute,
        ErrorBoundary: ShellErrorBoundary,
      },
      {
        id: 'not-found',
        path: '*',
        handle: notFoundHandle,
        loader: async ({ request }) => {
          await guardNavigation(request, notFoundHandle);
          throw data<RouteErrorData>({ message: messages.errors.pageNotFound }, { status: 404 });
        },
        Component: EmptyRoute,
        ErrorBoundary: ShellErrorBoundary,
      },
    ],
  },
];
