import { messages } from '@afscheid/shared';
import { describe, expect, it } from 'vitest';
import { dossierSchemas, sectionResolver } from './dossier-resolvers.ts';

const empty = {
  type: '',
  deceasedFirstNames: '',
  deceasedNamePrefix: '',
  deceasedLastName: '',
  diedOn: '',
  diedTime: '',
  responsibleUserId: '',
};

const createDossier = dossierSchemas.resolver<typeof empty, Record<string, unknown>>('createDossier');
const resolve = (values: typeof empty) =>
  createDossier(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('create dossier form', () => {
  it('reports every missing field at once, in Dutch', async () => {
    const result = await resolve(empty);
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    );
    expect(Object.keys(messages).sort()).toEqual([
      'deceasedFirstNames',
      'deceasedLastName',
      'diedOn',
      'diedTime',
      'type',
    ]);
    expect(messages['type']).toBe('Kies crematie of begrafenis.');
    expect(messages['diedOn']).toBe('Vul de datum van overlijden in.');
    expect(messages['diedTime']).toBe('Vul de tijd van overlijden in.');
  });

  it('joins date and time into the instant of death (Amsterdam time)', async () => {
    const result = await resolve({
      ...empty,
      type: 'cremation',
      deceasedFirstNames: 'Johanna',
      deceasedLastName: 'Goedhart',
      diedOn: '2026-04-03',
      diedTime: '10:00',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      type: 'cremation',
      diedAt: '2026-04-03T08:00:00.000Z',
      responsibleUserId: null,
    });
  });

  it('puts "not in the future" on the date', async () => {
    const result = await resolve({
      ...empty,
      type: 'burial',
      deceasedFirstNames: 'A',
      deceasedLastName: 'B',
      diedOn: '2999-01-01',
      diedTime: '10:00',
    });
    expect(result.errors['diedOn']?.message).toBe('De datum van overlijden kan niet in de toekomst liggen.');
  });
});

describe('section form validation', () => {
  it('uses the shared section schema with its Dutch messages', async () => {
    const resolver = sectionResolver<Record<string, unknown>>('deceased');
    const result = await resolver({ person: { bsn: '123456789' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const person = result.errors['person'] as unknown as Record<string, { message?: string }>;
    expect(person['bsn']?.message).toBe('Dit BSN klopt niet: controleer de negen cijfers (elfproef).');
  });

  it("with the rules' context, gives the field and the cross-field messages in one round", async () => {
    const context = {
      dossierType: 'cremation' as const,
      diedAt: '2026-11-16T09:00:00.000Z',
      deceased: null,
      now: new Date('2026-11-21T12:00:00.000Z'),
    };
    const resolver = sectionResolver<Record<string, unknown>>('deceased', context);
    const result = await resolver(
      {
        person: { firstNames: 'Jo', lastName: 'Jansen', bsn: '123456789', birthDate: '2026-11-17' },
        diedOn: '2026-11-16',
        registration: { registeredOn: '2026-11-15' },
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const errors = result.errors as unknown as {
      person?: { bsn?: { message?: string } };
      diedOn?: { message?: string };
      registration?: { registeredOn?: { message?: string } };
    };
    expect(errors.person?.bsn?.message).toBe(messages.dossiers.sectionErrors.bsn);
    expect(errors.diedOn?.message).toBe(messages.dossiers.sectionErrors.diedBeforeBirth);
    expect(errors.registration?.registeredOn?.message).toContain('De datum van aangifte');
  });
});
