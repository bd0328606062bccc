/**
 * Everything a generated document can print about a dossier (issue 16): the built-in PDFs and the merge fields of
 * the organisation's Word templates are both made from this one value, built on the server by
 * `buildDocumentData` (generatables module) from the dossier's current data.
 *
 * Conventions, so a printer never formats on its own:
 * - text is a string, `''` when it is not filled in (never null);
 * - a code value (`maritalStatus`) comes with its Dutch label (`maritalStatusLabel`, `''` when not chosen);
 * - a calendar date is a `DocumentDate` (`2026-11-21` and `21 november 2026`) or null;
 * - a time of day is `HH:mm` or `''`; an instant is a `DocumentMoment`;
 * - money is a `DocumentMoney`: integer cents and the text the budget overview shows (`€ 1.234,56`);
 * - a yes/no is `boolean | null` (null: not answered).
 *
 * Once published this type only grows: fields are added, never renamed or removed (the templates' merge fields
 * are made from it).
 */

/** A calendar date: `{ iso: '2026-11-21', text: '21 november 2026' }`. */
export interface DocumentDate {
  iso: string;
  text: string;
}

/** An instant, read in Amsterdam. */
export interface DocumentMoment {
  /** ISO-8601 UTC instant. */
  iso: string;
  date: DocumentDate;
  /** `14:30` */
  time: string;
  /** `21 november 2026 14:30` */
  text: string;
}

/** Integer cents and the Dutch text: `{ cents: 123456, text: '€ 1.234,56' }`. */
export interface DocumentMoney {
  cents: number;
  text: string;
}

export interface DocumentAddress {
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  /** `1234 AB` */
  postcode: string;
  city: string;
  municipality: string;
  /** ISO code, `''` for Nederland. */
  country: string;
  /** Dutch name of a foreign country, `''` for Nederland. */
  countryName: string;
  /** For an envelope: `['Dorpsstraat 12 a', '1234 AB  Amsterdam']` (and the country's name when abroad). */
  lines: string[];
  /** `Dorpsstraat 12 a, 1234 AB Amsterdam` */
  oneLine: string;
}

export interface DocumentPerson {
  salutation: string;
  /** `De heer`, `Mevrouw`, `Familie`, `''`. */
  salutationLabel: string;
  firstNames: string;
  initials: string;
  callName: string;
  namePrefix: string;
  lastName: string;
  /** Call name (or first names), prefix and last name: `Jan de Vries`. */
  name: string;
  /** First names, prefix and last name: `Johannes Petrus de Vries`. */
  fullName: string;
  /** Salutation, initials, prefix and last name: `De heer J.P. de Vries`. */
  formalName: string;
  address: DocumentAddress | null;
  phone: string;
  email: string;
}

export interface DocumentPermit {
  received: boolean | null;
  number: string;
  municipality: string;
  issuedOn: DocumentDate | null;
}

export interface DocumentOrganization {
  name: string;
  address: DocumentAddress | null;
  /** `['Dorpsstraat 12', '1234 AB  Amsterdam']` (empty when no address). */
  addressLines: string[];
  phone: string;
  email: string;
  /** The organisation's website, `''` while it has none. */
  website: string;
  kvkNumber: string;
  vatNumber: string;
  iban: string;
  hasLogo: boolean;
}

export interface DocumentDossier {
  id: string;
  /** `2026-0042` */
  number: string;
  type: 'cremation' | 'burial';
  /** `Crematie`, `Begrafenis` */
  typeLabel: string;
  status: string;
  statusLabel: string;
  /** The responsible funeral director's name, `''` when none. */
  responsible: string;
  responsibleEmail: string;
  /** The funeral leader on the day, `''` when none. */
  executor: string;
  createdOn: DocumentDate;
  /** The moment of the funeral or cremation, when known. */
  funeralAt: DocumentMoment | null;
  notes: string;
}

export interface DocumentDeceased extends DocumentPerson {
  gender: string;
  genderLabel: string;
  birthDate: DocumentDate | null;
  birthPlace: string;
  birthCountry: string;
  birthCountryName: string;
  nationality: string;
  nationalityName: string;
  bsn: string;
  occupation: string;
  /** Age in whole years on the day of death, null when a date is missing. */
  age: number | null;
  maritalStatus: string;
  maritalStatusLabel: string;
  partner: {
    firstNames: string;
    namePrefix: string;
    lastName: string;
    name: string;
    deceased: boolean | null;
  };
  parents: { firstParent: string; secondParent: string };
  nameUseLabel: string;
  /** The life philosophy's label, or the typed one for "Anders". */
  lifePhilosophyLabel: string;
  diedOn: DocumentDate | null;
  diedAtTime: string;
  foundDead: boolean | null;
  foundOn: DocumentDate | null;
  foundAtTime: string;
  placeOfDeath: {
    kind: string;
    kindLabel: string;
    name: string;
    address: DocumentAddress | null;
  };
  deathMunicipality: string;
  unnaturalDeath: boolean | null;
  noObjectionReference: string;
  physician: { name: string; phone: string };
  coroner: { name: string; phone: string };
  implants: {
    pacemaker: boolean | null;
    removedBy: string;
    removedOn: DocumentDate | null;
    other: string;
    /** `Pacemaker of ICD (verwijderd door … op …); insulinepomp`, or `Geen` when answered none, `''` unknown. */
    summary: string;
  };
  deathStatement: {
    received: boolean | null;
    receivedOn: DocumentDate | null;
    issuedByLabel: string;
  };
  registration: {
    registeredOn: DocumentDate | null;
    municipality: string;
    deedNumber: string;
    identityDocumentLabel: string;
  };
  legalException: {
    kindLabel: string;
    reference: string;
    grantedBy: string;
    grantedOn: DocumentDate | null;
    until: DocumentDate | null;
  };
  lastWishes: {
    codicil: boolean | null;
    will: boolean | null;
    notary: string;
    executor: string;
    wishes: string;
  };
  donationLabel: string;
  notes: string;
}

export interface DocumentClient extends DocumentPerson {
  relation: string;
  birthDate: DocumentDate | null;
  iban: string;
  orderConfirmationSignedOn: DocumentDate | null;
  /** Who the invoice goes to when not the client, else null. */
  invoiceRecipient: DocumentPerson | null;
  notes: string;
}

export interface DocumentContact extends DocumentPerson {
  relation: string;
  receivesCard: boolean | null;
  roleOnDay: string;
}

export interface DocumentCeremony {
  held: boolean | null;
  kind: string;
  kindLabel: string;
  placeName: string;
  placeAddress: DocumentAddress | null;
  date: DocumentDate | null;
  startTime: string;
  endTime: string;
  expectedGuests: number | null;
  masterOfCeremonies: string;
  speakers: { name: string; relation: string; order: number | null; minutes: number | null }[];
  music: { title: string; artist: string; momentLabel: string; sourceLabel: string }[];
  photoPresentation: boolean | null;
  broadcast: boolean | null;
  recording: boolean | null;
  /** `Open`, `Gesloten` */
  coffinLabel: string;
  defile: boolean | null;
  notes: string;
}

export interface DocumentChurch {
  held: boolean | null;
  denominationLabel: string;
  kindLabel: string;
  churchName: string;
  churchAddress: DocumentAddress | null;
  officiant: { name: string; phone: string };
  date: DocumentDate | null;
  startTime: string;
  endTime: string;
  organist: string;
  choir: string;
  songs: { title: string; reference: string; moment: string }[];
  collection: boolean | null;
  collectionPurpose: string;
  churchContribution: DocumentMoney | null;
  notes: string;
}

export interface DocumentWake {
  placeKindLabel: string;
  placeName: string;
  placeAddress: DocumentAddress | null;
  fromDate: DocumentDate | null;
  fromTime: string;
  untilDate: DocumentDate | null;
  untilTime: string;
  visitingHours: { date: DocumentDate | null; from: string; until: string; accessLabel: string }[];
  coffinLabel: string;
  vigil: boolean | null;
  vigilDate: DocumentDate | null;
  vigilTime: string;
  condolenceBook: boolean | null;
  notes: string;
}

export interface DocumentCondolence {
  held: boolean | null;
  placeName: string;
  placeAddress: DocumentAddress | null;
  date: DocumentDate | null;
  startTime: string;
  endTime: string;
  expectedGuests: number | null;
  catering: { itemLabel: string; quantity: number | null; notes: string }[];
  registerLabel: string;
  registerAttendant: string;
  notes: string;
  /** The condolence addresses (for envelopes), in the order they were entered. */
  addresses: { name: string; address: DocumentAddress | null }[];
}

export interface DocumentTransfer {
  fromKindLabel: string;
  fromName: string;
  fromAddress: DocumentAddress | null;
  toKindLabel: string;
  toName: string;
  toAddress: DocumentAddress | null;
  date: DocumentDate | null;
  time: string;
  vehicle: string;
  staffCount: number | null;
  notes: string;
}

export interface DocumentCare {
  caredByLabel: string;
  caredByNames: string;
  place: string;
  date: DocumentDate | null;
  time: string;
  clothingLabel: string;
  clothingDescription: string;
  coolingLabel: string;
  embalming: boolean | null;
  coffin: {
    model: string;
    materialLabel: string;
    length: number | null;
    article: string;
    /** `Eiken massief, 195 cm` style summary of what is known. */
    summary: string;
  };
  notes: string;
}

export interface DocumentCremation {
  crematoriumName: string;
  crematoriumAddress: DocumentAddress | null;
  crematoriumPhone: string;
  date: DocumentDate | null;
  time: string;
  kindLabel: string;
  attendInsertion: boolean | null;
  insertionAttendees: number | null;
  coffinSuitable: boolean | null;
  registrationNumber: string;
  permit: DocumentPermit;
  requestFormSignedOn: DocumentDate | null;
  implantsStatementReceived: boolean | null;
  implantsConfirmedBy: string;
  implantsConfirmedOn: DocumentDate | null;
  firstAshChoiceLabel: string;
  notes: string;
}

export interface DocumentAshDestination {
  destination: string;
  destinationLabel: string;
  consent: boolean | null;
  scatteringLabel: string;
  urn: { kindLabel: string; article: string; count: number | null; division: string };
  place: { name: string; address: DocumentAddress | null };
  plannedDate: DocumentDate | null;
  completedOn: DocumentDate | null;
  receiver: DocumentPerson | null;
  exemption: { granted: boolean | null; reference: string; grantedOn: DocumentDate | null };
  prohibitedByProsecutor: boolean | null;
  /** The first day the ashes may leave the crematorium (`ashReleaseDate` of the cremation date; the exemption's
   * date is not applied here). Null while the cremation date is unknown. */
  releaseDate: DocumentDate | null;
  notes: string;
}

export interface DocumentFuneral {
  cemeteryName: string;
  cemeteryAddress: DocumentAddress | null;
  date: DocumentDate | null;
  time: string;
  graveKindLabel: string;
  existingGrave: boolean | null;
  graveLocation: { section: string; row: string; number: string };
  rightsHolder: DocumentPerson | null;
  graveRightsIndefinite: boolean | null;
  graveRightsYears: number | null;
  graveRightsDeedNumber: string;
  permit: DocumentPermit;
  graveCeremony: boolean | null;
  lowering: boolean | null;
  notes: string;
}

export interface DocumentInsurance {
  /** The insurer's name (the list's label, or the typed name for "Andere verzekeraar"). */
  insurer: string;
  policyNumber: string;
  memberNumber: string;
  kindLabel: string;
  insuredPerson: string;
  insuredAmount: DocumentMoney | null;
  package: string;
  paidToLabel: string;
  assignment: boolean | null;
  claimStatusLabel: string;
  claimDate: DocumentDate | null;
  amountPaid: DocumentMoney | null;
  setAgainstInvoice: boolean | null;
  notes: string;
}

export interface DocumentFlowerArrangement {
  kindLabel: string;
  florist: string;
  description: string;
  ribbonLeft: string;
  ribbonRight: string;
  fromWhom: string;
  price: DocumentMoney | null;
  deliverTo: string;
  deliveryDate: DocumentDate | null;
  deliveryTime: string;
  afterwardsLabel: string;
}

export interface DocumentPrintedItem {
  kindLabel: string;
  design: string;
  paper: string;
  quantity: number | null;
  envelopes: string;
  text: string;
  printer: string;
  proofStatusLabel: string;
  deliveryDate: DocumentDate | null;
  postedOn: DocumentDate | null;
  price: DocumentMoney | null;
}

export interface DocumentBudgetLine {
  /** The budget section (rubriek) the line is in. */
  section: string;
  articleCode: string;
  description: string;
  quantity: number;
  /** `2,5` */
  quantityText: string;
  unit: string;
  unitPrice: DocumentMoney;
  /** `21`, `9`, `0`, `exempt`, `disbursement` */
  vatRate: string;
  /** `21 % btw`, `Vrijgesteld van btw`, `Doorlopende post` */
  vatLabel: string;
  /** `21 %`, `vrijgesteld`, `doorlopend` */
  vatShortLabel: string;
  /** Percentage (12.5), 0 for none. */
  discountPercent: number;
  /** `12,5 %`, `''` for none. */
  discountText: string;
  /** The line's amount excl. VAT after discount (the overview's amount). */
  amountExcl: DocumentMoney;
  /** The line on its own incl. its VAT. */
  amountIncl: DocumentMoney;
  insurancePolicy: string;
  insuranceCovered: DocumentMoney;
}

export interface DocumentVatRow {
  rate: string;
  /** `21 % btw`, `Vrijgesteld`, `Doorlopende posten` (the overview's row label). */
  label: string;
  base: DocumentMoney;
  amount: DocumentMoney;
}

export interface DocumentBudgetTotals {
  excl: DocumentMoney;
  vat: DocumentVatRow[];
  /** The VAT of every rate together. */
  vatTotal: DocumentMoney;
  incl: DocumentMoney;
  covered: DocumentMoney;
  toPay: DocumentMoney;
}

export interface DocumentBudget {
  /** The sections with lines, in the organisation's order (as the overview shows them). */
  sections: { name: string; lines: DocumentBudgetLine[]; totals: DocumentBudgetTotals }[];
  /** Every line, section after section. */
  lines: DocumentBudgetLine[];
  totals: DocumentBudgetTotals;
  isEmpty: boolean;
}

export type DocumentScheduleKind =
  | 'reservation'
  | 'transfer'
  | 'care'
  | 'wake'
  | 'visit'
  | 'vigil'
  | 'church'
  | 'ceremony'
  | 'condolence'
  | 'cremation'
  | 'funeral'
  | 'task';

/** One moment of the dossier's day planning. */
export interface DocumentScheduleItem {
  kind: DocumentScheduleKind;
  /** `Overbrenging`, `Plechtigheid`, `Reservering: Aula`, `Taak` … */
  kindLabel: string;
  title: string;
  date: DocumentDate;
  /** `HH:mm`, `''` for a whole-day item (a task's due date). */
  startTime: string;
  endTime: string;
  place: string;
  notes: string;
}

export interface DocumentTask {
  title: string;
  dueDate: DocumentDate | null;
  done: boolean;
  statusLabel: string;
  assignee: string;
  priorityLabel: string;
}

export interface DocumentCrematoriumRequest {
  crematoriumName: string;
  status: string;
  statusLabel: string;
  wishedAt: DocumentMoment;
  proposedAt: DocumentMoment | null;
  confirmedAt: DocumentMoment | null;
}

export interface DossierDocumentData {
  /** When the document is made; left out of the data fingerprint. */
  generatedOn: DocumentDate;
  generatedAt: string;
  organization: DocumentOrganization;
  dossier: DocumentDossier;
  deceased: DocumentDeceased;
  client: DocumentClient;
  secondClient: (DocumentPerson & { relation: string }) | null;
  contacts: DocumentContact[];
  care: DocumentCare;
  transfers: DocumentTransfer[];
  repatriation: {
    needed: boolean | null;
    countryName: string;
    destination: string;
    laissezPasser: string;
    transport: string;
    departureDate: DocumentDate | null;
  };
  ceremony: DocumentCeremony;
  church: DocumentChurch;
  wake: DocumentWake;
  condolence: DocumentCondolence;
  flowers: { arrangements: DocumentFlowerArrangement[]; notes: string };
  printedMatter: {
    items: DocumentPrintedItem[];
    mailingList: { name: string; address: DocumentAddress | null }[];
  };
  insurances: DocumentInsurance[];
  /** Null for a burial dossier. */
  cremation: DocumentCremation | null;
  /** Null for a burial dossier. */
  ashDestination: DocumentAshDestination | null;
  /** Null for a cremation dossier. */
  funeral: DocumentFuneral | null;
  budget: DocumentBudget;
  /** Every planned moment of the dossier in time order (tasks by due date). */
  schedule: DocumentScheduleItem[];
  tasks: DocumentTask[];
  /** The newest crematorium request that is not cancelled, else null. */
  crematoriumRequest: DocumentCrematoriumRequest | null;
}
