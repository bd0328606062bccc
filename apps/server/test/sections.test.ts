import { afterAll, describe, expect, it } from 'vitest';
import {
  emptySection,
  messages,
  SECTION_LABELS,
  sectionsForType,
  snakeKey,
  toCamelCase,
  toSnakeCase,
  validateSection,
  type DeceasedSection,
  type SectionKey,
} from '@afscheid/shared';
import { createTestApp } from './helpers.ts';
import {
  createDossierViaApi,
  createOrganization,
  createUser,
  addMember,
  lindeClients,
  loginAs,
  saveSectionViaApi,
  userByEmail,
} from './factories.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const { director, viewer } = await lindeClients(ctx);
const directorUser = await userByEmail(ctx, 'uitvaartverzorger@afscheid.test');
const db = ctx.app.deps.db;
const errors = messages.dossiers.sectionErrors;

/** Died on Friday 20 November 2026 at 09:30 in Amsterdam: window from Saturday 21:30 to Monday 30 November. */
const DIED_AT = '2026-11-20T08:30:00.000Z';

const wire = (data: Record<string, unknown>) => toSnakeCase<Record<string, unknown>>(data);
/** A field-error key as it travels (snake_case segments). */
const wireKey = (path: string) => path.split('.').map(snakeKey).join('.');

async function put(dossierId: string, key: SectionKey, data: Record<string, unknown>, version = 1) {
  return director.put(`/api/dossiers/${dossierId}/sections/${key}`, { version, data: wire(data) });
}

describe('GET /api/dossiers/:id/sections', () => {
  it('lists the sections of the dossier type in order, and 404s a section of the other type', async () => {
    const dossier = await createDossierViaApi(director, { type: 'burial', died_at: DIED_AT });
    const res = await viewer.get(`/api/dossiers/${dossier.id}/sections`);
    expect(res.statusCode).toBe(200);
    const sections = res.json().data as { key: string; label: string; version: number; data: unknown }[];
    expect(sections.map((s) => s.key)).toEqual(sectionsForType('burial'));
    expect(sections.map((s) => s.label)).toEqual(sectionsForType('burial').map((key) => SECTION_LABELS[key]));
    const care = sections.find((s) => s.key === 'care')!;
    expect(care).toMatchObject({ version: 1, updated_by: null, data: wire(emptySection('care')) });

    expect((await viewer.get(`/api/dossiers/${dossier.id}/sections/funeral`)).statusCode).toBe(200);
    expect((await viewer.get(`/api/dossiers/${dossier.id}/sections/cremation`)).statusCode).toBe(404);
    expect((await viewer.get(`/api/dossiers/${dossier.id}/sections/bestaat-niet`)).statusCode).toBe(404);
    expect((await director.put(`/api/dossiers/${dossier.id}/sections/ash-destination`, {})).statusCode).toBe(
      404,
    );
  });

  it("is a 404 for another organisation's dossier and a 403 for writes without sections.update", async () => {
    const dossier = await createDossierViaApi(director);
    const other = await createOrganization(ctx, 'Uitvaartcentrum Elders');
    const stranger = await createUser(ctx, 'eigenaar@elders.test', 'Eigenaar Elders');
    await addMember(ctx, other.id, stranger.id, 'owner');
    const client = await loginAs(ctx, stranger.email);
    expect((await client.get(`/api/dossiers/${dossier.id}/sections`)).statusCode).toBe(404);
    expect((await client.get(`/api/dossiers/${dossier.id}/sections/care`)).statusCode).toBe(404);
    expect(
      (await client.put(`/api/dossiers/${dossier.id}/sections/care`, { version: 1, data: {} })).statusCode,
    ).toBe(404);
    const denied = await viewer.put(`/api/dossiers/${dossier.id}/sections/care`, { version: 1, data: {} });
    expect(denied.statusCode).toBe(403);
    // Access is decided before the body is validated: no 422 tells a viewer what the section expects.
    expect((await viewer.put(`/api/dossiers/${dossier.id}/sections/care`, {})).statusCode).toBe(403);
    expect((await client.put(`/api/dossiers/${dossier.id}/sections/care`, {})).statusCode).toBe(404);
  });
});

/** One typical mistake per section, and a plausible complete save. */
const CASES: {
  key: SectionKey;
  type?: 'cremation' | 'burial';
  bad: Record<string, unknown>;
  path: string;
  message?: string;
  good: Record<string, unknown>;
}[] = [
  {
    key: 'deceased',
    bad: {
      person: { firstNames: 'Johanna Maria', lastName: 'Berg', bsn: '123456789' },
      diedOn: '2026-11-20',
    },
    path: 'person.bsn',
    message: errors.bsn,
    good: {
      person: {
        salutation: 'mrs',
        firstNames: 'Johanna Maria',
        callName: 'Joke',
        namePrefix: 'van der',
        lastName: 'Berg',
        gender: 'female',
        birthDate: '1941-03-02',
        birthPlace: 'Amersfoort',
        birthCountry: 'NL',
        nationality: 'NL',
        bsn: '123456782',
        address: { street: 'Lindelaan', houseNumber: '3', postcode: '3572ab', city: 'Utrecht' },
      },
      maritalStatus: 'widowed',
      diedOn: '2026-11-20',
      diedAtTime: '09:30',
      placeOfDeath: { kind: 'nursing_home', name: 'Verpleeghuis De Koppel' },
      deathMunicipality: 'Utrecht',
    },
  },
  {
    key: 'client',
    bad: { person: { firstNames: 'Peter', lastName: 'van der Berg', email: 'peter-at-home' } },
    path: 'person.email',
    good: {
      person: {
        salutation: 'mr',
        firstNames: 'Peter',
        namePrefix: 'van der',
        lastName: 'Berg',
        phone: '06 12345678',
        email: 'peter.vanderberg@example.nl',
        address: { street: 'Kerkstraat', houseNumber: '12', postcode: '3811 CV', city: 'Amersfoort' },
      },
      relation: 'Zoon',
      iban: 'NL91ABNA0417164300',
      contacts: [
        {
          person: { firstNames: 'Anneke', lastName: 'Visser', phone: '030 2345678' },
          relation: 'Dochter',
          receivesCard: true,
        },
      ],
    },
  },
  {
    key: 'care',
    bad: { coffin: { length: 20 } },
    path: 'coffin.length',
    good: {
      caredBy: 'both',
      place: 'Rouwcentrum De Linde',
      date: '2026-11-20',
      time: '14:00',
      clothing: 'own',
      clothingDescription: 'Blauwe jurk met parelketting',
      cooling: 'laying_out_cooling',
      coffin: { model: 'Eiken Klassiek', material: 'solid_wood', length: 190 },
    },
  },
  {
    key: 'transfer',
    bad: { transfers: [{ fromKind: 'home', time: '25:00' }] },
    path: 'transfers.0.time',
    good: {
      transfers: [
        {
          fromKind: 'nursing_home',
          fromName: 'Verpleeghuis De Koppel',
          date: '2026-11-20',
          time: '11:15',
          vehicle: 'Rouwauto Mercedes E-klasse',
          staffCount: 2,
        },
      ],
    },
  },
  {
    key: 'funeral-company',
    bad: { email: 'info@' },
    path: 'email',
    good: {
      companyName: 'Uitvaartzorg De Linde',
      phone: '030 271 45 60',
      email: 'info@uitvaartzorgdelinde.test',
      responsibleDirector: 'Ursula Verzorger',
      funeralLeader: 'Mehmet Medewerker',
    },
  },
  {
    key: 'ceremony',
    bad: { held: true, date: '2026-11-26', startTime: '14:00', endTime: '13:00' },
    path: 'endTime',
    good: {
      held: true,
      kind: 'farewell_service',
      placeName: 'Aula Het Rozenveld',
      date: '2026-11-26',
      startTime: '13:00',
      endTime: '14:00',
      expectedGuests: 120,
      speakers: [{ name: 'Peter van der Berg', relation: 'Zoon', order: 1, minutes: 5 }],
      music: [{ title: 'Ave Maria', artist: 'Andrea Bocelli', moment: 'entrance', source: 'own' }],
    },
  },
  {
    key: 'church',
    bad: { held: true, officiant: { name: 'Pastor Jansen', phone: 'bel de pastorie' } },
    path: 'officiant.phone',
    good: {
      held: true,
      churchName: 'Sint-Willibrordkerk',
      officiant: { name: 'Pastor Jansen', phone: '030 2310000' },
      date: '2026-11-26',
      startTime: '10:30',
      endTime: '11:30',
      songs: [{ title: 'Heer, wijs mij uw weg', reference: 'Liedboek 25' }],
      churchContribution: 15000,
    },
  },
  {
    key: 'wake',
    bad: { placeAddress: { postcode: '0123 AB' } },
    path: 'placeAddress.postcode',
    message: messages.identifiers.postcode,
    good: {
      placeName: 'Rouwkamer 2',
      fromDate: '2026-11-21',
      fromTime: '10:00',
      untilDate: '2026-11-25',
      untilTime: '18:00',
      visitingHours: [{ date: '2026-11-23', from: '19:00', until: '20:00' }],
      condolenceBook: true,
    },
  },
  {
    key: 'flowers',
    bad: { arrangements: [{ price: -500 }] },
    path: 'arrangements.0.price',
    good: {
      arrangements: [
        {
          kind: 'coffin_spray',
          florist: 'Bloemsierkunst Rozemarijn',
          ribbonLeft: 'Lieve mam en oma',
          ribbonRight: 'Peter, Anneke en kleinkinderen',
          price: 14950,
          deliveryDate: '2026-11-26',
          deliveryTime: '11:00',
        },
      ],
    },
  },
  {
    key: 'condolence',
    bad: { held: true, expectedGuests: 9000 },
    path: 'expectedGuests',
    good: {
      held: true,
      placeName: 'Koffiekamer Het Rozenveld',
      date: '2026-11-26',
      startTime: '14:00',
      endTime: '15:00',
      expectedGuests: 100,
      registerAttendant: 'Kees de Boer',
    },
  },
  {
    key: 'ads',
    bad: { ads: [{ medium: 'Algemeen Dagblad', publicationDates: [{ date: 'morgen' }] }] },
    path: 'ads.0.publicationDates.0.date',
    good: {
      ads: [
        {
          medium: 'Algemeen Dagblad',
          publicationDates: [{ date: '2026-11-23' }],
          format: '2 kolommen × 80 mm',
          text: 'Met verdriet delen wij mee dat is overleden onze lieve moeder en oma Joke van der Berg.',
          price: 45000,
        },
      ],
    },
  },
  {
    key: 'printed-matter',
    bad: { items: [{ quantity: -10 }] },
    path: 'items.0.quantity',
    good: {
      items: [
        {
          design: 'Rouwkaart klassiek met lelie',
          paper: 'Linnen 300 g',
          quantity: 150,
          printer: 'Drukkerij Van Dijk',
        },
      ],
      mailingList: [
        {
          name: 'Familie Visser',
          address: { street: 'Dorpsstraat', houseNumber: '8', postcode: '3731 GE', city: 'De Bilt' },
        },
      ],
    },
  },
  {
    key: 'funeral-procession',
    bad: { bearers: { count: 30 } },
    path: 'bearers.count',
    good: {
      hearse: { vehicle: 'Mercedes E-klasse rouwauto' },
      followingCars: 2,
      followingCarPassengers: 8,
      bearers: { count: 6 },
      departureDate: '2026-11-26',
      departureTime: '12:30',
      arrivalTime: '12:50',
      departurePlace: 'Rouwcentrum De Linde',
      route: 'Langs de Lindelaan, het huis van de overledene',
    },
  },
  {
    key: 'insurances',
    bad: { policies: [{ insurer: 'verzekeraar-onbekend' }] },
    path: 'policies.0.insurer',
    good: {
      policies: [
        {
          insurer: 'dela',
          policyNumber: 'DL-4471120',
          insuredPerson: 'J.M. van der Berg',
          insuredAmount: 750000,
        },
      ],
    },
  },
  {
    key: 'personal-belongings',
    bad: { items: [{ item: 'Trouwring', category: 'auto' }] },
    path: 'items.0.category',
    good: {
      items: [
        {
          item: 'Trouwring',
          description: 'Gouden ring met inscriptie',
          disposition: 'returned',
          returnedTo: 'Peter van der Berg',
        },
      ],
    },
  },
  {
    key: 'cremation',
    bad: { crematoriumName: 'Crematorium Het Rozenveld', date: '2026-12-10', time: '11:00' },
    path: 'date',
    good: {
      crematoriumName: 'Crematorium Het Rozenveld',
      date: '2026-11-26',
      time: '14:30',
      coffinSuitable: true,
      registrationNumber: 'RZ-2026-0412',
      permit: { received: true, number: 'V-2026-1187', municipality: 'Utrecht', issuedOn: '2026-11-21' },
      requestFormSignedOn: '2026-11-21',
      implantsStatementReceived: true,
    },
  },
  {
    key: 'ash-destination',
    bad: { destination: 'columbarium', exemption: { granted: true } },
    path: 'exemption.reference',
    message: errors.ashExemptionReference,
    good: {
      destination: 'scatter_field',
      place: { name: 'Strooiveld Het Rozenveld' },
      notes: 'Familie wil bij de verstrooiing aanwezig zijn.',
    },
  },
  {
    key: 'funeral',
    type: 'burial',
    bad: { cemeteryName: 'Begraafplaats Soestbergen', graveKind: 'private', graveRightsYears: 5 },
    path: 'graveRightsYears',
    message: errors.graveRightsTerm,
    good: {
      cemeteryName: 'Begraafplaats Soestbergen',
      date: '2026-11-25',
      time: '11:00',
      graveKind: 'private',
      graveLocation: { section: 'C', row: '4', number: '17' },
      graveRightsYears: 20,
      permit: { received: true, number: 'B-2026-0091', municipality: 'Utrecht', issuedOn: '2026-11-21' },
      lowering: true,
    },
  },
];

describe('PUT /api/dossiers/:id/sections/:key', () => {
  it('covers every section', () => {
    expect(CASES.map((c) => c.key).sort()).toEqual([...sectionsForType('cremation'), 'funeral'].sort());
  });

  it.each(CASES.map((c) => [c.key, c] as const))(
    '%s: refuses a typical mistake with a Dutch message at its field, and saves good data',
    async (key, c) => {
      const dossier = await createDossierViaApi(director, { type: c.type ?? 'cremation', died_at: DIED_AT });
      const deceased = await director.get(`/api/dossiers/${dossier.id}/sections/deceased`);
      // What the server validates against: the dossier's type and moment of death, the stored deceased.
      const context = {
        dossierType: c.type ?? 'cremation',
        diedAt: DIED_AT,
        deceased: toCamelCase<DeceasedSection>(deceased.json().data.data),
        now: ctx.clock.now(),
      } as const;

      const bad = await put(dossier.id, key, c.bad);
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().message).toBe(
        messages.dossierApi.sectionInvalid.replace('{section}', SECTION_LABELS[key]),
      );
      const fieldErrors = bad.json().errors as Record<string, string[]>;
      const found = fieldErrors[wireKey(c.path)];
      expect(found, JSON.stringify(fieldErrors)).toBeDefined();
      expect(found![0]!.length).toBeGreaterThan(5);
      if (c.message) expect(found).toContain(c.message);
      // The same messages as the shared rules give in the browser.
      const expected = validateSection(key, c.bad, context);
      expect(expected.success).toBe(false);
      if (!expected.success) {
        expect(fieldErrors).toEqual(
          Object.fromEntries(Object.entries(expected.errors).map(([path, list]) => [wireKey(path), list])),
        );
      }
      const unchanged = await director.get(`/api/dossiers/${dossier.id}/sections/${key}`);
      expect(unchanged.json().data.version).toBe(1);

      const good = await put(dossier.id, key, c.good);
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().data).toMatchObject({
        key,
        version: 2,
        updated_by: { id: directorUser.id, name: directorUser.name },
      });
      const parsed = validateSection(key, c.good, context);
      expect(parsed.success).toBe(true);
      if (parsed.success) expect(good.json().data.data).toEqual(wire(parsed.data as Record<string, unknown>));
      const again = await director.get(`/api/dossiers/${dossier.id}/sections/${key}`);
      expect(again.json().data).toEqual(good.json().data);
    },
  );
});

describe('the legal window', () => {
  it('refuses a cremation after the sixth working day until a delay permit is recorded with the deceased', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    const late = { crematoriumName: 'Crematorium Het Rozenveld', date: '2026-12-02', time: '10:00' };
    const refused = await put(dossier.id, 'cremation', late);
    expect(refused.statusCode).toBe(422);
    const [message] = refused.json().errors.date as string[];
    expect(message).toContain('30 november 2026');
    expect(message).toMatch(/uitstel/i);

    const permit = await saveSectionViaApi(director, dossier.id, 'deceased', {
      legal_exception: {
        kind: 'delay',
        reference: 'UTR-2026-4471',
        granted_by: 'Burgemeester van Utrecht',
        granted_on: '2026-11-23',
        until: '2026-12-04',
      },
    });
    expect(permit.statusCode, permit.body).toBe(200);
    const allowed = await put(dossier.id, 'cremation', late);
    expect(allowed.statusCode, allowed.body).toBe(200);

    const detail = (await director.get(`/api/dossiers/${dossier.id}`)).json().data;
    expect(detail.funeral_at).toBe('2026-12-02T09:00:00.000Z');
    expect(detail.legal_window.exception).toEqual({
      kind: 'delay',
      reference: 'UTR-2026-4471',
      until: '2026-12-04',
    });
  });

  it('refuses a change of the deceased that puts the planned cremation outside the window', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    const planned = { date: '2026-11-27', time: '10:00' };
    expect((await put(dossier.id, 'cremation', planned)).statusCode).toBe(200);
    // Dying a week earlier makes Friday 27 November later than the sixth working day.
    const earlier = await saveSectionViaApi(director, dossier.id, 'deceased', { died_on: '2026-11-13' });
    expect(earlier.statusCode).toBe(422);
    const [message] = earlier.json().errors.died_on as string[];
    expect(message).toContain('crematie');
    expect(message).toContain('23 november 2026');
    const detail = (await director.get(`/api/dossiers/${dossier.id}`)).json().data;
    expect(detail.died_at).toBe(DIED_AT);
    // With a delay permit the same change is allowed.
    const withPermit = await saveSectionViaApi(director, dossier.id, 'deceased', {
      died_on: '2026-11-13',
      legal_exception: { kind: 'delay', reference: 'UTR-2026-5000', until: '2026-11-27' },
    });
    expect(withPermit.statusCode, withPermit.body).toBe(200);
  });

  it('refuses a cremation within 36 hours of death without an early permit', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    const early = await put(dossier.id, 'cremation', { date: '2026-11-21', time: '10:00' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date[0]).toMatch(/36 uur/);
    await saveSectionViaApi(director, dossier.id, 'deceased', {
      legal_exception: { kind: 'early', reference: 'OM-2026-17' },
    });
    expect((await put(dossier.id, 'cremation', { date: '2026-11-21', time: '10:00' })).statusCode).toBe(200);
  });

  it('applies to a burial too, and keeps the funeral moment and the missing documents in step', async () => {
    const dossier = await createDossierViaApi(director, { type: 'burial', died_at: DIED_AT });
    expect((await director.get(`/api/dossiers/${dossier.id}`)).json().data.missing_documents).toEqual([
      messages.documentChecklist.required.deathStatement,
      messages.documentChecklist.required.burialPermit,
    ]);
    expect((await put(dossier.id, 'funeral', { date: '2026-12-01', time: '11:00' })).statusCode).toBe(422);
    const saved = await put(dossier.id, 'funeral', {
      date: '2026-11-25',
      time: '11:00',
      permit: { received: true, number: 'B-2026-0091' },
    });
    expect(saved.statusCode).toBe(200);
    const detail = (await director.get(`/api/dossiers/${dossier.id}`)).json().data;
    expect(detail.funeral_at).toBe('2026-11-25T10:00:00.000Z');
    expect(detail.missing_documents).toEqual([]);
    expect(detail.sections.find((s: { key: string }) => s.key === 'funeral').filled).toBe(true);
  });
});

describe('the legal checklist from the sections (issue 11, item 10)', () => {
  const required = messages.documentChecklist.required;
  const missingOf = async (dossierId: string) =>
    (await director.get(`/api/dossiers/${dossierId}`)).json().data.missing_documents as string[];

  it('records the verlof once, with the cremation, and ticks the lines off as the sections record them', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    expect(await missingOf(dossier.id)).toEqual([
      required.deathStatement,
      required.cremationPermit,
      required.requestForm,
      required.implantsStatement,
    ]);
    // The deceased section has no verlof any more: a stale form's verlof is not stored and ticks nothing off.
    const deceased = await saveSectionViaApi(director, dossier.id, 'deceased', {
      death_statement: { received: true, received_on: '2026-11-20', issued_by: 'physician' },
      unnatural_death: true,
      permit: { number: 'UTR-C-2026-1' },
    });
    expect(deceased.statusCode, deceased.body).toBe(422);
    expect(deceased.json().errors).toEqual({
      'death_statement.issued_by': [messages.documentChecklist.sections.statementByCoroner],
    });
    const fixed = await saveSectionViaApi(director, dossier.id, 'deceased', {
      death_statement: { received: true, received_on: '2026-11-20', issued_by: 'coroner' },
      unnatural_death: true,
      permit: { number: 'UTR-C-2026-1' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.data).not.toHaveProperty('permit');
    expect(await missingOf(dossier.id)).toEqual([
      required.noObjection,
      required.cremationPermit,
      required.requestForm,
      required.implantsStatement,
    ]);

    await saveSectionViaApi(director, dossier.id, 'deceased', { no_objection_reference: 'OvJ-2026-311' });
    const early = await put(dossier.id, 'cremation', { permit: { received: true, issued_on: '2026-11-19' } });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors['permit.issued_on'][0]).toMatch(/^De datum van het verlof ligt vóór/);
    const cremation = await put(dossier.id, 'cremation', {
      permit: { received: true, number: 'UTR-C-2026-1', issued_on: '2026-11-21' },
      request_form_signed_on: '2026-11-21',
      implants_statement_received: true,
    });
    expect(cremation.statusCode, cremation.body).toBe(200);
    expect(await missingOf(dossier.id)).toEqual([]);
  });

  it('stores the new fields and reads an old "Sommen" policy as kapitaal', async () => {
    const dossier = await createDossierViaApi(director, { type: 'burial', died_at: DIED_AT });
    const funeral = await put(dossier.id, 'funeral', {
      grave_kind: 'family',
      grave_depth: 2,
      grave_rights_deed_number: 'GA-2026-118',
      shroud_without_coffin: true,
    });
    expect(funeral.statusCode, funeral.body).toBe(200);
    expect(funeral.json().data.data).toMatchObject({
      grave_depth: 2,
      grave_rights_deed_number: 'GA-2026-118',
    });
    const urn = await put(dossier.id, 'funeral', { grave_kind: 'urn' }, 2);
    expect(urn.statusCode).toBe(422);
    expect(Object.keys(urn.json().errors)).toEqual(['grave_kind']);
    const insurances = await put(dossier.id, 'insurances', { policies: [{ insurer: 'dela', kind: 'sums' }] });
    expect(insurances.statusCode, insurances.body).toBe(200);
    expect(insurances.json().data.data.policies[0].kind).toBe('capital');
  });
});

describe('saving', () => {
  it('refuses a stale version with the current section and changes nothing', async () => {
    const dossier = await createDossierViaApi(director);
    expect((await put(dossier.id, 'care', { place: 'Thuis' })).statusCode).toBe(200);
    const stale = await put(dossier.id, 'care', { place: 'Rouwcentrum' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.errors.conflict);
    expect(stale.json().data).toMatchObject({ key: 'care', version: 2, data: { place: 'Thuis' } });
    const current = await director.get(`/api/dossiers/${dossier.id}/sections/care`);
    expect(current.json().data.data.place).toBe('Thuis');
  });

  it('saves a list row added empty, and an unchanged section without a new version', async () => {
    const dossier = await createDossierViaApi(director);
    const added = await put(dossier.id, 'flowers', { arrangements: [{}] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.version).toBe(2);
    expect(added.json().data.data.arrangements).toHaveLength(1);
    const same = await director.put(`/api/dossiers/${dossier.id}/sections/flowers`, {
      version: 2,
      data: added.json().data.data,
    });
    expect(same.json().data.version).toBe(2);
    expect((await director.get(`/api/dossiers/${dossier.id}/sections/flowers/history`)).json().data).toEqual(
      [],
    );
  });

  it('refuses a missing version or data', async () => {
    const dossier = await createDossierViaApi(director);
    const res = await director.put(`/api/dossiers/${dossier.id}/sections/care`, { data: 'tekst' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      version: [messages.dossierApi.sectionVersion],
      data: [messages.dossierApi.sectionData],
    });
  });

  it('keeps the dossier in step with the deceased: name, dates, BSN search, search words', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    ctx.clock.advance(1);
    const res = await saveSectionViaApi(director, dossier.id, 'deceased', {
      person: {
        first_names: 'Jacoba',
        name_prefix: null,
        last_name: 'Ruysdael-Öztürk',
        birth_date: '1939-07-14',
        bsn: '111222333',
      },
      died_on: '2026-11-19',
      died_at_time: '23:45',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await director.get(`/api/dossiers/${dossier.id}`)).json().data;
    expect(detail).toMatchObject({
      deceased_name: 'Jacoba Ruysdael-Öztürk',
      deceased_first_names: 'Jacoba',
      deceased_name_prefix: null,
      deceased_last_name: 'Ruysdael-Öztürk',
      deceased_birth_date: '1939-07-14',
      died_at: '2026-11-19T22:45:00.000Z',
      version: 1,
      updated_by: { id: directorUser.id },
    });
    const row = await db
      .selectFrom('dossiers')
      .selectAll()
      .where('id', '=', dossier.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe(
      ` jacoba ruysdael ozturk ${dossier.number} ${Number(dossier.number.slice(5))}`,
    );
    expect(row.deceased_bsn_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const terms = await db
      .selectFrom('dossier_search_terms')
      .select('term')
      .where('dossier_id', '=', dossier.id)
      .execute();
    expect(terms.map((t) => t.term).sort()).toEqual(
      ['jacoba', 'ruysdael', 'ozturk', dossier.number, String(Number(dossier.number.slice(5)))].sort(),
    );

    const found = (q: string) =>
      director
        .get(`/api/dossiers?search=${encodeURIComponent(q)}`)
        .then((r) => r.json().data.map((d: { id: string }) => d.id));
    expect(await found('öztürk jac')).toEqual([dossier.id]);
    expect(await found('111222333')).toEqual([dossier.id]);
    expect(await found('111 222 333')).toEqual([dossier.id]);
    expect(await found('11122233')).toEqual([]);
    expect(await found('berg johanna')).not.toContain(dossier.id);

    // The BSN is masked in the audit trail: the number itself is stored nowhere in it.
    const history = (await director.get(`/api/dossiers/${dossier.id}/sections/deceased/history`)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      entity: 'dossier_section',
      action: 'updated',
      section_key: 'deceased',
      user: { id: directorUser.id, name: directorUser.name },
    });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'person.bsn', from: null, to: '•••••2333' },
        { field: 'person.firstNames', from: 'Johanna Maria', to: 'Jacoba' },
        { field: 'person.namePrefix', from: 'van der', to: null },
        { field: 'diedOn', from: '2026-11-20', to: '2026-11-19' },
      ]),
    );
    const stored = await db.selectFrom('audit_events').select('changes').execute();
    expect(stored.some((e) => e.changes?.includes('111222333'))).toBe(false);

    const dossierHistory = (await director.get(`/api/dossiers/${dossier.id}/history`)).json().data;
    expect(
      dossierHistory.map((e: { action: string; section_key: string | null }) => [e.action, e.section_key]),
    ).toEqual([
      ['updated', 'deceased'],
      ['created', null],
    ]);
  });

  it('keeps the deceased name when the section would leave it empty', async () => {
    const dossier = await createDossierViaApi(director);
    const res = await saveSectionViaApi(director, dossier.id, 'deceased', { person: { first_names: '' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('person.first_names');
  });

  it('rebuilds the address book from the client section', async () => {
    const dossier = await createDossierViaApi(director, {
      deceased_first_names: 'Hendrik',
      deceased_last_name: 'Oudshoorn',
      deceased_name_prefix: null,
    });
    const client = {
      person: {
        firstNames: 'Marieke',
        lastName: 'Oudshoorn',
        phone: '06 98765432',
        address: { city: 'Wijk bij Duurstede' },
      },
      relation: 'Dochter',
      hasSecondClient: true,
      secondClient: { person: { firstNames: 'Joost', lastName: 'Oudshoorn' }, relation: 'Zoon' },
      contacts: [
        { person: { firstNames: 'Gerda', namePrefix: 'de', lastName: 'Wit' }, relation: 'Zus' },
        { person: { firstNames: 'Bram', lastName: 'Kuipers' }, relation: 'Buurman' },
      ],
    };
    expect((await put(dossier.id, 'client', client)).statusCode).toBe(200);
    const search = async (q: string) =>
      (await viewer.get(`/api/address-book?search=${encodeURIComponent(q)}`)).json().data;
    const family = await search('oudsh');
    expect(family.map((e: { name: string; source: string }) => [e.name, e.source])).toEqual([
      ['Joost Oudshoorn', 'second_client'],
      ['Marieke Oudshoorn', 'client'],
    ]);
    expect(family[1]).toMatchObject({
      relation: 'Dochter',
      dossier: { id: dossier.id, number: dossier.number, deceased_name: 'Hendrik Oudshoorn' },
      person: { first_names: 'Marieke', last_name: 'Oudshoorn', phone: '06 98765432' },
    });
    expect((await search('wijk duur')).map((e: { name: string }) => e.name)).toEqual(['Marieke Oudshoorn']);
    // The demo's stonemason Bram Kok is in the address book too (suppliers and debtors join it, issue 12).
    expect((await search('bram')).map((e: { relation: string; source: string }) => [e.source, e.relation])).toEqual([
      ['contact', 'Buurman'],
      ['supplier', 'Bram Kok'],
    ]);

    const fewer = { ...client, contacts: client.contacts.slice(0, 1) };
    expect((await put(dossier.id, 'client', fewer, 2)).statusCode).toBe(200);
    expect((await search('bram')).map((e: { source: string }) => e.source)).toEqual(['supplier']);
    expect((await search('gerda')).map((e: { name: string }) => e.name)).toEqual(['Gerda de Wit']);
  });

  it('checks the ashes against the waiting period after the cremation', async () => {
    const dossier = await createDossierViaApi(director, { died_at: DIED_AT });
    expect((await put(dossier.id, 'cremation', { date: '2026-11-26', time: '14:30' })).statusCode).toBe(200);
    const tooSoon = await put(dossier.id, 'ash-destination', {
      destination: 'scatter_field',
      plannedDate: '2026-12-10',
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().errors.planned_date[0]).toContain('27 december 2026');
    expect(
      (await put(dossier.id, 'ash-destination', { destination: 'scatter_field', plannedDate: '2026-12-28' }))
        .statusCode,
    ).toBe(200);
  });
});
