import {
  messages,
  toSnakeCase,
  type CalendarFeed,
  type PaginationMeta,
  type PlaceData,
  type PlannerGenerateInput,
  type ReservationData,
  type ReservationKind,
  type ReservationStatus,
} from '@afscheid/shared';
import { api, XSRF_COOKIE } from '../../../lib/api/client.ts';
import { ExpiredAuthSessionError } from '../../../lib/api/errors.ts';
import { networkError, toApiError } from '../../../lib/api/response-errors.ts';
import { readCookie } from '../../../lib/browser/cookies.ts';
import { progress } from '../../../lib/progress/progress-store.ts';
import { session, token } from '../../auth/index.ts';
import { fileNameFromDisposition } from '../lib/download.ts';
import type { ReservationRangeQuery } from '../lib/url-state.ts';

export type { PlaceData, ReservationData };

/** POST /api/reservations. */
export interface ReservationCreate {
  placeId: string;
  startsAt: string;
  endsAt: string;
  kind: ReservationKind;
  title: string;
  status: 'option' | 'confirmed';
  dossierId?: string | null;
  notes?: string | null;
}

/** PUT /api/reservations/{id}: the version read and the fields to change (absent fields keep their value). */
export interface ReservationUpdate {
  version: number;
  placeId?: string;
  startsAt?: string;
  endsAt?: string;
  kind?: ReservationKind;
  title?: string;
  status?: ReservationStatus;
  dossierId?: string | null;
  notes?: string | null;
}

const reservationPath = (id: string) => `/api/reservations/${encodeURIComponent(id)}`;

/** The places to plan: every active place of the organisation (pages of 100, in the server's order). */
export async function listActivePlaces(): Promise<PlaceData[]> {
  const places: PlaceData[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await api.get<{ data: PlaceData[]; meta?: PaginationMeta }>('/api/places', {
      query: { page, perPage: 100, active: 'true' },
    });
    places.push(...answer.data);
    if (!answer.meta || page >= answer.meta.lastPage) break;
  }
  return places;
}

/** The reservations that overlap the range (`from`/`to` Amsterdam dates, `to` exclusive), cancelled ones left out. */
export async function listReservations(query: ReservationRangeQuery): Promise<ReservationData[]> {
  return (await api.get<{ data: ReservationData[] }>('/api/reservations', { query: { ...query } })).data;
}

export async function getReservation(id: string): Promise<ReservationData> {
  return (await api.get<{ data: ReservationData }>(reservationPath(id))).data;
}

/** 409 on an overlap with a confirmed reservation: `data.conflict` names it. */
export async function createReservation(input: ReservationCreate): Promise<ReservationData> {
  return (await api.post<{ data: ReservationData }>('/api/reservations', input)).data;
}

/** 409 on an overlap (`data.conflict`) or a stale version (the reservation as it is now). */
export async function updateReservation(id: string, input: ReservationUpdate): Promise<ReservationData> {
  return (await api.put<{ data: ReservationData }>(reservationPath(id), input)).data;
}

export async function deleteReservation(id: string): Promise<void> {
  await api.delete(reservationPath(id));
}

/** The active organisation's calendar feed (made on first use). */
export async function getCalendarFeed(): Promise<CalendarFeed> {
  return (await api.get<{ data: CalendarFeed }>('/api/calendar-feed')).data;
}

/** A new secret URL; the old one stops working at once. */
export async function regenerateCalendarFeed(): Promise<CalendarFeed> {
  return (await api.post<{ data: CalendarFeed }>('/api/calendar-feed/regenerate', {})).data;
}

export interface PlannerPdf {
  blob: Blob;
  fileName: string;
}

/**
 * POST /api/planner/generate → `application/pdf`. The API client reads answers as text, which breaks a binary
 * file, so this one request is sent here with the client's session protocol: cookies, `X-XSRF-TOKEN`, the
 * organisation header, one retry after a fresh CSRF cookie on 419, the session's expiry and 401 handling.
 */
export async function generatePlannerPdf(input: PlannerGenerateInput): Promise<PlannerPdf> {
  if (token.status() === 'expired') {
    session.expire();
    throw new ExpiredAuthSessionError(messages.errors.expiredAuthSession);
  }
  const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
  const send = () => {
    const headers = new Headers({
      Accept: 'application/pdf, application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    const organizationId = session.getState().user?.activeOrganizationId;
    if (organizationId) headers.set('X-Organization-Id', organizationId);
    return fetch(`${baseUrl}/api/planner/generate`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(toSnakeCase(input)),
    });
  };
  progress.start();
  let failed = true;
  try {
    let response: Response;
    try {
      response = await send();
      if (response.status === 419) {
        await api.csrfCookie();
        response = await send();
      }
    } catch (cause) {
      throw networkError(cause);
    }
    if (!response.ok) {
      const error = await toApiError(response);
      if (response.status === 401) session.expire();
      throw error;
    }
    token.touch();
    const blob = await response.blob();
    failed = false;
    return {
      blob,
      fileName: fileNameFromDisposition(
        response.headers.get('Content-Disposition'),
        `planning-${input.view === 'week' ? 'week' : 'dag'}-${input.date}.pdf`,
      ),
    };
  } finally {
    if (failed) progress.fail();
    else progress.finish();
  }
}
