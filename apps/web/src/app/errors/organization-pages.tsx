import { interpolate, messages, REDIRECTS } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { activeOrganization } from '../../features/auth/index.ts';
import { session, useSession } from '../../features/auth/index.ts';
import { switchActiveOrganization } from '../../features/organizations/index.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { nlOrganizationContext as texts } from '../../lib/i18n/nl-NL.organization-context.ts';
import { ShellExtensionsContext } from '../navigation/shell-extensions.ts';
import { useTitleOverride } from '../routing/document-title.tsx';
import type { LinkedRecord } from '../routing/foreign-record.ts';
import type { RouteErrorData } from '../routing/guarded-loader.ts';

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 no-underline hover:bg-stone-100';

function Frame({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  useTitleOverride(title);
  return (
    <section className="mx-auto max-w-2xl py-8" data-testid={testId}>
      <PageTitle>{title}</PageTitle>
      {children}
    </section>
  );
}

/**
 * A page on the active organisation's records without an active organisation: the platform administrator is
 * told to pick or create one (the selector, the list of organisations); a user without an active membership
 * whom to ask.
 */
export function OrganizationRequiredPage() {
  const { user } = useSession();
  const { OrganizationSelectorDialog } = useContext(ShellExtensionsContext);
  const [choosing, setChoosing] = useState(false);
  if (!user?.isSuper) {
    return (
      <Frame title={texts.required.title} testId="organization-required">
        <p className="mt-3 text-stone-700">{texts.required.memberIntro}</p>
        <p className="mt-6">
          <Link to={REDIRECTS.home}>{texts.required.home}</Link>
        </p>
      </Frame>
    );
  }
  return (
    <Frame title={texts.required.title} testId="organization-required">
      <p className="mt-3 text-stone-700">{texts.required.superIntro}</p>
      <p className="mt-2 text-stone-700">{texts.required.superAction}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {OrganizationSelectorDialog && (
          <Button onClick={() => setChoosing(true)}>{texts.required.switch}</Button>
        )}
        <Link to="/organizations" className={linkButton}>
          {texts.required.toOrganizations}
        </Link>
      </div>
      {choosing && OrganizationSelectorDialog && (
        <OrganizationSelectorDialog user={user} onClose={() => setChoosing(false)} />
      )}
    </Frame>
  );
}

/** A page the active organisation's type does not have (a crematorium has no dossiers). */
export function NotForOrganizationPage() {
  const { user } = useSession();
  const organization = user ? activeOrganization(user) : null;
  const intro = organization
    ? interpolate(texts.notForType.intro, {
        organization: organization.name,
        type: messages.organizationTypes[organization.type].toLowerCase(),
      })
    : texts.notForType.introUnknown;
  return (
    <Frame title={texts.notForType.title} testId="not-for-organization">
      <p className="mt-3 text-stone-700">{intro}</p>
      {user && (user.isSuper || user.organizations.length > 1) && (
        <p className="mt-2 text-stone-700">{texts.notForType.hint}</p>
      )}
      <p className="mt-6">
        <Link to={REDIRECTS.home}>{nl.errorPage.home}</Link>
      </p>
    </Frame>
  );
}

/**
 * Per kind of record: the sentence that names it, where its records live (the list to stay in, and the root of
 * its query keys, whose cached 404 must go after the switch).
 */
const FOREIGN_RECORDS: Record<LinkedRecord, { intro: string; path: string; list?: string }> = {
  dossier: { intro: texts.foreign.dossierIntro, path: 'dossiers' },
  task: { intro: texts.foreign.taskIntro, path: 'tasks' },
  article: { intro: texts.foreign.articleIntro, path: 'articles' },
  supplier: { intro: texts.foreign.supplierIntro, path: 'suppliers' },
  debtor: { intro: texts.foreign.debtorIntro, path: 'debtors' },
  // Places have no list of their own: staying goes to the planner.
  place: { intro: texts.foreign.placeIntro, path: 'places', list: '/planner' },
};

/**
 * A link to a dossier, task, article, supplier, debtor or place of another organisation of the same user: the offer to
 * switch there (the page then opens the record) instead of "bestaat niet".
 */
export function ForeignRecordPage({
  organization,
  record,
}: Required<Pick<RouteErrorData, 'organization' | 'record'>>) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = (user && activeOrganization(user)?.name) ?? '';
  const kind = FOREIGN_RECORDS[record];
  const intro = interpolate(kind.intro, { organization: organization.name, active });

  const switchOver = async () => {
    setSwitching(true);
    setError(null);
    try {
      session.setUser(await switchActiveOrganization(organization.id));
      // The 404 of the other organisation must not be served from the cache: the loader loads the record again.
      queryClient.removeQueries({ queryKey: [kind.path, 'detail'] });
      // Opening the same address again runs the loaders (the record now loads) and leaves the error page.
      await navigate(`${location.pathname}${location.search}`, { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : texts.foreign.failed);
      setSwitching(false);
    }
  };

  return (
    <Frame title={texts.foreign.title} testId="foreign-record">
      <p className="mt-3 text-stone-700">{intro}</p>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => void switchOver()} busy={switching} busyLabel={texts.foreign.switching}>
          {interpolate(texts.foreign.switch, { organization: organization.name })}
        </Button>
        <Link to={kind.list ?? `/${kind.path}`} className={linkButton}>
          {interpolate(texts.foreign.stay, { active })}
        </Link>
      </div>
    </Frame>
  );
}

/** The page for a route error that carries a reason of its own. */
export default function OrganizationErrorPage({ data }: { data: RouteErrorData }) {
  if (data.reason === 'organization-required') return <OrganizationRequiredPage />;
  if (data.reason === 'not-for-organization') return <NotForOrganizationPage />;
  if (data.reason === 'foreign-organization' && data.organization && data.record) {
    return <ForeignRecordPage organization={data.organization} record={data.record} />;
  }
  return null;
}
