import { addPlannerDays, isPlannerDate, weekRange, type PlannerView } from '@afscheid/shared';

/**
 * The planner's state in the URL (`/planner?view=day|week&date=YYYY-MM-DD&places=id,id&location=…`), so a
 * planning can be bookmarked, shared and reached with the back button. Missing or broken values fall back to
 * the day view of today, all places, all locations.
 */
export interface PlannerParams {
  view: PlannerView;
  date: string;
  /** Only these places (ids); empty: all places. */
  places: string[];
  /** Only the places of this location; empty: all locations. */
  location: string;
}

export const DEFAULT_VIEW: PlannerView = 'day';

const MAX_PLACES = 200;

export function paramsFromUrl(search: URLSearchParams, today: string): PlannerParams {
  const view = search.get('view');
  const date = (search.get('date') ?? '').trim();
  const places = (search.get('places') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id, index, all) => id !== '' && all.indexOf(id) === index)
    .slice(0, MAX_PLACES);
  return {
    view: view === 'week' || view === 'day' ? view : DEFAULT_VIEW,
    date: isPlannerDate(date) ? date : today,
    places,
    location: (search.get('location') ?? '').trim().slice(0, 100),
  };
}

/** The URL's search part for the params; empty filters are left out. */
export function urlFromParams(params: PlannerParams): URLSearchParams {
  const search = new URLSearchParams();
  search.set('view', params.view);
  search.set('date', params.date);
  if (params.places.length > 0) search.set('places', params.places.join(','));
  if (params.location !== '') search.set('location', params.location);
  return search;
}

/** The date one step (a day or a week) back (-1) or forward (+1). */
export function stepDate(params: Pick<PlannerParams, 'view' | 'date'>, direction: -1 | 1): string {
  return addPlannerDays(params.date, direction * (params.view === 'week' ? 7 : 1));
}

/** The calendar dates the view shows. */
export function viewDays(params: Pick<PlannerParams, 'view' | 'date'>): string[] {
  return params.view === 'week' ? weekRange(params.date).days : [params.date];
}

/** `GET /api/reservations` for the view: `from`/`to` are Amsterdam dates (their midnights), `to` exclusive. */
export interface ReservationRangeQuery {
  from: string;
  to: string;
  /** Comma-separated place ids (the server also takes them comma-separated). */
  placeId?: string;
  location?: string;
}

export function reservationQuery(params: PlannerParams): ReservationRangeQuery {
  const days = viewDays(params);
  const first = days[0] ?? params.date;
  const last = days[days.length - 1] ?? params.date;
  const query: ReservationRangeQuery = { from: first, to: addPlannerDays(last, 1) };
  if (params.places.length > 0) query.placeId = params.places.join(',');
  if (params.location !== '') query.location = params.location;
  return query;
}
