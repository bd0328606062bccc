import { describe, expect, it } from 'vitest';
import { messages } from '../nl/catalogue.ts';
import { supplierDataSchema } from './supplier-responses.ts';
import {
  createSupplierSchema,
  listSuppliersQuerySchema,
  storedSupplierPostcode,
  supplierAddressErrors,
  updateSupplierSchema,
} from './suppliers.ts';
import { SUPPLIER_KIND_LABELS, SUPPLIER_KINDS, SUPPLIER_STATUS_LABELS } from './supplier-values.ts';

const { identifiers, suppliers } = messages;
const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('supplier kinds and statuses', () => {
  it('have Dutch labels, the statuses those of the specification', () => {
    expect(SUPPLIER_KINDS.map((kind) => SUPPLIER_KIND_LABELS[kind])).toEqual([
      'Bloemist',
      'Drukkerij',
      'Krant',
      'Cateraar',
      'Vervoer',
      'Steenhouwer',
      'Overig',
    ]);
    expect(SUPPLIER_STATUS_LABELS).toEqual({ active: 'Actief', inactive: 'Inactief' });
  });
});

describe('the supplier form', () => {
  it('normalises the identifiers and defaults the country and status', () => {
    const data = createSupplierSchema.parse({
      name: '  Drukkerij Domstad ',
      kind: 'printer',
      email: ' Info@Domstad.TEST ',
      iban: 'nl91 abna 0417 1643 00',
      kvkNumber: '3021.5493',
      phone: ' 030  288 14 50 ',
      contactPerson: '',
    });
    expect(data).toMatchObject({
      name: 'Drukkerij Domstad',
      email: 'info@domstad.test',
      iban: 'NL91ABNA0417164300',
      kvkNumber: '30215493',
      phone: '030 288 14 50',
      contactPerson: null,
      country: 'NL',
      status: 'active',
    });
  });

  it('gives every message at once, the Dutch address rules included', () => {
    const result = createSupplierSchema.safeParse({
      name: '',
      kind: 'slager',
      iban: 'NL00ABNA0417164300',
      postcode: '1234 SA',
      houseNumber: '1-3',
    });
    expect(errorsOf(result)).toEqual({
      name: 'Vul de naam in.',
      kind: suppliers.errors.kind,
      iban: identifiers.iban,
      postcode: identifiers.postcode,
      houseNumber: identifiers.houseNumber,
    });
    expect(errorsOf(createSupplierSchema.safeParse({}))).toEqual({
      name: 'Vul de naam in.',
      kind: 'Kies het soort leverancier.',
    });
  });

  it('leaves an address abroad as typed, and an unknown country is refused', () => {
    const belgian = createSupplierSchema.parse({
      name: 'Bloemen Brugge',
      kind: 'florist',
      country: 'be',
      postcode: '8000',
    });
    expect(belgian.country).toBe('BE');
    expect(storedSupplierPostcode(belgian.postcode, belgian.country)).toBe('8000');
    expect(storedSupplierPostcode('3511ab', 'NL')).toBe('3511 AB');
    expect(storedSupplierPostcode('3511ab', null)).toBe('3511 AB');
    expect(supplierAddressErrors({ country: 'DE', postcode: '10115', houseNumber: '5a' })).toEqual({});
    expect(errorsOf(createSupplierSchema.safeParse({ name: 'X', kind: 'other', country: 'XX' }))).toEqual({
      country: suppliers.errors.country,
    });
  });

  it('changes only what is given on PUT, with the version', () => {
    expect(updateSupplierSchema.parse({ version: 3, city: 'Zeist' })).toEqual({ version: 3, city: 'Zeist' });
    expect(errorsOf(updateSupplierSchema.safeParse({ name: null }))).toEqual({
      version: 'Vul de versie in.',
      name: 'Vul de naam in.',
    });
  });
});

describe('the list query', () => {
  it('gathers filter[…] keys, sorts by name by default and refuses unknown values', () => {
    expect(listSuppliersQuerySchema.parse({})).toEqual({ page: 1, perPage: 25, sort: 'name', filter: {} });
    expect(
      listSuppliersQuerySchema.parse({
        'filter[kind]': 'florist',
        'filter[status]': '',
        sort: '-city',
        page: '2',
      }),
    ).toMatchObject({ filter: { kind: 'florist' }, sort: '-city', page: 2 });
    expect(errorsOf(listSuppliersQuerySchema.safeParse({ sort: 'phone', 'filter[kind]': 'x' }))).toEqual({
      sort: suppliers.errors.sort,
      'filter.kind': suppliers.errors.kind,
    });
  });
});

describe('the supplier answer', () => {
  it('has the wire fields of the contract', () => {
    expect(Object.keys(supplierDataSchema.shape)).toEqual([
      'id',
      'name',
      'kind',
      'contactPerson',
      'street',
      'houseNumber',
      'houseNumberAddition',
      'postcode',
      'city',
      'country',
      'phone',
      'email',
      'kvkNumber',
      'iban',
      'notes',
      'status',
      'articleCount',
      'version',
      'createdAt',
      'updatedAt',
    ]);
  });
});
