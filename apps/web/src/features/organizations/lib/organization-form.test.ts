import type { OrganizationData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { describeConflict } from '../../../lib/forms/conflict.ts';
import { changedFields, changedValues, isOrganization, organizationConflictFields, toFormValues } from './organization-form.ts';

const base: OrganizationData = {
  id: 'o1',
  name: 'Uitvaartzorg De Linde',
  type: 'funeral_company',
  kvkNumber: '30287451',
  vatNumber: 'NL812345678B01',
  iban: 'NL44RABO0123456789',
  street: 'Lindelaan',
  houseNumber: '14',
  houseNumberAddition: null,
  postcode: '3572 AB',
  city: 'Utrecht',
  phone: '030 271 45 60',
  email: 'info@uitvaartzorgdelinde.test',
  hasLogo: false,
  acceptsRequests: true,
  ashStorageTermMonths: 6,
  version: 3,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  myRole: 'owner',
  can: { update: true, manageMembers: true, manageInvitations: true, manageWefact: true },
};

describe('organisation form values', () => {
  it('turns null into empty strings for the form', () => {
    const values = toFormValues(base);
    expect(values.houseNumberAddition).toBe('');
    expect(values.name).toBe('Uitvaartzorg De Linde');
    expect(Object.keys(values)).not.toContain('version');
  });

  it('sends only the changed fields; an emptied field becomes null', () => {
    const yours = { ...base, phone: '030 999 88 77', email: null, city: ' Utrecht ' };
    expect(changedFields(base, yours)).toEqual(['phone', 'email']);
    expect(changedValues(base, yours)).toEqual({ phone: '030 999 88 77', email: null });
  });

  it('carries whether a crematorium takes requests, and sends it only when it changed', () => {
    const crematorium: OrganizationData = { ...base, type: 'crematorium', name: 'Crematorium Het Rozenveld' };
    expect(toFormValues(crematorium).acceptsRequests).toBe(true);
    // A new organisation's form has no such value: the server's default applies.
    expect(toFormValues({})).not.toHaveProperty('acceptsRequests');
    expect(changedValues(crematorium, toFormValues(crematorium))).toEqual({});
    const off = { ...toFormValues(crematorium), acceptsRequests: false };
    expect(changedValues(crematorium, off)).toEqual({ acceptsRequests: false });
    expect(changedValues({ ...crematorium, acceptsRequests: false }, { ...off, acceptsRequests: true })).toEqual({
      acceptsRequests: true,
    });
  });

  it('carries a crematorium’s storage term for ashes, and sends it only when it changed', () => {
    const crematorium: OrganizationData = { ...base, type: 'crematorium', name: 'Crematorium Het Rozenveld' };
    expect(toFormValues(crematorium).ashStorageTermMonths).toBe(6);
    // A new organisation's form has no such value: the server's default (6 months) applies.
    expect(toFormValues({})).not.toHaveProperty('ashStorageTermMonths');
    expect(changedValues(crematorium, toFormValues(crematorium))).toEqual({});
    const longer = { ...toFormValues(crematorium), ashStorageTermMonths: 12 };
    expect(changedValues(crematorium, longer)).toEqual({ ashStorageTermMonths: 12 });
    expect(changedValues(crematorium, { ...longer, acceptsRequests: false, phone: '030 000 00 00' })).toEqual({
      phone: '030 000 00 00',
      acceptsRequests: false,
      ashStorageTermMonths: 12,
    });
  });
});

describe('the organisation in the conflict dialog (409)', () => {
  const conflict = (yours: OrganizationData, theirs: OrganizationData) =>
    describeConflict(toFormValues(base), toFormValues(yours), toFormValues(theirs), organizationConflictFields);

  it('labels the fields you both changed and keeps their other change', () => {
    const yours = { ...base, phone: '030 444 55 66', iban: 'NL91ABNA0417164300' };
    const theirs = { ...base, version: 4, phone: '030 111 22 33', iban: 'NL91ABNA0417164300', city: 'Zeist' };
    const report = conflict(yours, theirs);
    // The IBAN: you both chose the same value, so no conflict there.
    expect(report.conflicts).toEqual([
      { field: 'phone', label: 'Telefoonnummer', yours: '030 444 55 66', theirs: '030 111 22 33' },
    ]);
    expect(report.theirChanges).toEqual([{ field: 'city', label: 'Plaats', theirs: 'Zeist' }]);
    // "Save mine": their record with your changes; against theirs only your fields differ.
    expect(changedValues(theirs, report.merged)).toEqual({ phone: '030 444 55 66' });
  });

  it('shows an IBAN in groups of four and an emptied field as empty', () => {
    const yours = { ...base, iban: null, email: 'nieuw@delinde.test' };
    const theirs = { ...base, iban: 'NL91ABNA0417164300', email: 'ander@delinde.test' };
    expect(conflict(yours, theirs).conflicts).toEqual([
      { field: 'iban', label: 'IBAN', yours: '', theirs: 'NL91 ABNA 0417 1643 00' },
      { field: 'email', label: 'E-mailadres', yours: 'nieuw@delinde.test', theirs: 'ander@delinde.test' },
    ]);
  });

  it('names and shows the requests setting as yes or no, and keeps their change of it', () => {
    const yours = { ...base, phone: '030 000 00 00' };
    const theirs = { ...base, version: 4, acceptsRequests: false };
    const report = conflict(yours, theirs);
    expect(report.conflicts).toEqual([]);
    expect(report.theirChanges).toEqual([
      { field: 'acceptsRequests', label: 'Neemt crematieaanvragen aan via het platform', theirs: 'Nee' },
    ]);
    expect(changedValues(theirs, report.merged)).toEqual({ phone: '030 000 00 00' });
    expect(organizationConflictFields.display('acceptsRequests', true)).toBe('Ja');
  });

  it('names and shows the storage term in months, and keeps their change of it', () => {
    const yours = { ...base, ashStorageTermMonths: 9 };
    const theirs = { ...base, version: 4, ashStorageTermMonths: 12 };
    expect(conflict(yours, theirs).conflicts).toEqual([
      {
        field: 'ashStorageTermMonths',
        label: 'Bewaartermijn as (maanden)',
        yours: '9 maanden',
        theirs: '12 maanden',
      },
    ]);
    const shorter: OrganizationData = { ...base, version: 4, ashStorageTermMonths: 1 };
    const report = conflict({ ...base, city: 'Zeist' }, shorter);
    expect(report.theirChanges).toEqual([
      { field: 'ashStorageTermMonths', label: 'Bewaartermijn as (maanden)', theirs: '1 maand' },
    ]);
    expect(changedValues(shorter, report.merged)).toEqual({ city: 'Zeist' });
  });

  it('recognises an organisation record in a 409 answer', () => {
    expect(isOrganization(base)).toBe(true);
    expect(isOrganization({ id: 'o1' })).toBe(false);
  });
});
