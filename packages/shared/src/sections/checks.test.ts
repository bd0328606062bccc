import { describe, expect, it } from 'vitest';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { parseCollectingIssues } from './checks.ts';
import type { SectionContext } from './context.ts';
import { validateSection } from './registry.ts';
import { clientSchema } from './client.ts';

const errors = messages.dossiers.sectionErrors;

const context: SectionContext = {
  dossierType: 'cremation',
  diedAt: '2026-11-16T09:00:00.000Z',
  deceased: null,
  now: new Date('2026-11-21T12:00:00.000Z'),
};

const errorsOf = (key: Parameters<typeof validateSection>[0], data: unknown) => {
  const result = validateSection(key, data, context);
  return result.success ? {} : result.errors;
};

describe('every message of a section in one round (issue 11)', () => {
  it('gives a wrong BSN, birth after death and aangifte before death together', () => {
    const found = errorsOf('deceased', {
      person: { firstNames: 'Johanna', lastName: 'Jansen', bsn: '123456789', birthDate: '2026-11-17' },
      diedOn: '2026-11-16',
      registration: { registeredOn: '2026-11-15' },
    });
    expect(found['person.bsn']).toEqual([errors.bsn]);
    expect(found['diedOn']).toEqual([errors.diedBeforeBirth]);
    expect(found['registration.registeredOn']).toEqual([
      interpolate(errors.beforeDeath, { field: 'De datum van aangifte', diedOn: '16 november 2026' }),
    ]);
  });

  it('checks an address postcode even while another field of the address is wrong', () => {
    const found = errorsOf('client', {
      person: { lastName: 'Jansen', address: { street: 'x'.repeat(151), postcode: '12' } },
    });
    expect(Object.keys(found).sort()).toEqual(['person.address.postcode', 'person.address.street']);
    expect(found['person.address.postcode']).toEqual([messages.identifiers.postcode]);
  });

  it('refuses a request form signed before the death, and accepts the day of death', () => {
    expect(errorsOf('cremation', { requestFormSignedOn: '2026-11-15' })).toEqual({
      requestFormSignedOn: [
        interpolate(errors.beforeDeath, {
          field: 'De datum van ondertekening van het aanvraagformulier',
          diedOn: '16 november 2026',
        }),
      ],
    });
    expect(validateSection('cremation', { requestFormSignedOn: '2026-11-16' }, context).success).toBe(true);
  });

  it('collects the issues without changing the input, and gives the data that is left', () => {
    const input = { person: { lastName: 'Jansen', email: 'geen-adres', address: { postcode: '12' } } };
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    const result = parseCollectingIssues(clientSchema, input);
    expect(input).toEqual(copy);
    expect(result.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'person.address.postcode',
      'person.email',
    ]);
    expect(result.data).toMatchObject({ person: { lastName: 'Jansen', email: null } });
  });

  it('stops when a value cannot be made empty, without data for the rules', () => {
    const result = parseCollectingIssues(clientSchema, 'geen object');
    expect(result.data).toBeNull();
    expect(result.issues).toHaveLength(1);
  });
});
