import { describe, expect, it } from 'vitest';
import { createGate, hasAllPermissions, hasAnyPermission, hasScope, matchesPermission } from './gate.ts';
import { SUPER_ROLE } from './roles.ts';

describe('matchesPermission', () => {
  it('matches exact names only without a wildcard', () => {
    expect(matchesPermission('dossiers.view', 'dossiers.view')).toBe(true);
    expect(matchesPermission('dossiers.view', 'dossiers.viewer')).toBe(false);
    expect(matchesPermission('dossiers.view', 'dossiers.update')).toBe(false);
  });

  it('lets * match any run of characters, dots included', () => {
    expect(matchesPermission('*', 'dossiers.view')).toBe(true);
    expect(matchesPermission('*', 'a.b.c')).toBe(true);
    expect(matchesPermission('dossiers.*', 'dossiers.delete')).toBe(true);
    expect(matchesPermission('dossiers.*', 'dossiers.sub.view')).toBe(true);
    expect(matchesPermission('dossiers.*', 'notes.view')).toBe(false);
    expect(matchesPermission('dossiers.*', 'dossiers')).toBe(false);
    expect(matchesPermission('*.view', 'ash.view')).toBe(true);
    expect(matchesPermission('*.view', 'ash.approve')).toBe(false);
    expect(matchesPermission('crematorium_*.view', 'crematorium_requests.view')).toBe(true);
  });

  it('treats other characters literally', () => {
    expect(matchesPermission('dossiers.view', 'dossiersXview')).toBe(false);
    expect(matchesPermission('a+b.*', 'a+b.c')).toBe(true);
    expect(matchesPermission('a+b.*', 'aab.c')).toBe(false);
  });
});

describe('hasAnyPermission / hasAllPermissions', () => {
  const held = ['dossiers.*', 'notes.view'];

  it('any-of with a|b', () => {
    expect(hasAnyPermission(held, 'dossiers.update')).toBe(true);
    expect(hasAnyPermission(held, 'ash.close|notes.view')).toBe(true);
    expect(hasAnyPermission(held, 'ash.close|notes.update')).toBe(false);
    expect(hasAnyPermission(held, ['ash.close', 'dossiers.view'])).toBe(true);
    expect(hasAnyPermission(null, 'notes.view')).toBe(false);
    expect(hasAnyPermission(held, '')).toBe(false);
  });

  it('all-of with a|b or a list', () => {
    expect(hasAllPermissions(held, 'dossiers.view|notes.view')).toBe(true);
    expect(hasAllPermissions(held, 'dossiers.view|notes.update')).toBe(false);
    expect(hasAllPermissions(held, ['dossiers.create', 'dossiers.delete'])).toBe(true);
    expect(hasAllPermissions(held, ['dossiers.create', 'ash.view'])).toBe(false);
    expect(hasAllPermissions(held, [])).toBe(false);
  });
});

describe('createGate', () => {
  const gate = createGate({
    roles: ['funeral_director', 'employee'],
    permissions: ['dossiers.*', 'planner.view'],
  });

  it('checks roles any-of and all-of', () => {
    expect(gate.isSuper).toBe(false);
    expect(gate.hasRole('funeral_director')).toBe(true);
    expect(gate.hasRole('owner|employee')).toBe(true);
    expect(gate.hasRole('owner|admin')).toBe(false);
    expect(gate.hasAllRoles('funeral_director|employee')).toBe(true);
    expect(gate.hasAllRoles('funeral_director|owner')).toBe(false);
  });

  it('checks permissions any-of and all-of', () => {
    expect(gate.can('dossiers.delete')).toBe(true);
    expect(gate.can('ash.close|planner.view')).toBe(true);
    expect(gate.can('planner.update')).toBe(false);
    expect(gate.canAll('dossiers.view|planner.view')).toBe(true);
    expect(gate.canAll('dossiers.view|planner.update')).toBe(false);
  });

  it('checks role or permission', () => {
    expect(gate.hasRoleOrPermission('owner', 'planner.view')).toBe(true);
    expect(gate.hasRoleOrPermission('employee', 'ash.close')).toBe(true);
    expect(gate.hasRoleOrPermission('owner', 'ash.close')).toBe(false);
  });

  it('lets the super role pass every check', () => {
    const superGate = createGate({ roles: [SUPER_ROLE], permissions: [] });
    expect(superGate.isSuper).toBe(true);
    expect(superGate.hasRole('owner')).toBe(true);
    expect(superGate.hasAllRoles('owner|admin')).toBe(true);
    expect(superGate.can('ash.close')).toBe(true);
    expect(superGate.canAll('ash.close|audit.view')).toBe(true);
    expect(superGate.hasRoleOrPermission('viewer', 'members.manage')).toBe(true);
  });

  it('holds nothing without roles or permissions', () => {
    const empty = createGate({ roles: null, permissions: undefined });
    expect(empty.isSuper).toBe(false);
    expect(empty.hasRole('viewer')).toBe(false);
    expect(empty.can('dossiers.view')).toBe(false);
  });
});

describe('hasScope', () => {
  it('finds a name in a scope list, wildcards allowed', () => {
    expect(hasScope(['dossiers', 'planner'], 'planner')).toBe(true);
    expect(hasScope(['dossiers'], 'planner')).toBe(false);
    expect(hasScope(['crematorium.*'], 'crematorium.requests')).toBe(true);
    expect(hasScope(['*'], 'anything')).toBe(true);
  });

  it('finds a truthy key in a scope map', () => {
    expect(hasScope({ planner: true, ash: false, notes: 1 }, 'planner')).toBe(true);
    expect(hasScope({ planner: true, ash: false }, 'ash')).toBe(false);
    expect(hasScope({ notes: 1 }, 'notes')).toBe(true);
    expect(hasScope({ planner: true }, 'missing')).toBe(false);
    expect(hasScope({}, 'toString')).toBe(false);
  });

  it('is false without a scope', () => {
    expect(hasScope(null, 'planner')).toBe(false);
    expect(hasScope(undefined, 'planner')).toBe(false);
    expect(hasScope([], 'planner')).toBe(false);
  });
});
