import { describe, expect, it } from 'vitest';
import type { SectionContext } from './context.ts';
import { deceasedSchema } from './deceased.ts';
import type { SectionKey } from './keys.ts';
import { validateSection } from './registry.ts';

const deceased = deceasedSchema.parse({
  person: {
    salutation: 'mrs',
    firstNames: 'Johanna Maria',
    callName: 'Jo',
    lastName: 'Jansen',
    birthDate: '1941-03-02',
  },
  diedOn: '2026-11-16',
  diedAtTime: '10:00',
});

const context: SectionContext = {
  dossierType: 'cremation',
  diedAt: '2026-11-16T09:00:00.000Z',
  deceased,
  cremationDate: '2026-11-20',
  now: new Date('2026-11-21T12:00:00.000Z'),
};

const address = {
  street: 'Lindenlaan',
  houseNumber: '12',
  houseNumberAddition: 'a',
  postcode: '3512jc',
  city: 'Utrecht',
  municipality: 'Utrecht',
  country: 'nl',
};

function accepted(key: SectionKey, data: unknown, ctx: SectionContext = context) {
  const result = validateSection(key, data, ctx);
  if (!result.success) throw new Error(`${key} refused: ${JSON.stringify(result.errors)}`);
  return result.data as Record<string, unknown>;
}

function errorsOf(key: SectionKey, data: unknown, ctx: SectionContext = context) {
  const result = validateSection(key, data, ctx);
  return result.success ? {} : result.errors;
}

const EXAMPLES: Record<SectionKey, Record<string, unknown>> = {
  deceased: {
    person: {
      salutation: 'mrs',
      firstNames: 'Johanna Maria',
      callName: 'Jo',
      namePrefix: 'van',
      lastName: 'Dijk',
      address,
      phone: '030 123 4567',
      email: 'J.vanDijk@example.nl',
      gender: 'female',
      birthDate: '1941-03-02',
      birthPlace: 'Paramaribo',
      birthCountry: 'SR',
      nationality: 'NL',
      bsn: '1234 56 782',
      occupation: 'Onderwijzeres',
    },
    maritalStatus: 'widowed',
    partner: { firstNames: 'Pieter', namePrefix: null, lastName: 'Jansen', deceased: true },
    nameUse: 'partner_own',
    lifePhilosophy: 'roman_catholic',
    diedOn: '2026-11-16',
    diedAtTime: '9:45',
    placeOfDeath: { kind: 'hospice', name: 'Hospice De Kust', address: { ...address, street: 'Duinweg' } },
    deathMunicipality: 'Utrecht',
    unnaturalDeath: false,
    physician: { name: 'Dr. A. de Boer', phone: '030 765 4321' },
    coroner: { name: null, phone: null },
    implants: { pacemaker: true, removedBy: 'Uitvaartverzorger', removedOn: '2026-11-17', other: null },
    registration: { registeredOn: '2026-11-17', municipality: 'Utrecht', deedNumber: '2026-A-1234' },
    deathStatement: { received: true, receivedOn: '2026-11-16', issuedBy: 'physician' },
    legalException: { kind: null, reference: null, grantedBy: null, grantedOn: null },
    lastWishes: {
      codicil: true,
      will: true,
      notary: 'Notaris Smit',
      notaryPhone: '030 222 3333',
      wishes: 'Geen bloemen',
    },
    donation: { kind: 'none', registeredInDonorRegister: false },
    notes: '',
  },
  client: {
    person: {
      salutation: 'mr',
      firstNames: 'Karel',
      lastName: 'Dijk',
      namePrefix: 'van',
      address,
      phone: '06-12345678',
      email: 'karel@example.nl',
    },
    relation: 'Zoon',
    birthDate: '1968-07-12',
    iban: 'nl91 abna 0417 1643 00',
    invoiceToOther: false,
    hasSecondClient: true,
    secondClient: { person: { firstNames: 'Els', lastName: 'Dijk', namePrefix: 'van' }, relation: 'Dochter' },
    contacts: [
      {
        person: {
          firstNames: 'Anna',
          lastName: 'Bakker',
          phone: '+31 20 123 4567',
          address: { ...address, country: 'BE', postcode: '1000', houseNumber: '12 bus 3' },
        },
        relation: 'Kleindochter',
        receivesCard: true,
        roleOnDay: 'Spreker',
      },
    ],
  },
  care: {
    caredBy: 'both',
    caredByNames: 'Marja en dochter Els',
    place: 'Rouwcentrum De Linde',
    date: '2026-11-16',
    time: '14:00',
    clothing: 'own',
    clothingDescription: 'Blauwe jurk met parelketting',
    clothesReturned: true,
    hair: 'Zoals altijd, met krullen',
    makeUp: 'Licht',
    jewellery: [
      { item: 'Trouwring', disposition: 'stays' },
      { item: 'Horloge', disposition: 'returned', returnedTo: 'Karel', returnedOn: '2026-11-18' },
    ],
    cooling: 'cooling_plate',
    coolingFrom: '2026-11-16',
    embalming: false,
    coffin: { model: 'Lindenhout', material: 'solid_wood', length: 190, article: 'K-190-LI' },
  },
  transfer: {
    transfers: [
      {
        fromKind: 'hospice',
        fromName: 'Hospice De Kust',
        fromAddress: address,
        toKind: 'funeral_home',
        toName: 'Rouwcentrum De Linde',
        toAddress: address,
        date: '2026-11-16',
        time: '12:30',
        vehicle: 'Rouwauto 2',
        staffCount: 2,
      },
    ],
    repatriation: { needed: false },
  },
  'funeral-company': {
    companyName: 'Uitvaartzorg De Linde',
    tradeName: 'De Linde',
    address,
    phone: '030 123 4567',
    email: 'info@delinde.nl',
    onBehalfOfInsurer: true,
    insurer: 'DELA',
    responsibleDirector: 'Marja de Wit',
    funeralLeader: 'Tom Visser',
    assistants: 'Sanne, Joost',
  },
  ceremony: {
    held: true,
    kind: 'cremation_ceremony',
    placeName: 'Aula crematorium Het Rozenveld',
    placeAddress: address,
    date: '2026-11-20',
    startTime: '14:00',
    endTime: '15:00',
    expectedGuests: 120,
    masterOfCeremonies: 'Tom Visser',
    speakers: [{ name: 'Karel van Dijk', relation: 'Zoon', order: 1, minutes: 5 }],
    music: [{ title: 'Ave Maria', artist: 'Andrea Bocelli', moment: 'entrance', source: 'library' }],
    photoPresentation: true,
    broadcast: true,
    recording: false,
    coffin: 'closed',
    defile: true,
  },
  church: {
    held: true,
    denomination: 'roman_catholic',
    kind: 'funeral_mass',
    churchName: 'Sint-Martinuskerk',
    churchAddress: address,
    officiant: { name: 'Pastoor Van Rijn', phone: '030 111 2222' },
    date: '2026-11-20',
    startTime: '10:30',
    endTime: '11:30',
    organist: 'J. Verbeek',
    songs: [{ title: 'Heer, ik kom tot U', reference: 'Liedboek 416', moment: 'Slotlied' }],
    collection: true,
    collectionPurpose: 'KWF',
    churchContribution: 35000,
  },
  wake: {
    placeKind: 'mourning_room',
    placeName: 'Rouwkamer 1',
    placeAddress: address,
    fromDate: '2026-11-17',
    fromTime: '10:00',
    untilDate: '2026-11-20',
    untilTime: '09:00',
    visitingHours: [
      { date: '2026-11-17', from: '19:00', until: '20:00', access: 'open' },
      { date: '2026-11-18', from: '14:00', until: '15:00', access: 'family' },
    ],
    coffin: 'open',
    vigil: true,
    vigilDate: '2026-11-19',
    vigilTime: '19:30',
    condolenceBook: true,
  },
  flowers: {
    arrangements: [
      {
        kind: 'coffin_spray',
        florist: 'Bloemenhuis Flora',
        description: 'Witte rozen en lelies',
        ribbonLeft: 'Lieve mam en oma',
        ribbonRight: 'Karel, Els en kleinkinderen',
        fromWhom: 'De kinderen',
        price: 12500,
        deliverTo: 'Crematorium',
        deliveryDate: '2026-11-20',
        deliveryTime: '12:00',
        afterwards: 'crematorium',
      },
    ],
    notes: 'Liever een gift aan KWF',
  },
  condolence: {
    held: true,
    placeName: 'Koffiekamer crematorium',
    placeAddress: address,
    date: '2026-11-20',
    startTime: '15:00',
    endTime: '16:00',
    expectedGuests: 100,
    catering: [
      { item: 'coffee_tea', quantity: 100 },
      { item: 'cake', quantity: 100, notes: 'Ook glutenvrij' },
    ],
    register: 'both',
    registerAttendant: 'Joost',
  },
  ads: {
    ads: [
      {
        mediumKind: 'newspaper',
        medium: 'AD Utrechts Nieuwsblad',
        publicationDates: [{ date: '2026-11-18' }, { date: '2026-11-19' }],
        format: '2 kolommen × 80 mm',
        text: 'Na een lang en liefdevol leven …',
        senders: 'Karel en Els',
        price: 45000,
        status: 'approved',
        supplier: 'Mediahuis',
      },
    ],
  },
  'printed-matter': {
    items: [
      {
        kind: 'mourning_card',
        design: 'Sjabloon Lelie',
        paper: 'Linnen 300 g',
        quantity: 150,
        envelopes: '150 wit C6',
        text: 'Bedroefd, maar dankbaar …',
        postageCount: 140,
        postageKind: 'mixed',
        printer: 'Drukkerij Van Gils',
        proofStatus: 'approved',
        deliveryDate: '2026-11-18',
        price: 32000,
      },
    ],
    mailingList: [{ name: 'Fam. Bakker', address }],
  },
  'funeral-procession': {
    hearse: { kind: 'hearse', vehicle: 'Mercedes E-klasse' },
    followingCars: 2,
    followingCarPassengers: 8,
    bearers: { count: 6, kind: 'mixed' },
    departureDate: '2026-11-20',
    departureTime: '13:15',
    arrivalTime: '13:45',
    departurePlace: 'Rouwcentrum De Linde',
    departureAddress: address,
    route: 'Langs de woning aan de Lindenlaan',
    walkingProcession: true,
    walkingRoute: 'Laatste 200 meter lopend',
  },
  insurances: {
    policies: [
      {
        insurer: 'dela',
        policyNumber: 'DL-123456',
        memberNumber: '998877',
        kind: 'natura',
        insuredPerson: 'J.M. van Dijk-Jansen',
        package: 'Uitvaartpakket Compleet',
        paidTo: 'funeral_company',
        assignment: false,
        claimStatus: 'reported',
        claimDate: '2026-11-17',
        setAgainstInvoice: true,
      },
      { insurer: 'other', insurerName: 'Yarden', kind: 'capital', insuredAmount: 750000, amountPaid: 750000 },
    ],
  },
  'personal-belongings': {
    items: [
      { item: 'Trouwring', category: 'jewellery', disposition: 'stays' },
      {
        item: 'Bril',
        category: 'glasses',
        disposition: 'returned',
        returnedTo: 'Karel van Dijk',
        returnedOn: '2026-11-18',
        receivedBy: 'Karel',
      },
    ],
  },
  cremation: {
    crematoriumName: 'Crematorium Het Rozenveld',
    crematoriumAddress: address,
    crematoriumPhone: '030 999 8888',
    date: '2026-11-20',
    time: '14:00',
    kind: 'with_ceremony',
    attendInsertion: true,
    insertionAttendees: 4,
    coffinSuitable: true,
    registrationNumber: 'R-2026-0815',
    permit: { received: true, number: 'VC-2026-555', municipality: 'Utrecht', issuedOn: '2026-11-17' },
    requestFormSignedOn: '2026-11-17',
    implantsStatementReceived: true,
    implantsConfirmedBy: 'Uitvaartverzorger',
    implantsConfirmedOn: '2026-11-17',
    firstAshChoice: 'temporary_storage',
  },
  'ash-destination': {
    destination: 'scatter_field',
    consent: null,
    scattering: 'with_relatives',
    urn: { kind: 'standard', count: 1 },
    place: { name: 'Strooiveld Het Rozenveld', address },
    plannedDate: '2026-12-21',
    receiver: { firstNames: 'Karel', lastName: 'Dijk', namePrefix: 'van', address },
    exemption: { granted: false },
    prohibitedByProsecutor: false,
    recordStatus: 'waiting',
  },
  funeral: {
    cemeteryName: 'Begraafplaats Soestbergen',
    cemeteryAddress: address,
    date: '2026-11-20',
    time: '11:00',
    graveKind: 'private',
    existingGrave: true,
    rightsHolderConsent: true,
    graveLocation: { section: 'C', row: '4', number: '17' },
    rightsHolder: { firstNames: 'Karel', lastName: 'Dijk', namePrefix: 'van', address },
    graveRightsIndefinite: false,
    graveRightsYears: 20,
    permit: { received: true, number: 'VB-2026-12', municipality: 'Utrecht', issuedOn: '2026-11-17' },
    graveDiggingOrdered: true,
    graveCeremony: true,
    lowering: true,
    headstone: { planned: true, stonemason: 'Steenhouwerij Kok' },
  },
};

describe.each(Object.keys(EXAMPLES) as SectionKey[])('section %s', (key) => {
  it('accepts a realistic filled example', () => {
    const data = accepted(key, EXAMPLES[key], {
      ...context,
      dossierType: key === 'funeral' ? 'burial' : 'cremation',
    });
    expect(Object.keys(data).length).toBeGreaterThan(0);
  });

  it(key === 'deceased' ? 'requires the name and the date of death' : 'accepts an empty section', () => {
    const result = validateSection(key, {}, context);
    if (key === 'deceased') {
      expect(result).toEqual({
        success: false,
        errors: {
          'person.firstNames': ['Vul de voornamen in.'],
          'person.lastName': ['Vul de achternaam in.'],
          diedOn: ['Vul de datum van overlijden in.'],
        },
      });
    } else {
      expect(result).toEqual({ success: true, data: {} });
    }
  });

  it('drops keys the section does not know', () => {
    const result = validateSection(key, { ...EXAMPLES[key], somethingElse: 'x' }, context);
    if (result.success) expect(result.data).not.toHaveProperty('somethingElse');
  });
});

describe('normalisation', () => {
  it('stores identifiers, postcodes, countries, times and e-mail addresses in one form', () => {
    const data = accepted('deceased', EXAMPLES.deceased) as {
      person: { bsn: string; email: string; address: { postcode: string; country: string } };
      diedAtTime: string;
    };
    expect(data.person.bsn).toBe('123456782');
    expect(data.person.email).toBe('j.vandijk@example.nl');
    expect(data.person.address.postcode).toBe('3512 JC');
    expect(data.person.address.country).toBe('NL');
    expect(data.diedAtTime).toBe('09:45');
    const client = accepted('client', EXAMPLES.client) as {
      iban: string;
      contacts: { person: { address: { postcode: string } } }[];
    };
    expect(client.iban).toBe('NL91ABNA0417164300');
    expect(client.contacts[0]?.person.address.postcode).toBe('1000');
  });

  it('turns empty texts into null and reads radio strings as booleans', () => {
    const data = accepted('ceremony', { held: 'true', placeName: '  ', expectedGuests: '' });
    expect(data).toEqual({ held: true, placeName: null, expectedGuests: null });
  });
});

describe('typical mistakes, in Dutch at the right path', () => {
  it('deceased: BSN, postcode, phone, birth after death, death in the future, permit without reference', () => {
    expect(
      errorsOf('deceased', {
        ...EXAMPLES.deceased,
        person: {
          ...(EXAMPLES.deceased['person'] as object),
          bsn: '123456789',
          phone: 'bel me',
          address: { postcode: '1234 SS' },
        },
      }),
    ).toEqual({
      'person.bsn': ['Dit BSN klopt niet: controleer de negen cijfers (elfproef).'],
      'person.phone': ['Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.'],
      'person.address.postcode': ['Een postcode heeft de vorm 1234 AB.'],
    });
    expect(
      errorsOf('deceased', {
        ...EXAMPLES.deceased,
        diedOn: '1940-01-01',
        registration: null,
        deathStatement: null,
      }),
    ).toEqual({
      diedOn: ['De datum van overlijden ligt vóór de geboortedatum.'],
    });
    expect(
      errorsOf('deceased', {
        ...EXAMPLES.deceased,
        diedOn: '2026-11-22',
        registration: null,
        deathStatement: null,
      }),
    ).toEqual({
      diedOn: ['De datum van overlijden kan niet in de toekomst liggen.'],
    });
    expect(
      errorsOf('deceased', {
        ...EXAMPLES.deceased,
        legalException: { kind: 'delay' },
        registration: { registeredOn: '2026-11-15' },
      }),
    ).toEqual({
      'legalException.reference': ['Vul het kenmerk van de vergunning voor uitstel of vervroeging in.'],
      'legalException.until': ['Vul in tot en met welke datum het uitstel geldt.'],
      'registration.registeredOn': [
        'De datum van aangifte ligt vóór de datum van overlijden (16 november 2026).',
      ],
    });
  });

  it('deceased: the required fields are reported together with the format errors', () => {
    expect(errorsOf('deceased', { person: { firstNames: ' ', bsn: '12' }, diedOn: '16-11-2026' })).toEqual({
      'person.firstNames': ['Vul de voornamen in.'],
      'person.lastName': ['Vul de achternaam in.'],
      'person.bsn': ['Dit BSN klopt niet: controleer de negen cijfers (elfproef).'],
      diedOn: ['Datum van overlijden: vul een geldige datum in.'],
    });
  });

  it('client: a contact’s phone, the IBAN and an e-mail address', () => {
    expect(
      errorsOf('client', {
        iban: 'NL91ABNA0417164301',
        person: { email: 'geen-adres' },
        contacts: [
          { person: { phone: '12' } },
          { person: { phone: '06 12345678' } },
          { person: { phone: 'x' } },
        ],
      }),
    ).toEqual({
      iban: ['Dit IBAN klopt niet. Controleer het rekeningnummer.'],
      'person.email': ['E-mailadres moet een geldig e-mailadres zijn.'],
      'contacts.0.person.phone': [
        'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.',
      ],
      'contacts.2.person.phone': [
        'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.',
      ],
    });
  });

  it('care: an unknown choice and a number out of range', () => {
    expect(errorsOf('care', { cooling: 'freezer', coffin: { length: 20 } })).toEqual({
      cooling: ['Koeling is geen geldige keuze.'],
      'coffin.length': ['Lengte (cm) moet minstens 50 zijn.'],
    });
  });

  it('transfer: a time and a country', () => {
    expect(
      errorsOf('transfer', { transfers: [{ time: '25:00' }], repatriation: { needed: true, country: 'XX' } }),
    ).toEqual({
      'transfers.0.time': ['Tijd: vul een geldige tijd in (UU:MM).'],
      'repatriation.country': ['Land van bestemming: kies een land uit de lijst.'],
    });
  });

  it('funeral company: an e-mail address and a house number of a Dutch address', () => {
    expect(errorsOf('funeral-company', { email: 'info@', address: { houseNumber: '12a' } })).toEqual({
      email: ['E-mailadres moet een geldig e-mailadres zijn.'],
      'address.houseNumber': ['Een huisnummer bestaat alleen uit cijfers.'],
    });
  });

  it('ceremony: the end before the start and a date before the death', () => {
    expect(
      errorsOf('ceremony', { held: true, date: '2026-11-15', startTime: '14:00', endTime: '13:30' }),
    ).toEqual({
      date: ['De datum van de plechtigheid ligt vóór de datum van overlijden (16 november 2026).'],
      endTime: ['De eindtijd ligt vóór de begintijd (14:00).'],
    });
  });

  it('church: a negative or broken amount', () => {
    expect(errorsOf('church', { churchContribution: -100 })).toEqual({
      churchContribution: ['Kerkelijke bijdrage kan niet negatief zijn.'],
    });
    expect(errorsOf('church', { churchContribution: 12.5 })).toEqual({
      churchContribution: ['Kerkelijke bijdrage is geen geldig bedrag.'],
    });
  });

  it('wake: a visiting hour that ends before it starts and a period that ends before it starts', () => {
    expect(
      errorsOf('wake', {
        fromDate: '2026-11-18',
        fromTime: '10:00',
        untilDate: '2026-11-17',
        visitingHours: [
          { date: '2026-11-17', from: '19:00', until: '20:00' },
          { date: '2026-11-18', from: '15:00', until: '14:00' },
        ],
      }),
    ).toEqual({
      untilDate: ['Het einde van de opbaring ligt vóór het begin (18 november 2026 10:00).'],
      'visitingHours.1.until': ['De eindtijd ligt vóór de begintijd (15:00).'],
    });
  });

  it('flowers: a price typed as text', () => {
    expect(errorsOf('flowers', { arrangements: [{ price: '12,50' }] })).toEqual({
      'arrangements.0.price': ['Prijs is geen geldig bedrag.'],
    });
  });

  it('condolence: an unknown catering item', () => {
    expect(errorsOf('condolence', { catering: [{ item: 'champagne' }] })).toEqual({
      'catering.0.item': ['Onderdeel is geen geldige keuze.'],
    });
  });

  it('ads: an impossible publication date', () => {
    expect(errorsOf('ads', { ads: [{ publicationDates: [{ date: '2026-02-30' }] }] })).toEqual({
      'ads.0.publicationDates.0.date': ['Datum: vul een geldige datum in.'],
    });
  });

  it('printed matter: a negative quantity and a Dutch postcode in the mailing list', () => {
    expect(
      errorsOf('printed-matter', {
        items: [{ quantity: -1 }],
        mailingList: [{ address: { postcode: '123' } }],
      }),
    ).toEqual({
      'items.0.quantity': ['Aantal moet minstens 0 zijn.'],
      'mailingList.0.address.postcode': ['Een postcode heeft de vorm 1234 AB.'],
    });
  });

  it('funeral procession: arrival before departure', () => {
    expect(errorsOf('funeral-procession', { departureTime: '13:15', arrivalTime: '13:00' })).toEqual({
      arrivalTime: ['De aankomsttijd ligt vóór de vertrektijd (13:15).'],
    });
  });

  it('insurances: an unknown insurer', () => {
    expect(errorsOf('insurances', { policies: [{ insurer: 'acme' }] })).toEqual({
      'policies.0.insurer': ['Verzekeraar is geen geldige keuze.'],
    });
  });

  it('personal belongings: a list that is not a list', () => {
    expect(errorsOf('personal-belongings', { items: 'ring' })).toEqual({
      items: ['Eigendommen is niet goed ingevuld.'],
    });
  });

  it('funeral: a private grave for less than ten years', () => {
    expect(
      errorsOf(
        'funeral',
        { graveKind: 'private', graveRightsYears: 5 },
        { ...context, dossierType: 'burial' },
      ),
    ).toEqual({
      graveRightsYears: [
        'Een particulier graf wordt voor minstens tien jaar uitgegeven (of voor onbepaalde tijd).',
      ],
    });
    expect(errorsOf('funeral', { graveKind: 'general', graveRightsYears: 5 })).toEqual({});
    expect(
      errorsOf('funeral', { graveKind: 'private', graveRightsYears: 5, graveRightsIndefinite: true }),
    ).toEqual({});
  });

  it('a list longer than allowed', () => {
    expect(
      errorsOf('ads', { ads: [{ publicationDates: Array.from({ length: 21 }, () => ({ date: null })) }] }),
    ).toEqual({
      'ads.0.publicationDates': ['Plaatsingsdata mag maximaal 20 regels bevatten.'],
    });
  });
});
