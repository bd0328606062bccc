import type { SupplierData } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { addressLines, displayIban, telHref } from './labels.ts';
import {
  changedSupplierFields,
  displaySupplierValue,
  emptySupplierValues,
  outputValues,
  supplierChanges,
  supplierConflictFields,
  toSupplierValues,
} from './supplier-form.ts';
import { supplierSchemas } from './supplier-schemas.ts';

const supplier: SupplierData = {
  id: 's1',
  name: 'Bloemsierkunst De Wilde Roos',
  kind: 'florist',
  contactPerson: 'Anouk Verhoeven',
  street: 'Biltstraat',
  houseNumber: '112',
  houseNumberAddition: null,
  postcode: '3572 BK',
  city: 'Utrecht',
  country: 'NL',
  phone: '030 271 33 80',
  email: 'bestellingen@dewilderoos.test',
  kvkNumber: '30194827',
  iban: 'NL45RABO0317462591',
  notes: null,
  status: 'active',
  articleCount: 3,
  version: 4,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
};

describe('the supplier form values', () => {
  it('starts empty, active and in the Netherlands', () => {
    expect(emptySupplierValues()).toMatchObject({ name: '', kind: '', status: 'active', country: 'NL', iban: '' });
  });

  it('turns a supplier into strings and sends only what changed (emptied fields as null)', () => {
    const before = toSupplierValues(supplier);
    expect(before).toMatchObject({ houseNumberAddition: '', notes: '', iban: 'NL45RABO0317462591' });
    const after = { ...before, city: ' Zeist ', notes: 'Nieuw adres', contactPerson: '', status: 'inactive' };
    expect(changedSupplierFields(before, after)).toEqual(['status', 'contactPerson', 'city', 'notes']);
    expect(supplierChanges(before, after)).toEqual({
      status: 'inactive',
      contactPerson: null,
      city: 'Zeist',
      notes: 'Nieuw adres',
    });
    expect(supplierChanges(before, { ...before })).toEqual({});
  });

  it('compares with the checked form, so a reformatted IBAN or postcode is no change', async () => {
    const before = toSupplierValues(supplier);
    const checked = supplierSchemas.editSupplier.parse({
      ...before,
      iban: 'nl45 rabo 0317 4625 91',
      email: 'Bestellingen@DeWildeRoos.test',
    });
    expect(supplierChanges(before, outputValues(checked))).toEqual({});
  });

  it('checks the form with Dutch messages, the Dutch postcode rule included', () => {
    const result = supplierSchemas.createSupplier.safeParse({
      ...emptySupplierValues(),
      kind: '',
      postcode: '35720',
      iban: 'NL45RABO0317462592',
    });
    const errors = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(errors).toEqual({
      name: 'Vul de naam in.',
      kind: 'Kies het soort leverancier.',
      iban: 'Dit IBAN klopt niet. Controleer het rekeningnummer.',
      postcode: 'Een postcode heeft de vorm 1234 AB.',
    });
    expect(
      supplierSchemas.createSupplier.safeParse({ ...emptySupplierValues(), name: 'X', kind: 'other', country: 'BE', postcode: '8000' })
        .success,
    ).toBe(true);
  });

  it('shows values in Dutch for the page and the conflict dialog', () => {
    expect(displaySupplierValue('kind', 'stonemason')).toBe('Steenhouwer');
    expect(displaySupplierValue('status', 'inactive')).toBe('Inactief');
    expect(displaySupplierValue('country', 'BE')).toBe('België');
    expect(displaySupplierValue('iban', 'NL45RABO0317462591')).toBe('NL45 RABO 0317 4625 91');
    expect(supplierConflictFields.label('kvkNumber')).toBe('KvK-nummer');
    expect(supplierConflictFields.label('kind')).toBe('Soort leverancier');
    expect(supplierConflictFields.display('city', 'Zeist')).toBe('Zeist');
  });

  it('writes the address, IBAN and telephone link as people read them', () => {
    expect(addressLines(supplier)).toEqual(['Biltstraat 112', '3572 BK Utrecht']);
    expect(addressLines({ ...supplier, country: 'BE', postcode: '8000', city: 'Brugge' })).toEqual([
      'Biltstraat 112',
      '8000 Brugge',
      'België',
    ]);
    expect(displayIban(null)).toBe('');
    expect(telHref('030 271 33 80')).toBe('tel:0302713380');
    expect(telHref('+31 (0)6 41 27 83 95')).toBe('tel:+31641278395');
  });
});
