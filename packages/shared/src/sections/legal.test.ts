import { describe, expect, it } from 'vitest';
import { addressBookPeopleOf } from './client.ts';
import type { SectionContext } from './context.ts';
import { deceasedSchema, diedAtFromParts, dossierSummaryFromDeceased, legalExceptionOf } from './deceased.ts';
import { deathMomentOf, plannedDateOf } from './legal.ts';
import { emptySection, funeralMomentOf, missingLegalDocuments, validateSection } from './registry.ts';
import { isSectionFilled } from './section-facts.ts';

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
  until: '2026-11-27',
};
// A vervroeging is granted by the burgemeester too, with the consent of the officier van justitie.
const early = {
  kind: 'early',
  reference: 'BGM-2026-0118',
  grantedBy: 'Burgemeester van Utrecht',
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
          'De crematie mag niet eerder plaatsvinden dan 36 uur na het overlijden: op zijn vroegst 17 november 2026 22:00. Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Eerder mag alleen met vervroeging door de burgemeester, met instemming van de officier van justitie; leg die vast bij de overledene (vervroeging, met kenmerk).',
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
          'De begrafenis moet uiterlijk op 24 november 2026 plaatsvinden (de zesde werkdag na het overlijden). Toegestaan is van 17 november 2026 22:00 tot en met 24 november 2026. Later mag alleen met uitstel van de burgemeester; leg dat vast bij de overledene (uitstel, met kenmerk en einddatum).',
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

  it('refuses a moment after the last day of the uitstel', () => {
    expect(
      validateSection('funeral', { date: '2026-11-27', time: '16:00' }, contextWith(delay, 'burial')).success,
    ).toBe(true);
    expect(validateSection('funeral', { date: '2026-11-27' }, contextWith(delay, 'burial')).success).toBe(
      true,
    );
    expect(
      validateSection('funeral', { date: '2026-11-30', time: '11:00' }, contextWith(delay, 'burial')),
    ).toEqual({
      success: false,
      errors: {
        date: [
          'De begrafenis moet uiterlijk op 27 november 2026 plaatsvinden: tot en met die dag geldt het uitstel van de burgemeester (kenmerk BGM-2026-0042). Later mag alleen met een nieuw uitstel; leg de nieuwe einddatum vast bij de overledene.',
        ],
      },
    });
    expect(validateSection('funeral', { date: '2026-11-28' }, contextWith(delay, 'burial')).success).toBe(
      false,
    );
    // An uitstel stored before its end date was asked for allows nothing after the window.
    const withoutEnd = contextWith({ ...delay, until: null }, 'burial');
    expect(validateSection('funeral', { date: '2026-11-25', time: '11:00' }, withoutEnd).success).toBe(false);
  });

  it('asks for the last day of an uitstel (not before the death), not for a vervroeging', () => {
    const deceased = { person: { firstNames: 'Johanna', lastName: 'Jansen' }, diedOn: '2026-11-16' };
    const context = { dossierType: 'cremation' as const, diedAt: null, deceased: null };
    expect(
      validateSection(
        'deceased',
        { ...deceased, legalException: { kind: 'delay', reference: 'BGM-2026-0042' } },
        context,
      ),
    ).toEqual({
      success: false,
      errors: { 'legalException.until': ['Vul in tot en met welke datum het uitstel geldt.'] },
    });
    const before = validateSection(
      'deceased',
      { ...deceased, legalException: { ...delay, grantedOn: null, until: '2026-11-15' } },
      context,
    );
    expect(before.success ? {} : before.errors['legalException.until']).toEqual([
      expect.stringMatching(
        /^De einddatum van het uitstel ligt v[oó]+r de datum van overlijden \(16 november 2026\)\.$/,
      ),
    ]);
    expect(
      validateSection('deceased', { ...deceased, legalException: { ...delay, grantedOn: null } }, context)
        .success,
    ).toBe(true);
    expect(validateSection('deceased', { ...deceased, legalException: early }, context).success).toBe(true);
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

  it('counts a death without a time from 23:59 of that day', () => {
    // Died on 16 November 2026, time unknown: earliest 18 November 11:59 (with 00:00 it was 17 November 12:00).
    const unknownTime = {
      dossierType: 'cremation' as const,
      diedAt: '2026-11-16T22:59:00.000Z',
      deceased: deceasedSchema.parse({
        person: { firstNames: 'Johanna', lastName: 'Jansen' },
        diedOn: '2026-11-16',
      }),
    };
    expect(validateSection('cremation', { date: '2026-11-17', time: '14:00' }, unknownTime)).toEqual({
      success: false,
      errors: {
        date: [
          'De crematie mag niet eerder plaatsvinden dan 36 uur na het overlijden: op zijn vroegst 18 november 2026 11:59. Toegestaan is van 18 november 2026 11:59 tot en met 24 november 2026. Eerder mag alleen met vervroeging door de burgemeester, met instemming van de officier van justitie; leg die vast bij de overledene (vervroeging, met kenmerk).',
        ],
      },
    });
    expect(validateSection('cremation', { date: '2026-11-17' }, unknownTime).success).toBe(false);
    expect(validateSection('cremation', { date: '2026-11-18', time: '11:30' }, unknownTime).success).toBe(
      false,
    );
    expect(validateSection('cremation', { date: '2026-11-18', time: '12:00' }, unknownTime).success).toBe(
      true,
    );
    expect(validateSection('cremation', { date: '2026-11-24', time: '16:00' }, unknownTime).success).toBe(
      true,
    );
    // A dossier saved when an unknown time still counted from 00:00 is read from the section as well.
    const stale = { ...unknownTime, diedAt: '2026-11-15T23:00:00.000Z' };
    expect(validateSection('cremation', { date: '2026-11-17', time: '14:00' }, stale).success).toBe(false);
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

  it('refuses a handover, placement or scattering before the full waiting month is over (art. 59 lid 1)', () => {
    expect(
      validateSection('ash-destination', { destination: 'handover', plannedDate: '2026-12-20' }, context),
    ).toEqual({
      success: false,
      errors: {
        plannedDate: [
          'De geplande datum ligt vóór 21 december 2026: de as blijft na de crematie (20 november 2026) minstens een volle maand bewaard en mag pas daarna worden meegegeven, bijgezet of verstrooid. Eerder mag alleen met ontheffing van de officier van justitie (leg die vast met kenmerk).',
        ],
      },
    });
    expect(
      validateSection('ash-destination', { destination: 'handover', plannedDate: '2026-12-21' }, context)
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
        plannedDate: [expect.stringMatching(/^De geplande datum ligt vóór 21 december 2026/)],
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
    // Time unknown: 23:59 of that day.
    expect(diedAtFromParts('2026-11-16', null)).toBe('2026-11-16T22:59:00.000Z');
    expect(diedAtFromParts('2026-07-01', ' ')).toBe('2026-07-01T21:59:00.000Z');
    // The autumn 02:30 that occurs twice is the later one.
    expect(diedAtFromParts('2026-10-25', '02:30')).toBe('2026-10-25T01:30:00.000Z');
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

  it('deathMomentOf reads an unknown time from the deceased section', () => {
    expect(deathMomentOf('2026-11-16T09:00:00.000Z', { diedOn: '2026-11-16', diedAtTime: '10:00' })).toEqual({
      at: '2026-11-16T09:00:00.000Z',
      timeUnknown: false,
    });
    expect(deathMomentOf('2026-11-15T23:00:00.000Z', { diedOn: '2026-11-16', diedAtTime: null })).toEqual({
      at: '2026-11-16T22:59:00.000Z',
      timeUnknown: true,
    });
    expect(deathMomentOf(null, { diedOn: '2026-11-16', diedAtTime: '10:00' })).toEqual({
      at: '2026-11-16T09:00:00.000Z',
      timeUnknown: false,
    });
    expect(deathMomentOf('2026-11-16T09:00:00.000Z', null)).toEqual({
      at: '2026-11-16T09:00:00.000Z',
      timeUnknown: false,
    });
  });

  it('plannedDateOf reads the date with or without a time', () => {
    expect(plannedDateOf({ date: '2026-11-20' })).toBe('2026-11-20');
    expect(plannedDateOf({ date: '2026-11-20', time: '14:00' })).toBe('2026-11-20');
    expect(plannedDateOf({ time: '14:00' })).toBeNull();
    expect(plannedDateOf(null)).toBeNull();
  });

  it('legalExceptionOf needs a kind and a reference; an uitstel carries its last day', () => {
    expect(legalExceptionOf(deceasedWith(delay))).toEqual({
      kind: 'delay',
      reference: 'BGM-2026-0042',
      until: '2026-11-27',
    });
    expect(legalExceptionOf(deceasedWith(early))).toEqual({
      kind: 'early',
      reference: 'BGM-2026-0118',
      until: null,
    });
    expect(
      legalExceptionOf({ legalException: { kind: 'early', reference: 'X', until: '2026-11-27' } }),
    ).toEqual({ kind: 'early', reference: 'X', until: null });
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
      'A-verklaring (verklaring van overlijden)',
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
    // The verlof is recorded once, in the cremation or funeral section (see document-checklist.test.ts).
    expect(missingLegalDocuments('cremation', { cremation: { permit: { number: 'VC-1' } } })).toEqual([
      'Ondertekend aanvraagformulier crematie',
      'Verklaring implantaten',
    ]);
    expect(missingLegalDocuments('burial', {})).toEqual([
      'A-verklaring (verklaring van overlijden)',
      'Verlof tot begraven',
    ]);
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
      initials: null,
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
