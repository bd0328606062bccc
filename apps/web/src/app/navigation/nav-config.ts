import type { Gate } from '@afscheid/shared';
import { organizationAllows } from '../../features/auth/index.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';

export interface NavItem {
  to: string;
  label: string;
  /** The gate must pass this (`'a|b'` = any of them); items that fail are not rendered. */
  permission?: string;
  /** Alternatively (or also) one of these roles. */
  role?: string;
}

/**
 * The main navigation. Later subject areas add an entry here with the permission that guards their
 * page, e.g. `{ to: '/planner', label: …, permission: 'planner.view' }`.
 */
export const mainNavigation: readonly NavItem[] = [
  { to: '/dashboard', label: nl.nav.dashboard },
  { to: '/dossiers', label: nl.nav.dossiers, permission: 'dossiers.view' },
  { to: '/planner', label: nl.nav.planner, permission: 'planner.view' },
  {
    to: '/crematorium-requests',
    label: nl.nav.crematoriumRequests,
    permission: 'crematorium_requests.view',
  },
  { to: '/cremations', label: nl.nav.cremations, permission: 'cremation_approvals.view' },
  { to: '/ash', label: nl.nav.ash, permission: 'ash.view' },
  { to: '/tasks', label: nl.nav.tasks, permission: 'tasks.view' },
  { to: '/articles', label: nl.nav.articles, permission: 'articles.view' },
  { to: '/suppliers', label: nl.nav.suppliers, permission: 'suppliers.view' },
  { to: '/debtors', label: nl.nav.debtors, permission: 'debtors.view' },
  { to: '/organizations', label: nl.nav.organizations, permission: 'organizations.view' },
  { to: '/profile', label: nl.nav.profile },
];

/**
 * The entries this user may see. The organisation's type must have an entry's permission at all, also for the
 * platform administrator whose gate passes everything (the server's permissions follow the type): a crematorium
 * shows no Dossiers (decision 009).
 */
export function visibleNavItems(items: readonly NavItem[], gate: Gate): NavItem[] {
  return items.filter((item) => {
    if (item.permission && !organizationAllows(gate, item.permission)) return false;
    if (item.role && item.permission) return gate.hasRoleOrPermission(item.role, item.permission);
    if (item.role) return gate.hasRole(item.role);
    if (item.permission) return gate.can(item.permission);
    return true;
  });
}
