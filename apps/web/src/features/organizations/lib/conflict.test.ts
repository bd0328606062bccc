import type { OrganizationData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { changedFields, changedValues, describeConflict, toFormValues } from './conflict.ts';

const base: OrganizationData = {
  id: 'o1',
  name: 'Uitvaartzorg De Linde',
  type: 'funeral_company',
  kvkNumber: '30287451',
  vatNumber: 'NL812345670B01',
  iban: 'NL44RABO0123456789',
  street: 'Lindelaan',
  houseNumber: '14',
  houseNumberAddition: null,
  postcode: '3572 AB',
  city: 'Utrecht',
  phone: '030 271 45 60',
  email: 'info@uitvaartzorgdelinde.test',
  hasLogo: false,
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
});

describe('describeConflict (409)', () => {
  it('lists the fields you changed that they saved differently, with both values', () => {
    const yours = { ...base, phone: '030 444 55 66', iban: 'NL91ABNA0417164300' };
    const theirs = { ...base, version: 4, phone: '030 111 22 33', iban: 'NL91ABNA0417164300', city: 'Zeist' };
    const report = describeConflict(base, yours, theirs);
    // The IBAN: you both chose the same value, so no conflict there.
    expect(report.conflicts).toEqual([{ field: 'phone', label: 'Telefoonnummer', yours: '030 444 55 66', theirs: '030 111 22 33' }]);
    // Their other change is shown and kept whichever version wins.
    expect(report.theirChanges).toEqual([{ field: 'city', label: 'Plaats', before: 'Utrecht', theirs: 'Zeist' }]);
    // "Save mine" sends only your changes (on top of their version).
    expect(report.overwrite).toEqual({ phone: '030 444 55 66', iban: 'NL91ABNA0417164300' });
  });

  it('shows an IBAN in groups of four and an emptied field as empty', () => {
    const yours = { ...base, iban: null, email: 'nieuw@delinde.test' };
    const theirs = { ...base, iban: 'NL91ABNA0417164300', email: 'ander@delinde.test' };
    const report = describeConflict(base, yours, theirs);
    expect(report.conflicts).toEqual([
      { field: 'iban', label: 'IBAN', yours: '', theirs: 'NL91 ABNA 0417 1643 00' },
      { field: 'email', label: 'E-mailadres', yours: 'nieuw@delinde.test', theirs: 'ander@delinde.test' },
    ]);
    expect(report.overwrite).toEqual({ iban: null, email: 'nieuw@delinde.test' });
  });

  it('has no conflicts when your changes and theirs touch different fields', () => {
    const report = describeConflict(base, { ...base, name: 'De Linde' }, { ...base, phone: '030 000 00 00' });
    expect(report.conflicts).toEqual([]);
    expect(report.theirChanges.map((change) => change.field)).toEqual(['phone']);
    expect(report.overwrite).toEqual({ name: 'De Linde' });
  });
});
