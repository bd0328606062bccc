import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import { WEFACT_DEFAULT_BASE_URL, wefactSettingsSchema, wefactTestSchema } from './wefact.ts';

const taxCodes = { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'V0-VRIJ' };

describe('wefactSettingsSchema', () => {
  it('keeps the stored key when none is given and defaults the address', () => {
    expect(wefactSettingsSchema.parse({ apiKey: '', baseUrl: '', taxCodes })).toEqual({
      apiKey: null,
      baseUrl: WEFACT_DEFAULT_BASE_URL,
      taxCodes: { ...taxCodes, disbursement: 'V0' },
    });
  });

  it('sends disbursements with their own code, or with the 0% code when none is given', () => {
    const own = wefactSettingsSchema.parse({ taxCodes: { ...taxCodes, disbursement: ' DOORL ' } });
    expect(own.taxCodes.disbursement).toBe('DOORL');
    const blank = wefactSettingsSchema.parse({ taxCodes: { ...taxCodes, '0': 'N0', disbursement: '' } });
    expect(blank.taxCodes.disbursement).toBe('N0');
  });

  it('needs a web address and every tax code', () => {
    const result = wefactSettingsSchema.safeParse({
      baseUrl: 'ftp://wefact',
      taxCodes: { ...taxCodes, exempt: '' },
    });
    expect(zodIssuesToFieldErrors(result.error?.issues ?? [])).toEqual({
      baseUrl: ['Vul een volledig webadres in, bijvoorbeeld https://api.mijnwefact.nl/v2/.'],
      'taxCodes.exempt': ['Vul de btw-code bij vrijstelling van btw in.'],
    });
  });
});

describe('wefactTestSchema', () => {
  it('lets both values fall back to the stored ones', () => {
    expect(wefactTestSchema.parse({})).toEqual({});
    expect(wefactTestSchema.parse({ apiKey: 'abc', baseUrl: 'http://127.0.0.1:9999/v2/' })).toEqual({
      apiKey: 'abc',
      baseUrl: 'http://127.0.0.1:9999/v2/',
    });
  });
});
