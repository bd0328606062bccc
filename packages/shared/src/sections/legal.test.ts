import { describe, expect, it } from 'vitest';
import { addressBookPeopleOf } from './client.ts';
import type { SectionContext } from './context.ts';
import { deceasedSchema, diedAtFromParts, dossierSummaryFromDeceased, legalExceptionOf } from './deceased.ts';
import {
  emptySection,
  funeralMomentOf,
  isSectionFilled,
  missingLegalDocuments,
  validateSection,
} from './registry.ts';

// Died on Monday 16 November 2026 at 10:00 in Amsterdam: allowed from 17 November 22:00 up to Tuesday 24 November.
const deceasedWith = (legalException: unknown = null) =>
  deceasedSchema.parse({
    person: { firstNames: 'Johanna', lastName: 'Jansen' },
    diedOn: '2026-11-16',
    diedAtTime: '10:00',
    legalException,
  });

const contextWith = (
  legalException: unknown = null,
  dossierType: 'cremation' | 'burial' = 'cremation',
): SectionContext => ({
  dossierType,
  diedAt: '2026-11-16T09:00:00.000Z',
  deceased: deceasedWith(legalException),
});

const delay = {
  kind: 'delay',
  reference: 'BGM-2026-0042',
  grantedBy: 'Burgemeester van Utrecht',
  grantedOn: '2026-11-18',
};
const early = {
  kind: 'early',
  reference: 'OvJ-2026-118',
  grantedBy: 'Officier van justitie',
  grantedOn: '2026-11-16',
};

describe('the legal window on the cremation and burial moment', () => {
  it('allows a cremation inside the window', () => {
    expect(validateSection('cremation', { date: '2026-11-20', time: '14:00' }, contextWith()).success).toBe(
      true,
    );
    expect(validateSection('cremation', { date: '2026-11-17', time: '22:00' }, contextWith()).success).toBe(
      true,
    );
    expect(validateSection('cremation', { date: '2026-11-24', time: '16:00' }, contextWith()).success).toBe(
      true,
    );
  });

  it('refuses a cremation before 36 hours without a permit, naming the window in Dutch dates', () => {
    expect(validateSection('cremation', { date: '2026-11-17', time: '14:00' }, contextWith())).toEqual({
      success: false,
      errors: {
        date: [
          'De crematie mag niet eerder plaatsvinden dan 36 uur na het overlijden: op zijn vroegst 17 november 2026 22:00. Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Eerder mag alleen met toestemming van de officier van justitie; leg die vast bij de overledene (vervroeging, met kenmerk).',
        ],
      },
    });
  });

  it('refuses a burial after the sixth working day without a permit', () => {
    expect(
      validateSection('funeral', { date: '2026-11-25', time: '11:00' }, contextWith(null, 'burial')),
    ).toEqual({
      success: false,
      errors: {
        date: [
          'De begrafenis moet uiterlijk op 24 november 2026 plaatsvinden (de zesde werkdag na het overlijden). Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Later mag alleen met uitstel van de burgemeester; leg dat vast bij de overledene (uitstel, met kenmerk).',
        ],
      },
    });
  });

  it('allows the moment with the matching permit recorded in the deceased section', () => {
    expect(
      validateSection('cremation', { date: '2026-11-17', time: '14:00' }, contextWith(early)).success,
    ).toBe(true);
    expect(
      validateSection('funeral', { date: '2026-11-27', time: '11:00' }, contextWith(delay, 'burial')).success,
    ).toBe(true);
  });

  it('does not let one permit stand in for the other, nor a permit without reference', () => {
    expect(
      validateSection('cremation', { date: '2026-11-17', time: '14:00' }, contextWith(delay)).success,
    ).toBe(false);
    expect(
      validateSection('funeral', { date: '2026-11-27', time: '11:00' }, contextWith(early, 'burial')).success,
    ).toBe(false);
    const withoutReference = {
      ...contextWith(),
      deceased: { ...deceasedWith(), legalException: { kind: 'delay' as const } },
    };
    expect(validateSection('funeral', { date: '2026-11-27', time: '11:00' }, withoutReference).success).toBe(
      false,
    );
  });

  it('judges a date without a time by the whole day', () => {
    expect(validateSection('cremation', { date: '2026-11-17' }, contextWith()).success).toBe(true);
    expect(validateSection('cremation', { date: '2026-11-16' }, contextWith()).success).toBe(false);
    expect(validateSection('cremation', { date: '2026-11-24' }, contextWith()).success).toBe(true);
    expect(validateSection('cremation', { date: '2026-11-25' }, contextWith()).success).toBe(false);
  });

  it('uses the deceased section when the dossier has no moment of death', () => {
    const context = { ...contextWith(), diedAt: null };
    expect(validateSection('cremation', { date: '2026-11-25', time: '10:00' }, context).success).toBe(false);
    expect(
      validateSection('cremation', { date: '2026-11-25', time: '10:00' }, { ...context, deceased: null })
        .success,
    ).toBe(true);
  });
});

describe('the ashes', () => {
  const context = { ...contextWith(), cremationDate: '2026-11-20' };

  it('refuses a handover, placement or scattering before the waiting month is over', () => {
    expect(
      validateSection('ash-destination', { destination: 'handover', plannedDate: '2026-12-19' }, context),
    ).toEqual({
      success: false,
      errors: {
        plannedDate: [
          'De geplande datum ligt voor 20 december 2026: de as mag pas een maand na de crematie (20 november 2026) worden meegegeven, bijgezet of verstrooid. Eerder mag alleen met ontheffing van de officier van justitie (leg die vast met kenmerk).',
        ],
      },
    });
    expect(
      validateSection('ash-destination', { destination: 'handover', plannedDate: '2026-12-20' }, context)
        .success,
    ).toBe(true);
  });

  it('allows it earlier with a recorded exemption', () => {
    const exemption = { granted: true, reference: 'OvJ-2026-300', grantedOn: '2026-11-25' };
    expect(
      validateSection('ash-destination', { plannedDate: '2026-12-01', exemption }, context).success,
    ).toBe(true);
    expect(
      validateSection(
        'ash-destination',
        { plannedDate: '2026-12-01', exemption: { granted: true } },
        context,
      ),
    ).toEqual({
      success: false,
      errors: {
        'exemption.reference': ['Vul het kenmerk van de ontheffing in.'],
        plannedDate: [expect.stringMatching(/^De geplande datum ligt voor 20 december 2026/)],
      },
    });
  });

  it('refuses scattering, handing over and abroad under a prohibition, not placement', () => {
    for (const destination of ['scatter_water', 'handover', 'jewellery', 'abroad']) {
      expect(
        validateSection('ash-destination', { destination, prohibitedByProsecutor: true }, context),
      ).toEqual({
        success: false,
        errors: {
          destination: [
            'De officier van justitie heeft verstrooien, meegeven en overbrengen naar het buitenland verboden: kies bijzetting.',
          ],
        },
      });
    }
    expect(
      validateSection(
        'ash-destination',
        { destination: 'columbarium', prohibitedByProsecutor: true },
        context,
      ).success,
    ).toBe(true);
  });
});

describe('derived facts', () => {
  it('diedAtFromParts reads the date and time in Amsterdam', () => {
    expect(diedAtFromParts('2026-11-16', '10:00')).toBe('2026-11-16T09:00:00.000Z');
    expect(diedAtFromParts('2026-07-01', '10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(diedAtFromParts('2026-11-16', null)).toBe('2026-11-15T23:00:00.000Z');
    expect(diedAtFromParts('2026-02-30', '10:00')).toBeNull();
    expect(diedAtFromParts('', '10:00')).toBeNull();
  });

  it('dossierSummaryFromDeceased gives the dossier columns, with nulls for what is empty', () => {
    expect(
      dossierSummaryFromDeceased({
        person: {
          firstNames: 'Johanna Maria',
          namePrefix: 'van',
          lastName: 'Dijk',
          birthDate: '1941-03-02',
          bsn: '123456782',
        },
        diedOn: '2026-11-16',
        diedAtTime: '10:00',
      }),
    ).toEqual({
      firstNames: 'Johanna Maria',
      namePrefix: 'van',
      lastName: 'Dijk',
      birthDate: '1941-03-02',
      diedAt: '2026-11-16T09:00:00.000Z',
      bsn: '123456782',
    });
    expect(dossierSummaryFromDeceased({})).toEqual({
      firstNames: null,
      namePrefix: null,
      lastName: null,
      birthDate: null,
      diedAt: null,
      bsn: null,
    });
  });

  it('legalExceptionOf needs a kind and a reference', () => {
    expect(legalExceptionOf(deceasedWith(delay))).toEqual({ kind: 'delay', reference: 'BGM-2026-0042' });
    expect(legalExceptionOf(deceasedWith({ kind: 'early', reference: '' }))).toBeNull();
    expect(legalExceptionOf(deceasedWith())).toBeNull();
    expect(legalExceptionOf(null)).toBeNull();
  });

  it('funeralMomentOf reads the cremation or funeral section, not others', () => {
    expect(funeralMomentOf('cremation', { date: '2026-11-20', time: '14:00' })).toBe(
      '2026-11-20T13:00:00.000Z',
    );
    expect(funeralMomentOf('funeral', { date: '2026-06-20', time: '11:00' })).toBe(
      '2026-06-20T09:00:00.000Z',
    );
    expect(funeralMomentOf('funeral', { date: '2026-06-20' })).toBeNull();
    expect(funeralMomentOf('ceremony', { date: '2026-11-20', time: '14:00' })).toBeNull();
    expect(funeralMomentOf('cremation', null)).toBeNull();
  });

  it('missingLegalDocuments lists what the crematorium or cemetery still needs', () => {
    expect(missingLegalDocuments('cremation', {})).toEqual([
      'Verlof tot cremeren',
      'Ondertekend aanvraagformulier crematie',
      'Verklaring implantaten',
    ]);
    expect(
      missingLegalDocuments('cremation', {
        cremation: {
          permit: { received: true },
          requestFormSignedOn: '2026-11-17',
          implantsStatementReceived: true,
        },
      }),
    ).toEqual([]);
    expect(missingLegalDocuments('cremation', { deceased: { permit: { number: 'VC-1' } } })).toEqual([
      'Ondertekend aanvraagformulier crematie',
      'Verklaring implantaten',
    ]);
    expect(missingLegalDocuments('burial', {})).toEqual(['Verlof tot begraven']);
    expect(missingLegalDocuments('burial', { funeral: { permit: { number: 'VB-12' } } })).toEqual([]);
  });

  it('addressBookPeopleOf lists the client, the second client and the named contacts', () => {
    const people = addressBookPeopleOf({
      person: {
        salutation: 'mr',
        firstNames: 'Karel',
        namePrefix: 'van',
        lastName: 'Dijk',
        phone: '06 12345678',
      },
      relation: 'Zoon',
      hasSecondClient: true,
      secondClient: {
        person: { firstNames: 'Els', lastName: 'Dijk', callName: 'Elsje' },
        relation: 'Dochter',
      },
      contacts: [
        { person: { firstNames: 'Anna', lastName: 'Bakker' }, relation: ' Kleindochter ' },
        { person: { firstNames: null, lastName: null }, relation: 'Buurman' },
      ],
    });
    expect(people.map(({ source, name, relation }) => ({ source, name, relation }))).toEqual([
      { source: 'client', name: 'Karel van Dijk', relation: 'Zoon' },
      { source: 'second_client', name: 'Elsje Dijk', relation: 'Dochter' },
      { source: 'contact', name: 'Anna Bakker', relation: 'Kleindochter' },
    ]);
    expect(people[0]?.person).toEqual({
      salutation: 'mr',
      firstNames: 'Karel',
      callName: null,
      namePrefix: 'van',
      lastName: 'Dijk',
      address: null,
      phone: '06 12345678',
      email: null,
    });
    expect(addressBookPeopleOf(null)).toEqual([]);
  });

  it('emptySection and isSectionFilled', () => {
    const empty = emptySection('client');
    expect(empty['contacts']).toEqual([]);
    expect(empty['person']).toMatchObject({ firstNames: null, address: { postcode: null } });
    expect(isSectionFilled(empty)).toBe(false);
    expect(isSectionFilled({ held: false, notes: '  ', speakers: [] })).toBe(false);
    expect(isSectionFilled({ person: { address: { city: 'Utrecht' } } })).toBe(true);
    expect(isSectionFilled({ expectedGuests: 0 })).toBe(true);
  });
});
