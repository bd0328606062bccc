import {
  addPlannerDays,
  amsterdamDateOf,
  amsterdamInstant,
  createBroadcastSchema,
  createPlaceSchema,
  createReservationSchema,
  permissionsForRole,
  weekStartOf,
  type CreatePlaceInput,
  type OrganizationType,
  type ReservationKind,
  type Role,
} from '@afscheid/shared';
import type { Organization } from '../db/types.ts';
import { systemContext, type ContextDeps, type ServiceContext } from '../lib/context.ts';
import { createPlace, placesRepository } from '../modules/places/index.ts';
import { createReservation } from '../modules/reservations/index.ts';
import { createBroadcast } from '../modules/broadcasts/index.ts';

const LINDE_LOCATION = {
  locationName: 'Uitvaartcentrum De Linde',
  street: 'Lindelaan',
  houseNumber: '14',
  postcode: '3572 AB',
  city: 'Utrecht',
};
const ROZENVELD_LOCATION = {
  locationName: 'Crematorium Het Rozenveld',
  street: 'Rozenveldweg',
  houseNumber: '2',
  houseNumberAddition: 'A',
  postcode: '3731 GE',
  city: 'De Bilt',
};

/** The rooms of Uitvaartcentrum De Linde, by a key the reservations below use. Given as the API receives them. */
const LINDE_PLACES: Record<'aula' | 'coffee' | 'viewing1' | 'viewing2', CreatePlaceInput> = {
  aula: {
    name: 'Aula',
    kind: 'aula',
    ...LINDE_LOCATION,
    capacity: 120,
    color: '#2f6f4e',
    preparationMinutes: 30,
    cleanupMinutes: 30,
    broadcasting: true,
  },
  coffee: {
    name: 'Koffiekamer',
    kind: 'coffee_room',
    ...LINDE_LOCATION,
    capacity: 80,
    color: '#a0522d',
    preparationMinutes: 15,
    cleanupMinutes: 30,
  },
  viewing1: {
    name: 'Opbaarkamer 1',
    kind: 'viewing_room',
    ...LINDE_LOCATION,
    capacity: 12,
    color: '#7a4a8c',
    cleanupMinutes: 15,
  },
  viewing2: {
    name: 'Opbaarkamer 2',
    kind: 'viewing_room',
    ...LINDE_LOCATION,
    capacity: 12,
    color: '#1f5f8b',
    cleanupMinutes: 15,
  },
};

/** The aula, coffee room and ovens of Crematorium Het Rozenveld. */
const ROZENVELD_PLACES: Record<'aula' | 'coffee' | 'oven1' | 'oven2', CreatePlaceInput> = {
  aula: {
    name: 'Aula',
    kind: 'aula',
    ...ROZENVELD_LOCATION,
    capacity: 200,
    color: '#2f6f4e',
    preparationMinutes: 30,
    cleanupMinutes: 30,
    broadcasting: true,
  },
  coffee: {
    name: 'Koffiekamer',
    kind: 'coffee_room',
    ...ROZENVELD_LOCATION,
    capacity: 150,
    color: '#a0522d',
    preparationMinutes: 15,
    cleanupMinutes: 30,
  },
  oven1: {
    name: 'Crematieoven 1',
    kind: 'cremation_oven',
    ...ROZENVELD_LOCATION,
    color: '#5b6470',
    cleanupMinutes: 30,
  },
  oven2: {
    name: 'Crematieoven 2',
    kind: 'cremation_oven',
    ...ROZENVELD_LOCATION,
    color: '#8a6d1d',
    cleanupMinutes: 30,
  },
};

/** One demo reservation: on which day (`YYYY-MM-DD`, Amsterdam), from and until which quarter hour. */
type DemoReservation = {
  place: string;
  day: string;
  from: string;
  until: string;
  kind: ReservationKind;
  title: string;
  status?: 'option' | 'confirmed';
  dossierId?: string;
  notes?: string;
};

function memberContext(
  deps: ContextDeps,
  userId: string,
  organization: Organization,
  role: Role,
): ServiceContext {
  const type = organization.type as OrganizationType;
  return systemContext(deps, {
    userId,
    organizationId: organization.id,
    organizationType: type,
    role,
    permissions: permissionsForRole(role, type),
    isSuper: false,
  });
}

/** Creates the places through the places service; answers their ids by key. */
async function seedPlaces<K extends string>(
  ctx: ServiceContext,
  places: Record<K, CreatePlaceInput>,
): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const [key, input] of Object.entries(places) as [K, CreatePlaceInput][]) {
    ids[key] = (await createPlace(ctx, createPlaceSchema.parse(input))).id;
  }
  return ids;
}

/** Books the reservations through the reservations service: the overlap rule applies to the demo too. */
async function seedReservations(ctx: ServiceContext, reservations: DemoReservation[]): Promise<void> {
  for (const item of reservations) {
    await createReservation(
      ctx,
      createReservationSchema.parse({
        placeId: item.place,
        startsAt: amsterdamInstant(item.day, item.from),
        endsAt: amsterdamInstant(item.day, item.until),
        kind: item.kind,
        title: item.title,
        status: item.status ?? 'confirmed',
        dossierId: item.dossierId,
        notes: item.notes,
      }),
    );
  }
}

/** The days from `first` up to (not including) `end`, at most `max`. */
function daysBetween(first: string, end: string, max: number): string[] {
  const days: string[] = [];
  for (let day = first; day < end && days.length < max; day = addPlannerDays(day, 1)) days.push(day);
  return days;
}

/**
 * The places of both demo organisations and their reservations this week and next, relative to `now`
 * (Amsterdam, quarter hours): at De Linde the wakes, coffee and a ceremony of the open demo dossiers and a few
 * bookings without a dossier (some options); at Het Rozenveld the ceremony, coffee and cremation of the De Linde
 * dossier that is cremated there, and other cremations. Made through the services, as a planner would; an
 * organisation that already has places is left alone, so running it again adds nothing.
 */
export async function seedDemoPlanner(
  deps: ContextDeps,
  now: Date,
  organizations: { linde: Organization; rozenveld: Organization },
  people: { owner: string; director: string; crematorium: string },
): Promise<void> {
  const { linde, rozenveld } = organizations;
  const today = amsterdamDateOf(now);
  const monday = weekStartOf(today);
  const day = (offset: number) => addPlannerDays(monday, offset);

  // The open dossiers of De Linde, by the deceased's last name, with the day of their cremation or funeral.
  const open = await deps.db
    .selectFrom('dossiers')
    .select(['id', 'deceased_last_name', 'funeral_at'])
    .where('organization_id', '=', linde.id)
    .where('status', '=', 'open')
    .where('deleted_at', 'is', null)
    .execute();
  const dossier = (lastName: string) => open.find((row) => row.deceased_last_name === lastName);
  const funeralDay = (row: { funeral_at: string | null } | undefined) =>
    row?.funeral_at ? amsterdamDateOf(row.funeral_at) : null;
  const boer = dossier('Boer');
  const mulder = dossier('Mulder');
  const yilmaz = dossier('Yılmaz');
  const boerDay = funeralDay(boer);
  const mulderDay = funeralDay(mulder);

  if (
    (await placesRepository.listOfOrganization(deps.db, linde.id, { includeInactive: true })).length === 0
  ) {
    const p = await seedPlaces(memberContext(deps, people.owner, linde, 'owner'), LINDE_PLACES);
    const reservations: DemoReservation[] = [];
    if (boer && boerDay) {
      for (const visit of daysBetween(today, boerDay, 6)) {
        reservations.push({
          place: p.viewing2,
          day: visit,
          from: '19:00',
          until: '20:00',
          kind: 'wake',
          title: 'Bezoek opbaring Riek de Boer',
          dossierId: boer.id,
          notes: 'Vrij bezoek; condoleanceregister ligt klaar.',
        });
      }
    }
    if (mulder && mulderDay) {
      for (const visit of daysBetween(today, mulderDay, 6)) {
        reservations.push({
          place: p.viewing1,
          day: visit,
          from: '18:30',
          until: '19:30',
          kind: 'wake',
          title: 'Bezoek opbaring Gert Mulder',
          dossierId: mulder.id,
        });
      }
      reservations.push({
        place: p.coffee,
        day: mulderDay,
        from: '11:45',
        until: '13:00',
        kind: 'coffee',
        title: 'Koffietafel na de begrafenis van Gert Mulder',
        dossierId: mulder.id,
        notes: 'Ongeveer 60 gasten; koffie, broodjes en soep.',
      });
    }
    if (yilmaz) {
      reservations.push(
        {
          place: p.viewing2,
          day: addPlannerDays(today, 1),
          from: '14:00',
          until: '16:00',
          kind: 'wake',
          title: 'Opbaring Fatma Yılmaz (familie)',
          dossierId: yilmaz.id,
        },
        {
          place: p.aula,
          day: day(11),
          from: '10:30',
          until: '11:30',
          kind: 'ceremony',
          title: 'Afscheidsdienst Fatma Yılmaz',
          status: 'option',
          dossierId: yilmaz.id,
          notes: 'Optie tot de familie de datum bevestigt.',
        },
        {
          place: p.coffee,
          day: day(11),
          from: '11:45',
          until: '13:00',
          kind: 'coffee',
          title: 'Koffietafel Fatma Yılmaz',
          status: 'option',
          dossierId: yilmaz.id,
        },
      );
    }
    reservations.push(
      {
        place: p.aula,
        day: day(2),
        from: '14:00',
        until: '15:30',
        kind: 'other',
        title: 'Rondleiding Ouderenvereniging Zuilen',
        status: 'option',
      },
      {
        place: p.aula,
        day: day(10),
        from: '19:30',
        until: '21:00',
        kind: 'other',
        title: 'Herdenkingsavond voor nabestaanden',
        notes: 'Jaarlijkse bijeenkomst; kaarsen en koffie klaarzetten.',
      },
      {
        place: p.coffee,
        day: day(9),
        from: '10:00',
        until: '11:30',
        kind: 'coffee',
        title: 'Inloopochtend rouwverwerking',
        status: 'option',
      },
      {
        place: p.viewing2,
        day: day(7),
        from: '08:00',
        until: '12:00',
        kind: 'other',
        title: 'Onderhoud koelinstallatie',
      },
    );
    const director = memberContext(deps, people.director, linde, 'funeral_director');
    await seedReservations(director, reservations);
    if (yilmaz) {
      // The family asked for a livestream of the farewell service: a broadcast with its access code.
      const aula = await placesRepository.findById(deps.db, linde.id, p.aula);
      if (aula) {
        await createBroadcast(
          director,
          aula,
          createBroadcastSchema.parse({
            title: 'Afscheidsdienst Fatma Yılmaz',
            startsAt: amsterdamInstant(day(11), '10:30'),
            endsAt: amsterdamInstant(day(11), '11:30'),
            streamUrl: 'https://www.youtube.com/live/dQw4w9WgXcQ',
            dossierId: yilmaz.id,
            availableUntil: amsterdamInstant(day(41), '23:59'),
          }),
        );
      }
    }
  }

  if (
    (await placesRepository.listOfOrganization(deps.db, rozenveld.id, { includeInactive: true })).length === 0
  ) {
    const p = await seedPlaces(memberContext(deps, people.owner, rozenveld, 'owner'), ROZENVELD_PLACES);
    // Riek de Boer's ceremony, coffee and cremation are booked by accepting De Linde's request
    // (seed/crematorium-requests.ts); these are the other funeral companies' bookings, made by phone.
    const reservations: DemoReservation[] = [];
    reservations.push(
      {
        place: p.oven2,
        day: day(3),
        from: '09:00',
        until: '10:30',
        kind: 'cremation',
        title: 'Crematie zonder plechtigheid (Uitvaartzorg Van Wijk)',
      },
      {
        place: p.oven1,
        day: day(8),
        from: '10:00',
        until: '11:30',
        kind: 'cremation',
        title: 'Crematie (Uitvaartverzorging Zeist)',
      },
      {
        place: p.aula,
        day: day(9),
        from: '11:00',
        until: '12:00',
        kind: 'ceremony',
        title: 'Afscheidsdienst (Uitvaartverzorging Zeist)',
        status: 'option',
      },
      {
        place: p.coffee,
        day: day(9),
        from: '12:00',
        until: '13:00',
        kind: 'coffee',
        title: 'Koffietafel (Uitvaartverzorging Zeist)',
        status: 'option',
      },
    );
    await seedReservations(
      memberContext(deps, people.crematorium, rozenveld, 'crematorium_staff'),
      reservations,
    );
  }
}
