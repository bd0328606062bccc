import { describe, expect, it } from 'vitest';
import { hasAnyPermission } from './gate.ts';
import {
  canTakeWork,
  capabilitiesOf,
  permissionsForRole,
  typeAllows,
  typeAllowsAny,
} from './capabilities.ts';
import { PERMISSIONS } from './permission-names.ts';
import { ORGANIZATION_TYPES, ROLES, type OrganizationType, type Role } from './roles.ts';

const can = (role: Role, type: OrganizationType, name: string) =>
  hasAnyPermission(permissionsForRole(role, type), name);

/** Resources only one type has; the rest (organisations, members, tasks, planner, …) both have. */
const FUNERAL_ONLY = ['dossiers', 'sections', 'notes', 'documents', 'budget'];
const CREMATORIUM_ONLY = ['cremation_approvals', 'ash'];

describe('the capability table per organisation type', () => {
  it('gives a funeral company its dossiers and the requests it sends, not the crematorium work', () => {
    for (const resource of FUNERAL_ONLY) {
      for (const action of ['view', 'create', 'update', 'delete']) {
        expect(typeAllows('funeral_company', `${resource}.${action}`), resource).toBe(true);
        expect(typeAllows('crematorium', `${resource}.${action}`), resource).toBe(false);
      }
    }
    for (const name of [
      'crematorium_requests.create',
      'crematorium_requests.submit',
      'crematorium_requests.view',
    ])
      expect(typeAllows('funeral_company', name), name).toBe(true);
    for (const name of [
      'crematorium_requests.decide',
      'cremation_approvals.approve',
      'ash.approve',
      'ash.close',
    ])
      expect(typeAllows('funeral_company', name), name).toBe(false);
  });

  it('gives a crematorium the incoming requests, cremations and ashes, and no dossiers', () => {
    for (const resource of CREMATORIUM_ONLY) expect(typeAllows('crematorium', `${resource}.view`)).toBe(true);
    for (const name of [
      'crematorium_requests.view',
      'crematorium_requests.decide',
      'cremation_approvals.approve',
      'ash.close',
    ])
      expect(typeAllows('crematorium', name), name).toBe(true);
    for (const name of [
      'crematorium_requests.create',
      'crematorium_requests.submit',
      'dossiers.create',
      'budget.view',
    ])
      expect(typeAllows('crematorium', name), name).toBe(false);
  });

  it('gives both types their own organisation, members, tasks, planning and invoicing', () => {
    for (const type of ORGANIZATION_TYPES) {
      for (const name of [
        'organizations.update',
        'members.manage',
        'invitations.manage',
        'tasks.create',
        'planner.view',
        'places.update',
        'organizations.manage_wefact',
        'invoicing.invoice',
      ])
        expect(typeAllows(type, name), `${type} ${name}`).toBe(true);
    }
  });

  it('leaves no permission to neither type, and lists only known names', () => {
    for (const name of PERMISSIONS) {
      expect(
        ORGANIZATION_TYPES.some((type) => typeAllows(type, name)),
        name,
      ).toBe(true);
    }
    for (const type of ORGANIZATION_TYPES) {
      expect(capabilitiesOf(type).every((name) => PERMISSIONS.includes(name))).toBe(true);
    }
  });

  it('knows no unknown type', () => {
    expect(typeAllows('bakery', 'tasks.view')).toBe(false);
    expect(typeAllows('toString', 'tasks.view')).toBe(false);
    expect(capabilitiesOf('bakery')).toEqual([]);
  });

  it('checks an any-of expression', () => {
    expect(typeAllowsAny('crematorium', 'dossiers.view|ash.view')).toBe(true);
    expect(typeAllowsAny('crematorium', 'dossiers.view|budget.view')).toBe(false);
    expect(typeAllowsAny('crematorium', '')).toBe(false);
  });
});

describe('permissionsForRole(role, type)', () => {
  it('is what the role allows and the type can do, as concrete names', () => {
    for (const type of ORGANIZATION_TYPES) {
      for (const role of ROLES) {
        const held = permissionsForRole(role, type);
        for (const name of held) {
          expect(name).toMatch(/^[a-z_]+\.[a-z_]+$/);
          expect(typeAllows(type, name), `${role} in ${type}: ${name}`).toBe(true);
        }
      }
    }
  });

  it('gives the owner of each type exactly what the type can do', () => {
    for (const type of ORGANIZATION_TYPES)
      expect(permissionsForRole('owner', type)).toEqual(capabilitiesOf(type));
  });

  it('keeps the owner of a crematorium from making dossiers (a burial dossier in a crematorium was possible)', () => {
    expect(can('owner', 'crematorium', 'dossiers.create')).toBe(false);
    expect(can('owner', 'crematorium', 'dossiers.view')).toBe(false);
    expect(can('owner', 'funeral_company', 'dossiers.create')).toBe(true);
  });

  it('gives a funeral director the sending side and no crematorium decisions, in either type', () => {
    expect(can('funeral_director', 'funeral_company', 'crematorium_requests.submit')).toBe(true);
    expect(can('funeral_director', 'funeral_company', 'ash.approve')).toBe(false);
    expect(can('funeral_director', 'crematorium', 'dossiers.update')).toBe(false);
    expect(can('funeral_director', 'crematorium', 'crematorium_requests.submit')).toBe(false);
  });

  it('gives crematorium staff the receiving side in a crematorium only', () => {
    expect(can('crematorium_staff', 'crematorium', 'crematorium_requests.decide')).toBe(true);
    expect(can('crematorium_staff', 'crematorium', 'ash.close')).toBe(true);
    expect(can('crematorium_staff', 'crematorium', 'tasks.update')).toBe(true);
    expect(can('crematorium_staff', 'funeral_company', 'crematorium_requests.decide')).toBe(false);
    expect(can('crematorium_staff', 'funeral_company', 'ash.close')).toBe(false);
  });

  it('gives the viewer the view permissions of the type only', () => {
    expect(permissionsForRole('viewer', 'crematorium')).toEqual(
      capabilitiesOf('crematorium').filter((name) => name.endsWith('.view')),
    );
    expect(can('viewer', 'crematorium', 'dossiers.view')).toBe(false);
  });

  it('gives an unknown role or type nothing', () => {
    expect(permissionsForRole('janitor', 'funeral_company')).toEqual([]);
    expect(permissionsForRole('owner', 'bakery')).toEqual([]);
    expect(permissionsForRole('toString', 'toString')).toEqual([]);
  });
});

describe('daily use (issue 11)', () => {
  it('lets the funeral director, an admin and the owner cancel a dossier, not an employee or a viewer', () => {
    for (const role of ['owner', 'admin', 'funeral_director'] as const)
      expect(can(role, 'funeral_company', 'dossiers.cancel'), role).toBe(true);
    for (const role of ['employee', 'viewer', 'crematorium_staff'] as const)
      expect(can(role, 'funeral_company', 'dossiers.cancel'), role).toBe(false);
    expect(typeAllows('crematorium', 'dossiers.cancel')).toBe(false);
  });

  it('gives work (a dossier to lead, a task) to members who may change it, never to a read-only member', () => {
    for (const role of ['owner', 'admin', 'funeral_director', 'employee'] as const) {
      expect(canTakeWork(role, 'funeral_company', 'dossiers'), role).toBe(true);
      expect(canTakeWork(role, 'funeral_company', 'tasks'), role).toBe(true);
    }
    expect(canTakeWork('viewer', 'funeral_company', 'dossiers')).toBe(false);
    expect(canTakeWork('viewer', 'funeral_company', 'tasks')).toBe(false);
    expect(canTakeWork('viewer', 'crematorium', 'tasks')).toBe(false);
    expect(canTakeWork('crematorium_staff', 'crematorium', 'tasks')).toBe(true);
    expect(canTakeWork('crematorium_staff', 'crematorium', 'dossiers')).toBe(false);
    expect(canTakeWork('janitor', 'funeral_company', 'tasks')).toBe(false);
  });
});
