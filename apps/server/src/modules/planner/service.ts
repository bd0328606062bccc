import {
  amsterdamDateOf,
  dayRange,
  formatDate,
  formatTime,
  interpolate,
  messages,
  weekRange,
  type CalendarFeed as CalendarFeedData,
  type PlannerView,
} from '@afscheid/shared';
import type { CalendarFeed, Db, Organization, Place } from '../../db/types.ts';
import { iso, type Clock } from '../../lib/clock.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pdfLogoOf } from '../../lib/pdf-document.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { buildCalendar, type FeedEvent } from './calendar-feed.ts';
import { renderPlanningPdf, type DaySection, type WeekRow } from './planning-pdf.ts';
import { placesRepository } from '../places/index.ts';
import { reservationsInRange, type ReservationRow } from '../reservations/index.ts';
import { plannerRepository, type FeedWithNames } from './repository.ts';

type PlannerPlace = Place;
type PlannerReservation = ReservationRow;

const texts = messages.reservations.planner;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type PlanningRequest = { view: PlannerView; date: string; placeIds?: string[] | undefined };
export type PlanningFile = { fileName: string; content: Buffer };

/**
 * The day or week planning of the chosen places (all active places when none are named) as a PDF. A place id
 * that is not one of the organisation's is a 422 on `place_ids`, whatever the reason (another organisation's,
 * deleted, made up): the answer tells nothing about other organisations.
 */
export async function generatePlanning(
  ctx: ServiceContext,
  organization: Organization,
  input: PlanningRequest,
): Promise<PlanningFile> {
  const ids = input.placeIds && input.placeIds.length > 0 ? [...new Set(input.placeIds)] : undefined;
  const places = ids
    ? (await placesRepository.listOfOrganization(ctx.db, organization.id, { includeInactive: true })).filter(
        (place) => ids.includes(place.id),
      )
    : await placesRepository.listOfOrganization(ctx.db, organization.id);
  if (ids && places.length !== ids.length) {
    throw new ValidationError({ placeIds: [messages.reservations.errors.place] });
  }
  const week = input.view === 'week' ? weekRange(input.date) : null;
  const range = week ?? dayRange(input.date);
  const reservations = await reservationsInRange(ctx.db, organization.id, {
    ...range,
    placeIds: places.map((place) => place.id),
  });
  const byPlace = groupByPlace(reservations);
  const now = ctx.clock.now();
  const common = {
    organizationName: organization.name,
    generatedAt: interpolate(texts.generatedAt, { date: formatDate(now), time: formatTime(now) }),
    logo: await pdfLogoOf(ctx.documents, organization.logo_path),
    createdAt: now,
  };

  if (week) {
    const monday = week.days[0]!;
    const content = await renderPlanningPdf({
      ...common,
      title: interpolate(texts.weekTitle, { range: weekSpan(monday, week.days[6]!) }),
      body: {
        view: 'week',
        dayLabels: week.days.map(shortDayLabel),
        rows: places.map((place) => weekRow(place, byPlace.get(place.id) ?? [], week.days)),
      },
    });
    return { fileName: `weekplanning-${monday}.pdf`, content };
  }
  const content = await renderPlanningPdf({
    ...common,
    title: interpolate(texts.dayTitle, {
      weekday: texts.weekdays[weekdayIndex(input.date)],
      date: formatDate(input.date),
    }),
    body: {
      view: 'day',
      sections: places.map((place) => daySection(place, byPlace.get(place.id) ?? [], input.date)),
    },
  });
  return { fileName: `dagplanning-${input.date}.pdf`, content };
}

function groupByPlace(reservations: PlannerReservation[]): Map<string, PlannerReservation[]> {
  const byPlace = new Map<string, PlannerReservation[]>();
  for (const reservation of reservations) {
    const list = byPlace.get(reservation.place_id);
    if (list) list.push(reservation);
    else byPlace.set(reservation.place_id, [reservation]);
  }
  return byPlace;
}

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** `ma 23 nov` */
function shortDayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${texts.weekdaysShort[weekdayIndex(date)]} ${day} ${texts.monthsShort[month - 1]}`;
}

/** `23 – 29 november 2026`, `30 november – 6 december 2026`, `28 december 2026 – 3 januari 2027`. */
function weekSpan(first: string, last: string): string {
  const dash = ' – ';
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${formatDate(first)}${dash}${formatDate(last)}`;
  if (first.slice(0, 7) !== last.slice(0, 7)) {
    return `${formatDate(first).replace(/ \d{4}$/, '')}${dash}${formatDate(last)}`;
  }
  return `${Number(first.slice(8, 10))}${dash}${formatDate(last)}`;
}

/** A time on the planning's day as `10:00`; on another day with that day in front (`ma 23 nov 22:00`). */
function timeOn(instant: Date, date: string): string {
  const day = amsterdamDateOf(instant);
  return day === date ? formatTime(instant) : `${shortDayLabel(day)} ${formatTime(instant)}`;
}

/** `1 u 30 min`, `2 u`, `45 min`. */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return interpolate(texts.minutes, { minutes: rest });
  return rest === 0
    ? interpolate(texts.hours, { hours })
    : interpolate(texts.hoursMinutes, { hours, minutes: rest });
}

/** `Aula · De Linde, Dorpsstraat 1, 3811 AB Amersfoort · voorbereiding 30 min · opruimen 15 min` */
function placeDetails(place: PlannerPlace): string {
  const street = [place.street, [place.house_number, place.house_number_addition].filter(Boolean).join('')]
    .filter(Boolean)
    .join(' ');
  const town = [place.postcode, place.city].filter(Boolean).join(' ');
  const where = [place.location_name, street, town].filter(Boolean).join(', ');
  return [
    messages.places.kinds[place.kind],
    where,
    place.preparation_minutes > 0
      ? interpolate(texts.preparation, { minutes: place.preparation_minutes })
      : '',
    place.cleanup_minutes > 0 ? interpolate(texts.cleanup, { minutes: place.cleanup_minutes }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function daySection(place: PlannerPlace, reservations: PlannerReservation[], date: string): DaySection {
  return {
    heading: place.name,
    subheading: placeDetails(place),
    rows: reservations.map((reservation) => {
      const start = new Date(reservation.starts_at);
      const end = new Date(reservation.ends_at);
      let time = `${timeOn(start, date)} – ${timeOn(end, date)}`;
      const busyFrom = new Date(reservation.busy_from_min * MINUTE_MS);
      const busyUntil = new Date(reservation.busy_until_min * MINUTE_MS);
      if (busyFrom.getTime() !== start.getTime() || busyUntil.getTime() !== end.getTime()) {
        time += `\n${interpolate(texts.busy, { from: timeOn(busyFrom, date), to: timeOn(busyUntil, date) })}`;
      }
      return {
        option: reservation.status === 'option',
        cells: [
          time,
          duration(Math.round((end.getTime() - start.getTime()) / MINUTE_MS)),
          reservation.title,
          messages.reservations.kinds[reservation.kind],
          reservation.dossier_number ?? '',
          messages.reservations.statuses[reservation.status],
          reservation.notes ?? '',
        ],
      };
    }),
  };
}

function weekRow(place: PlannerPlace, reservations: PlannerReservation[], days: string[]): WeekRow {
  return {
    heading: place.name,
    subheading: place.location_name,
    cells: days.map((date) => {
      const { from, to } = dayRange(date);
      return reservations
        .filter((reservation) => reservation.starts_at < to && reservation.ends_at > from)
        .map((reservation) => {
          const times = `${formatTime(reservation.starts_at)}–${formatTime(reservation.ends_at)}`;
          const dossier = reservation.dossier_number ? ` (${reservation.dossier_number})` : '';
          const option = reservation.status === 'option' ? `, ${texts.optionMark}` : '';
          return `${times} ${reservation.title}${dossier}${option}`;
        });
    }),
  };
}

// ——— Calendar feeds ———

const feedUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;

const presentFeed = (ctx: ServiceContext, feed: CalendarFeed): CalendarFeedData => ({
  url: feedUrl(ctx.config.appUrl, feed.token),
  // When the current URL was made: at the first use, or at the last regeneration.
  createdAt: feed.updated_at,
});

/** A new secret: 32 random bytes (base64url) for the URL, its SHA-256 for the lookup. */
function newToken() {
  const token = randomToken();
  return { token, token_hash: sha256(token) };
}

async function createFeed(ctx: ServiceContext, db: Db, organizationId: string, placeId: string | null) {
  const now = iso(ctx.clock.now());
  const row = {
    id: newId(),
    organization_id: organizationId,
    place_id: placeId,
    ...newToken(),
    created_by: ctx.actor.userId || null,
    created_at: now,
    updated_at: now,
  };
  const inserted = await plannerRepository.insertFeedIfAbsent(db, row);
  if (inserted) {
    await ctx.audit(db, {
      organizationId,
      entity: 'calendar_feed',
      entityId: row.id,
      action: 'calendar_feed_created',
      changes: { place_id: placeId },
    });
  }
  return inserted;
}

/**
 * The feed of the organisation (placeId null) or of one of its places, made on first use. Simultaneous first
 * calls make one feed: the unique index refuses the others' rows, which then read the one that was made.
 */
export async function showCalendarFeed(
  ctx: ServiceContext,
  organizationId: string,
  placeId: string | null,
): Promise<CalendarFeedData> {
  const existing = await plannerRepository.feed(ctx.db, organizationId, placeId);
  if (existing) return presentFeed(ctx, existing);
  await inTransaction(ctx.db, (trx) => createFeed(ctx, trx, organizationId, placeId));
  const feed = await plannerRepository.feed(ctx.db, organizationId, placeId);
  if (!feed) throw new Error('calendar feed missing after insert');
  return presentFeed(ctx, feed);
}

/** A new secret URL for the feed; the old one answers 404 from now on. */
export async function regenerateCalendarFeed(
  ctx: ServiceContext,
  organizationId: string,
  placeId: string | null,
): Promise<CalendarFeedData> {
  await inTransaction(ctx.db, async (trx) => {
    const existing = await plannerRepository.feed(trx, organizationId, placeId);
    // Never used before: making it is regenerating it (a simultaneous first use may still win the insert).
    if (!existing && (await createFeed(ctx, trx, organizationId, placeId))) return;
    const feed = existing ?? (await plannerRepository.feed(trx, organizationId, placeId));
    if (!feed) throw new Error('calendar feed missing');
    await plannerRepository.replaceToken(trx, feed.id, { ...newToken(), updated_at: iso(ctx.clock.now()) });
    await ctx.audit(trx, {
      organizationId,
      entity: 'calendar_feed',
      entityId: feed.id,
      action: 'calendar_feed_regenerated',
      changes: { place_id: placeId },
    });
  });
  const feed = await plannerRepository.feed(ctx.db, organizationId, placeId);
  if (!feed) throw new Error('calendar feed missing after regenerating');
  return presentFeed(ctx, feed);
}

/** The feed a URL's token opens, or undefined (unknown, regenerated, or not a token at all). */
export async function feedOfToken(db: Db, token: string): Promise<FeedWithNames | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return plannerRepository.feedByTokenHash(db, sha256(token));
}

/** How far the feed looks back and ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 400;

/**
 * The iCalendar text of a feed: the organisation's (or the place's) reservations from 30 days ago to 400 days
 * ahead, cancelled ones included as CANCELLED (so a subscribed calendar removes them), options TENTATIVE. The
 * notes stay out: a subscribed calendar often lives in someone else's cloud.
 */
export async function calendarOfFeed(db: Db, clock: Clock, feed: FeedWithNames): Promise<string> {
  const now = clock.now();
  const range = {
    from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS).toISOString(),
    to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS).toISOString(),
  };
  const reservations = await reservationsInRange(db, feed.organization_id, {
    ...range,
    ...(feed.place_id ? { placeIds: [feed.place_id] } : {}),
    includeCancelled: true,
  });
  const name =
    feed.place_id && feed.place_name
      ? interpolate(texts.placeFeedName, { place: feed.place_name, organization: feed.organization_name })
      : interpolate(texts.feedName, { organization: feed.organization_name });
  const events: FeedEvent[] = reservations.map((reservation) => ({
    id: reservation.id,
    start: new Date(reservation.starts_at),
    end: new Date(reservation.ends_at),
    summary: reservation.dossier_number
      ? `${reservation.title} (${reservation.dossier_number})`
      : reservation.title,
    location: [reservation.place_name, reservation.place_location_name].filter(Boolean).join(', '),
    description: interpolate(texts.feedDescription, {
      kind: messages.reservations.kinds[reservation.kind],
      status: messages.reservations.statuses[reservation.status],
    }),
    status: reservation.status,
    lastModified: new Date(reservation.updated_at),
  }));
  return buildCalendar({ name, events, now });
}
