import {
  addDays,
  addWorkingDays,
  amsterdamInstant,
  ashReleaseDate,
  createOrganizationSchema,
  formatTime,
  messages,
  noteSchema,
  permissionsForRole,
  saveSectionSchema,
  sectionsForType,
  toIsoDate,
  updateDossierSchema,
  updateTaskSchema,
  dossierStatusSchema,
  type DossierStatus,
  type DossierType,
  type OrganizationType,
  type Role,
  type SectionKey,
} from '@afscheid/shared';
import type { Dossier, Organization } from '../db/types.ts';
import type { Clock } from '../lib/clock.ts';
import { systemContext, type Actor, type ContextDeps, type ServiceContext } from '../lib/context.ts';
import { hashPassword } from '../lib/crypto.ts';
import { inTransaction } from '../lib/transaction.ts';
import { changeStatus, createDossier, dossiersRepository, updateDossier } from '../modules/dossiers/index.ts';
import { addMembership } from '../modules/members/index.ts';
import { createNote } from '../modules/notes/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import { saveSection, sectionsRepository } from '../modules/sections/index.ts';
import { tasksRepository, updateTask } from '../modules/tasks/index.ts';
import { createUser, usersRepository } from '../modules/users/index.ts';
import type { Mailer } from '../mail/outbox.ts';

import { seedDemoArticles } from './demo-articles.ts';
import { seedDemoBudget } from './demo-budget.ts';
import { seedDemoPlanner } from './planner.ts';
import { seedDemoCrematoriumRequests } from './crematorium-requests.ts';
import { seedDemoAshes, seedDemoAshRequest } from './ashes.ts';
import { seedDemoSuppliers } from './demo-suppliers.ts';

export const DEMO_PASSWORD = 'Afscheid-demo-2026';

/**
 * Realistic but made-up details; identifiers pass the Dutch checks (KvK, btw, IBAN mod-97, postcode). Given as
 * the API receives them and created through the same service.
 */
const ORGANIZATIONS = [
  {
    key: 'linde',
    name: 'Uitvaartzorg De Linde',
    type: 'funeral_company',
    kvkNumber: '30287451',
    vatNumber: 'NL812345678B01',
    iban: 'NL44RABO0123456789',
    street: 'Lindelaan',
    houseNumber: '14',
    postcode: '3572 AB',
    city: 'Utrecht',
    phone: '030 271 45 60',
    email: 'info@uitvaartzorgdelinde.test',
  },
  {
    key: 'rozenveld',
    name: 'Crematorium Het Rozenveld',
    type: 'crematorium',
    kvkNumber: '30412987',
    vatNumber: 'NL859301126B01',
    iban: 'NL20INGB0001234567',
    street: 'Rozenveldweg',
    houseNumber: '2',
    houseNumberAddition: 'A',
    postcode: '3731 GE',
    city: 'De Bilt',
    phone: '030 220 18 00',
    email: 'info@crematoriumhetrozenveld.test',
  },
] as const;

export const DEMO_USERS: { email: string; name: string; isSuper?: boolean; memberships: [string, Role][] }[] =
  [
    { email: 'platform@afscheid.test', name: 'Pim Platform', isSuper: true, memberships: [] },
    {
      email: 'eigenaar@afscheid.test',
      name: 'Eva de Eigenaar',
      memberships: [
        ['linde', 'owner'],
        ['rozenveld', 'owner'],
      ],
    },
    { email: 'beheerder@afscheid.test', name: 'Bas Beheerder', memberships: [['linde', 'admin']] },
    {
      email: 'uitvaartverzorger@afscheid.test',
      name: 'Ursula Verzorger',
      memberships: [['linde', 'funeral_director']],
    },
    { email: 'medewerker@afscheid.test', name: 'Mehmet Medewerker', memberships: [['linde', 'employee']] },
    {
      email: 'crematorium@afscheid.test',
      name: 'Chris Crematorium',
      memberships: [['rozenveld', 'crematorium_staff']],
    },
    { email: 'lezer@afscheid.test', name: 'Lotte Lezer', memberships: [['linde', 'viewer']] },
  ];

/** What the seed needs of the app: the database, the clock, the keys and the e-mail outbox (`app.deps`). */
export type SeedDeps = ContextDeps & { mailer: Mailer };

/** A clock that stands still at one moment: the demo's records are made at the time they happened. */
const clockAt = (date: Date): Clock => ({ now: () => new Date(date.getTime()) });

/** The platform operator's run: audited as the platform administrator, outside any organisation. */
function platformActor(userId: string): Actor {
  return {
    userId,
    organizationId: null,
    organizationType: null,
    role: 'super',
    permissions: [],
    isSuper: true,
  };
}

/** A member acting in an organisation with the permissions of their role there. */
function memberActor(userId: string, organization: Pick<Organization, 'id' | 'type'>, role: Role): Actor {
  return {
    userId,
    organizationId: organization.id,
    organizationType: organization.type,
    role,
    permissions: permissionsForRole(role, organization.type as OrganizationType),
    isSuper: false,
  };
}

/**
 * Seeds the demo organisations, one user per role and the demo dossiers through the same services the API
 * uses, so every rule and the audit trail apply; does nothing when users exist.
 */
export async function seedDemo(deps: SeedDeps): Promise<boolean> {
  if (await usersRepository.any(deps.db)) return false;
  const now = deps.clock.now();
  // scrypt is slow on purpose: one hash for the demo password, shared by the demo users.
  const passwordHash = await hashPassword(DEMO_PASSWORD, deps.config.passwordHashCost);
  // One transaction, with every service inside it (they join the caller's): a failure halfway leaves an empty
  // database, so the next start seeds again instead of keeping half a demo.
  await inTransaction(deps.db, async (db) => {
    const tx: SeedDeps = { ...deps, db };
    const bare = systemContext(tx, platformActor(''));
    const userIds = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const created = await createUser(
        bare,
        { name: user.name, email: user.email, password: DEMO_PASSWORD, isSuper: user.isSuper },
        { passwordHash },
      );
      userIds.set(user.email, created.id);
    }
    const platform = {
      ...systemContext(tx, platformActor(userIds.get('platform@afscheid.test')!)),
      mailer: tx.mailer,
    };
    const organizations = new Map<string, Organization>();
    for (const { key, ...fields } of ORGANIZATIONS) {
      organizations.set(key, await createOrganization(platform, createOrganizationSchema.parse(fields)));
    }
    // The owner too: an owner e-mail would only invite (the API seats nobody without their consent), while
    // the operator seeding the demo adds its accounts as members directly.
    for (const user of DEMO_USERS) {
      for (const [orgKey, role] of user.memberships) {
        await addMembership(platform, organizations.get(orgKey)!, { userId: userIds.get(user.email)!, role });
      }
    }
    // The price list before the dossiers: their budgets are built from it.
    const linde = organizations.get('linde')!;
    const lindeOwner = userIds.get('eigenaar@afscheid.test')!;
    await seedDemoArticles(tx, linde.id, lindeOwner, await seedDemoSuppliers(tx, linde.id, lindeOwner));
    const rozenveld = organizations.get('rozenveld')!;
    const crematoriumStaff = userIds.get('crematorium@afscheid.test')!;
    await seedDemoDossiers(
      tx,
      now,
      organizations.get('linde')!,
      {
        owner: userIds.get('eigenaar@afscheid.test')!,
        director: userIds.get('uitvaartverzorger@afscheid.test')!,
        employee: userIds.get('medewerker@afscheid.test')!,
      },
      {
        // Mien Bakker's cremation went through a request to Het Rozenveld, while her dossier was still open.
        beforeStatus: (dossier) =>
          seedDemoAshRequest(tx, now, dossier, { linde, rozenveld }, {
            director: userIds.get('uitvaartverzorger@afscheid.test')!,
            crematorium: crematoriumStaff,
          }),
      },
    );
    // The places and the planner after the dossiers: the reservations are for them.
    await seedDemoPlanner(tx, now, { linde, rozenveld: organizations.get('rozenveld')! }, {
      owner: lindeOwner,
      director: userIds.get('uitvaartverzorger@afscheid.test')!,
      crematorium: userIds.get('crematorium@afscheid.test')!,
    });
    // The requests after the planner: accepting one books Het Rozenveld's aula, coffee room and oven.
    await seedDemoCrematoriumRequests(tx, now, { linde, rozenveld: organizations.get('rozenveld')! }, {
      director: userIds.get('uitvaartverzorger@afscheid.test')!,
      crematorium: userIds.get('crematorium@afscheid.test')!,
    });
    await seedDemoAshes(tx, now, rozenveld, { crematorium: crematoriumStaff, owner: lindeOwner });
  });
  return true;
}

export async function hasDemoUsers(deps: Pick<SeedDeps, 'db'>): Promise<boolean> {
  return Boolean(await usersRepository.findByEmail(deps.db, 'eigenaar@afscheid.test'));
}

export function demoLoginsText(appUrl: string): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  const rows = DEMO_USERS.map((u) => {
    const orgName = (key: string) => ORGANIZATIONS.find((o) => o.key === key)!.name;
    const role = u.isSuper
      ? messages.roles.super
      : u.memberships.map(([org, r]) => `${messages.roles[r]} bij ${orgName(org)}`).join(', ');
    return `  ${u.email.padEnd(width)}  ${role}`;
  });
  return [
    '',
    `Demo-omgeving: open ${appUrl} en log in met een van deze accounts (wachtwoord: ${DEMO_PASSWORD}):`,
    ...rows,
    '',
  ].join('\n');
}

type DemoPeople = { owner: string; director: string; employee: string };

/** One demo dossier: when it happened relative to "now", what the family told us, how far the work is. */
type DemoDossier = {
  type: DossierType;
  status: DossierStatus;
  /** Days before today (Amsterdam) and the time of death; `hoursAgo` instead for a death reported today. */
  died: { daysAgo: number; time: string } | { hoursAgo: number };
  /** The cremation or burial: working days after the day of death, at this time. */
  funeral?: { workingDays: number; time: string };
  responsible: keyof DemoPeople;
  /** The sections' data given the dates of this dossier (the funeral day as `YYYY-MM-DD`). */
  sections: (dates: {
    diedOn: string;
    funeralDay: string | null;
    today: string;
    /** The time of death (`HH:mm`, Amsterdam). */
    diedTime: string;
  }) => Partial<Record<SectionKey, Record<string, unknown>>>;
  /**
   * How many of the standard tasks are done (past "open", also every task due by today: a dossier whose work is
   * done has no overdue tasks; cancelling removes a dossier's open tasks).
   */
  tasksDone: number;
  /** A budget built from the price list (seed/demo-budget.ts), before the status moves on. */
  budget?: boolean;
  /** Why a cancelled dossier was cancelled (the status change asks for it). */
  cancelReason?: string;
  notes?: { author: keyof DemoPeople; body: string; hoursAgo: number }[];
};

const address = (street: string, houseNumber: string, postcode: string, city: string) => ({
  street,
  houseNumber,
  postcode,
  city,
});
const ROZENVELD = { ...address('Rozenveldweg', '2', '3731 GE', 'De Bilt'), houseNumberAddition: 'A' };
const LINDE = address('Lindelaan', '14', '3572 AB', 'Utrecht');

/** A cremation at the demo crematorium, Het Rozenveld, in a coffin it accepts; `rest` holds the dossier's own. */
const rozenveldCremation = (date: string | null, time: string, rest: Record<string, unknown>) => ({
  crematoriumName: 'Crematorium Het Rozenveld',
  crematoriumAddress: ROZENVELD,
  date,
  time,
  coffinSuitable: true,
  ...rest,
});

/**
 * A handful of dossiers of Uitvaartzorg De Linde in every stage, dated relative to the clock so the legal
 * windows hold on whatever day the demo starts: two lopende (one reported this morning), one uitgevoerd,
 * one gefactureerd, one gearchiveerd with its ashes scattered, one geannuleerd.
 */
const DEMO_DOSSIERS: DemoDossier[] = [
  {
    type: 'cremation',
    status: 'open',
    budget: true,
    died: { daysAgo: 1, time: '06:40' },
    funeral: { workingDays: 4, time: '14:30' },
    responsible: 'director',
    tasksDone: 2,
    sections: ({ diedOn, funeralDay, today }) => ({
      deceased: {
        person: {
          salutation: 'mrs',
          firstNames: 'Hendrika Johanna',
          initials: 'H.J.',
          callName: 'Riek',
          namePrefix: 'de',
          lastName: 'Boer',
          gender: 'female',
          birthDate: '1938-04-12',
          birthPlace: 'Amersfoort',
          birthCountry: 'NL',
          nationality: 'NL',
          address: address('Kastanjelaan', '31', '3571 CJ', 'Utrecht'),
        },
        maritalStatus: 'widowed',
        partner: { firstNames: 'Willem', lastName: 'Jansen', deceased: true },
        nameUse: 'own',
        lifePhilosophy: 'protestant',
        diedOn,
        diedAtTime: '06:40',
        placeOfDeath: {
          kind: 'nursing_home',
          name: 'Zorgcentrum De Koppel',
          address: address('Koppelweg', '5', '3572 CW', 'Utrecht'),
        },
        deathMunicipality: 'Utrecht',
        physician: { name: 'Dr. A. Koster', phone: '030 251 44 20' },
        implants: { pacemaker: true, removedBy: 'Uitvaartzorg De Linde', removedOn: today },
        deathStatement: { received: true, receivedOn: diedOn, issuedBy: 'physician' },
        registration: {
          registeredOn: today,
          municipality: 'Utrecht',
          identityDocument: 'identity_card',
          identityDocumentHandedIn: true,
        },
      },
      client: {
        person: {
          salutation: 'mr',
          firstNames: 'Marcel',
          namePrefix: 'de',
          lastName: 'Boer',
          phone: '06 41 23 88 10',
          email: 'marcel.deboer@example.nl',
          address: address('Amsterdamsestraatweg', '112', '3513 AH', 'Utrecht'),
        },
        relation: 'Zoon',
        iban: 'NL91ABNA0417164300',
        contacts: [
          {
            person: {
              firstNames: 'Ingrid',
              lastName: 'Smit',
              phone: '06 29 87 41 02',
              email: 'ingrid.smit@example.nl',
            },
            relation: 'Dochter',
            receivesCard: true,
            roleOnDay: 'Spreker',
          },
          {
            person: {
              firstNames: 'Jan',
              namePrefix: 'de',
              lastName: 'Boer',
              address: address('Stationsweg', '4', '3811 CV', 'Amersfoort'),
            },
            relation: 'Broer',
            receivesCard: true,
          },
        ],
      },
      care: {
        caredBy: 'both',
        place: 'Rouwcentrum De Linde',
        date: today,
        time: '10:00',
        clothing: 'own',
        clothingDescription: 'Haar lichtblauwe mantelpakje met de parelketting.',
        clothesReturned: false,
        cooling: 'laying_out_cooling',
        coolingFrom: today,
        coffin: { model: 'Eiken Klassiek', material: 'solid_wood', length: 185 },
      },
      wake: {
        placeKind: 'funeral_home',
        placeName: 'Rouwcentrum De Linde, kamer 2',
        placeAddress: LINDE,
        fromDate: today,
        fromTime: '14:00',
        visitingHours: [{ date: today, from: '19:00', until: '20:00', access: 'open' }],
        coffin: 'open',
        condolenceBook: true,
      },
      ceremony: {
        held: true,
        kind: 'farewell_service',
        placeName: 'Aula Crematorium Het Rozenveld',
        placeAddress: ROZENVELD,
        date: funeralDay,
        startTime: '13:00',
        endTime: '14:00',
        expectedGuests: 80,
        masterOfCeremonies: 'Ursula Verzorger',
        speakers: [
          { name: 'Marcel de Boer', relation: 'Zoon', order: 1, minutes: 5 },
          { name: 'Ingrid Smit', relation: 'Dochter', order: 2, minutes: 5 },
        ],
        music: [
          { title: 'Ave Maria', artist: 'André Rieu', moment: 'entrance', source: 'own' },
          { title: 'Mag ik dan bij jou', artist: 'Claudia de Breij', moment: 'farewell', source: 'library' },
        ],
        photoPresentation: true,
        coffin: 'closed',
      },
      flowers: {
        arrangements: [
          {
            kind: 'coffin_spray',
            florist: 'Bloemsierkunst Rozemarijn',
            description: 'Witte rozen en lathyrus',
            ribbonLeft: 'Lieve mam en oma',
            ribbonRight: 'Marcel, Ingrid en kleinkinderen',
            price: 14950,
            deliverTo: 'Crematorium Het Rozenveld',
            deliveryDate: funeralDay,
            deliveryTime: '12:00',
            afterwards: 'crematorium',
          },
        ],
        notes: 'Liever geen bloemen van de buren, maar een gift aan het Longfonds.',
      },
      condolence: {
        held: true,
        placeName: 'Koffiekamer Crematorium Het Rozenveld',
        placeAddress: ROZENVELD,
        date: funeralDay,
        startTime: '14:00',
        endTime: '15:00',
        register: 'paper',
        // The addresses for the envelopes of the condolence register (issue 16).
        addresses: [
          { name: 'Familie Smit', address: address('Biltstraat', '88', '3572 BH', 'Utrecht') },
          { name: 'J. de Boer', address: address('Stationsweg', '4', '3811 CV', 'Amersfoort') },
          { name: 'Familie Koster', address: address('Kastanjelaan', '2', '3571 CJ', 'Utrecht') },
        ],
      },
      cremation: rozenveldCremation(funeralDay, '14:30', {
        crematoriumPhone: '030 220 18 00',
        kind: 'with_ceremony',
        requestFormSignedOn: today,
        firstAshChoice: 'temporary_storage',
      }),
    }),
    notes: [
      {
        author: 'director',
        hoursAgo: 20,
        body: 'Familiegesprek gehad met Marcel en Ingrid. Zij willen dat de kleinkinderen een tekening in de kist leggen.',
      },
      {
        author: 'employee',
        hoursAgo: 3,
        body: 'Marcel belt morgen om 10.00 uur over de muziek voor het afscheid.',
      },
    ],
  },
  {
    type: 'burial',
    status: 'open',
    died: { daysAgo: 2, time: '22:15' },
    funeral: { workingDays: 3, time: '11:00' },
    responsible: 'owner',
    tasksDone: 3,
    sections: ({ diedOn, funeralDay, today }) => ({
      deceased: {
        person: {
          salutation: 'mr',
          firstNames: 'Gerrit Jan',
          callName: 'Gert',
          lastName: 'Mulder',
          gender: 'male',
          birthDate: '1944-09-03',
          birthPlace: 'Zeist',
          birthCountry: 'NL',
          nationality: 'NL',
          address: address('Slotlaan', '87', '3701 GB', 'Zeist'),
        },
        maritalStatus: 'married',
        partner: { firstNames: 'Aaltje', lastName: 'Veenstra' },
        lifePhilosophy: 'roman_catholic',
        diedOn,
        diedAtTime: '22:15',
        placeOfDeath: { kind: 'home', address: address('Slotlaan', '87', '3701 GB', 'Zeist') },
        deathMunicipality: 'Zeist',
        physician: { name: 'Dr. M. Hoekstra', phone: '030 691 22 33' },
        registration: { registeredOn: today, municipality: 'Zeist', deedNumber: '2026-A-0412' },
        lastWishes: { codicil: true, wishes: 'Begraven bij zijn ouders op Soestbergen.' },
      },
      client: {
        person: {
          salutation: 'mrs',
          firstNames: 'Aaltje',
          callName: 'Alie',
          lastName: 'Mulder-Veenstra',
          phone: '030 691 45 78',
          address: address('Slotlaan', '87', '3701 GB', 'Zeist'),
        },
        relation: 'Echtgenote',
        contacts: [
          {
            person: { firstNames: 'Thomas', lastName: 'Mulder', phone: '06 12 34 56 78' },
            relation: 'Zoon',
            roleOnDay: 'Drager',
          },
        ],
      },
      church: {
        held: true,
        denomination: 'roman_catholic',
        kind: 'funeral_mass',
        churchName: 'Sint-Jozefkerk',
        churchAddress: address('Kerkweg', '2', '3703 BE', 'Zeist'),
        officiant: { name: 'Pastoor L. van Vliet', phone: '030 691 10 20' },
        date: funeralDay,
        startTime: '09:30',
        endTime: '10:30',
        organist: 'Henk Kuipers',
        songs: [{ title: 'Lied van Gods trouw', reference: 'Gezang 1' }],
        churchContribution: 35000,
      },
      'funeral-procession': {
        hearse: { vehicle: 'Mercedes E-klasse rouwauto' },
        followingCars: 2,
        followingCarPassengers: 8,
        bearers: { count: 6 },
        departureDate: funeralDay,
        departureTime: '10:40',
        arrivalTime: '10:55',
        departurePlace: 'Sint-Jozefkerk',
        route: 'Langs de Slotlaan, het huis van de familie.',
      },
      funeral: {
        cemeteryName: 'Begraafplaats Soestbergen',
        cemeteryAddress: address('Gansstraat', '167', '3582 EP', 'Utrecht'),
        date: funeralDay,
        time: '11:00',
        graveKind: 'family',
        existingGrave: true,
        rightsHolderConsent: true,
        graveDepth: 2,
        graveLocation: { section: 'C', row: '4', number: '17' },
        rightsHolder: { firstNames: 'Thomas', lastName: 'Mulder', phone: '06 12 34 56 78' },
        graveRightsYears: 20,
        graveRightsDeedNumber: 'SB-1998-0733',
        permit: { received: true, number: 'ZST-B-2026-118', municipality: 'Zeist', issuedOn: today },
        graveDiggingOrdered: true,
        lowering: true,
      },
    }),
    notes: [
      {
        author: 'owner',
        hoursAgo: 30,
        body: 'Mevrouw Mulder is slechtziend: afspraken altijd telefonisch bevestigen.',
      },
    ],
  },
  {
    type: 'cremation',
    status: 'open',
    died: { hoursAgo: 5 },
    responsible: 'director',
    tasksDone: 0,
    sections: ({ diedOn, diedTime }) => ({
      deceased: {
        person: {
          firstNames: 'Fatma',
          lastName: 'Yılmaz',
          gender: 'female',
          birthDate: '1951-02-20',
          birthCountry: 'TR',
          nationality: 'NL',
        },
        diedOn,
        diedAtTime: diedTime,
        placeOfDeath: { kind: 'hospital', name: 'Diakonessenhuis Utrecht' },
        deathMunicipality: 'Utrecht',
      },
      client: {
        person: { firstNames: 'Emre', lastName: 'Yılmaz', phone: '06 55 01 23 45' },
        relation: 'Zoon',
      },
    }),
  },
  {
    type: 'cremation',
    status: 'completed',
    budget: true,
    died: { daysAgo: 9, time: '03:20' },
    funeral: { workingDays: 3, time: '10:00' },
    responsible: 'director',
    tasksDone: 5,
    sections: ({ diedOn, funeralDay }) => ({
      deceased: {
        person: {
          salutation: 'mrs',
          firstNames: 'Wilhelmina',
          callName: 'Mien',
          lastName: 'Bakker',
          birthDate: '1931-12-01',
          birthPlace: 'Utrecht',
        },
        maritalStatus: 'widowed',
        diedOn,
        diedAtTime: '03:20',
        placeOfDeath: {
          kind: 'hospice',
          name: 'Hospice Demeter',
          address: address('Professor Bronkhorstlaan', '24', '3723 MB', 'Bilthoven'),
        },
        deathMunicipality: 'De Bilt',
      },
      client: {
        person: {
          firstNames: 'Peter',
          lastName: 'Bakker',
          email: 'p.bakker@example.nl',
          phone: '06 18 27 36 45',
        },
        relation: 'Zoon',
      },
      cremation: rozenveldCremation(funeralDay, '10:00', {
        kind: 'without_ceremony',
        attendInsertion: true,
        insertionAttendees: 3,
        registrationNumber: 'RZ-2026-0398',
        permit: { received: true, number: 'DB-C-2026-071', municipality: 'De Bilt', issuedOn: diedOn },
        requestFormSignedOn: diedOn,
        implantsStatementReceived: true,
        implantsConfirmedBy: 'Ursula Verzorger',
        firstAshChoice: 'temporary_storage',
      }),
    }),
  },
  {
    type: 'burial',
    status: 'invoiced',
    died: { daysAgo: 30, time: '15:05' },
    funeral: { workingDays: 4, time: '13:30' },
    responsible: 'director',
    tasksDone: 99,
    sections: ({ diedOn, funeralDay }) => ({
      deceased: {
        person: {
          salutation: 'mr',
          firstNames: 'Cornelis',
          callName: 'Kees',
          namePrefix: 'van',
          lastName: 'Dijk',
          birthDate: '1940-06-18',
        },
        maritalStatus: 'married',
        diedOn,
        diedAtTime: '15:05',
        deathMunicipality: 'Houten',
      },
      client: {
        person: { firstNames: 'Greet', namePrefix: 'van', lastName: 'Dijk', phone: '030 637 12 12' },
        relation: 'Echtgenote',
      },
      funeral: {
        cemeteryName: 'Begraafplaats Den Oord',
        cemeteryAddress: address('Koppeldijk', '1', '3991 AA', 'Houten'),
        date: funeralDay,
        time: '13:30',
        graveKind: 'private',
        graveRightsYears: 20,
        permit: { received: true, number: 'HTN-B-2026-033', municipality: 'Houten' },
      },
      insurances: {
        policies: [
          {
            insurer: 'dela',
            policyNumber: 'DL-0021-8876',
            kind: 'natura',
            insuredPerson: 'C. van Dijk',
            setAgainstInvoice: true,
          },
        ],
      },
    }),
  },
  {
    type: 'cremation',
    status: 'closed',
    died: { daysAgo: 75, time: '11:50' },
    funeral: { workingDays: 4, time: '15:00' },
    responsible: 'director',
    tasksDone: 99,
    sections: ({ diedOn, funeralDay, today }) => {
      const release = (funeralDay && ashReleaseDate(funeralDay)) || today;
      const scattered = addDays(release, 7) <= today ? addDays(release, 7) : null;
      return {
        deceased: {
          person: {
            salutation: 'mr',
            firstNames: 'Theodorus',
            callName: 'Theo',
            lastName: 'Peters',
            birthDate: '1936-01-27',
          },
          diedOn,
          diedAtTime: '11:50',
          deathMunicipality: 'Utrecht',
        },
        client: {
          person: { firstNames: 'Els', lastName: 'Peters', email: 'els.peters@example.nl' },
          relation: 'Dochter',
        },
        cremation: rozenveldCremation(funeralDay, '15:00', {
          kind: 'with_ceremony',
          permit: { received: true, number: 'UTR-C-2026-559', municipality: 'Utrecht' },
          requestFormSignedOn: diedOn,
          implantsStatementReceived: true,
        }),
        'ash-destination': {
          destination: 'scatter_field',
          scattering: 'with_relatives',
          place: { name: 'Strooiveld Crematorium Het Rozenveld', address: ROZENVELD },
          plannedDate: scattered,
          completedOn: scattered,
        },
      };
    },
  },
  {
    type: 'burial',
    status: 'cancelled',
    died: { daysAgo: 4, time: '08:10' },
    responsible: 'owner',
    tasksDone: 1,
    cancelReason: 'De familie heeft gekozen voor een uitvaartonderneming in Groningen.',
    sections: ({ diedOn }) => ({
      deceased: {
        person: { firstNames: 'Pieter', namePrefix: 'de', lastName: 'Vries', birthDate: '1948-08-08' },
        diedOn,
        diedAtTime: '08:10',
      },
      client: { person: { firstNames: 'Sandra', namePrefix: 'de', lastName: 'Vries' }, relation: 'Dochter' },
    }),
    notes: [
      {
        author: 'owner',
        hoursAgo: 80,
        body: 'De familie heeft gekozen voor een uitvaartverzorger in Groningen; dossier geannuleerd.',
      },
    ],
  },
];

/**
 * The demo company moved to Afscheid this year and kept its numbering: its counter starts where about 1.2
 * dossiers a day since 1 January would have brought it (dossier 2026-0391 in late November), as a real
 * switch-over does.
 */
function continueNumbering(deps: SeedDeps, organizationId: string, day: string): Promise<void> {
  const year = Number(day.slice(0, 4));
  const dayOfYear = (Date.parse(`${day}T00:00:00.000Z`) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
  return dossiersRepository.startNumbering(deps.db, organizationId, year, Math.floor(dayOfYear * 1.2));
}

/** The status changes that lead from open to the demo's status, in order. */
const STATUS_PATH: Record<DossierStatus, DossierStatus[]> = {
  open: [],
  completed: ['completed'],
  invoiced: ['completed', 'invoiced'],
  closed: ['completed', 'invoiced', 'closed'],
  cancelled: ['cancelled'],
};

const ROLE_OF: Record<keyof DemoPeople, Role> = {
  owner: 'owner',
  director: 'funeral_director',
  employee: 'employee',
};

/**
 * The demo dossiers of one organisation, made as a funeral director makes them: created through the dossier
 * service at the time the death was reported, every section saved through the section service (so every
 * shared rule and the audit trail apply), tasks completed, notes written, and the status moved along.
 */
export async function seedDemoDossiers(
  deps: SeedDeps,
  now: Date,
  organization: Organization,
  people: DemoPeople,
  hooks: { beforeStatus?: (dossier: Dossier) => Promise<void> } = {},
): Promise<void> {
  const today = toIsoDate(now)!;
  const hour = 3_600_000;
  const as = (person: keyof DemoPeople, at: Date): ServiceContext =>
    systemContext(
      { ...deps, clock: clockAt(at) },
      memberActor(people[person], organization, ROLE_OF[person]),
    );
  const fresh = async (id: string): Promise<Dossier> =>
    (await dossiersRepository.findById(deps.db, organization.id, id))!;
  // Oldest first, so the numbers follow the order in which the deaths were reported.
  const ordered = DEMO_DOSSIERS.map((demo) => {
    const diedAt =
      'hoursAgo' in demo.died
        ? new Date(now.getTime() - demo.died.hoursAgo * hour).toISOString()
        : amsterdamInstant(addDays(today, -demo.died.daysAgo), demo.died.time)!;
    return { demo, diedAt };
  }).sort((a, b) => (a.diedAt < b.diedAt ? -1 : 1));

  for (const { demo, diedAt } of ordered) {
    const diedOn = toIsoDate(diedAt)!;
    const funeralDay = demo.funeral ? addWorkingDays(diedOn, demo.funeral.workingDays) : null;
    const created = new Date(Math.min(new Date(diedAt).getTime() + 2 * hour, now.getTime()));
    const data = demo.sections({ diedOn, funeralDay, today, diedTime: formatTime(diedAt) });
    const person = (data.deceased?.['person'] ?? {}) as Record<string, string | undefined>;
    await continueNumbering(deps, organization.id, toIsoDate(created)!);

    const responsible = as(demo.responsible, created);
    // Typed input rather than the request schema: the schema's "not in the future" reads the wall clock, and the
    // seed (and its test) runs at any moment of the clock it is given. The service's own rules all apply.
    const { id } = await createDossier(responsible, {
      type: demo.type,
      deceasedFirstNames: person['firstNames']!,
      deceasedNamePrefix: person['namePrefix'] ?? null,
      deceasedLastName: person['lastName']!,
      diedAt,
      responsibleUserId: people[demo.responsible],
    });
    // The deceased first: the other sections' rules read it (dates, the legal window).
    const keys = sectionsForType(demo.type).filter((key) => data[key]);
    for (const key of ['deceased' as SectionKey, ...keys.filter((key) => key !== 'deceased')]) {
      if (!data[key]) continue;
      const dossier = await fresh(id);
      const section = (await listSectionVersion(deps, dossier, key))!;
      await saveSection(
        responsible,
        dossier,
        key,
        saveSectionSchema.parse({ version: section, data: data[key] }),
      );
    }
    const later = as(demo.responsible, now);
    if (demo.status !== 'open') {
      const dossier = await fresh(id);
      await updateDossier(
        later,
        dossier,
        updateDossierSchema.parse({ version: dossier.version, executorUserId: people.employee }),
      );
    }
    const tasks = await tasksRepository.listForDossier(deps.db, organization.id, id);
    const workDone = demo.status !== 'open' && demo.status !== 'cancelled';
    for (const [index, task] of tasks.entries()) {
      const due = task.due_date === null || task.due_date <= today;
      if (index < demo.tasksDone || (workDone && due)) {
        await updateTask(later, task, updateTaskSchema.parse({ version: task.version, status: 'done' }));
      }
    }
    for (const note of demo.notes ?? []) {
      const at = new Date(Math.max(created.getTime(), now.getTime() - note.hoursAgo * hour));
      await createNote(as(note.author, at), await fresh(id), noteSchema.parse({ body: note.body }));
    }
    if (demo.budget) await seedDemoBudget(deps, organization.id, id, people[demo.responsible]);
    await hooks.beforeStatus?.(await fresh(id));
    for (const status of STATUS_PATH[demo.status]) {
      const dossier = await fresh(id);
      await changeStatus(
        as('owner', now),
        dossier,
        dossierStatusSchema.parse({ version: dossier.version, status, reason: demo.cancelReason }),
      );
    }
  }
}

/** The version of a dossier's section as stored now. */
async function listSectionVersion(deps: SeedDeps, dossier: Dossier, key: SectionKey): Promise<number | null> {
  const section = await sectionsRepository.find(deps.db, dossier.id, key);
  return section ? section.version : null;
}
