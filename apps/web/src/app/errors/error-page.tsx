import { interpolate, REDIRECTS } from '@afscheid/shared';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useSession } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { useTitleOverride } from '../routing/document-title.tsx';
import type { ErrorDescription } from './describe-error.ts';

function introFor(status: number): string {
  if (status === 404) return nl.errorPage.notFoundIntro;
  if (status === 403) return nl.errorPage.forbiddenIntro;
  return nl.errorPage.serverIntro;
}

function titleFor(status: number): string {
  if (status === 404) return nl.titles.notFound;
  if (status === 403) return nl.titles.forbidden;
  return nl.titles.error;
}

/** 404, 403 and 500 pages: the status, the Dutch message, a reference when there is one, a way home. */
export function ErrorPage({ status, message, reference }: ErrorDescription) {
  const { loggedIn } = useSession();
  useTitleOverride(titleFor(status));
  return (
    <section className="mx-auto max-w-xl py-8 text-center" data-error-status={status}>
      <p className="text-5xl font-bold tracking-tight text-stone-500" aria-hidden="true">
        {status}
      </p>
      <p className="sr-only">{interpolate(nl.errorPage.statusLabel, { status })}</p>
      <PageTitle className="mt-4">{message}</PageTitle>
      <p className="mt-3 text-stone-700">{introFor(status)}</p>
      {reference && (
        <p className="mt-3 font-mono text-sm text-stone-700">{interpolate(nl.errorPage.reference, { reference })}</p>
      )}
      <p className="mt-6">
        <Link to={loggedIn ? REDIRECTS.home : REDIRECTS.login} className="font-medium">
          {loggedIn ? nl.errorPage.home : nl.errorPage.login}
        </Link>
      </p>
    </section>
  );
}
