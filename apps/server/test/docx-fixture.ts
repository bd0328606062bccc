import mammoth from 'mammoth';
import PizZip from 'pizzip';
import type {
  DocumentAddress,
  DocumentDate,
  DocumentMoney,
  DocumentPerson,
  DossierDocumentData,
} from '@afscheid/shared';
import type { TestClient } from './helpers.ts';

/** Word templates for the tests: minimal but valid DOCX packages built with PizZip, as Word would save them. */

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One run of text (optionally bold, as Word splits a tag where the formatting changes). */
export const run = (value: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(value)}</w:t></w:r>`;

/** A paragraph of one run. */
export const paragraph = (value: string) => `<w:p>${run(value)}</w:p>`;

/**
 * A paragraph whose text is split over several runs the way Word saves a tag typed in pieces, with spelling
 * marks in between: `["{overledene.", "voornamen", "}"]`.
 */
export const splitParagraph = (pieces: readonly string[]) =>
  `<w:p>${pieces
    .map((piece, i) => (i === 1 ? `<w:proofErr w:type="spellStart"/>${run(piece, true)}` : run(piece)))
    .join('<w:proofErr w:type="spellEnd"/>')}</w:p>`;

/** A table row per item of a loop: `{#begroting.regels}` in the first cell, `{/begroting.regels}` in the last. */
export const tableLoop = (loopTag: string, cells: readonly string[]) => {
  const cell = (value: string) => `<w:tc><w:p>${run(value)}</w:p></w:tc>`;
  const values = cells.map((value, i) => {
    const open = i === 0 ? `{#${loopTag}}` : '';
    const close = i === cells.length - 1 ? `{/${loopTag}}` : '';
    return `${open}${value}${close}`;
  });
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr>${values.map(cell).join('')}</w:tr></w:tbl>`;
};

/** A DOCX whose body is the given paragraphs (XML from `paragraph`, `splitParagraph`, `tableLoop`), with a header. */
export function docxTemplate(body: readonly string[], options: { header?: string } = {}): Buffer {
  const zip = new PizZip();
  const header = options.header !== undefined;
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${
      header
        ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
        : ''
    }</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${
      header ? `<Relationship Id="rId1" Type="${R}/header" Target="header1.xml"/>` : ''
    }</Relationships>`,
  );
  if (header) {
    zip.file(
      'word/header1.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr xmlns:w="${W}" xmlns:r="${R}">${paragraph(options.header!)}</w:hdr>`,
    );
  }
  const section = header
    ? '<w:sectPr><w:headerReference w:type="default" r:id="rId1"/><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>'
    : '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>';
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body.join('')}${section}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A DOCX of plain paragraphs. */
export const docxOf = (...paragraphs: string[]) => docxTemplate(paragraphs.map(paragraph));

/** The text of a DOCX as mammoth (a DOCX text extractor) reads it. */
export async function docxText(bytes: Buffer): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

/** A ZIP with these entries (an XLSX, or a package that is no Office file at all). */
export function zipOf(entries: Record<string, string>): Buffer {
  const zip = new PizZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A multipart/form-data upload of a template like the browser's FormData: the text fields first, then the
 * file in `file` (or another field).
 */
export function uploadTemplate(
  client: TestClient,
  file: { name: string; content: Buffer; type?: string },
  fields: Record<string, string> = {},
  fileField = 'file',
) {
  const boundary = `----afscheid${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? DOCX_TYPE}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return client.request('POST', '/api/templates', Buffer.concat(parts), {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

// A complete `DossierDocumentData`: every field filled in, every list with items.

const day = (iso: string, textValue: string): DocumentDate => ({ iso, text: textValue });
const euro = (cents: number, textValue: string): DocumentMoney => ({ cents, text: textValue });

const address = (
  street: string,
  houseNumber: string,
  postcode: string,
  city: string,
  houseNumberAddition = '',
): DocumentAddress => {
  const number = [houseNumber, houseNumberAddition].filter(Boolean).join(' ');
  return {
    street,
    houseNumber,
    houseNumberAddition,
    postcode,
    city,
    municipality: city,
    country: '',
    countryName: '',
    lines: [`${street} ${number}`, `${postcode}  ${city.toUpperCase()}`],
    oneLine: `${street} ${number}, ${postcode} ${city}`,
  };
};

const person = (
  salutation: 'mr' | 'mrs',
  firstNames: string,
  initials: string,
  namePrefix: string,
  lastName: string,
  home: DocumentAddress | null,
  extra: Partial<DocumentPerson> = {},
): DocumentPerson => {
  const salutationLabel = salutation === 'mr' ? 'De heer' : 'Mevrouw';
  const last = [namePrefix, lastName].filter(Boolean).join(' ');
  return {
    salutation,
    salutationLabel,
    firstNames,
    initials,
    callName: '',
    namePrefix,
    lastName,
    name: `${firstNames.split(' ')[0]} ${last}`,
    fullName: `${firstNames} ${last}`,
    formalName: `${salutationLabel} ${initials} ${last}`,
    address: home,
    phone: '06 12 34 56 78',
    email: 'familie@example.nl',
    ...extra,
  };
};

const ROZENVELD = address('Rozenveldweg', '2', '3731 GE', 'De Bilt', 'A');
const LINDE = address('Lindelaan', '14', '3572 AB', 'Utrecht');
const permit = {
  received: true,
  number: 'V-2026-1182',
  municipality: 'Utrecht',
  issuedOn: day('2026-11-18', '18 november 2026'),
};

const line = (
  section: string,
  description: string,
  quantity: number,
  unitPrice: DocumentMoney,
  amountExcl: DocumentMoney,
  amountIncl: DocumentMoney,
) => ({
  section,
  articleCode: description.slice(0, 4).toUpperCase(),
  description,
  quantity,
  quantityText: String(quantity).replace('.', ','),
  unit: 'stuk',
  unitPrice,
  vatRate: '21',
  vatLabel: '21 % btw',
  vatShortLabel: '21 %',
  discountPercent: 0,
  discountText: '',
  amountExcl,
  amountIncl,
  insurancePolicy: '',
  insuranceCovered: euro(0, '€ 0,00'),
});

/** Every field filled in: a cremation with a church service too, so that each merge field prints something. */
export function fullDocumentData(): DossierDocumentData {
  const deceasedPerson = person(
    'mrs',
    'Hendrika Johanna',
    'H.J.',
    'de',
    'Boer',
    address('Kastanjelaan', '31', '3571 CJ', 'Utrecht'),
    {
      callName: 'Riek',
      name: 'Riek de Boer',
    },
  );
  const client = person(
    'mr',
    'Marcel',
    'M.',
    'de',
    'Boer',
    address('Amsterdamsestraatweg', '112', '3513 AH', 'Utrecht'),
  );
  const lines = [
    {
      ...line(
        'Kist en verzorging',
        'Kist Eiken Klassiek',
        1,
        euro(143900, '€ 1.439,00'),
        euro(129510, '€ 1.295,10'),
        euro(156707, '€ 1.567,07'),
      ),
      discountPercent: 10,
      discountText: '10 %',
    },
    line(
      'Plechtigheid',
      'Gebruik aula',
      1,
      euro(65000, '€ 650,00'),
      euro(65000, '€ 650,00'),
      euro(78650, '€ 786,50'),
    ),
  ];
  const totals = {
    excl: euro(194500, '€ 1.945,00'),
    vat: [
      { rate: '21', label: '21 % btw', base: euro(194500, '€ 1.945,00'), amount: euro(40845, '€ 408,45') },
    ],
    vatTotal: euro(40845, '€ 408,45'),
    incl: euro(235345, '€ 2.353,45'),
    covered: euro(150000, '€ 1.500,00'),
    toPay: euro(85345, '€ 853,45'),
  };
  return {
    generatedOn: day('2026-11-18', '18 november 2026'),
    generatedAt: '2026-11-18T09:00:00.000Z',
    organization: {
      name: 'Uitvaartzorg De Linde',
      address: LINDE,
      addressLines: LINDE.lines,
      phone: '030 271 45 60',
      email: 'info@uitvaartzorgdelinde.test',
      website: 'www.uitvaartzorgdelinde.test',
      kvkNumber: '30287451',
      vatNumber: 'NL812345678B01',
      iban: 'NL44RABO0123456789',
      hasLogo: false,
    },
    dossier: {
      id: '00000000-0000-7000-8000-000000000001',
      number: '2026-0042',
      type: 'cremation',
      typeLabel: 'Crematie',
      status: 'open',
      statusLabel: 'Open',
      responsible: 'Ursula Verzorger',
      responsibleEmail: 'uitvaartverzorger@afscheid.test',
      executor: 'Bas Beheerder',
      createdOn: day('2026-11-17', '17 november 2026'),
      funeralAt: {
        iso: '2026-11-21T13:30:00.000Z',
        date: day('2026-11-21', '21 november 2026'),
        time: '14:30',
        text: '21 november 2026 14:30',
      },
      notes: 'Familiegesprek gehad.',
    },
    deceased: {
      ...deceasedPerson,
      gender: 'female',
      genderLabel: 'Vrouw',
      birthDate: day('1938-04-12', '12 april 1938'),
      birthPlace: 'Amersfoort',
      birthCountry: 'BE',
      birthCountryName: 'België',
      nationality: 'BE',
      nationalityName: 'België',
      bsn: '111222333',
      occupation: 'Onderwijzeres',
      age: 88,
      maritalStatus: 'widowed',
      maritalStatusLabel: 'Weduwe / weduwnaar',
      partner: {
        firstNames: 'Willem',
        namePrefix: '',
        lastName: 'Jansen',
        name: 'Willem Jansen',
        deceased: true,
      },
      parents: { firstParent: 'Jan de Boer', secondParent: 'Maria Visser' },
      nameUseLabel: 'Eigen naam',
      lifePhilosophyLabel: 'Protestants',
      diedOn: day('2026-11-17', '17 november 2026'),
      diedAtTime: '06:40',
      foundDead: false,
      foundOn: null,
      foundAtTime: '',
      placeOfDeath: {
        kind: 'nursing_home',
        kindLabel: 'Verpleeghuis',
        name: 'Zorgcentrum De Koppel',
        address: address('Koppelweg', '5', '3572 CW', 'Utrecht'),
      },
      deathMunicipality: 'Utrecht',
      unnaturalDeath: false,
      noObjectionReference: '',
      physician: { name: 'Dr. A. Koster', phone: '030 251 44 20' },
      coroner: { name: '', phone: '' },
      implants: {
        pacemaker: true,
        removedBy: 'De Linde',
        removedOn: null,
        other: '',
        summary: 'Pacemaker of ICD',
      },
      deathStatement: { received: true, receivedOn: null, issuedByLabel: 'Behandelend arts' },
      registration: {
        registeredOn: null,
        municipality: 'Utrecht',
        deedNumber: '123',
        identityDocumentLabel: 'Paspoort',
      },
      legalException: { kindLabel: '', reference: '', grantedBy: '', grantedOn: null, until: null },
      lastWishes: { codicil: false, will: true, notary: 'Notaris Smit', executor: '', wishes: '' },
      donationLabel: 'Geen donatie',
      notes: '',
    },
    client: {
      ...client,
      address: { ...client.address!, country: 'DE', countryName: 'Duitsland' },
      relation: 'Zoon',
      birthDate: null,
      iban: 'NL91ABNA0417164300',
      orderConfirmationSignedOn: null,
      invoiceRecipient: null,
      notes: '',
    },
    secondClient: null,
    contacts: [
      {
        ...person('mrs', 'Ingrid', 'I.', '', 'Smit', address('Stationsweg', '4', '3811 CV', 'Amersfoort')),
        relation: 'Dochter',
        receivesCard: true,
        roleOnDay: 'Spreker',
      },
      {
        ...person('mr', 'Jan', 'J.', 'de', 'Boer', null),
        relation: 'Broer',
        receivesCard: true,
        roleOnDay: '',
      },
    ],
    care: {
      caredByLabel: 'Beide',
      caredByNames: '',
      place: 'Rouwcentrum De Linde',
      date: null,
      time: '10:00',
      clothingLabel: 'Eigen kleding',
      clothingDescription: '',
      coolingLabel: 'Opbaarkoeling',
      embalming: false,
      coffin: {
        model: 'Eiken Klassiek',
        materialLabel: 'Massief hout',
        length: 185,
        article: '',
        summary: 'Eiken Klassiek',
      },
      notes: '',
    },
    transfers: [],
    repatriation: {
      needed: false,
      countryName: '',
      destination: '',
      laissezPasser: '',
      transport: '',
      departureDate: null,
    },
    ceremony: {
      held: true,
      kind: 'farewell_service',
      kindLabel: 'Afscheidsdienst',
      placeName: 'Aula Crematorium Het Rozenveld',
      placeAddress: ROZENVELD,
      date: day('2026-11-21', '21 november 2026'),
      startTime: '13:00',
      endTime: '14:00',
      expectedGuests: 80,
      masterOfCeremonies: 'Ursula Verzorger',
      speakers: [
        { name: 'Marcel de Boer', relation: 'Zoon', order: 1, minutes: 5 },
        { name: 'Ingrid Smit', relation: 'Dochter', order: 2, minutes: 5 },
      ],
      music: [
        { title: 'Ave Maria', artist: 'André Rieu', momentLabel: 'Binnenkomst', sourceLabel: 'Eigen muziek' },
        {
          title: 'Mag ik dan bij jou',
          artist: 'Claudia de Breij',
          momentLabel: 'Afscheid',
          sourceLabel: 'Muziekbibliotheek',
        },
      ],
      photoPresentation: true,
      broadcast: false,
      recording: false,
      coffinLabel: 'Gesloten',
      defile: true,
      notes: '',
    },
    church: {
      held: true,
      denominationLabel: 'Rooms-katholiek',
      kindLabel: 'Uitvaartmis',
      churchName: 'Sint-Martinuskerk',
      churchAddress: address('Kerkplein', '1', '3581 AA', 'Utrecht'),
      officiant: { name: 'Pastoor L. van Vliet', phone: '030 691 10 20' },
      date: day('2026-11-21', '21 november 2026'),
      startTime: '10:30',
      endTime: '11:30',
      organist: 'Henk Vermeulen',
      choir: 'Cantemus',
      songs: [{ title: 'De Heer is mijn herder', reference: 'Lied 23', moment: 'Na de overdenking' }],
      collection: true,
      collectionPurpose: 'Longfonds',
      churchContribution: euro(25000, '€ 250,00'),
      notes: '',
    },
    wake: {
      placeKindLabel: 'Rouwcentrum',
      placeName: 'Rouwcentrum De Linde',
      placeAddress: LINDE,
      fromDate: null,
      fromTime: '',
      untilDate: null,
      untilTime: '',
      visitingHours: [],
      coffinLabel: 'Open',
      vigil: false,
      vigilDate: null,
      vigilTime: '',
      condolenceBook: true,
      notes: '',
    },
    condolence: {
      held: true,
      placeName: 'Koffiekamer Het Rozenveld',
      placeAddress: ROZENVELD,
      date: day('2026-11-21', '21 november 2026'),
      startTime: '14:00',
      endTime: '15:00',
      expectedGuests: 60,
      catering: [],
      registerLabel: 'Papier',
      registerAttendant: '',
      notes: '',
      addresses: [],
    },
    flowers: { arrangements: [], notes: '' },
    printedMatter: { items: [], mailingList: [] },
    insurances: [
      {
        insurer: 'DELA',
        policyNumber: '123456789',
        memberNumber: 'L-88213',
        kindLabel: 'Natura',
        insuredPerson: 'Hendrika Johanna de Boer',
        insuredAmount: euro(150000, '€ 1.500,00'),
        package: 'Uitvaartpakket Basis',
        paidToLabel: 'Uitvaartonderneming',
        assignment: true,
        claimStatusLabel: 'Uitgekeerd',
        claimDate: day('2026-11-18', '18 november 2026'),
        amountPaid: euro(150000, '€ 1.500,00'),
        setAgainstInvoice: true,
        notes: '',
      },
    ],
    cremation: {
      crematoriumName: 'Crematorium Het Rozenveld',
      crematoriumAddress: ROZENVELD,
      crematoriumPhone: '030 220 18 00',
      date: day('2026-11-21', '21 november 2026'),
      time: '14:30',
      kindLabel: 'Met plechtigheid',
      attendInsertion: true,
      insertionAttendees: 4,
      coffinSuitable: true,
      registrationNumber: 'C-2026-0187',
      permit,
      requestFormSignedOn: day('2026-11-18', '18 november 2026'),
      implantsStatementReceived: true,
      implantsConfirmedBy: 'De Linde',
      implantsConfirmedOn: null,
      firstAshChoiceLabel: 'Tijdelijke bewaring',
      notes: '',
    },
    ashDestination: {
      destination: 'scattering_field',
      destinationLabel: 'Verstrooien op het strooiveld',
      consent: true,
      scatteringLabel: 'Zonder nabestaanden',
      urn: { kindLabel: 'Standaardurn', article: '', count: 1, division: '' },
      place: { name: 'Strooiveld Crematorium Het Rozenveld', address: ROZENVELD },
      plannedDate: day('2026-12-19', '19 december 2026'),
      completedOn: null,
      receiver: null,
      exemption: { granted: null, reference: '', grantedOn: null },
      prohibitedByProsecutor: false,
      releaseDate: day('2026-12-21', '21 december 2026'),
      notes: '',
    },
    // A cremation dossier has no burial; filled here anyway so that every merge field has a value to print.
    funeral: {
      cemeteryName: 'Begraafplaats Soestbergen',
      cemeteryAddress: address('Gansstraat', '162', '3582 EP', 'Utrecht'),
      date: day('2026-11-20', '20 november 2026'),
      time: '11:00',
      graveKindLabel: 'Particulier graf',
      existingGrave: false,
      graveLocation: { section: 'C', row: '4', number: '17' },
      rightsHolder: client,
      graveRightsIndefinite: false,
      graveRightsYears: 20,
      graveRightsDeedNumber: '',
      permit: { ...permit, number: 'V-2026-1183' },
      graveCeremony: true,
      lowering: true,
      notes: '',
    },
    budget: {
      sections: [
        { name: 'Kist en verzorging', lines: [lines[0]!], totals },
        { name: 'Plechtigheid', lines: [lines[1]!], totals },
      ],
      lines,
      totals,
      isEmpty: false,
    },
    schedule: [],
    tasks: [],
    crematoriumRequest: null,
  };
}
