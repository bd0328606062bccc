import { capabilitiesOf, createGate, permissionsForRole } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { visibleWorkCards } from './visible-cards.ts';

describe('the work cards of the dashboard', () => {
  it('shows dossiers, tasks and crematorium requests in a funeral company', () => {
    const director = createGate({ roles: ['funeral_director'], permissions: permissionsForRole('funeral_director', 'funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: 'o1' }, director)).toEqual(['dossiers', 'tasks', 'crematoriumRequests']);
    const platform = createGate({ roles: ['super'], permissions: capabilitiesOf('funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: 'o1' }, platform)).toEqual(['dossiers', 'tasks', 'crematoriumRequests']);
  });

  it('leaves the crematorium requests out for a role without them', () => {
    const employee = createGate({ roles: ['employee'], permissions: permissionsForRole('employee', 'funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: 'o1' }, employee)).toEqual(['dossiers', 'tasks']);
  });

  it('shows tasks, crematorium requests and today’s cremations in a crematorium, also to the platform administrator', () => {
    const staff = createGate({ roles: ['crematorium_staff'], permissions: permissionsForRole('crematorium_staff', 'crematorium') });
    expect(visibleWorkCards({ activeOrganizationId: 'c1' }, staff)).toEqual(['tasks', 'crematoriumRequests', 'cremationsToday']);
    const platform = createGate({ roles: ['super'], permissions: capabilitiesOf('crematorium') });
    expect(visibleWorkCards({ activeOrganizationId: 'c1' }, platform)).toEqual(['tasks', 'crematoriumRequests', 'cremationsToday']);
  });

  it('never shows a funeral company the cremations of today, even with a gate that passes everything', () => {
    const gate = createGate({ roles: ['owner'], permissions: permissionsForRole('owner', 'funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: 'o1' }, gate)).not.toContain('cremationsToday');
  });

  it('shows nothing without an active organisation', () => {
    const platform = createGate({ roles: ['super'], permissions: capabilitiesOf('funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: null }, platform)).toEqual([]);
  });
});
