import type { SectionForm } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { describeConflict, flattenValues, sameValue } from '../../../lib/forms/conflict.ts';
import { isSectionRecord, sectionConflictFields } from './section-conflict-fields.ts';

type Values = Record<string, unknown>;

const describeSectionConflict = (form: SectionForm, base: Values, yours: Values, theirs: Values) =>
  describeConflict(base, yours, theirs, sectionConflictFields(form));

const form: SectionForm = {
  key: 'flowers',
  title: 'Bloemen',
  groups: [
    {
      title: 'Algemeen',
      fields: [
        {
          name: 'person',
          label: 'Persoon',
          kind: 'object',
          fields: [
            { name: 'lastName', label: 'Achternaam', kind: 'text' },
            { name: 'phone', label: 'Telefoonnummer', kind: 'phone' },
          ],
        },
        { name: 'budget', label: 'Budget', kind: 'money' },
        { name: 'confirmed', label: 'Bevestigd', kind: 'boolean' },
        {
          name: 'arrangements',
          label: 'Bloemstukken',
          kind: 'list',
          itemLabel: 'Bloemstuk',
          fields: [
            { name: 'description', label: 'Omschrijving', kind: 'text' },
            { name: 'price', label: 'Prijs', kind: 'money' },
          ],
        },
      ],
    },
  ],
};

const base = {
  person: { lastName: 'Jansen', phone: '0612345678' },
  budget: 10000,
  confirmed: null,
  arrangements: [{ description: 'Krans', price: 7500 }],
};

describe('section conflict (409)', () => {
  it('flattens nested values to dot paths and treats empty values as equal', () => {
    expect([...flattenValues(base).keys()]).toEqual([
      'person.lastName',
      'person.phone',
      'budget',
      'confirmed',
      'arrangements.0.description',
      'arrangements.0.price',
    ]);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });

  it('shows per field your value and the new value, formatted, and keeps their other changes', () => {
    const yours = { ...base, person: { lastName: 'Jansen-de Vries', phone: '0612345678' }, budget: 15000 };
    const theirs = {
      ...base,
      person: { lastName: 'de Vries', phone: '0687654321' },
      budget: 15000,
      confirmed: true,
    };
    const report = describeSectionConflict(form, base, yours, theirs);
    // Both changed the budget to the same amount: no conflict there.
    expect(report.conflicts).toEqual([
      {
        field: 'person.lastName',
        label: 'Persoon › Achternaam',
        yours: 'Jansen-de Vries',
        theirs: 'de Vries',
      },
    ]);
    expect(report.theirChanges).toEqual([
      { field: 'person.phone', label: 'Persoon › Telefoonnummer', theirs: '0687654321' },
      { field: 'confirmed', label: 'Bevestigd', theirs: 'Ja' },
    ]);
    // "Save mine": their version with my changes on top.
    expect(report.merged).toEqual({
      person: { lastName: 'Jansen-de Vries', phone: '0687654321' },
      budget: 15000,
      confirmed: true,
      arrangements: [{ description: 'Krans', price: 7500 }],
    });
  });

  it('compares a list as one unit: both changed it → every differing item field is a conflict, mine wins on save', () => {
    const yours = {
      ...base,
      arrangements: [
        { description: 'Krans', price: 9000 },
        { description: 'Hart', price: 5000 },
      ],
    };
    const theirs = { ...base, arrangements: [{ description: 'Rouwboeket', price: 7500 }] };
    const report = describeSectionConflict(form, base, yours, theirs);
    expect(report.conflicts).toEqual([
      {
        field: 'arrangements.0.description',
        label: 'Bloemstuk 1 › Omschrijving',
        yours: 'Krans',
        theirs: 'Rouwboeket',
      },
      { field: 'arrangements.0.price', label: 'Bloemstuk 1 › Prijs', yours: '€ 90,00', theirs: '€ 75,00' },
      { field: 'arrangements.1.description', label: 'Bloemstuk 2 › Omschrijving', yours: 'Hart', theirs: '' },
      { field: 'arrangements.1.price', label: 'Bloemstuk 2 › Prijs', yours: '€ 50,00', theirs: '' },
    ]);
    expect(report.merged['arrangements']).toEqual(yours.arrangements);
  });

  it('keeps a list only they changed and reports no conflicts when the changes do not touch', () => {
    const yours = { ...base, budget: 20000 };
    const theirs = { ...base, arrangements: [] };
    const report = describeSectionConflict(form, base, yours, theirs);
    expect(report.conflicts).toEqual([]);
    expect(report.theirChanges.map((change) => change.field)).toEqual([
      'arrangements.0.description',
      'arrangements.0.price',
    ]);
    expect(report.merged).toEqual({ ...base, budget: 20000, arrangements: [] });
  });

  it('recognises a section in a 409 answer', () => {
    expect(isSectionRecord({ version: 2, data: {} })).toBe(true);
    expect(isSectionRecord({ version: 2 })).toBe(false);
  });
});
