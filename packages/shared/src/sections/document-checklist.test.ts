import { describe, expect, it } from 'vitest';
import { DOSSIER_DOCUMENT_TYPES, DOSSIER_DOCUMENT_TYPE_LABELS } from '../schemas/document-values.ts';
import type { SectionContext } from './context.ts';
import { CEREMONY_KINDS } from './ceremony.ts';
import { CREMATION_KINDS } from './cremation.ts';
import { deceasedSchema } from './deceased.ts';
import { documentChecklist, missingLegalDocuments } from './document-checklist.ts';
import type { FieldDescriptor } from './form-types.ts';
import { GRAVE_KINDS } from './funeral.ts';
import { POLICY_KINDS } from './insurances.ts';
import type { SectionKey } from './keys.ts';
import { SECTION_FORMS, validateSection } from './registry.ts';

const A = 'A-verklaring (verklaring van overlijden)';
const NO_OBJECTION = 'Verklaring van geen bezwaar van de officier van justitie';
const CREMATION_PERMIT = 'Verlof tot cremeren';
const BURIAL_PERMIT = 'Verlof tot begraven';
const REQUEST_FORM = 'Ondertekend aanvraagformulier crematie';
const IMPLANTS = 'Verklaring implantaten';

const context = (dossierType: 'cremation' | 'burial' = 'cremation'): SectionContext => ({
  dossierType,
  diedAt: '2026-11-16T09:00:00.000Z',
  deceased: deceasedSchema.parse({
    person: { firstNames: 'Johanna', lastName: 'Jansen' },
    diedOn: '2026-11-16',
    diedAtTime: '10:00',
  }),
  now: new Date('2026-11-21T12:00:00.000Z'),
});

const errorsOf = (key: SectionKey, data: unknown, ctx = context()) => {
  const result = validateSection(key, data, ctx);
  return result.success ? {} : result.errors;
};

const dataOf = (key: SectionKey, data: unknown, ctx = context()) => {
  const result = validateSection(key, data, ctx);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data as Record<string, unknown>;
};

/** Every field of a section form with its path and label (`registration.identityDocument`). */
function fieldsOf(key: SectionKey): Map<string, FieldDescriptor> {
  const found = new Map<string, FieldDescriptor>();
  const walk = (fields: readonly FieldDescriptor[], prefix: string) => {
    for (const field of fields) {
      found.set(prefix + field.name, field);
      if (field.fields) walk(field.fields, `${prefix}${field.name}.`);
    }
  };
  walk(
    SECTION_FORMS[key].groups.flatMap((group) => group.fields),
    '',
  );
  return found;
}

describe('the legal checklist per dossier type and kind of death', () => {
  it('a cremation needs the A-verklaring, the verlof tot cremeren, the request form and the implants statement', () => {
    expect(missingLegalDocuments('cremation', {})).toEqual([A, CREMATION_PERMIT, REQUEST_FORM, IMPLANTS]);
  });

  it('a burial needs the A-verklaring and the verlof tot begraven, not the crematorium’s papers', () => {
    expect(missingLegalDocuments('burial', {})).toEqual([A, BURIAL_PERMIT]);
  });

  it('a non-natural death also needs the verklaring van geen bezwaar, for a cremation and a burial', () => {
    const deceased = { unnaturalDeath: true };
    expect(missingLegalDocuments('cremation', { deceased })).toEqual([
      A,
      NO_OBJECTION,
      CREMATION_PERMIT,
      REQUEST_FORM,
      IMPLANTS,
    ]);
    expect(missingLegalDocuments('burial', { deceased })).toEqual([A, NO_OBJECTION, BURIAL_PERMIT]);
    expect(missingLegalDocuments('burial', { deceased: { unnaturalDeath: false } })).toEqual([
      A,
      BURIAL_PERMIT,
    ]);
  });

  it('ticks each line off by the type of an uploaded document', () => {
    expect(
      missingLegalDocuments('cremation', { deceased: { unnaturalDeath: true } }, [
        'death_statement',
        'no_objection',
        'permit',
        'request_form',
        'implants_statement',
      ]),
    ).toEqual([]);
    expect(missingLegalDocuments('burial', {}, ['death_statement', 'permit'])).toEqual([]);
    // A document of another type ticks nothing off.
    expect(missingLegalDocuments('burial', {}, ['other', 'death_certificate'])).toEqual([A, BURIAL_PERMIT]);
    // The crematorium's papers do not count in a burial dossier; no line is listed twice.
    expect(missingLegalDocuments('burial', {}, ['request_form', 'implants_statement'])).toEqual([
      A,
      BURIAL_PERMIT,
    ]);
    expect(missingLegalDocuments('cremation', {}, ['permit', 'permit'])).toEqual([REQUEST_FORM, IMPLANTS]);
  });

  it('also ticks a line off when its section records the document', () => {
    expect(
      missingLegalDocuments('cremation', {
        deceased: {
          unnaturalDeath: true,
          noObjectionReference: 'OvJ-2026-77',
          deathStatement: { received: true },
        },
        cremation: {
          permit: { received: true },
          requestFormSignedOn: '2026-11-17',
          implantsStatementReceived: true,
        },
      }),
    ).toEqual([]);
    expect(missingLegalDocuments('burial', { funeral: { permit: { number: 'VB-12' } } })).toEqual([]);
    expect(
      missingLegalDocuments('cremation', {
        cremation: { implantsStatementReceived: false, requestFormSignedOn: ' ' },
      }),
    ).toEqual([A, CREMATION_PERMIT, REQUEST_FORM, IMPLANTS]);
  });

  it('counts the A-verklaring as handed in once the aangifte is recorded or the verlof is there', () => {
    expect(
      missingLegalDocuments('burial', { deceased: { registration: { registeredOn: '2026-11-17' } } }),
    ).toEqual([BURIAL_PERMIT]);
    expect(
      missingLegalDocuments('burial', { deceased: { registration: { deedNumber: '2026-A-12' } } }),
    ).toEqual([BURIAL_PERMIT]);
    expect(missingLegalDocuments('burial', {}, ['permit'])).toEqual([]);
  });

  it('reads the verlof only where it is recorded now: the cremation or funeral section of the dossier’s type', () => {
    // The deceased section no longer holds a verlof (migration 0007 moved it).
    expect(missingLegalDocuments('burial', { deceased: { permit: { number: 'VB-1' } } })).toEqual([
      A,
      BURIAL_PERMIT,
    ]);
    // A cremation's verlof does not count for a burial dossier, nor the other way round.
    expect(missingLegalDocuments('burial', { cremation: { permit: { received: true } } })).toContain(
      BURIAL_PERMIT,
    );
    expect(missingLegalDocuments('cremation', { funeral: { permit: { received: true } } })).toContain(
      CREMATION_PERMIT,
    );
  });

  it('names the upload type of each line and whether it is there', () => {
    expect(
      documentChecklist('cremation', { cremation: { requestFormSignedOn: '2026-11-17' } }, ['permit']),
    ).toEqual([
      { documentType: 'death_statement', label: A, present: true },
      { documentType: 'permit', label: CREMATION_PERMIT, present: true },
      { documentType: 'request_form', label: REQUEST_FORM, present: true },
      { documentType: 'implants_statement', label: IMPLANTS, present: false },
    ]);
    for (const item of documentChecklist('cremation', { deceased: { unnaturalDeath: true } })) {
      expect(DOSSIER_DOCUMENT_TYPES).toContain(item.documentType);
    }
  });

  it('has a Dutch name for every document type, "Overig" last', () => {
    expect(Object.keys(DOSSIER_DOCUMENT_TYPE_LABELS)).toEqual([...DOSSIER_DOCUMENT_TYPES]);
    expect(DOSSIER_DOCUMENT_TYPE_LABELS).toEqual({
      death_statement: 'A-verklaring (verklaring van overlijden)',
      permit: 'Verlof tot begraven of cremeren',
      request_form: 'Ondertekend aanvraagformulier',
      implants_statement: 'Verklaring implantaten',
      no_objection: 'Verklaring van geen bezwaar',
      death_certificate: 'Akte van overlijden',
      other: 'Overig',
    });
  });
});

describe('the verlof is recorded once', () => {
  it('in the cremation or funeral section, no longer in the deceased section', () => {
    expect(fieldsOf('deceased').has('permit')).toBe(false);
    expect([...fieldsOf('deceased').values()].map((field) => field.label)).not.toContain(
      'Verlof tot begraven of cremeren',
    );
    expect(fieldsOf('cremation').get('permit')?.label).toBe('Verlof tot cremeren');
    expect(fieldsOf('funeral').get('permit')?.label).toBe('Verlof tot begraven');
    const group = SECTION_FORMS.deceased.groups.find((item) => item.title === 'A-verklaring en aangifte');
    expect(group?.description).toContain(
      'Het verlof tot begraven of cremeren leg je vast bij Crematie of Begrafenis',
    );
  });

  it('refuses a verlof dated before the death in the cremation and funeral sections', () => {
    const early = { permit: { received: true, number: 'V-1', issuedOn: '2026-11-15' } };
    const message = 'De datum van het verlof ligt vóór de datum van overlijden (16 november 2026).';
    expect(errorsOf('cremation', early)).toEqual({ 'permit.issuedOn': [message] });
    expect(errorsOf('funeral', early, context('burial'))).toEqual({ 'permit.issuedOn': [message] });
    expect(errorsOf('funeral', { permit: { issuedOn: '2026-11-16' } }, context('burial'))).toEqual({});
  });
});

describe('the fields funeral directors missed (item 11)', () => {
  const expected: [SectionKey, string, string][] = [
    ['deceased', 'deathStatement.received', 'A-verklaring ontvangen'],
    ['deceased', 'deathStatement.receivedOn', 'Ontvangen op'],
    ['deceased', 'deathStatement.issuedBy', 'Afgegeven door'],
    ['funeral-company', 'companyReference', 'Dossiernummer uitvaartonderneming'],
    ['deceased', 'person.initials', 'Voorletters'],
    ['client', 'person.initials', 'Voorletters'],
    ['deceased', 'registration.identityDocument', 'Identiteitsbewijs van de overledene'],
    ['deceased', 'registration.identityDocumentHandedIn', 'Identiteitsbewijs ingeleverd bij de aangifte'],
    ['deceased', 'parents.firstParent', 'Naam eerste ouder'],
    ['deceased', 'parents.secondParent', 'Naam tweede ouder'],
    ['deceased', 'foundDead', 'Overleden aangetroffen (lijkvinding)'],
    ['deceased', 'foundOn', 'Gevonden op'],
    ['deceased', 'foundAtTime', 'Tijd gevonden'],
    ['funeral-company', 'insurer', 'Verzekeraar of vereniging'],
    ['funeral-company', 'insurerMemberNumber', 'Lid- of polisnummer'],
    ['funeral-company', 'insurerReference', 'Dossiernummer verzekeraar of vereniging'],
    ['funeral', 'graveDepth', 'Diepte (aantal lagen)'],
    ['funeral', 'graveRightsDeedNumber', 'Nummer grafakte'],
    ['funeral', 'shroudWithoutCoffin', 'Begraven in een lijkwade, zonder kist'],
    ['client', 'orderConfirmationSignedOn', 'Opdrachtbevestiging ondertekend op'],
    ['printed-matter', 'items.postedOn', 'Gepost op'],
    ['transfer', 'repatriation.sealedZincCoffin', 'Verzegelde kist met zinken binnenkist'],
    ['ceremony', 'broadcastAccess', 'Toegang tot de livestream'],
  ];

  it.each(expected)('%s has %s, labelled "%s"', (key, path, label) => {
    expect(fieldsOf(key).get(path)?.label).toBe(label);
  });

  it('stores them', () => {
    expect(
      dataOf('deceased', {
        person: { firstNames: 'Johanna Maria', initials: 'J.M.', lastName: 'Jansen' },
        parents: { firstParent: 'Pieter Jansen', secondParent: 'Maria de Vries' },
        diedOn: '2026-11-16',
        foundDead: true,
        foundOn: '2026-11-17',
        foundAtTime: '8:15',
        deathStatement: {
          received: true,
          receivedOn: '2026-11-17',
          issuedBy: 'coroner',
          causeOfDeathEnvelope: true,
        },
        registration: {
          registeredOn: '2026-11-18',
          identityDocument: 'passport',
          identityDocumentHandedIn: true,
        },
      }),
    ).toMatchObject({
      person: { initials: 'J.M.' },
      parents: { firstParent: 'Pieter Jansen', secondParent: 'Maria de Vries' },
      foundAtTime: '08:15',
      deathStatement: { issuedBy: 'coroner', causeOfDeathEnvelope: true },
      registration: { identityDocument: 'passport', identityDocumentHandedIn: true },
    });
    expect(
      dataOf(
        'funeral',
        { graveDepth: 2, graveRightsDeedNumber: 'GA-2026-118', shroudWithoutCoffin: 'true' },
        context('burial'),
      ),
    ).toEqual({ graveDepth: 2, graveRightsDeedNumber: 'GA-2026-118', shroudWithoutCoffin: true });
    expect(
      dataOf('funeral-company', {
        companyReference: 'DL-2026-0391',
        onBehalfOfInsurer: true,
        insurer: 'Uitvaartvereniging Hoop op Zegen',
        insurerMemberNumber: '12-3456',
        insurerReference: 'HZ-77',
      }),
    ).toMatchObject({ companyReference: 'DL-2026-0391', insurerMemberNumber: '12-3456' });
    expect(dataOf('ceremony', { held: true, broadcast: true, broadcastAccess: 'code' })).toMatchObject({
      broadcastAccess: 'code',
    });
    expect(dataOf('printed-matter', { items: [{ kind: 'mourning_card', postedOn: '2026-11-18' }] })).toEqual({
      items: [{ kind: 'mourning_card', postedOn: '2026-11-18' }],
    });
    expect(dataOf('transfer', { repatriation: { needed: true, sealedZincCoffin: true } })).toEqual({
      repatriation: { needed: true, sealedZincCoffin: true },
    });
    expect(dataOf('client', { orderConfirmationSignedOn: '2026-11-17' })).toEqual({
      orderConfirmationSignedOn: '2026-11-17',
    });
  });

  it('shows the livestream access only with a livestream, the finding only for a lijkvinding', () => {
    expect(fieldsOf('ceremony').get('broadcastAccess')?.showIf).toEqual({ field: 'broadcast', equals: true });
    expect(fieldsOf('deceased').get('foundOn')?.showIf).toEqual({ field: 'foundDead', equals: true });
    expect(fieldsOf('deceased').get('deathStatement.issuedBy')?.showIf).toEqual({
      field: 'received',
      equals: true,
    });
  });

  it('refuses a finding before the death or in the future, and a grave deeper than six', () => {
    const base = {
      person: { firstNames: 'Johanna', lastName: 'Jansen' },
      diedOn: '2026-11-16',
      foundDead: true,
    };
    expect(errorsOf('deceased', { ...base, foundOn: '2026-11-15' })).toEqual({
      foundOn: ['De datum van de lijkvinding ligt vóór de datum van overlijden (16 november 2026).'],
    });
    expect(errorsOf('deceased', { ...base, foundOn: '2026-11-22' })).toEqual({
      foundOn: ['De datum van de lijkvinding kan niet in de toekomst liggen.'],
    });
    expect(errorsOf('funeral', { graveDepth: 7 }, context('burial'))).toEqual({
      graveDepth: [expect.stringContaining('Diepte (aantal lagen)')],
    });
  });

  it('wants the A-verklaring of a non-natural death or of a minor from the gemeentelijk lijkschouwer', () => {
    const message =
      'Bij een niet-natuurlijke dood en bij een minderjarige geeft de gemeentelijk lijkschouwer de A-verklaring af.';
    const person = { firstNames: 'Sem', lastName: 'de Jong' };
    const statement = (issuedBy: string) => ({ received: true, issuedBy });
    expect(
      errorsOf('deceased', {
        person,
        diedOn: '2026-11-16',
        unnaturalDeath: true,
        deathStatement: statement('physician'),
      }),
    ).toEqual({ 'deathStatement.issuedBy': [message] });
    expect(
      errorsOf('deceased', {
        person,
        diedOn: '2026-11-16',
        unnaturalDeath: true,
        deathStatement: statement('coroner'),
      }),
    ).toEqual({});
    // Born 17 November 2008: 17 on the day before his eighteenth birthday, 18 on it.
    const minor = { ...person, birthDate: '2008-11-17' };
    expect(
      errorsOf('deceased', { person: minor, diedOn: '2026-11-16', deathStatement: statement('physician') }),
    ).toEqual({ 'deathStatement.issuedBy': [message] });
    expect(
      errorsOf('deceased', {
        person: { ...person, birthDate: '2008-11-16' },
        diedOn: '2026-11-16',
        deathStatement: statement('physician'),
      }),
    ).toEqual({});
  });
});

describe('the odd fields (item 12)', () => {
  it('has no "Sommen" policy kind any more, and reads an old one as kapitaal', () => {
    expect(POLICY_KINDS).toEqual({ natura: 'Natura (diensten)', capital: 'Kapitaal (uitkering)' });
    expect(dataOf('insurances', { policies: [{ insurer: 'dela', kind: 'sums' }] })).toEqual({
      policies: [{ insurer: 'dela', kind: 'capital' }],
    });
    expect(errorsOf('insurances', { policies: [{ kind: 'lijfrente' }] })).toEqual({
      'policies.0.kind': [expect.stringContaining('Soort verzekering')],
    });
  });

  it('offers no urn grave in a burial: the urn grave is an ash destination', () => {
    expect(Object.values(GRAVE_KINDS)).not.toContain('Urnengraf');
    expect(errorsOf('funeral', { graveKind: 'urn' }, context('burial'))).toEqual({
      graveKind: [expect.stringContaining('Soort graf')],
    });
    expect(
      fieldsOf('ash-destination')
        .get('destination')
        ?.options?.map((option) => option.label),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/urnengraf/i)]));
  });

  it('records "In besloten kring" once, as the kind of ceremony; an old cremation kind reads as with ceremony', () => {
    expect(Object.values(CREMATION_KINDS)).toEqual(['Met plechtigheid', 'Zonder plechtigheid']);
    expect(CEREMONY_KINDS.private).toBe('In besloten kring');
    expect(dataOf('cremation', { kind: 'private' })).toEqual({ kind: 'with_ceremony' });
  });
});
