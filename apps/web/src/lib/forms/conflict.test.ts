import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { conflictRecord, describeConflict, isVersioned, valuePaths, type ConflictFields } from './conflict.ts';

const fields: ConflictFields = {
  label: (path) => path.toUpperCase(),
  display: (_path, value) => (value === null || value === undefined ? '' : String(value)),
};

describe('describeConflict', () => {
  const base = { name: 'Jansen', city: 'Utrecht', phone: '', email: 'a@b.test' };

  it('lists fields both changed differently, their other changes, and merges yours on top of theirs', () => {
    const yours = { ...base, name: 'Jansen-de Vries', email: 'nieuw@b.test' };
    const theirs = { ...base, name: 'de Vries', city: 'Zeist', email: 'nieuw@b.test' };
    const report = describeConflict(base, yours, theirs, fields);
    // Both changed the e-mail address to the same value: no conflict.
    expect(report.conflicts).toEqual([{ field: 'name', label: 'NAME', yours: 'Jansen-de Vries', theirs: 'de Vries' }]);
    expect(report.theirChanges).toEqual([{ field: 'city', label: 'CITY', theirs: 'Zeist' }]);
    expect(report.merged).toEqual({ ...base, name: 'Jansen-de Vries', city: 'Zeist', email: 'nieuw@b.test' });
  });

  it('treats empty values alike and ignores spaces around text', () => {
    const yours = { ...base, name: ' Jansen ', phone: null };
    const theirs = { ...base, phone: undefined };
    const report = describeConflict(base, yours as never, theirs as never, fields);
    expect(report.conflicts).toEqual([]);
    expect(report.theirChanges).toEqual([]);
  });

  it('takes a unit (a list) as a whole: mine wins it entirely when both changed it', () => {
    const start = { flowers: [{ kind: 'Krans' }] };
    const yours = { flowers: [{ kind: 'Krans' }, { kind: 'Hart' }] };
    const theirs = { flowers: [{ kind: 'Boeket' }] };
    const report = describeConflict(start, yours, theirs, { ...fields, units: ['flowers'] });
    expect(report.conflicts.map((row) => row.field)).toEqual(['flowers.0.kind', 'flowers.1.kind']);
    expect(report.merged).toEqual(yours);
    // Without the unit, item fields merge one by one (their first item, my second).
    expect(describeConflict(start, yours, theirs, fields).merged).toEqual({
      flowers: [{ kind: 'Boeket' }, { kind: 'Hart' }],
    });
  });

  it('leaves the inputs untouched', () => {
    const theirs = { person: { name: 'A' } };
    const report = describeConflict({ person: { name: 'B' } }, { person: { name: 'C' } }, theirs, fields);
    expect(theirs).toEqual({ person: { name: 'A' } });
    expect(report.merged).toEqual({ person: { name: 'C' } });
  });
});

describe('conflictRecord', () => {
  it('returns the record a 409 carries when it is one', () => {
    const record = { id: 'r1', version: 4 };
    expect(conflictRecord(new ApiError(409, 'Gewijzigd.', { data: record }), isVersioned)).toBe(record);
    expect(conflictRecord(new ApiError(409, 'Gewijzigd.', { data: { id: 'r1' } }), isVersioned)).toBeNull();
    expect(conflictRecord(new ApiError(422, 'Ongeldig.', { data: record }), isVersioned)).toBeNull();
    expect(conflictRecord(new Error('x'), isVersioned)).toBeNull();
  });
});

describe('valuePaths', () => {
  it('names every field and container of the values', () => {
    expect(valuePaths({ name: '', contacts: [{ phone: '' }] })).toEqual([
      'name',
      'contacts',
      'contacts.0',
      'contacts.0.phone',
    ]);
  });
});
