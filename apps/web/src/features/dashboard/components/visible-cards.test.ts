import { capabilitiesOf, createGate, permissionsForRole } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { visibleWorkCards } from './visible-cards.ts';

describe('the work cards of the dashboard', () => {
  it('shows dossiers and tasks in a funeral company', () => {
    const director = createGate({ roles: ['funeral_director'], permissions: permissionsForRole('funeral_director', 'funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: 'o1' }, director)).toEqual(['dossiers', 'tasks']);
  });

  it('shows only tasks in a crematorium, also to the platform administrator', () => {
    const staff = createGate({ roles: ['crematorium_staff'], permissions: permissionsForRole('crematorium_staff', 'crematorium') });
    expect(visibleWorkCards({ activeOrganizationId: 'c1' }, staff)).toEqual(['tasks']);
    const platform = createGate({ roles: ['super'], permissions: capabilitiesOf('crematorium') });
    expect(visibleWorkCards({ activeOrganizationId: 'c1' }, platform)).toEqual(['tasks']);
  });

  it('shows nothing without an active organisation', () => {
    const platform = createGate({ roles: ['super'], permissions: capabilitiesOf('funeral_company') });
    expect(visibleWorkCards({ activeOrganizationId: null }, platform)).toEqual([]);
  });
});
