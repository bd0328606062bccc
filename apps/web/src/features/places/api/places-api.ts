import {
  addPlannerDays,
  MAX_RESERVATION_RANGE_DAYS,
  type CalendarFeed,
  type CreatePlaceData,
  type PaginationMeta,
  type PlaceData,
  type ReservationData,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { PlaceData };

export interface PlacePage {
  data: PlaceData[];
  meta: PaginationMeta;
}

/** The fields a PUT changes (absent fields keep their value; null empties one), with the version it is based on. */
export type PlaceUpdate = { version: number } & { [K in keyof CreatePlaceData]?: CreatePlaceData[K] | null };

/** The most places one page of GET /api/places holds. */
export const PLACES_PER_PAGE = 100;
/** A safety stop for `listAllPlaces`: no organisation has more than this many pages of places. */
const MAX_PAGES = 20;

const placePath = (id: string) => `/api/places/${encodeURIComponent(id)}`;

/** One page of the active organisation's places, sorted by location and name (the server's default). */
export function listPlaces(page = 1, perPage = PLACES_PER_PAGE): Promise<PlacePage> {
  return api.get<PlacePage>('/api/places', { query: { page, perPage, sort: 'location' } });
}

/** Every place of the active organisation (page after page). */
export async function listAllPlaces(): Promise<PlaceData[]> {
  const first = await listPlaces(1);
  const places = [...first.data];
  for (let page = 2; page <= Math.min(first.meta.lastPage, MAX_PAGES); page++) {
    places.push(...(await listPlaces(page)).data);
  }
  return places;
}

export async function getPlace(id: string): Promise<PlaceData> {
  return (await api.get<{ data: PlaceData }>(placePath(id))).data;
}

export async function createPlace(input: CreatePlaceData): Promise<PlaceData> {
  return (await api.post<{ data: PlaceData }>('/api/places', input)).data;
}

/** 409 when `version` is stale: the error's `data` is the place as it is now. */
export async function updatePlace(id: string, input: PlaceUpdate): Promise<PlaceData> {
  return (await api.put<{ data: PlaceData }>(placePath(id), input)).data;
}

/** 409 (with a Dutch message) while reservations are on the place. */
export async function deletePlace(id: string): Promise<void> {
  await api.delete(placePath(id));
}

/** How many days ahead the place page lists reservations (the most one request may cover). */
export const COMING_DAYS = MAX_RESERVATION_RANGE_DAYS;

/** The place's reservations from the Amsterdam date `from` for the coming six weeks, by start. */
export async function listPlaceReservations(id: string, from: string): Promise<ReservationData[]> {
  const answer = await api.get<{ data: ReservationData[] }>('/api/reservations', {
    query: { from, to: addPlannerDays(from, COMING_DAYS), placeId: id },
  });
  return answer.data;
}

/** The place's own calendar feed (made on first use). */
export async function getPlaceCalendarFeed(id: string): Promise<CalendarFeed> {
  return (await api.get<{ data: CalendarFeed }>(`${placePath(id)}/calendar-feed`)).data;
}

/** A new secret URL for the place's feed: the old one stops working. */
export async function regeneratePlaceCalendarFeed(id: string): Promise<CalendarFeed> {
  return (await api.post<{ data: CalendarFeed }>(`${placePath(id)}/calendar-feed/regenerate`, {})).data;
}
