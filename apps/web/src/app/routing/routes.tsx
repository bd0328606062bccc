import { REDIRECTS, errorMessages } from '@afscheid/shared';
import { data, redirect, type RouteObject } from 'react-router';
import { takeTarget } from '../../features/auth/index.ts';
import { session } from '../../features/auth/index.ts';
import { sessionStore } from '../../lib/browser/storage.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { ShellErrorBoundary } from '../errors/route-error-boundary.tsx';
import { MinimalLayout } from '../layouts/minimal-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { AppLoading } from './app-loading.tsx';
import { guardNavigation, type RouteErrorData } from './guarded-loader.ts';
import { EmptyRoute, guestHandle, page, publicHandle } from './route-builders.tsx';
import type { RouteHandle } from '../../lib/routing/route-handle.ts';

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
            load: () =>
              import('../../features/auth/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          }),
          page({
            path: 'forgot-password',
            handle: guestHandle(nl.titles.forgotPassword),
            load: () =>
              import('../../features/auth/routes/forgot-password-page.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          }),
          page({
            path: 'reset-password',
            handle: guestHandle(nl.titles.resetPassword),
            load: () =>
              import('../../features/auth/routes/reset-password-page.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          }),
          // Invitation and account links from e-mails; the token is the optional segment.
          page({
            path: 'auth/register/:token?',
            handle: guestHandle(nl.titles.register),
            load: () =>
              import('../../features/account/routes/register-page.tsx').then((m) => ({
                Component: m.RegisterPage,
              })),
          }),
          page({
            // Open to everybody: a visitor is asked to log in, a logged-in user confirms (or is told it is someone else's).
            path: 'auth/confirm-membership/:token?',
            handle: publicHandle(nl.titles.confirmMembership),
            load: () =>
              import('../../features/account/routes/confirm-membership-page.tsx').then((m) => ({
                Component: m.ConfirmMembershipPage,
              })),
          }),
          page({
            // The link mailed to a new login address: open to everybody (it may be opened on another device).
            path: 'auth/confirm-email/:token?',
            handle: publicHandle(nl.titles.emailChangeConfirm),
            load: () =>
              import('../../features/profile/routes/confirm-email-page.tsx').then((m) => ({
                Component: m.ConfirmEmailPage,
              })),
          }),
          page({
            path: 'auth/set-password/:token?',
            handle: guestHandle(nl.titles.setPassword),
            load: () =>
              import('../../features/account/routes/set-password-page.tsx').then((m) => ({
                Component: m.SetPasswordPage,
              })),
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
          throw data<RouteErrorData>({ message: errorMessages.pageNotFound }, { status: 404 });
        },
        Component: EmptyRoute,
        ErrorBoundary: ShellErrorBoundary,
      },
    ],
  },
];
