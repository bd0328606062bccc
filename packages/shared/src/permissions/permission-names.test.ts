import { describe, expect, it } from 'vitest';
import { hasAnyPermission } from './gate.ts';
import { PERMISSIONS, ROLE_PERMISSIONS, rolePatterns } from './permission-names.ts';
import { ROLES } from './roles.ts';

/** What the role allows before the organisation's type is taken into account (capabilities.test.ts). */
const can = (role: (typeof ROLES)[number], name: string) => hasAnyPermission(rolePatterns(role), name);

describe('ROLE_PERMISSIONS', () => {
  it('has an entry for every role', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });

  it('lists concrete names as resource.action', () => {
    expect(PERMISSIONS).toContain('dossiers.view');
    expect(PERMISSIONS).toContain('ash.close');
    expect(PERMISSIONS).toContain('crematorium_requests.decide');
    for (const name of PERMISSIONS) expect(name).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('gives owner and admin every permission', () => {
    for (const name of PERMISSIONS) {
      expect(can('owner', name), name).toBe(true);
      expect(can('admin', name), name).toBe(true);
    }
  });

  it('gives the viewer exactly the view permissions', () => {
    for (const name of PERMISSIONS) expect(can('viewer', name), name).toBe(name.endsWith('.view'));
  });

  it('gives the funeral director the dossier work but not the crematorium decisions', () => {
    expect(can('funeral_director', 'dossiers.delete')).toBe(true);
    expect(can('funeral_director', 'invoicing.invoice')).toBe(true);
    expect(can('funeral_director', 'crematorium_requests.submit')).toBe(true);
    expect(can('funeral_director', 'articles.view')).toBe(true);
    expect(can('funeral_director', 'articles.update')).toBe(false);
    expect(can('funeral_director', 'crematorium_requests.decide')).toBe(false);
    expect(can('funeral_director', 'ash.approve')).toBe(false);
    expect(can('funeral_director', 'members.manage')).toBe(false);
  });

  it('lets the employee view, create and update but not delete', () => {
    expect(can('employee', 'dossiers.update')).toBe(true);
    expect(can('employee', 'dossiers.delete')).toBe(false);
    expect(can('employee', 'places.view')).toBe(true);
    expect(can('employee', 'places.update')).toBe(false);
    expect(can('employee', 'budget.view')).toBe(false);
  });

  it('gives crematorium staff the crematorium work', () => {
    expect(can('crematorium_staff', 'crematorium_requests.decide')).toBe(true);
    expect(can('crematorium_staff', 'crematorium_requests.create')).toBe(false);
    expect(can('crematorium_staff', 'cremation_approvals.approve')).toBe(true);
    expect(can('crematorium_staff', 'ash.close')).toBe(true);
    expect(can('crematorium_staff', 'dossiers.view')).toBe(false);
  });

  it('gives an unknown role nothing', () => {
    expect(rolePatterns('janitor')).toEqual([]);
    expect(rolePatterns('toString')).toEqual([]);
  });
});
