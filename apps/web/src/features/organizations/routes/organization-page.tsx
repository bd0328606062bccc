import { useMemo } from 'react';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { useSession } from '../../auth/index.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { useOrganization } from '../api/use-organization.ts';
import { OrganizationLogo } from '../components/organization-logo.tsx';
import { organizationTypeLabel } from '../lib/labels.ts';
import type { OrganizationOutletContext } from '../lib/organization-context.ts';
import { organizationAllowed } from '../lib/permissions.ts';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-block border-b-2 px-4 py-3 font-medium no-underline',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-900',
  );

/** `/organizations/{id}`: the header (logo, name, type), the tabs and the tab in the outlet. */
export function OrganizationPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const gate = useGate();
  const activeOrganizationId = useSession().user?.activeOrganizationId ?? null;
  const { data: organization, isPending, isError, error } = useOrganization(id);
  const allowed = useMemo(() => (organization ? organizationAllowed(gate, organization) : null), [gate, organization]);

  if (isPending) return <p className="text-stone-700">{nl.app.loading}</p>;
  if (isError || !organization || !allowed) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <PageProblem title={nl.titles.organization} back={{ to: '/organizations', label: nlo.organization.backToList }}>
        {notFound ? error.message : `${nlo.organization.loadFailed} ${error?.message ?? ''}`}
      </PageProblem>
    );
  }

  const context: OrganizationOutletContext = { organization, allowed };
  return (
    <div>
      <p>
        <Link to="/organizations">{nlo.organization.backToList}</Link>
      </p>
      <header className="mt-3 flex flex-wrap items-center gap-4">
        <OrganizationLogo organization={organization} />
        <div className="min-w-0 flex-1">
          <PageTitle>{organization.name}</PageTitle>
          <p className="text-stone-700" data-testid="organization-type">
            {organizationTypeLabel(organization.type)}
          </p>
        </div>
        {allowed.update && (
          <Link
            to={`/organizations/${organization.id}/edit`}
            className={linkButtonClass}
          >
            {nlo.organization.edit}
          </Link>
        )}
      </header>
      {notice && (
        <Alert tone="success" className="mt-4">
          {notice}
        </Alert>
      )}
      {allowed.moreAfterSwitch && (
        <Alert tone="info" className="mt-4">
          {nlo.organization.otherActive}
        </Alert>
      )}
      <nav aria-label={nlo.organization.tabs} className="mt-6 border-b border-stone-200">
        <ul className="flex flex-wrap gap-2">
          <li>
            <NavLink to={`/organizations/${organization.id}`} end className={tabClass}>
              {nlo.organization.tabOverview}
            </NavLink>
          </li>
          {/* The places API serves the active organisation: another organisation's tab would only say "switch". */}
          {gate.can('places.view') && organization.id === activeOrganizationId && (
            <li>
              <NavLink to={`/organizations/${organization.id}/places`} className={tabClass}>
                {nl.titles.organizationPlaces}
              </NavLink>
            </li>
          )}
          {/* Templates belong to the active organisation too (funeral companies only: the gate follows the type). */}
          {gate.can('templates.view') && organization.id === activeOrganizationId && (
            <li>
              <NavLink to={`/organizations/${organization.id}/templates`} className={tabClass}>
                {nl.titles.organizationTemplates}
              </NavLink>
            </li>
          )}
          {allowed.manageWefact && (
            <li>
              <NavLink to={`/organizations/${organization.id}/wefact-api`} className={tabClass}>
                {nlo.organization.tabWefact}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet context={context} />
      </div>
    </div>
  );
}
