import { z } from 'zod';
import { formatDate, toIsoDate } from '../format/date.ts';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import {
  amsterdamInstant,
  dutchOrdinal,
  LEGAL_WINDOW_DEFAULTS,
  type LegalExceptionPermit,
} from '../rules/legal-window.ts';
import { isIsoDate } from '../schemas/dossier.ts';
import { required } from '../schemas/fields.ts';
import * as f from './builder.ts';
import { address, personSpecs } from './common.ts';
import type { AddIssue, SectionRule } from './context.ts';
import type { SectionForm } from './form-types.ts';
import { SECTION_LABELS } from './keys.ts';

const errors = messages.dossiers.sectionErrors;
const law = messages.law;
const checklist = messages.documentChecklist.sections;

export const GENDERS = { male: 'Man', female: 'Vrouw', other: 'Anders / onbekend' } as const;

export const MARITAL_STATUSES = {
  unmarried: 'Ongehuwd',
  married: 'Gehuwd',
  registered_partner: 'Geregistreerd partner',
  divorced: 'Gescheiden',
  widowed: 'Weduwe / weduwnaar',
} as const;

export const NAME_USES = {
  own: 'Eigen naam',
  partner: 'Naam van de partner',
  partner_own: 'Naam van de partner gevolgd door eigen naam',
  own_partner: 'Eigen naam gevolgd door naam van de partner',
} as const;

export const LIFE_PHILOSOPHIES = {
  none: 'Geen',
  roman_catholic: 'Rooms-katholiek',
  protestant: 'Protestants',
  evangelical: 'Evangelisch',
  islamic: 'Islamitisch',
  jewish: 'Joods',
  hindu: 'Hindoeïstisch',
  buddhist: 'Boeddhistisch',
  humanist: 'Humanistisch',
  other: 'Anders',
} as const;

export const PLACES_OF_DEATH = {
  home: 'Thuis',
  hospital: 'Ziekenhuis',
  nursing_home: 'Verpleeghuis',
  hospice: 'Hospice',
  elsewhere: 'Elders',
} as const;

/** Both granted by the burgemeester (art. 17 Wlb); a vervroeging with the consent of the officier van justitie. */
export const LEGAL_EXCEPTION_KINDS = law.exceptionKinds;

export const DONATION_KINDS = {
  none: 'Geen donatie',
  organs: 'Orgaan- of weefseldonatie',
  body: 'Lichaam ter beschikking van de wetenschap',
} as const;

/** Who signed the A-verklaring (art. 7 and 10 Wlb). */
export const STATEMENT_ISSUERS = {
  physician: 'Behandelend arts',
  coroner: 'Gemeentelijk lijkschouwer',
} as const;

/** The deceased's identity document, handed in at the aangifte. */
export const IDENTITY_DOCUMENTS = {
  passport: 'Paspoort',
  identity_card: 'Identiteitskaart',
  driving_licence: 'Rijbewijs',
  residence_document: 'Verblijfsdocument',
  none: 'Geen identiteitsbewijs gevonden',
} as const;

const contact = (label: string) =>
  f.object(label, {
    name: f.text('Naam', { width: 'half' }),
    phone: f.phone('Telefoonnummer', { width: 'half' }),
  });

const fields = {
  person: f.object('Persoonsgegevens', {
    ...personSpecs,
    gender: f.select('Geslacht', GENDERS, { width: 'third' }),
    birthDate: f.date('Geboortedatum', { width: 'third' }),
    birthPlace: f.text('Geboorteplaats', { max: 100, width: 'third' }),
    birthCountry: f.country('Geboorteland', { width: 'half' }),
    nationality: f.country('Nationaliteit', { width: 'half', help: 'Het land van de nationaliteit.' }),
    bsn: f.bsn('BSN', {
      width: 'half',
      help: 'Burgerservicenummer: bijzonder persoonsgegeven, wordt in overzichten afgeschermd.',
    }),
    occupation: f.text('Beroep', { max: 100, width: 'half' }),
  }),
  maritalStatus: f.select('Burgerlijke staat', MARITAL_STATUSES, { width: 'half' }),
  partner: f.object('Partner', {
    firstNames: f.text('Voornamen', { width: 'half' }),
    namePrefix: f.text('Tussenvoegsel', { max: 20, width: 'third' }),
    lastName: f.text('Achternaam', { width: 'half' }),
    deceased: f.boolean('Partner is overleden'),
  }),
  parents: f.object(
    'Ouders',
    {
      firstParent: f.text('Naam eerste ouder', { width: 'half' }),
      secondParent: f.text('Naam tweede ouder', { width: 'half' }),
    },
    { help: 'Voornamen en achternaam, zoals op de akte van overlijden.' },
  ),
  nameUse: f.select('Naamgebruik', NAME_USES, {
    width: 'half',
    help: 'De naam op rouwkaarten en in brieven.',
  }),
  lifePhilosophy: f.select('Levensovertuiging', LIFE_PHILOSOPHIES, { width: 'half' }),
  ...f.when('lifePhilosophy', 'other', {
    lifePhilosophyOther: f.text('Andere levensovertuiging', { width: 'half' }),
  }),

  diedOn: f.date('Datum van overlijden', { width: 'half' }),
  diedAtTime: f.time('Tijd van overlijden', { width: 'half', help: law.unknownDeathTimeHelp }),
  foundDead: f.boolean('Overleden aangetroffen (lijkvinding)', {
    help: 'Het precieze moment van overlijden is dan niet bekend; leg vast wanneer de overledene is gevonden.',
  }),
  ...f.when('foundDead', true, {
    foundOn: f.date('Gevonden op', { width: 'half' }),
    foundAtTime: f.time('Tijd gevonden', { width: 'half' }),
  }),
  placeOfDeath: f.object('Plaats van overlijden', {
    kind: f.select('Soort plaats', PLACES_OF_DEATH, { width: 'half' }),
    name: f.text('Naam instelling', { width: 'half', help: 'Bijvoorbeeld het ziekenhuis of verpleeghuis.' }),
    address: address('Adres'),
  }),
  deathMunicipality: f.text('Gemeente van overlijden', {
    max: 100,
    width: 'half',
    help: 'Hier wordt de aangifte van overlijden gedaan.',
  }),
  unnaturalDeath: f.boolean('Niet-natuurlijke dood', {
    help: 'Dan is een verklaring van geen bezwaar van de officier van justitie nodig.',
  }),
  ...f.when('unnaturalDeath', true, {
    noObjectionReference: f.text('Verklaring van geen bezwaar (kenmerk)', { max: 100, width: 'half' }),
  }),
  physician: contact('Behandelend arts'),
  coroner: contact('Gemeentelijk lijkschouwer'),
  implants: f.object('Implantaten', {
    pacemaker: f.boolean('Pacemaker of ICD aanwezig'),
    ...f.when('pacemaker', true, {
      removedBy: f.text('Verwijderd door', { width: 'half' }),
      removedOn: f.date('Verwijderd op', { width: 'half' }),
    }),
    other: f.text('Andere implantaten', { help: 'Bijvoorbeeld een insulinepomp of radioactieve zaadjes.' }),
  }),

  deathStatement: f.object('Verklaring van overlijden (A-verklaring)', {
    received: f.boolean('A-verklaring ontvangen'),
    ...f.when('received', true, {
      receivedOn: f.date('Ontvangen op', { width: 'half' }),
      issuedBy: f.select('Afgegeven door', STATEMENT_ISSUERS, { width: 'half' }),
      causeOfDeathEnvelope: f.boolean('B-verklaring (doodsoorzaak) in gesloten envelop ontvangen'),
    }),
  }),
  registration: f.object('Aangifte van overlijden', {
    registeredOn: f.date('Datum aangifte', { width: 'third' }),
    municipality: f.text('Gemeente', { max: 100, width: 'third' }),
    deedNumber: f.text('Aktenummer', { max: 50, width: 'third' }),
    identityDocument: f.select('Identiteitsbewijs van de overledene', IDENTITY_DOCUMENTS, { width: 'half' }),
    identityDocumentHandedIn: f.boolean('Identiteitsbewijs ingeleverd bij de aangifte', { width: 'half' }),
  }),
  legalException: f.object(
    'Uitstel of vervroeging',
    {
      kind: f.select('Soort vergunning', LEGAL_EXCEPTION_KINDS, { width: 'half' }),
      reference: f.text('Kenmerk', { max: 100, width: 'half' }),
      grantedBy: f.text('Verleend door', { width: 'half' }),
      grantedOn: f.date('Datum', { width: 'half' }),
      ...f.when('kind', 'delay', { until: f.date(law.exceptionUntil, { width: 'half' }) }),
    },
    {
      help: interpolate(law.exceptionHelp, {
        hours: LEGAL_WINDOW_DEFAULTS.earliestHours,
        ordinal: dutchOrdinal(LEGAL_WINDOW_DEFAULTS.latestWorkingDays),
      }),
    },
  ),

  lastWishes: f.object('Laatste wensen', {
    codicil: f.boolean('Codicil aanwezig', { width: 'half' }),
    will: f.boolean('Testament aanwezig', { width: 'half' }),
    notary: f.text('Notaris', { width: 'half' }),
    notaryPhone: f.phone('Telefoonnummer notaris', { width: 'half' }),
    executor: f.text('Executeur', { width: 'half' }),
    executorPhone: f.phone('Telefoonnummer executeur', { width: 'half' }),
    wishes: f.textarea('Wensen'),
  }),
  donation: f.object('Donatie', {
    kind: f.select('Donatie', DONATION_KINDS, { width: 'half' }),
    registeredInDonorRegister: f.boolean('Geregistreerd in het Donorregister', { width: 'half' }),
    institution: f.text('Ontvangende instelling', { width: 'half' }),
    notes: f.textarea('Bijzonderheden donatie'),
  }),
  notes: f.textarea('Bijzonderheden'),
} satisfies f.FieldSpecs;

export const deceasedSchema = z.object(f.shapeOf(fields));
export type DeceasedSection = z.output<typeof deceasedSchema>;

export const deceasedForm: SectionForm<'deceased'> = {
  key: 'deceased',
  title: SECTION_LABELS.deceased,
  description: 'De gegevens van de overledene, het overlijden en de wettelijke documenten.',
  groups: [
    f.group('Persoon', fields, [
      'person',
      'maritalStatus',
      'partner',
      'parents',
      'nameUse',
      'lifePhilosophy',
      'lifePhilosophyOther',
    ]),
    f.group('Overlijden', fields, [
      'diedOn',
      'diedAtTime',
      'foundDead',
      'foundOn',
      'foundAtTime',
      'placeOfDeath',
      'deathMunicipality',
      'unnaturalDeath',
      'noObjectionReference',
      'physician',
      'coroner',
      'implants',
    ]),
    f.group(
      checklist.registrationGroup,
      fields,
      ['deathStatement', 'registration', 'legalException'],
      checklist.registrationGroupHelp,
    ),
    f.group('Wensen en donatie', fields, ['lastWishes', 'donation', 'notes']),
  ],
};

/** The time a death without a known time counts from: the end of that day, the safe side for the 36 hours. */
export const UNKNOWN_DEATH_TIME = '23:59';

/**
 * The moment of death as an instant from the form's date and time, read in Amsterdam (time unknown: 23:59 of
 * that day, so the 36 hours never start too early). Null for an invalid date or time.
 */
export function diedAtFromParts(date: string | null | undefined, time?: string | null): string | null {
  if (!date || !isIsoDate(date)) return null;
  return amsterdamInstant(date, time && time.trim() !== '' ? time : UNKNOWN_DEATH_TIME);
}

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The dossier exists with a name and a date of death: these stay required (checked on the raw input). */
export function deceasedRequiredErrors(data: unknown): Record<string, string[]> {
  const source = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const person = (
    source['person'] !== null && typeof source['person'] === 'object' ? source['person'] : {}
  ) as Record<string, unknown>;
  const result: Record<string, string[]> = {};
  if (!isFilled(person['firstNames'])) result['person.firstNames'] = [required('Voornamen')];
  if (!isFilled(person['lastName'])) result['person.lastName'] = [required('Achternaam')];
  if (!isFilled(source['diedOn'])) result['diedOn'] = [required('Datum van overlijden')];
  return result;
}

export const deceasedRules: SectionRule<DeceasedSection> = (data, context, add) => {
  const today = toIsoDate(context.now ?? new Date()) ?? '';
  const { diedOn } = data;
  const birthDate = data.person?.birthDate;
  if (birthDate && birthDate > today) add(['person', 'birthDate'], errors.bornInFuture);
  if (diedOn && diedOn > today) add(['diedOn'], errors.diedInFuture);
  if (diedOn && birthDate && diedOn < birthDate) add(['diedOn'], errors.diedBeforeBirth);
  if (diedOn) {
    const notBeforeDeath = (path: string[], value: string | null | undefined, label: string) => {
      if (value && value < diedOn) {
        add(path, interpolate(errors.beforeDeath, { field: label, diedOn: formatDate(diedOn) }));
      }
    };
    notBeforeDeath(
      ['registration', 'registeredOn'],
      data.registration?.registeredOn,
      'De datum van aangifte',
    );
    notBeforeDeath(['foundOn'], data.foundDead ? data.foundOn : null, 'De datum van de lijkvinding');
    notBeforeDeath(
      ['deathStatement', 'receivedOn'],
      data.deathStatement?.receivedOn,
      'De datum van ontvangst van de A-verklaring',
    );
    notBeforeDeath(
      ['legalException', 'grantedOn'],
      data.legalException?.grantedOn,
      'De datum van de vergunning',
    );
    if (data.legalException?.kind === 'delay') {
      notBeforeDeath(['legalException', 'until'], data.legalException.until, law.exceptionUntilField);
    }
  }
  if (data.legalException?.kind && !data.legalException.reference) {
    add(['legalException', 'reference'], errors.exceptionReference);
  }
  if (data.legalException?.kind === 'delay' && !data.legalException.until) {
    add(['legalException', 'until'], law.exceptionUntilRequired);
  }
  checkFindingAndStatement(data, today, add);
};

/** Whether the deceased was under 18 on the day of death. */
function wasMinor(birthDate: string | null | undefined, diedOn: string | null | undefined): boolean {
  if (!birthDate || !diedOn) return false;
  const adultOn = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
  // A death "before" the birth is refused on its own (diedBeforeBirth), not here as well.
  return diedOn >= birthDate && diedOn < adultOn;
}

/**
 * A body found later than today cannot be; the A-verklaring of a non-natural death or of a minor comes from the
 * gemeentelijk lijkschouwer (art. 10 and 10a Wlb), not from the treating doctor.
 */
function checkFindingAndStatement(data: DeceasedSection, today: string, add: AddIssue): void {
  if (data.foundDead && data.foundOn && data.foundOn > today) add(['foundOn'], checklist.foundInFuture);
  if (
    data.deathStatement?.issuedBy === 'physician' &&
    (data.unnaturalDeath === true || wasMinor(data.person?.birthDate, data.diedOn))
  ) {
    add(['deathStatement', 'issuedBy'], checklist.statementByCoroner);
  }
}

/**
 * The recorded uitstel/vervroeging permit (a kind with a reference), or null; an uitstel carries its last day
 * (`until`, null when it was not recorded: then it allows nothing later).
 */
export function legalExceptionOf(
  deceased: DeceasedSection | Record<string, unknown> | null | undefined,
): LegalExceptionPermit | null {
  const exception = (deceased as { legalException?: unknown } | null | undefined)?.legalException;
  if (exception === null || typeof exception !== 'object') return null;
  const { kind, reference, until } = exception as { kind?: unknown; reference?: unknown; until?: unknown };
  if ((kind !== 'delay' && kind !== 'early') || typeof reference !== 'string' || reference.trim() === '')
    return null;
  const lastDay = kind === 'delay' && typeof until === 'string' && isIsoDate(until) ? until : null;
  return { kind, reference: reference.trim(), until: lastDay };
}

export interface DossierSummary {
  firstNames: string | null;
  namePrefix: string | null;
  lastName: string | null;
  birthDate: string | null;
  diedAt: string | null;
  bsn: string | null;
}

/** The dossier's columns kept in step with the deceased section (nulls for what is not filled). */
export function dossierSummaryFromDeceased(
  data: DeceasedSection | Record<string, unknown> | null | undefined,
): DossierSummary {
  const source = (data ?? {}) as Record<string, unknown>;
  const person = (
    source['person'] !== null && typeof source['person'] === 'object' ? source['person'] : {}
  ) as Record<string, unknown>;
  const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    firstNames: textOf(person['firstNames']),
    namePrefix: textOf(person['namePrefix']),
    lastName: textOf(person['lastName']),
    birthDate: textOf(person['birthDate']),
    diedAt: diedAtFromParts(textOf(source['diedOn']), textOf(source['diedAtTime'])),
    bsn: textOf(person['bsn']),
  };
}
