import { organizationTypeLabels, roleLabels, type AuthUser } from '@afscheid/shared';
import { Link } from 'react-router';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { DashboardCard } from './dashboard-card.tsx';

function roleLabel(role: string): string {
  return Object.prototype.hasOwnProperty.call(roleLabels, role) ? roleLabels[role as keyof typeof roleLabels] : role;
}

/** The user's organisations with their type and the user's role in each. */
export function OrganizationsCard({ user }: { user: AuthUser }) {
  return (
    <DashboardCard title={nlPages.dashboard.organizationsTitle} description={nlPages.dashboard.organizationsIntro}>
      {user.organizations.length === 0 ? (
        <p className="text-stone-700">{user.isSuper ? nlPages.dashboard.platformAdminNote : nlPages.dashboard.noOrganizations}</p>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="organization-list">
          {user.organizations.map((organization) => (
            <li key={organization.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div>
                <p className="font-medium text-stone-900">
                  <Link to={`/organizations/${organization.id}`}>{organization.name}</Link>
                  {organization.id === user.activeOrganizationId && (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {nlPages.dashboard.activeBadge}
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-700">{organizationTypeLabels[organization.type]}</p>
              </div>
              <p className="text-sm text-stone-800">
                <span className="sr-only">{nlPages.dashboard.roleColumn}: </span>
                {roleLabel(organization.role)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {user.isSuper && user.organizations.length > 0 && (
        <p className="mt-3 text-sm text-stone-700">{nlPages.dashboard.platformAdminNote}</p>
      )}
      {user.isSuper && (
        <p className="mt-3">
          <Link to="/organizations">{nlPages.dashboard.allOrganizations}</Link>
        </p>
      )}
    </DashboardCard>
  );
}
