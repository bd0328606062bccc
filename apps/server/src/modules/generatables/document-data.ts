import { createHash } from 'node:crypto';
import {
  ashReleaseDate,
  countryName,
  DOSSIER_STATUS_LABELS,
  DOSSIER_TYPE_LABELS,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  interpolate,
  messages,
  personName,
  SECTION_FORMS,
  sectionSchemas,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  toIsoDate,
  VAT_RATE_LABELS,
  VAT_RATE_PERCENT,
  vatOfCents,
  type BudgetData,
  type BudgetLineData,
  type BudgetTotalsData,
  type DocumentAddress,
  type DocumentBudgetLine,
  type DocumentBudgetTotals,
  type DocumentDate,
  type DocumentMoment,
  type DocumentMoney,
  type DocumentPermit,
  type DocumentPerson,
  type DocumentScheduleItem,
  type DossierDocumentData,
  type FieldDescriptor,
  type SectionKey,
} from '@afscheid/shared';
import type { Dossier, Organization } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { showBudget } from '../budget/index.ts';
import { requestsRepository } from '../crematorium-requests/index.ts';
import { organizationsRepository } from '../organizations/index.ts';
import { reservationsRepository, type ReservationRow } from '../reservations/index.ts';
import { sectionsRepository } from '../sections/index.ts';
import { tasksRepository, type TaskRow } from '../tasks/index.ts';
import { usersRepository } from '../users/index.ts';

const t = messages.generatables.data;

/** A loosely typed object of stored section data (every field optional; read defensively). */
type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.map(obj) : []);
const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function documentDate(value: unknown): DocumentDate | null {
  const text = str(value);
  if (!ISO_DATE.test(text)) return null;
  const formatted = formatDate(text);
  return formatted ? { iso: text, text: formatted } : null;
}

export function documentMoment(instant: string | null | undefined): DocumentMoment | null {
  if (!instant) return null;
  const iso = toIsoDate(instant);
  if (!iso) return null;
  return {
    iso: instant,
    date: { iso, text: formatDate(instant) },
    time: formatTime(instant),
    text: formatDateTime(instant),
  };
}

export const documentMoney = (cents: number): DocumentMoney => ({ cents, text: formatMoney(cents) });
const optionalMoney = (value: unknown): DocumentMoney | null => {
  const cents = num(value);
  return cents === null ? null : documentMoney(cents);
};

// ——— Labels from the section forms ———

/** The descriptors of every section by dotted path (`person.gender`, `music.moment`; list items share one). */
const DESCRIPTORS = (() => {
  const map = new Map<string, FieldDescriptor>();
  const walk = (section: string, prefix: string, fields: readonly FieldDescriptor[]) => {
    for (const field of fields) {
      const path = prefix ? `${prefix}.${field.name}` : field.name;
      map.set(`${section}:${path}`, field);
      if (field.fields) walk(section, path, field.fields);
    }
  };
  for (const [key, form] of Object.entries(SECTION_FORMS)) {
    for (const group of form.groups) walk(key, '', group.fields);
  }
  return map;
})();

/** The Dutch label of a select's value (`deceased`, `maritalStatus`, `married` → `Gehuwd`); '' when unknown. */
export function optionLabel(section: SectionKey, path: string, value: unknown): string {
  const code = str(value);
  if (!code) return '';
  const field = DESCRIPTORS.get(`${section}:${path}`);
  return field?.options?.find((option) => option.value === code)?.label ?? '';
}

// ——— Addresses and people ———

export function documentAddress(value: unknown): DocumentAddress | null {
  const source = obj(value);
  const street = str(source['street']);
  const houseNumber = str(source['houseNumber']);
  const houseNumberAddition = str(source['houseNumberAddition']);
  const postcode = str(source['postcode']);
  const city = str(source['city']);
  const municipality = str(source['municipality']);
  const rawCountry = str(source['country']).toUpperCase();
  const country = rawCountry === 'NL' ? '' : rawCountry;
  if (![street, houseNumber, houseNumberAddition, postcode, city, country].some(Boolean)) return null;
  const name = country ? (countryName(country) ?? country) : '';
  const streetLine = [street, [houseNumber, houseNumberAddition].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' ');
  const cityLine = [postcode, city].filter(Boolean).join('  ');
  const lines = [streetLine, cityLine, name].filter(Boolean);
  return {
    street,
    houseNumber,
    houseNumberAddition,
    postcode,
    city,
    municipality,
    country,
    countryName: name,
    lines,
    oneLine: [streetLine, [postcode, city].filter(Boolean).join(' '), name].filter(Boolean).join(', '),
  };
}

/** `J.P.` from the initials, or made from the first names. */
function initialsOf(initials: string, firstNames: string): string {
  if (initials) return initials;
  return firstNames
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `${name[0]!.toUpperCase()}.`)
    .join('');
}

export function documentPerson(value: unknown, section: SectionKey, path: string): DocumentPerson {
  const source = obj(value);
  const salutation = str(source['salutation']);
  const salutationLabel = salutation === 'none' ? '' : optionLabel(section, `${path}.salutation`, salutation);
  const firstNames = str(source['firstNames']);
  const initials = str(source['initials']);
  const namePrefix = str(source['namePrefix']);
  const lastName = str(source['lastName']);
  const fullName = [firstNames, namePrefix, lastName].filter(Boolean).join(' ');
  const formalName = [salutationLabel, initialsOf(initials, firstNames), namePrefix, lastName]
    .filter(Boolean)
    .join(' ');
  return {
    salutation,
    salutationLabel,
    firstNames,
    initials,
    callName: str(source['callName']),
    namePrefix,
    lastName,
    name: personName(source),
    fullName,
    formalName: lastName ? formalName : '',
    address: documentAddress(source['address']),
    phone: str(source['phone']),
    email: str(source['email']),
  };
}

const hasPerson = (person: DocumentPerson) => Boolean(person.name || person.address);

function permitOf(value: unknown): DocumentPermit {
  const source = obj(value);
  return {
    received: bool(source['received']),
    number: str(source['number']),
    municipality: str(source['municipality']),
    issuedOn: documentDate(source['issuedOn']),
  };
}

/** Whole years between two ISO dates, null when either is missing. */
function ageAt(birth: string | undefined, died: string | undefined): number | null {
  if (!birth || !died) return null;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = died.split('-').map(Number) as [number, number, number];
  const age = dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

// ——— Sections ———

/** The stored sections parsed with their schema (old values read as their replacement); raw when that fails. */
async function loadSections(ctx: ServiceContext, dossier: Dossier): Promise<Map<SectionKey, Obj>> {
  const stored = await sectionsRepository.ofDossier(ctx.db, dossier.id);
  const result = new Map<SectionKey, Obj>();
  for (const row of stored) {
    const key = row.key as SectionKey;
    const schema = sectionSchemas[key];
    if (!schema) continue;
    const parsed = schema.safeParse(row.data);
    result.set(key, parsed.success ? obj(parsed.data) : row.data);
  }
  return result;
}

function implantsOf(value: unknown): DossierDocumentData['deceased']['implants'] {
  const source = obj(value);
  const pacemaker = bool(source['pacemaker']);
  const removedBy = str(source['removedBy']);
  const removedOn = documentDate(source['removedOn']);
  const other = str(source['other']);
  const parts: string[] = [];
  if (pacemaker === true) {
    const removal =
      removedBy && removedOn
        ? interpolate(t.pacemakerRemovedByOn, { by: removedBy, date: removedOn.text })
        : removedBy
          ? interpolate(t.pacemakerRemoved, { by: removedBy })
          : removedOn
            ? interpolate(t.pacemakerRemovedOn, { date: removedOn.text })
            : '';
    parts.push(removal ? `${t.pacemaker} (${removal})` : t.pacemaker);
  } else if (pacemaker === false) {
    parts.push(t.noPacemaker);
  }
  if (other) parts.push(other);
  return { pacemaker, removedBy, removedOn, other, summary: parts.join('; ') };
}

function deceasedOf(data: Obj): DossierDocumentData['deceased'] {
  const person = obj(data['person']);
  const base = documentPerson(person, 'deceased', 'person');
  const birthDate = documentDate(person['birthDate']);
  const diedOn = documentDate(data['diedOn']);
  const partner = obj(data['partner']);
  const parents = obj(data['parents']);
  const placeOfDeath = obj(data['placeOfDeath']);
  const physician = obj(data['physician']);
  const coroner = obj(data['coroner']);
  const statement = obj(data['deathStatement']);
  const registration = obj(data['registration']);
  const exception = obj(data['legalException']);
  const wishes = obj(data['lastWishes']);
  const donation = obj(data['donation']);
  const birthCountry = str(person['birthCountry']);
  const nationality = str(person['nationality']);
  const lifePhilosophy = str(data['lifePhilosophy']);
  return {
    ...base,
    gender: str(person['gender']),
    genderLabel: optionLabel('deceased', 'person.gender', person['gender']),
    birthDate,
    birthPlace: str(person['birthPlace']),
    birthCountry,
    birthCountryName: birthCountry ? (countryName(birthCountry) ?? birthCountry) : '',
    nationality,
    nationalityName: nationality ? (countryName(nationality) ?? nationality) : '',
    bsn: str(person['bsn']),
    occupation: str(person['occupation']),
    age: ageAt(birthDate?.iso, diedOn?.iso),
    maritalStatus: str(data['maritalStatus']),
    maritalStatusLabel: optionLabel('deceased', 'maritalStatus', data['maritalStatus']),
    partner: {
      firstNames: str(partner['firstNames']),
      namePrefix: str(partner['namePrefix']),
      lastName: str(partner['lastName']),
      name: [partner['firstNames'], partner['namePrefix'], partner['lastName']]
        .map(str)
        .filter(Boolean)
        .join(' '),
      deceased: bool(partner['deceased']),
    },
    parents: { firstParent: str(parents['firstParent']), secondParent: str(parents['secondParent']) },
    nameUseLabel: optionLabel('deceased', 'nameUse', data['nameUse']),
    lifePhilosophyLabel:
      lifePhilosophy === 'other'
        ? str(data['lifePhilosophyOther']) || optionLabel('deceased', 'lifePhilosophy', lifePhilosophy)
        : optionLabel('deceased', 'lifePhilosophy', lifePhilosophy),
    diedOn,
    diedAtTime: str(data['diedAtTime']),
    foundDead: bool(data['foundDead']),
    foundOn: documentDate(data['foundOn']),
    foundAtTime: str(data['foundAtTime']),
    placeOfDeath: {
      kind: str(placeOfDeath['kind']),
      kindLabel: optionLabel('deceased', 'placeOfDeath.kind', placeOfDeath['kind']),
      name: str(placeOfDeath['name']),
      address: documentAddress(placeOfDeath['address']),
    },
    deathMunicipality: str(data['deathMunicipality']),
    unnaturalDeath: bool(data['unnaturalDeath']),
    noObjectionReference: str(data['noObjectionReference']),
    physician: { name: str(physician['name']), phone: str(physician['phone']) },
    coroner: { name: str(coroner['name']), phone: str(coroner['phone']) },
    implants: implantsOf(data['implants']),
    deathStatement: {
      received: bool(statement['received']),
      receivedOn: documentDate(statement['receivedOn']),
      issuedByLabel: optionLabel('deceased', 'deathStatement.issuedBy', statement['issuedBy']),
    },
    registration: {
      registeredOn: documentDate(registration['registeredOn']),
      municipality: str(registration['municipality']),
      deedNumber: str(registration['deedNumber']),
      identityDocumentLabel: optionLabel(
        'deceased',
        'registration.identityDocument',
        registration['identityDocument'],
      ),
    },
    legalException: {
      kindLabel: optionLabel('deceased', 'legalException.kind', exception['kind']),
      reference: str(exception['reference']),
      grantedBy: str(exception['grantedBy']),
      grantedOn: documentDate(exception['grantedOn']),
      until: documentDate(exception['until']),
    },
    lastWishes: {
      codicil: bool(wishes['codicil']),
      will: bool(wishes['will']),
      notary: str(wishes['notary']),
      executor: str(wishes['executor']),
      wishes: str(wishes['wishes']),
    },
    donationLabel: optionLabel('deceased', 'donation.kind', donation['kind']),
    notes: str(data['notes']),
  };
}

function clientOf(data: Obj) {
  const base = documentPerson(data['person'], 'client', 'person');
  const recipient = documentPerson(data['invoiceRecipient'], 'client', 'invoiceRecipient');
  const second = obj(data['secondClient']);
  const secondPerson = documentPerson(second['person'], 'client', 'secondClient.person');
  return {
    client: {
      ...base,
      relation: str(data['relation']),
      birthDate: documentDate(data['birthDate']),
      iban: str(data['iban']),
      orderConfirmationSignedOn: documentDate(data['orderConfirmationSignedOn']),
      invoiceRecipient: data['invoiceToOther'] === true && hasPerson(recipient) ? recipient : null,
      notes: str(data['notes']),
    },
    secondClient:
      data['hasSecondClient'] === true && hasPerson(secondPerson)
        ? { ...secondPerson, relation: str(second['relation']) }
        : null,
    contacts: list(data['contacts']).map((contact) => ({
      ...documentPerson(contact['person'], 'client', 'contacts.person'),
      relation: str(contact['relation']),
      receivesCard: bool(contact['receivesCard']),
      roleOnDay: str(contact['roleOnDay']),
    })),
  };
}

function careOf(data: Obj): DossierDocumentData['care'] {
  const coffin = obj(data['coffin']);
  const length = num(coffin['length']);
  const model = str(coffin['model']);
  const materialLabel = optionLabel('care', 'coffin.material', coffin['material']);
  const article = str(coffin['article']);
  return {
    caredByLabel: optionLabel('care', 'caredBy', data['caredBy']),
    caredByNames: str(data['caredByNames']),
    place: str(data['place']),
    date: documentDate(data['date']),
    time: str(data['time']),
    clothingLabel: optionLabel('care', 'clothing', data['clothing']),
    clothingDescription: str(data['clothingDescription']),
    coolingLabel: optionLabel('care', 'cooling', data['cooling']),
    embalming: bool(data['embalming']),
    coffin: {
      model,
      materialLabel,
      length,
      article,
      summary: [
        model,
        materialLabel,
        length === null ? '' : interpolate(t.coffinLength, { length }),
        article === model ? '' : article,
      ]
        .filter(Boolean)
        .join(', '),
    },
    notes: str(data['notes']),
  };
}

function transfersOf(data: Obj) {
  const repatriation = obj(data['repatriation']);
  const country = str(repatriation['country']);
  return {
    transfers: list(data['transfers']).map((transfer) => ({
      fromKindLabel: optionLabel('transfer', 'transfers.fromKind', transfer['fromKind']),
      fromName: str(transfer['fromName']),
      fromAddress: documentAddress(transfer['fromAddress']),
      toKindLabel: optionLabel('transfer', 'transfers.toKind', transfer['toKind']),
      toName: str(transfer['toName']),
      toAddress: documentAddress(transfer['toAddress']),
      date: documentDate(transfer['date']),
      time: str(transfer['time']),
      vehicle: str(transfer['vehicle']),
      staffCount: num(transfer['staffCount']),
      notes: str(transfer['notes']),
    })),
    repatriation: {
      needed: bool(repatriation['needed']),
      countryName: country ? (countryName(country) ?? country) : '',
      destination: str(repatriation['destination']),
      laissezPasser: str(repatriation['laissezPasser']),
      transport: str(repatriation['transport']),
      departureDate: documentDate(repatriation['departureDate']),
    },
  };
}

function ceremonyOf(data: Obj): DossierDocumentData['ceremony'] {
  return {
    held: bool(data['held']),
    kind: str(data['kind']),
    kindLabel: optionLabel('ceremony', 'kind', data['kind']),
    placeName: str(data['placeName']),
    placeAddress: documentAddress(data['placeAddress']),
    date: documentDate(data['date']),
    startTime: str(data['startTime']),
    endTime: str(data['endTime']),
    expectedGuests: num(data['expectedGuests']),
    masterOfCeremonies: str(data['masterOfCeremonies']),
    speakers: list(data['speakers']).map((speaker) => ({
      name: str(speaker['name']),
      relation: str(speaker['relation']),
      order: num(speaker['order']),
      minutes: num(speaker['minutes']),
    })),
    music: list(data['music']).map((piece) => ({
      title: str(piece['title']),
      artist: str(piece['artist']),
      momentLabel: optionLabel('ceremony', 'music.moment', piece['moment']),
      sourceLabel: optionLabel('ceremony', 'music.source', piece['source']),
    })),
    photoPresentation: bool(data['photoPresentation']),
    broadcast: bool(data['broadcast']),
    recording: bool(data['recording']),
    coffinLabel: optionLabel('ceremony', 'coffin', data['coffin']),
    defile: bool(data['defile']),
    notes: str(data['notes']),
  };
}

function churchOf(data: Obj): DossierDocumentData['church'] {
  const officiant = obj(data['officiant']);
  return {
    held: bool(data['held']),
    denominationLabel: optionLabel('church', 'denomination', data['denomination']),
    kindLabel: optionLabel('church', 'kind', data['kind']),
    churchName: str(data['churchName']),
    churchAddress: documentAddress(data['churchAddress']),
    officiant: { name: str(officiant['name']), phone: str(officiant['phone']) },
    date: documentDate(data['date']),
    startTime: str(data['startTime']),
    endTime: str(data['endTime']),
    organist: str(data['organist']),
    choir: str(data['choir']),
    songs: list(data['songs']).map((song) => ({
      title: str(song['title']),
      reference: str(song['reference']),
      moment: str(song['moment']),
    })),
    collection: bool(data['collection']),
    collectionPurpose: str(data['collectionPurpose']),
    churchContribution: optionalMoney(data['churchContribution']),
    notes: str(data['notes']),
  };
}

function wakeOf(data: Obj): DossierDocumentData['wake'] {
  return {
    placeKindLabel: optionLabel('wake', 'placeKind', data['placeKind']),
    placeName: str(data['placeName']),
    placeAddress: documentAddress(data['placeAddress']),
    fromDate: documentDate(data['fromDate']),
    fromTime: str(data['fromTime']),
    untilDate: documentDate(data['untilDate']),
    untilTime: str(data['untilTime']),
    visitingHours: list(data['visitingHours']).map((visit) => ({
      date: documentDate(visit['date']),
      from: str(visit['from']),
      until: str(visit['until']),
      accessLabel: optionLabel('wake', 'visitingHours.access', visit['access']),
    })),
    coffinLabel: optionLabel('wake', 'coffin', data['coffin']),
    vigil: bool(data['vigil']),
    vigilDate: documentDate(data['vigilDate']),
    vigilTime: str(data['vigilTime']),
    condolenceBook: bool(data['condolenceBook']),
    notes: str(data['notes']),
  };
}

function condolenceOf(data: Obj): DossierDocumentData['condolence'] {
  return {
    held: bool(data['held']),
    placeName: str(data['placeName']),
    placeAddress: documentAddress(data['placeAddress']),
    date: documentDate(data['date']),
    startTime: str(data['startTime']),
    endTime: str(data['endTime']),
    expectedGuests: num(data['expectedGuests']),
    catering: list(data['catering']).map((item) => ({
      itemLabel: optionLabel('condolence', 'catering.item', item['item']),
      quantity: num(item['quantity']),
      notes: str(item['notes']),
    })),
    registerLabel: optionLabel('condolence', 'register', data['register']),
    registerAttendant: str(data['registerAttendant']),
    notes: str(data['notes']),
    addresses: list(data['addresses'])
      .map((entry) => ({ name: str(entry['name']), address: documentAddress(entry['address']) }))
      .filter((entry) => entry.name || entry.address),
  };
}

function cremationOf(data: Obj): NonNullable<DossierDocumentData['cremation']> {
  return {
    crematoriumName: str(data['crematoriumName']),
    crematoriumAddress: documentAddress(data['crematoriumAddress']),
    crematoriumPhone: str(data['crematoriumPhone']),
    date: documentDate(data['date']),
    time: str(data['time']),
    kindLabel: optionLabel('cremation', 'kind', data['kind']),
    attendInsertion: bool(data['attendInsertion']),
    insertionAttendees: num(data['insertionAttendees']),
    coffinSuitable: bool(data['coffinSuitable']),
    registrationNumber: str(data['registrationNumber']),
    permit: permitOf(data['permit']),
    requestFormSignedOn: documentDate(data['requestFormSignedOn']),
    implantsStatementReceived: bool(data['implantsStatementReceived']),
    implantsConfirmedBy: str(data['implantsConfirmedBy']),
    implantsConfirmedOn: documentDate(data['implantsConfirmedOn']),
    firstAshChoiceLabel: optionLabel('cremation', 'firstAshChoice', data['firstAshChoice']),
    notes: str(data['notes']),
  };
}

function ashDestinationOf(
  data: Obj,
  cremationDate: string | null,
): NonNullable<DossierDocumentData['ashDestination']> {
  const urn = obj(data['urn']);
  const place = obj(data['place']);
  const exemption = obj(data['exemption']);
  const receiver = documentPerson(data['receiver'], 'ash-destination', 'receiver');
  return {
    destination: str(data['destination']),
    destinationLabel: optionLabel('ash-destination', 'destination', data['destination']),
    consent: bool(data['consent']),
    scatteringLabel: optionLabel('ash-destination', 'scattering', data['scattering']),
    urn: {
      kindLabel: optionLabel('ash-destination', 'urn.kind', urn['kind']),
      article: str(urn['article']),
      count: num(urn['count']),
      division: str(urn['division']),
    },
    place: { name: str(place['name']), address: documentAddress(place['address']) },
    plannedDate: documentDate(data['plannedDate']),
    completedOn: documentDate(data['completedOn']),
    receiver: hasPerson(receiver) ? receiver : null,
    exemption: {
      granted: bool(exemption['granted']),
      reference: str(exemption['reference']),
      grantedOn: documentDate(exemption['grantedOn']),
    },
    prohibitedByProsecutor: bool(data['prohibitedByProsecutor']),
    releaseDate: cremationDate ? documentDate(ashReleaseDate(cremationDate)) : null,
    notes: str(data['notes']),
  };
}

function funeralOf(data: Obj): NonNullable<DossierDocumentData['funeral']> {
  const location = obj(data['graveLocation']);
  const holder = documentPerson(data['rightsHolder'], 'funeral', 'rightsHolder');
  return {
    cemeteryName: str(data['cemeteryName']),
    cemeteryAddress: documentAddress(data['cemeteryAddress']),
    date: documentDate(data['date']),
    time: str(data['time']),
    graveKindLabel: optionLabel('funeral', 'graveKind', data['graveKind']),
    existingGrave: bool(data['existingGrave']),
    graveLocation: {
      section: str(location['section']),
      row: str(location['row']),
      number: str(location['number']),
    },
    rightsHolder: hasPerson(holder) ? holder : null,
    graveRightsIndefinite: bool(data['graveRightsIndefinite']),
    graveRightsYears: num(data['graveRightsYears']),
    graveRightsDeedNumber: str(data['graveRightsDeedNumber']),
    permit: permitOf(data['permit']),
    graveCeremony: bool(data['graveCeremony']),
    lowering: bool(data['lowering']),
    notes: str(data['notes']),
  };
}

function insurancesOf(data: Obj): DossierDocumentData['insurances'] {
  return list(data['policies']).map((policy) => ({
    insurer:
      str(policy['insurer']) === 'other'
        ? str(policy['insurerName']) || optionLabel('insurances', 'policies.insurer', 'other')
        : optionLabel('insurances', 'policies.insurer', policy['insurer']),
    policyNumber: str(policy['policyNumber']),
    memberNumber: str(policy['memberNumber']),
    kindLabel: optionLabel('insurances', 'policies.kind', policy['kind']),
    insuredPerson: str(policy['insuredPerson']),
    insuredAmount: optionalMoney(policy['insuredAmount']),
    package: str(policy['package']),
    paidToLabel: optionLabel('insurances', 'policies.paidTo', policy['paidTo']),
    assignment: bool(policy['assignment']),
    claimStatusLabel: optionLabel('insurances', 'policies.claimStatus', policy['claimStatus']),
    claimDate: documentDate(policy['claimDate']),
    amountPaid: optionalMoney(policy['amountPaid']),
    setAgainstInvoice: bool(policy['setAgainstInvoice']),
    notes: str(policy['notes']),
  }));
}

function flowersOf(data: Obj): DossierDocumentData['flowers'] {
  return {
    arrangements: list(data['arrangements']).map((item) => ({
      kindLabel: optionLabel('flowers', 'arrangements.kind', item['kind']),
      florist: str(item['florist']),
      description: str(item['description']),
      ribbonLeft: str(item['ribbonLeft']),
      ribbonRight: str(item['ribbonRight']),
      fromWhom: str(item['fromWhom']),
      price: optionalMoney(item['price']),
      deliverTo: str(item['deliverTo']),
      deliveryDate: documentDate(item['deliveryDate']),
      deliveryTime: str(item['deliveryTime']),
      afterwardsLabel: optionLabel('flowers', 'arrangements.afterwards', item['afterwards']),
    })),
    notes: str(data['notes']),
  };
}

function printedMatterOf(data: Obj): DossierDocumentData['printedMatter'] {
  return {
    items: list(data['items']).map((item) => ({
      kindLabel: optionLabel('printed-matter', 'items.kind', item['kind']),
      design: str(item['design']),
      paper: str(item['paper']),
      quantity: num(item['quantity']),
      envelopes: str(item['envelopes']),
      text: str(item['text']),
      printer: str(item['printer']),
      proofStatusLabel: optionLabel('printed-matter', 'items.proofStatus', item['proofStatus']),
      deliveryDate: documentDate(item['deliveryDate']),
      postedOn: documentDate(item['postedOn']),
      price: optionalMoney(item['price']),
    })),
    mailingList: list(data['mailingList'])
      .map((entry) => ({ name: str(entry['name']), address: documentAddress(entry['address']) }))
      .filter((entry) => entry.name || entry.address),
  };
}

// ——— Budget ———

function budgetLineOf(section: string, line: BudgetLineData): DocumentBudgetLine {
  const rate = line.vatRate;
  return {
    section,
    articleCode: line.article?.code ?? '',
    description: line.description,
    quantity: line.quantity,
    quantityText: formatNumber(line.quantity, { maximumFractionDigits: 3 }),
    unit: line.unit ?? '',
    unitPrice: documentMoney(line.unitPrice),
    vatRate: rate,
    vatLabel: VAT_RATE_LABELS[rate],
    vatShortLabel: messages.generatables.pdf.vatShort[rate],
    discountPercent: line.discount,
    discountText: line.discount ? `${formatNumber(line.discount, { maximumFractionDigits: 2 })} %` : '',
    amountExcl: documentMoney(line.amount),
    amountIncl: documentMoney(line.amount + vatOfCents(line.amount, VAT_RATE_PERCENT[rate])),
    insurancePolicy: line.insurancePolicy ?? '',
    insuranceCovered: documentMoney(line.insuranceCovered),
  };
}

function budgetTotalsOf(totals: BudgetTotalsData): DocumentBudgetTotals {
  const rows = messages.generatables.pdf.vatRows;
  return {
    excl: documentMoney(totals.excl),
    vat: totals.vat.map((row) => ({
      rate: row.rate,
      label: rows[row.rate],
      base: documentMoney(row.base),
      amount: documentMoney(row.amount),
    })),
    vatTotal: documentMoney(totals.vat.reduce((sum, row) => sum + row.amount, 0)),
    incl: documentMoney(totals.incl),
    covered: documentMoney(totals.covered),
    toPay: documentMoney(totals.toPay),
  };
}

/** The budget exactly as `GET /api/dossiers/{id}/budget` answers it: the sections with lines, in their order. */
function budgetOf(budget: BudgetData): DossierDocumentData['budget'] {
  const sections = budget.sections
    .filter((section) => section.lines.length > 0)
    .map((section) => ({
      name: section.name,
      lines: section.lines.map((line) => budgetLineOf(section.name, line)),
      totals: budgetTotalsOf(section.totals),
    }));
  return {
    sections,
    lines: sections.flatMap((section) => section.lines),
    totals: budgetTotalsOf(budget.totals),
    isEmpty: sections.length === 0,
  };
}

// ——— Schedule ———

const scheduleTexts = messages.generatables.pdf.dayPlanning.kinds;

type ScheduleInput = Omit<DocumentScheduleItem, 'kindLabel' | 'date'> & {
  kindLabel?: string;
  date: DocumentDate | null;
};

function scheduleOf(
  data: Pick<
    DossierDocumentData,
    'transfers' | 'care' | 'wake' | 'church' | 'ceremony' | 'condolence' | 'cremation' | 'funeral'
  >,
  reservations: ReservationRow[],
  tasks: TaskRow[],
): DocumentScheduleItem[] {
  const items: ScheduleInput[] = [];
  const push = (item: ScheduleInput) => items.push(item);
  for (const reservation of reservations) {
    if (reservation.status === 'cancelled') continue;
    const start = documentMoment(reservation.starts_at);
    if (!start) continue;
    const kind = messages.reservations.kinds[reservation.kind];
    push({
      kind: 'reservation',
      kindLabel: interpolate(t.reservationKind, { kind }),
      title: reservation.title,
      date: start.date,
      startTime: start.time,
      endTime: formatTime(reservation.ends_at),
      place: [reservation.place_name, reservation.place_location_name].filter(Boolean).join(', '),
      notes: [reservation.status === 'option' ? t.option : '', str(reservation.notes)]
        .filter(Boolean)
        .join(' · '),
    });
  }
  for (const transfer of data.transfers) {
    const from = transfer.fromName || transfer.fromKindLabel || t.unknownPlace;
    const to = transfer.toName || transfer.toKindLabel || t.unknownPlace;
    push({
      kind: 'transfer',
      title: interpolate(t.transferTitle, { from, to }),
      date: transfer.date,
      startTime: transfer.time,
      endTime: '',
      place: transfer.fromAddress?.oneLine ?? '',
      notes: [transfer.vehicle, transfer.notes].filter(Boolean).join(' · '),
    });
  }
  push({
    kind: 'care',
    title: data.care.caredByLabel,
    date: data.care.date,
    startTime: data.care.time,
    endTime: '',
    place: data.care.place,
    notes: '',
  });
  const wake = data.wake;
  push({
    kind: 'wake',
    title: [
      wake.placeKindLabel,
      wake.untilDate ? interpolate(t.wakeUntil, { date: wake.untilDate.text }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    date: wake.fromDate,
    startTime: wake.fromTime,
    endTime: '',
    place: [wake.placeName, wake.placeAddress?.oneLine].filter(Boolean).join(', '),
    notes: '',
  });
  for (const visit of wake.visitingHours) {
    push({
      kind: 'visit',
      title: visit.accessLabel ? interpolate(t.visitAccess, { access: visit.accessLabel }) : '',
      date: visit.date,
      startTime: visit.from,
      endTime: visit.until,
      place: wake.placeName,
      notes: '',
    });
  }
  if (wake.vigil) {
    push({
      kind: 'vigil',
      title: '',
      date: wake.vigilDate,
      startTime: wake.vigilTime,
      endTime: '',
      place: wake.placeName,
      notes: '',
    });
  }
  if (data.church.held) {
    const church = data.church;
    push({
      kind: 'church',
      title: [church.kindLabel, church.denominationLabel].filter(Boolean).join(', '),
      date: church.date,
      startTime: church.startTime,
      endTime: church.endTime,
      place: [church.churchName, church.churchAddress?.oneLine].filter(Boolean).join(', '),
      notes: church.officiant.name,
    });
  }
  if (data.ceremony.held) {
    const ceremony = data.ceremony;
    push({
      kind: 'ceremony',
      title: ceremony.kindLabel,
      date: ceremony.date,
      startTime: ceremony.startTime,
      endTime: ceremony.endTime,
      place: [ceremony.placeName, ceremony.placeAddress?.oneLine].filter(Boolean).join(', '),
      notes: ceremony.masterOfCeremonies,
    });
  }
  if (data.condolence.held) {
    const condolence = data.condolence;
    push({
      kind: 'condolence',
      title: '',
      date: condolence.date,
      startTime: condolence.startTime,
      endTime: condolence.endTime,
      place: [condolence.placeName, condolence.placeAddress?.oneLine].filter(Boolean).join(', '),
      notes: condolence.notes,
    });
  }
  if (data.cremation) {
    push({
      kind: 'cremation',
      title: data.cremation.kindLabel,
      date: data.cremation.date,
      startTime: data.cremation.time,
      endTime: '',
      place: [data.cremation.crematoriumName, data.cremation.crematoriumAddress?.oneLine]
        .filter(Boolean)
        .join(', '),
      notes: '',
    });
  }
  if (data.funeral) {
    push({
      kind: 'funeral',
      title: data.funeral.graveKindLabel,
      date: data.funeral.date,
      startTime: data.funeral.time,
      endTime: '',
      place: [data.funeral.cemeteryName, data.funeral.cemeteryAddress?.oneLine].filter(Boolean).join(', '),
      notes: '',
    });
  }
  for (const task of tasks) {
    push({
      kind: 'task',
      title: task.title,
      date: documentDate(task.due_date),
      startTime: '',
      endTime: '',
      place: '',
      notes: [task.status === 'done' ? TASK_STATUS_LABELS.done : '', task.assignee_name ?? '']
        .filter(Boolean)
        .join(' · '),
    });
  }
  return items
    .filter((item): item is ScheduleInput & { date: DocumentDate } => item.date !== null)
    .map((item) => ({ ...item, kindLabel: item.kindLabel ?? scheduleTexts[item.kind] }))
    .sort(
      (a, b) =>
        a.date.iso.localeCompare(b.date.iso) ||
        a.startTime.localeCompare(b.startTime) ||
        a.endTime.localeCompare(b.endTime),
    );
}

// ——— Organisation, dossier, request ———

function organizationOf(organization: Organization): DossierDocumentData['organization'] {
  const address = documentAddress({
    street: organization.street,
    houseNumber: organization.house_number,
    houseNumberAddition: organization.house_number_addition,
    postcode: organization.postcode,
    city: organization.city,
  });
  return {
    name: organization.name,
    address,
    addressLines: address?.lines ?? [],
    phone: str(organization.phone),
    email: str(organization.email),
    website: '',
    kvkNumber: str(organization.kvk_number),
    vatNumber: str(organization.vat_number),
    iban: str(organization.iban),
    hasLogo: Boolean(organization.logo_path),
  };
}

async function crematoriumRequestOf(
  ctx: ServiceContext,
  dossier: Dossier,
): Promise<DossierDocumentData['crematoriumRequest']> {
  const request = await requestsRepository.runningOfDossier(ctx.db, dossier.organization_id, dossier.id);
  if (!request) return null;
  const provider = await organizationsRepository.findById(ctx.db, request.provider_organization_id);
  return {
    crematoriumName: provider?.name ?? '',
    status: request.status,
    statusLabel: messages.crematoriumRequests.statuses[request.status],
    wishedAt: documentMoment(request.wished_at)!,
    proposedAt: documentMoment(request.proposed_at),
    confirmedAt: documentMoment(request.confirmed_at),
  };
}

/**
 * Everything a generated document prints about the dossier, from its current data (read-only): the sections, the
 * budget exactly as the budget overview answers it (`showBudget`), the reservations and tasks, the running
 * crematorium request and the organisation.
 */
export async function buildDocumentData(ctx: ServiceContext, dossier: Dossier): Promise<DossierDocumentData> {
  const [organization, sections, budget, reservations, tasks, request, names] = await Promise.all([
    organizationsRepository.findById(ctx.db, dossier.organization_id),
    loadSections(ctx, dossier),
    showBudget(ctx, dossier),
    reservationsRepository.listForDossier(ctx.db, dossier.organization_id, dossier.id),
    tasksRepository.listForDossier(ctx.db, dossier.organization_id, dossier.id),
    crematoriumRequestOf(ctx, dossier),
    usersRepository.namesByIds(ctx.db, [dossier.responsible_user_id, dossier.executor_user_id]),
  ]);
  if (!organization)
    throw new Error(`organization ${dossier.organization_id} of dossier ${dossier.id} is missing`);
  const responsible = dossier.responsible_user_id
    ? await usersRepository.findById(ctx.db, dossier.responsible_user_id)
    : undefined;
  const section = (key: SectionKey) => sections.get(key) ?? {};
  const isCremation = dossier.type === 'cremation';
  const now = ctx.clock.now();
  const cremation = isCremation ? cremationOf(section('cremation')) : null;
  const people = clientOf(section('client'));
  const parts = {
    care: careOf(section('care')),
    ...transfersOf(section('transfer')),
    ceremony: ceremonyOf(section('ceremony')),
    church: churchOf(section('church')),
    wake: wakeOf(section('wake')),
    condolence: condolenceOf(section('condolence')),
    cremation,
    funeral: isCremation ? null : funeralOf(section('funeral')),
  };
  return {
    generatedOn: { iso: toIsoDate(now)!, text: formatDate(now) },
    generatedAt: now.toISOString(),
    organization: organizationOf(organization),
    dossier: {
      id: dossier.id,
      number: dossier.number,
      type: dossier.type,
      typeLabel: DOSSIER_TYPE_LABELS[dossier.type],
      status: dossier.status,
      statusLabel: DOSSIER_STATUS_LABELS[dossier.status],
      responsible: names.get(dossier.responsible_user_id ?? '') ?? '',
      responsibleEmail: responsible?.email ?? '',
      executor: names.get(dossier.executor_user_id ?? '') ?? '',
      createdOn: { iso: toIsoDate(dossier.created_at)!, text: formatDate(dossier.created_at) },
      funeralAt: documentMoment(dossier.funeral_at),
      notes: str(dossier.general_notes),
    },
    deceased: deceasedOf(section('deceased')),
    ...people,
    ...parts,
    flowers: flowersOf(section('flowers')),
    printedMatter: printedMatterOf(section('printed-matter')),
    insurances: insurancesOf(section('insurances')),
    ashDestination: isCremation
      ? ashDestinationOf(section('ash-destination'), cremation?.date?.iso ?? null)
      : null,
    budget: budgetOf(budget),
    schedule: scheduleOf(parts, reservations, tasks),
    tasks: tasks.map((task) => ({
      title: task.title,
      dueDate: documentDate(task.due_date),
      done: task.status === 'done',
      statusLabel: TASK_STATUS_LABELS[task.status],
      assignee: task.assignee_name ?? '',
      priorityLabel: TASK_PRIORITY_LABELS[task.priority],
    })),
    crematoriumRequest: request,
  };
}

/** JSON with the keys of every object sorted: the same data always gives the same text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Obj)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the data without the moment it was put together: equal data, equal fingerprint. */
export function dataFingerprint(data: DossierDocumentData): string {
  const { generatedOn: _on, generatedAt: _at, ...rest } = data;
  return createHash('sha256').update(stableJson(rest)).digest('hex');
}
