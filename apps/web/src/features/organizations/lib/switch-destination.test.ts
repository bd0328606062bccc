import { createGate } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../lib/routing/route-handle.ts';
import { destinationAfterSwitch, handleAllows } from './switch-destination.ts';

const page = (rules: Partial<RouteHandle>): RouteHandle => ({ title: 'x', layout: 'default', middleware: ['check-permissions'], ...rules });

describe('after switching organisation', () => {
  const crematoriumStaff = createGate({ roles: ['crematorium_staff'], permissions: ['organizations.view', 'members.view'] });

  it('stays on a page the new role may still open', () => {
    expect(destinationAfterSwitch([undefined, page({}), page({ permission: 'organizations.view' })], crematoriumStaff)).toBe('stay');
  });

  it('goes to the dashboard when a matched page needs what the new role lacks', () => {
    const handles = [page({ permission: 'organizations.view' }), page({ permission: 'organizations.manage_wefact' })];
    expect(destinationAfterSwitch(handles, crematoriumStaff)).toBe('/dashboard');
    expect(destinationAfterSwitch([page({ role: 'super' })], createGate({ roles: ['owner'], permissions: ['*'] }))).toBe('/dashboard');
  });

  it('ignores rules of pages without check-permissions', () => {
    expect(handleAllows({ title: 'x', layout: 'minimal', permission: 'iets.anders' }, crematoriumStaff)).toBe(true);
  });
});
