import { Readable } from 'node:stream';
import {
  addPlannerDays,
  amsterdamDateOf,
  amsterdamInstant,
  createAshDestinationSchema,
  createAshRecordSchema,
  createCrematoriumRequestSchema,
  executeAshDestinationSchema,
  permissionsForRole,
  sendAshDestinationSchema,
  updateAshRecordSchema,
  updateCremationSchema,
  type OrganizationType,
  type Role,
} from '@afscheid/shared';
import type { Dossier, Organization } from '../db/types.ts';
import { iso } from '../lib/clock.ts';
import { systemContext, type ContextDeps } from '../lib/context.ts';
import { newId } from '../lib/ids.ts';
import type { Mailer } from '../mail/outbox.ts';
import {
  approveAshDestination,
  ashRepository,
  closeAshDestination,
  correctAshDestination,
  createAshDestination,
  createAshRecord,
  executeAshDestination,
  sendAshDestination,
  updateAshRecord,
  uploadAshDocument,
} from '../modules/ash/index.ts';
import {
  acceptRequest,
  createRequest,
  requestsRepository,
  submitRequest,
} from '../modules/crematorium-requests/index.ts';
import {
  approveCremation,
  cremationsRepository,
  performCremation,
  updateCremation,
} from '../modules/cremations/index.ts';
import type { MailContext } from '../modules/users/index.ts';

type SeedDeps = ContextDeps & { mailer: Mailer };

/**
 * The demo's ashes are history, made as the demo starts: telling the other side by e-mail then would only fill
 * the outbox with mail to demo addresses. The services queue it here, and it goes nowhere.
 */
const HISTORY_MAILER: Mailer = { enqueue: async () => {}, idle: async () => {} };

/** A member acting in an organisation at one moment (the clock stands still there), with the no-op mailer. */
function memberAt(
  deps: ContextDeps,
  userId: string,
  organization: Organization,
  role: Role,
  at: string | Date,
): MailContext {
  const type = organization.type as OrganizationType;
  const moment = new Date(at);
  const ctx = systemContext(
    { ...deps, clock: { now: () => new Date(moment.getTime()) } },
    {
      userId,
      organizationId: organization.id,
      organizationType: type,
      role,
      permissions: permissionsForRole(role, type),
      isSuper: false,
    },
  );
  return { ...ctx, mailer: HISTORY_MAILER };
}

/** A real, minimal one-page PDF: the scanned forms of the demo. */
function demoPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The cremation of a De Linde dossier at Het Rozenveld through its request, as it happened: requested and
 * submitted by the funeral director the day the death was reported, accepted by Het Rozenveld, completed,
 * approved and performed on the day, and a few days later the family's choice for the ashes passed on through
 * the request. Called by the dossier seed while the dossier is still open (before it is marked completed); only
 * the dossier of Mien Bakker, cremated at Het Rozenveld without a ceremony, is handled.
 */
export async function seedDemoAshRequest(
  deps: SeedDeps,
  now: Date,
  dossier: Dossier,
  organizations: { linde: Organization; rozenveld: Organization },
  people: { director: string; crematorium: string },
): Promise<void> {
  if (dossier.type !== 'cremation' || dossier.deceased_last_name !== 'Bakker' || !dossier.funeral_at) return;
  const { linde, rozenveld } = organizations;
  const reported = new Date(new Date(dossier.created_at).getTime() + 30 * 60_000);
  const funeralDay = amsterdamDateOf(dossier.funeral_at);
  const moment = (day: string, time: string) => amsterdamInstant(day, time)!;
  if (moment(funeralDay, '13:00') > iso(now)) return;
  const director = (at: string | Date) => memberAt(deps, people.director, linde, 'funeral_director', at);
  const staff = (at: string | Date) => memberAt(deps, people.crematorium, rozenveld, 'crematorium_staff', at);

  const created = await createRequest(
    director(reported),
    createCrematoriumRequestSchema.parse({
      dossierId: dossier.id,
      crematoriumId: rozenveld.id,
      wishedAt: dossier.funeral_at,
      ceremony: false,
      coffinKind: 'standard',
      coffinLengthCm: 185,
      coffinWidthCm: 56,
      implants: 'none',
      relativesAttend: true,
      relativesCount: 3,
      ashDestination: 'Tijdelijke bewaring; de familie kiest na de crematie.',
      remarks: 'Drie kinderen zijn bij de invoer aanwezig.',
    }),
  );
  const draft = await requestsRepository.findById(deps.db, created.id);
  if (!draft) return;
  await submitRequest(director(new Date(reported.getTime() + 5 * 60_000)), draft, {});
  const submitted = await requestsRepository.findById(deps.db, created.id);
  if (!submitted) return;
  const accepted = await acceptRequest(staff(new Date(reported.getTime() + 2 * 3_600_000)), submitted, {});
  if (!accepted.cremationId) return;
  const cremation = await cremationsRepository.findById(deps.db, rozenveld.id, accepted.cremationId);
  if (!cremation) return;
  await updateCremation(
    staff(moment(funeralDay, '08:00')),
    cremation,
    updateCremationSchema.parse({
      version: cremation.version,
      permitReceived: true,
      permitCompared: true,
      requestFormReceived: true,
      implantsRemoved: true,
      coffinRegistrationNumber: 'K-2026-1177',
      identifiedBy: 'Chris Crematorium, met de zoon Peter Bakker',
    }),
  );
  const completed = await cremationsRepository.findById(deps.db, rozenveld.id, cremation.id);
  if (!completed) return;
  await approveCremation(staff(moment(funeralDay, '08:30')), completed, {});
  const approved = await cremationsRepository.findById(deps.db, rozenveld.id, cremation.id);
  if (!approved) return;
  await performCremation(staff(moment(funeralDay, '12:00')), approved, {
    performedAt: moment(funeralDay, '10:00'),
    endedAt: moment(funeralDay, '11:30'),
    ashRegistrationNumber: 'RZ-2026-0398',
  });

  // The family chose the urn garden a few days later; the funeral director passes it on through the request.
  const chosen = new Date(
    Math.min(Date.parse(moment(addPlannerDays(funeralDay, 2), '11:00')), now.getTime()),
  );
  const request = await ashRepository.requestParties(deps.db, created.id);
  if (!request) return;
  await sendAshDestination(
    director(chosen),
    request,
    sendAshDestinationSchema.parse({
      kind: 'urn_garden',
      decidedByName: 'Peter Bakker',
      decidedByAddress: 'Beukenlaan 18, 3723 HK Bilthoven',
      details: 'De kinderen willen de urn bijzetten in de urnentuin, bij de vijver; zij zijn er graag bij.',
      relativesPresent: true,
    }),
  );
}

type PlaceSeed = {
  key: string;
  kind: string;
  code: string;
  location: string;
  capacity: number | null;
  term?: { startYearsAgo: number; endInDays: number };
  rightsHolder?: { name: string; address: string; phone: string; email?: string };
  notes?: string;
};

/** Het Rozenveld's ash places: the columbarium's niches, an urn wall, two urn graves, the urn garden, the field. */
const PLACES: PlaceSeed[] = [
  ...Array.from({ length: 8 }, (_, i) => ({
    key: `C-0${i + 1}`,
    kind: 'niche',
    code: `C-0${i + 1}`,
    location: `Columbarium, wand C, rij ${i < 4 ? 1 : 2}`,
    capacity: 2,
  })),
  {
    key: 'wall',
    kind: 'urn_wall',
    code: 'UM-Oost',
    location: 'Urnenmuur langs het oostpad',
    capacity: 12,
  },
  {
    key: 'grave1',
    kind: 'urn_grave',
    code: 'UG-101',
    location: 'Urnengraven, veld 1',
    capacity: 4,
    term: { startYearsAgo: 10, endInDays: 45 },
    rightsHolder: {
      name: 'Johanna van den Berg-Smit',
      address: 'Dorpsstraat 41, 3732 HE De Bilt',
      phone: '030 221 45 87',
      email: 'j.vandenberg@example.nl',
    },
    notes: 'De rechthebbende heeft een brief gekregen over het verlengen van de termijn.',
  },
  {
    key: 'grave2',
    kind: 'urn_grave',
    code: 'UG-102',
    location: 'Urnengraven, veld 1',
    capacity: 4,
    term: { startYearsAgo: 1, endInDays: 9 * 365 },
    rightsHolder: {
      name: 'Frank van Leeuwen',
      address: 'Soestdijkseweg Zuid 220, 3721 AK Bilthoven',
      phone: '06 21 43 65 87',
    },
  },
  {
    key: 'garden',
    kind: 'urn_garden',
    code: 'Urnentuin',
    location: 'Urnentuin bij de vijver',
    capacity: 40,
  },
  {
    key: 'field',
    kind: 'scattering_field',
    code: 'Strooiveld',
    location: 'Strooiveld achter de aula',
    capacity: null,
  },
];

/**
 * Het Rozenveld's ash places, stored as the ash places module stores them (its service is not part of the
 * module's public face), audited for the crematorium.
 */
async function seedPlaces(deps: SeedDeps, rozenveld: Organization, userId: string, today: string) {
  const ids = new Map<string, string>();
  const owner = systemContext(deps, {
    userId,
    organizationId: rozenveld.id,
    organizationType: 'crematorium',
    role: 'owner',
    permissions: permissionsForRole('owner', 'crematorium'),
    isSuper: false,
  });
  for (const place of PLACES) {
    const at = amsterdamInstant(addPlannerDays(today, -400), '10:00')!;
    const id = newId(Date.parse(at));
    const term = place.term
      ? {
          term_start: addPlannerDays(today, -place.term.startYearsAgo * 365),
          term_end: addPlannerDays(today, place.term.endInDays),
        }
      : { term_start: null, term_end: null };
    const values = {
      id,
      organization_id: rozenveld.id,
      kind: place.kind,
      code: place.code,
      location: place.location,
      capacity: place.capacity,
      ...term,
      rights_holder_name: place.rightsHolder?.name ?? null,
      rights_holder_address: place.rightsHolder?.address ?? null,
      rights_holder_phone: place.rightsHolder?.phone ?? null,
      rights_holder_email: place.rightsHolder?.email ?? null,
      notes: place.notes ?? null,
      version: 1,
      created_by: userId,
      updated_by: userId,
      created_at: at,
      updated_at: at,
    };
    await deps.db.insertInto('ash_places').values(values).execute();
    const { id: _id, organization_id: _organization, ...audited } = values;
    await owner.audit(deps.db, {
      organizationId: rozenveld.id,
      entity: 'ash_place',
      entityId: id,
      action: 'created',
      changes: audited,
    });
    ids.set(place.key, id);
  }
  return ids;
}

type Step =
  | { do: 'approve'; daysAfter: number }
  | { do: 'execute'; daysAfter: number; input: Record<string, unknown> }
  | { do: 'close'; daysAfter: number }
  | { do: 'correct'; daysAfter: number; input: Record<string, unknown> };

type DestinationSeed = {
  kind: string;
  urns?: number;
  decidedBy: string;
  address: string;
  details?: string;
  destinationPlace?: string;
  place?: string;
  /** Days after the cremation the signed form was brought in and the destination recorded. */
  daysAfter: number;
  steps?: Step[];
};

type RecordSeed = {
  name: string;
  firstNames: string;
  initials: string;
  number: string;
  daysAgo: number;
  source: 'received' | 'external';
  receivedFrom?: string;
  urns?: number;
  storage: string;
  notes?: string;
  exemption?: { daysAfter: number; reference: string; releaseDaysAfter: number };
  block?: { daysAfter: number; reference: string; note: string };
  destinations?: DestinationSeed[];
};

/** Ten records in every state, dated relative to the demo's "today". */
const RECORDS: RecordSeed[] = [
  {
    name: 'Johannes Cornelis de Wit',
    firstNames: 'Johannes Cornelis',
    initials: 'J.C.',
    number: 'RZ-2026-0411',
    daysAgo: 2,
    source: 'external',
    storage: 'Urnenkamer, kast 1',
    notes: 'Gecremeerd tijdens de storing van het platform; later vastgelegd.',
  },
  {
    name: 'Anna Maria Kok',
    firstNames: 'Anna Maria',
    initials: 'A.M.',
    number: 'DW-2026-1188',
    daysAgo: 20,
    source: 'received',
    receivedFrom: 'Crematorium Daelwijck, Utrecht',
    storage: 'Urnenkamer, kast 1',
    destinations: [
      {
        kind: 'niche',
        decidedBy: 'Ruud Kok',
        address: 'Julianalaan 9, 3722 GH Bilthoven',
        place: 'C-03',
        daysAfter: 6,
        details: 'Bijzetting in nis C-03 naast haar man.',
      },
    ],
  },
  {
    name: 'Hendrik Visser',
    firstNames: 'Hendrik',
    initials: 'H.',
    number: 'RZ-2026-0352',
    daysAgo: 50,
    source: 'external',
    storage: 'Urnenkamer, kast 2',
    destinations: [
      {
        kind: 'hand_over',
        decidedBy: 'Ingrid Visser',
        address: 'Hessenweg 112, 3731 JK De Bilt',
        daysAfter: 20,
        details: 'De dochter neemt de urn mee naar huis.',
        steps: [{ do: 'approve', daysAfter: 33 }],
      },
    ],
  },
  {
    name: 'Gerarda Smits',
    firstNames: 'Gerarda',
    initials: 'G.',
    number: 'RZ-2026-0318',
    daysAgo: 70,
    source: 'external',
    storage: 'Columbarium',
    destinations: [
      {
        kind: 'niche',
        decidedBy: 'Bert Smits',
        address: 'Groenekanseweg 3, 3737 AA Groenekan',
        place: 'C-01',
        daysAfter: 10,
        steps: [
          { do: 'approve', daysAfter: 32 },
          { do: 'execute', daysAfter: 35, input: { ashPlace: 'C-01' } },
        ],
      },
    ],
  },
  {
    name: 'Willem Frederik van Leeuwen',
    firstNames: 'Willem Frederik',
    initials: 'W.F.',
    number: 'RZ-2026-0207',
    daysAgo: 120,
    source: 'external',
    storage: 'Urnengraf UG-102',
    destinations: [
      {
        kind: 'urn_grave',
        decidedBy: 'Frank van Leeuwen',
        address: 'Soestdijkseweg Zuid 220, 3721 AK Bilthoven',
        place: 'grave2',
        daysAfter: 12,
        steps: [
          { do: 'approve', daysAfter: 33 },
          { do: 'execute', daysAfter: 40, input: { ashPlace: 'grave2' } },
          { do: 'close', daysAfter: 41 },
        ],
      },
    ],
  },
  {
    name: 'Maria Petronella Jacobs',
    firstNames: 'Maria Petronella',
    initials: 'M.P.',
    number: 'RZ-2026-0102',
    daysAgo: 200,
    source: 'external',
    storage: 'Urnenkamer, kast 3',
    notes: 'Familie in het buitenland; brief over de bewaartermijn verstuurd.',
  },
  {
    name: 'Cornelis Bos',
    firstNames: 'Cornelis',
    initials: 'C.',
    number: 'ZV-2026-0733',
    daysAgo: 10,
    source: 'received',
    receivedFrom: 'Crematorium Zeist',
    storage: 'Urnenkamer, kast 1',
    exemption: { daysAfter: 4, reference: 'OvJ-MN-2026-0815', releaseDaysAfter: 6 },
    destinations: [
      {
        kind: 'sea',
        decidedBy: 'Annelies Bos',
        address: 'Vlaardingerweg 7, 3044 CK Rotterdam',
        daysAfter: 5,
        destinationPlace: 'Noordzee, voor de kust van Scheveningen',
        details: 'Verstrooiing vanaf de boot van de rederij; de familie vaart mee.',
      },
    ],
  },
  {
    name: 'Dirk Jan Meijer',
    firstNames: 'Dirk Jan',
    initials: 'D.J.',
    number: 'RZ-2026-0377',
    daysAgo: 40,
    source: 'external',
    storage: 'Urnenkamer, afgesloten kast',
    block: {
      daysAfter: 3,
      reference: 'OvJ-MN-2026-0702',
      note: 'Onderzoek loopt; geen verstrooiing, overdracht of overbrenging naar het buitenland.',
    },
    destinations: [
      {
        kind: 'hand_over',
        decidedBy: 'Sandra Meijer',
        address: 'Kerkplein 2, 3732 AX De Bilt',
        daysAfter: 8,
      },
    ],
  },
  {
    name: 'Sophia Hendriks',
    firstNames: 'Sophia',
    initials: 'S.',
    number: 'RZ-2026-0266',
    daysAgo: 90,
    source: 'external',
    storage: 'Urnenkamer, kast 2',
    destinations: [
      {
        kind: 'scattering_field',
        decidedBy: 'Tom Hendriks',
        address: 'Looydijk 14, 3732 VA De Bilt',
        place: 'field',
        daysAfter: 14,
        steps: [
          { do: 'approve', daysAfter: 32 },
          { do: 'execute', daysAfter: 36, input: { ashPlace: 'field', relativesPresent: true } },
          { do: 'close', daysAfter: 37 },
          {
            do: 'correct',
            daysAfter: 45,
            input: {
              reason: 'Huisnummer van de opdrachtgever verkeerd overgenomen van het formulier.',
              decidedByAddress: 'Looydijk 41, 3732 VA De Bilt',
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Elisabeth de Jong',
    firstNames: 'Elisabeth',
    initials: 'E.',
    number: 'RZ-2026-0299',
    daysAgo: 60,
    source: 'external',
    urns: 2,
    storage: 'Urnenkamer, kast 2',
    notes: 'Twee urnen: een voor de nis, een voor de dochter.',
    destinations: [
      {
        kind: 'niche',
        urns: 1,
        decidedBy: 'Jan de Jong',
        address: 'Kometenlaan 5, 3731 GT De Bilt',
        place: 'C-02',
        daysAfter: 9,
        steps: [
          { do: 'approve', daysAfter: 32 },
          { do: 'execute', daysAfter: 34, input: { ashPlace: 'C-02' } },
        ],
      },
      {
        kind: 'hand_over',
        urns: 1,
        decidedBy: 'Jan de Jong',
        address: 'Kometenlaan 5, 3731 GT De Bilt',
        daysAfter: 50,
        details: 'De dochter haalt de tweede urn op.',
      },
    ],
  },
];

/**
 * The demo's ashes at Crematorium Het Rozenveld: its ash places and ten ash records in every state (received and
 * externally recorded ones, one over the storage term, one with an exemption, one blocked, destinations
 * requested, approved, executed and closed, one correction), each step made through the services at the moment
 * it happened, relative to the seed's "today". Mien Bakker's ashes (De Linde's dossier) come through her
 * cremation request (`seedDemoAshRequest`).
 */
export async function seedDemoAshes(
  deps: SeedDeps,
  now: Date,
  rozenveld: Organization,
  people: { crematorium: string; owner: string },
): Promise<void> {
  const today = amsterdamDateOf(now);
  const places = await seedPlaces(deps, rozenveld, people.owner, today);
  const placeOf = (key: string | undefined) => (key ? (places.get(key) ?? null) : null);
  const staffAt = (day: string, time: string) => {
    const at = amsterdamInstant(day, time)!;
    return memberAt(deps, people.crematorium, rozenveld, 'crematorium_staff', at < iso(now) ? at : now);
  };
  /** The day `days` after the cremation, at most today. */
  const dayAfter = (crematedOn: string, days: number) => {
    const day = addPlannerDays(crematedOn, days);
    return day < today ? day : today;
  };

  for (const seed of RECORDS) {
    const crematedOn = addPlannerDays(today, -seed.daysAgo);
    const record = await createAshRecord(
      staffAt(crematedOn, '15:00'),
      createAshRecordSchema.parse({
        deceasedName: seed.name,
        firstNames: seed.firstNames,
        initials: seed.initials,
        registrationNumber: seed.number,
        crematedOn,
        urns: seed.urns ?? 1,
        source: seed.source,
        receivedFrom: seed.receivedFrom,
        storageLocation: seed.storage,
        notes: seed.notes,
      }),
    );
    const row = async () => (await ashRepository.records.findById(deps.db, rozenveld.id, record.id))!;
    const upload = async (
      kind: 'exemption' | 'decision_form',
      day: string,
      text: string,
      destinationId?: string,
    ) =>
      uploadAshDocument(
        staffAt(day, '10:00'),
        await row(),
        { kind, destinationId: destinationId ?? null },
        async () => ({
          fileName: `${kind === 'exemption' ? 'ontheffing' : 'asbestemmingsformulier'}-${seed.number}.pdf`,
          stream: Readable.from([demoPdf(text)]),
          truncated: () => false,
        }),
      );

    if (seed.exemption) {
      const day = dayAfter(crematedOn, seed.exemption.daysAfter);
      await upload('exemption', day, `Ontheffing ${seed.exemption.reference}`);
      const current = await row();
      await updateAshRecord(
        staffAt(day, '10:30'),
        current,
        updateAshRecordSchema.parse({
          version: current.version,
          exemptionReference: seed.exemption.reference,
          exemptionGrantedOn: day,
          exemptionReleaseOn: addPlannerDays(crematedOn, seed.exemption.releaseDaysAfter),
        }),
      );
    }
    // The block of the officier van justitie came before the family's choice.
    if (seed.block) {
      const day = dayAfter(crematedOn, seed.block.daysAfter);
      const current = await row();
      await updateAshRecord(
        staffAt(day, '09:00'),
        current,
        updateAshRecordSchema.parse({
          version: current.version,
          blockReference: seed.block.reference,
          blockedOn: day,
          blockNote: seed.block.note,
        }),
      );
    }
    for (const destination of seed.destinations ?? []) {
      const day = dayAfter(crematedOn, destination.daysAfter);
      const created = await createAshDestination(
        staffAt(day, '11:00'),
        record.id,
        createAshDestinationSchema.parse({
          kind: destination.kind,
          urns: destination.urns,
          decidedByName: destination.decidedBy,
          decidedByAddress: destination.address,
          details: destination.details,
          destinationPlace: destination.destinationPlace,
          ashPlaceId: placeOf(destination.place),
        }),
      );
      await upload('decision_form', day, `Asbestemmingsformulier ${destination.decidedBy}`, created.id);
      for (const step of destination.steps ?? []) {
        const stepDay = dayAfter(crematedOn, step.daysAfter);
        const ctx = staffAt(stepDay, '14:00');
        const current = (await ashRepository.destinations.findById(deps.db, rozenveld.id, created.id))!;
        switch (step.do) {
          case 'approve':
            await approveAshDestination(ctx, current, {});
            break;
          case 'execute': {
            const { ashPlace, ...rest } = step.input as { ashPlace?: string };
            await executeAshDestination(
              ctx,
              current,
              executeAshDestinationSchema.parse({
                executedOn: stepDay,
                ashPlaceId: placeOf(ashPlace),
                ...rest,
              }),
            );
            break;
          }
          case 'close':
            await closeAshDestination(ctx, current, {});
            break;
          case 'correct':
            await correctAshDestination(ctx, current, step.input as { reason: string });
            break;
        }
      }
    }
  }
}
