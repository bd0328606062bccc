import { capabilitiesOf, createGate, permissionsForRole } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { mainNavigation, visibleNavItems, type NavItem } from './nav-config.ts';

describe('navigation config', () => {
  it('has only pages that exist in this version', () => {
    expect(mainNavigation.map((item) => item.to)).toEqual([
      '/dashboard',
      '/dossiers',
      '/planner',
      '/crematorium-requests',
      '/cremations',
      '/ash',
      '/tasks',
      '/articles',
      '/suppliers',
      '/debtors',
      '/organizations',
      '/profile',
    ]);
  });

  it('shows Organisaties to every member role and hides it without the permission', () => {
    const viewer = createGate({ roles: ['viewer'], permissions: ['*.view'] });
    expect(visibleNavItems(mainNavigation, viewer).map((item) => item.to)).toContain('/organizations');
    const nobody = createGate({ roles: [], permissions: [] });
    expect(visibleNavItems(mainNavigation, nobody).map((item) => item.to)).toEqual(['/dashboard', '/profile']);
  });

  it('shows Dossiers and Taken to the roles that hold their view permission', () => {
    const director = createGate({ roles: ['funeral_director'], permissions: ['dossiers.*', 'tasks.*'] });
    expect(visibleNavItems(mainNavigation, director).map((item) => item.to)).toEqual(['/dashboard', '/dossiers', '/tasks', '/profile']);
    // Crematorium staff work on tasks but have no dossiers of their own.
    const crematorium = createGate({ roles: ['crematorium_staff'], permissions: ['tasks.*', 'organizations.view'] });
    expect(visibleNavItems(mainNavigation, crematorium).map((item) => item.to)).toEqual([
      '/dashboard',
      '/tasks',
      '/organizations',
      '/profile',
    ]);
  });

  it('leaves out entries that fail the gate', () => {
    const items: NavItem[] = [
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/dossiers', label: 'Dossiers', permission: 'dossiers.view' },
      { to: '/ash', label: 'As', permission: 'ash.view' },
      { to: '/organizations', label: 'Organisaties', role: 'owner|admin' },
      { to: '/planner', label: 'Planner', role: 'owner', permission: 'planner.view' },
    ];
    const employee = createGate({ roles: ['employee'], permissions: ['dossiers.view', 'planner.view'] });
    expect(visibleNavItems(items, employee).map((item) => item.to)).toEqual(['/dashboard', '/dossiers', '/planner']);
    // The platform administrator holds everything the active organisation's type can do (or everything without one).
    const superUser = createGate({ roles: ['super'], permissions: ['dossiers.view', 'ash.view', 'planner.view'] });
    expect(visibleNavItems(items, superUser)).toHaveLength(5);
  });

  it("follows the organisation's type for the platform administrator too: a crematorium has no dossiers", () => {
    // A crematorium keeps its own price list, suppliers and debtors (it invoices its cremations too).
    const superInCrematorium = createGate({ roles: ['super'], permissions: capabilitiesOf('crematorium') });
    expect(visibleNavItems(mainNavigation, superInCrematorium).map((item) => item.to)).toEqual([
      '/dashboard',
      '/planner',
      '/crematorium-requests',
      '/cremations',
      '/ash',
      '/tasks',
      '/articles',
      '/suppliers',
      '/debtors',
      '/organizations',
      '/profile',
    ]);
    const superInFuneralCompany = createGate({ roles: ['super'], permissions: capabilitiesOf('funeral_company') });
    expect(visibleNavItems(mainNavigation, superInFuneralCompany)).toHaveLength(10);
    const ownerOfCrematorium = createGate({ roles: ['owner'], permissions: permissionsForRole('owner', 'crematorium') });
    expect(visibleNavItems(mainNavigation, ownerOfCrematorium).map((item) => item.to)).not.toContain('/dossiers');
  });
});
