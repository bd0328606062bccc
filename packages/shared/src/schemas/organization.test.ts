import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import {
  createOrganizationSchema,
  listOrganizationsQuerySchema,
  updateOrganizationSchema,
} from './organization.ts';

const errorsOf = (
  schema: typeof createOrganizationSchema | typeof updateOrganizationSchema,
  value: unknown,
) => zodIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);

describe('createOrganizationSchema', () => {
  it('normalises the Dutch identifiers and turns empty optional fields into null', () => {
    const parsed = createOrganizationSchema.parse({
      name: '  Uitvaartzorg Het Anker ',
      type: 'funeral_company',
      kvkNumber: '3012 3456',
      vatNumber: 'nl 1234.56782 b01',
      iban: 'nl91 abna 0417 1643 00',
      postcode: '3512jc',
      houseNumber: '12',
      phone: ' 030  123 4567 ',
      email: 'Info@Anker.NL',
      street: '',
      ownerEmail: '',
    });
    expect(parsed).toMatchObject({
      name: 'Uitvaartzorg Het Anker',
      kvkNumber: '30123456',
      vatNumber: 'NL123456782B01',
      iban: 'NL91ABNA0417164300',
      postcode: '3512 JC',
      phone: '030 123 4567',
      email: 'info@anker.nl',
      street: null,
      ownerEmail: null,
    });
  });

  it('says in Dutch what is wrong with each identifier', () => {
    expect(
      errorsOf(createOrganizationSchema, {
        name: 'A',
        type: 'bakery',
        kvkNumber: '1234',
        vatNumber: 'NL123',
        iban: 'NL91ABNA0417164301',
        postcode: '1234 SS',
        houseNumber: '12a',
        phone: 'bel me',
        email: 'geen-adres',
      }),
    ).toEqual({
      name: ['Naam moet minstens 2 tekens bevatten.'],
      type: ['Kies uitvaartonderneming of crematorium.'],
      kvkNumber: ['Dit KvK-nummer klopt niet. Een KvK-nummer bestaat uit 8 cijfers.'],
      vatNumber: [
        'Dit btw-identificatienummer klopt niet. Het heeft de vorm NL123456782B01; controleer de cijfers.',
      ],
      iban: ['Dit IBAN klopt niet. Controleer het rekeningnummer.'],
      postcode: ['Een postcode heeft de vorm 1234 AB.'],
      houseNumber: ['Een huisnummer bestaat alleen uit cijfers.'],
      phone: ['Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.'],
      email: ['E-mailadres moet een geldig e-mailadres zijn.'],
    });
  });

  it('requires name and type', () => {
    expect(errorsOf(createOrganizationSchema, {})).toEqual({
      name: ['Vul de naam in.'],
      type: ['Kies het soort organisatie.'],
    });
  });
});

describe('updateOrganizationSchema', () => {
  it('needs the version and lets absent fields be', () => {
    expect(updateOrganizationSchema.parse({ version: 3, city: 'Utrecht' })).toEqual({
      version: 3,
      city: 'Utrecht',
    });
    expect(errorsOf(updateOrganizationSchema, { city: 'Utrecht' })).toEqual({
      version: ['Vul de versie in.'],
    });
    expect(errorsOf(updateOrganizationSchema, { version: 1, name: '' })).toEqual({
      name: ['Vul de naam in.'],
    });
  });
});

describe('listOrganizationsQuerySchema', () => {
  it('reads numbers from the query string with defaults', () => {
    expect(listOrganizationsQuerySchema.parse({})).toEqual({ page: 1, perPage: 15 });
    expect(listOrganizationsQuerySchema.parse({ page: '2', perPage: '5', search: 'linde' })).toEqual({
      page: 2,
      perPage: 5,
      search: 'linde',
    });
    expect(listOrganizationsQuerySchema.safeParse({ perPage: '1000' }).success).toBe(false);
  });
});
