import { describe, expect, it } from 'vitest';
import { messages } from '../nl/catalogue.ts';
import { debtorDataSchema } from './debtor-responses.ts';
import {
  createDebtorSchema,
  debtorDisplayName,
  debtorRuleErrors,
  listDebtorsQuerySchema,
  normalizeDebtorPostcode,
  updateDebtorSchema,
} from './debtors.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('createDebtorSchema', () => {
  it('accepts the minimal body of the issue, with NL, e-mail invoicing and a normalised postcode', () => {
    const result = createDebtorSchema.parse({
      kind: 'person',
      surname: ' Vries ',
      initials: 'J.',
      postcode: '3981ab',
    });
    expect(result).toMatchObject({
      kind: 'person',
      surname: 'Vries',
      initials: 'J.',
      postcode: '3981 AB',
      country: 'NL',
      invoiceMethod: 'email',
    });
  });

  it('asks for the name the kind needs, in Dutch', () => {
    expect(issues(createDebtorSchema.safeParse({ kind: 'person' }))).toEqual([
      ['surname', 'Vul de achternaam in.'],
    ]);
    expect(issues(createDebtorSchema.safeParse({ kind: 'company' }))).toEqual([
      ['companyName', 'Vul de bedrijfsnaam in.'],
    ]);
    expect(issues(createDebtorSchema.safeParse({ surname: 'Vries' }))).toEqual([
      ['kind', 'Kies het soort debiteur.'],
    ]);
    expect(issues(createDebtorSchema.safeParse({ kind: 'robot', surname: 'Vries' }))).toEqual([
      ['kind', messages.debtors.errors.kind],
    ]);
  });

  it('checks Dutch postcodes and house numbers only in the Netherlands', () => {
    expect(issues(createDebtorSchema.safeParse({ kind: 'person', surname: 'V', postcode: '10115' }))).toEqual(
      [['postcode', messages.identifiers.postcode]],
    );
    expect(
      createDebtorSchema.parse({ kind: 'person', surname: 'V', postcode: '10115', country: 'de' }),
    ).toMatchObject({
      postcode: '10115',
      country: 'DE',
    });
    expect(debtorRuleErrors({ kind: 'person', surname: 'V', houseNumber: '12b' })).toEqual({
      houseNumber: [messages.identifiers.houseNumber],
    });
    expect(normalizeDebtorPostcode('1234ab', null)).toBe('1234 AB');
    expect(normalizeDebtorPostcode(' 1234ab ', 'BE')).toBe('1234ab');
  });

  it('checks the VAT number, IBAN and KvK number with the shared rules', () => {
    expect(
      createDebtorSchema.parse({ kind: 'company', companyName: 'X', vatNumber: 'nl123456782b01' }).vatNumber,
    ).toBe('NL123456782B01');
    const bad = createDebtorSchema.safeParse({
      kind: 'company',
      companyName: 'X',
      vatNumber: 'NL123456789B01',
      iban: 'NL00ABNA0417164300',
      kvkNumber: '123',
    });
    expect(
      issues(bad)
        .map(([path]) => path)
        .sort(),
    ).toEqual(['iban', 'kvkNumber', 'vatNumber']);
  });
});

describe('updateDebtorSchema and the list query', () => {
  it('needs the version and lets every field be left out', () => {
    expect(updateDebtorSchema.parse({ version: 2 })).toEqual({ version: 2 });
    expect(issues(updateDebtorSchema.safeParse({ city: 'Zeist' }))).toEqual([
      ['version', 'Vul de versie in.'],
    ]);
  });

  it('reads filter[…] keys, sort and pages', () => {
    expect(
      listDebtorsQuerySchema.parse({
        'filter[kind]': 'company',
        'filter[inWefact]': 'false',
        sort: '-city',
        page: '2',
      }),
    ).toMatchObject({ filter: { kind: 'company', inWefact: false }, sort: '-city', page: 2, perPage: 25 });
    expect(listDebtorsQuerySchema.parse({})).toMatchObject({ sort: 'name', filter: {} });
    expect(listDebtorsQuerySchema.safeParse({ sort: 'postcode' }).success).toBe(false);
  });
});

describe('the debtor wire shape', () => {
  it('has the display name the presenter computes', () => {
    const debtor = {
      id: 'b1',
      kind: 'person' as const,
      displayName: debtorDisplayName({ kind: 'person', initials: 'J.', namePrefix: 'de', surname: 'Vries' }),
      companyName: null,
      initials: 'J.',
      firstName: null,
      namePrefix: 'de',
      surname: 'Vries',
      kvkNumber: null,
      vatNumber: null,
      street: null,
      houseNumber: null,
      houseNumberAddition: null,
      postcode: null,
      city: null,
      country: 'NL',
      email: null,
      phone: null,
      iban: null,
      invoiceMethod: 'post' as const,
      notes: null,
      wefactDebtorCode: null,
      sourceDossier: { id: 'd1', number: '2026-0001' },
      version: 1,
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    expect(debtorDataSchema.parse(debtor)).toEqual({ ...debtor, displayName: 'J. de Vries' });
  });
});
