import type {
  BroadcastData,
  BroadcastStatus,
  CreateBroadcastData,
  PublicBroadcast,
  ReservationData,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { BroadcastData, PublicBroadcast };

/** The fields a PUT changes (absent fields keep their value; null empties one), with the version it is based on. */
export type BroadcastUpdate = { version: number; status?: BroadcastStatus } & {
  [K in keyof CreateBroadcastData]?: CreateBroadcastData[K] | null;
};

export interface ShareInput {
  recipients: string[];
  message?: string | null;
}

const broadcastsPath = (placeId: string) => `/api/places/${encodeURIComponent(placeId)}/broadcasts`;
const broadcastPath = (placeId: string, id: string) => `${broadcastsPath(placeId)}/${encodeURIComponent(id)}`;

/** The place's broadcasts, the newest start first. */
export async function listBroadcasts(placeId: string): Promise<BroadcastData[]> {
  return (await api.get<{ data: BroadcastData[] }>(broadcastsPath(placeId))).data;
}

export async function getBroadcast(placeId: string, id: string): Promise<BroadcastData> {
  return (await api.get<{ data: BroadcastData }>(broadcastPath(placeId, id))).data;
}

/** 201 with the access code and the public link. */
export async function createBroadcast(placeId: string, input: CreateBroadcastData): Promise<BroadcastData> {
  return (await api.post<{ data: BroadcastData }>(broadcastsPath(placeId), input)).data;
}

/** 409 when `version` is stale: the error's `data` is the broadcast as it is now. */
export async function updateBroadcast(
  placeId: string,
  id: string,
  input: BroadcastUpdate,
): Promise<BroadcastData> {
  return (await api.put<{ data: BroadcastData }>(broadcastPath(placeId, id), input)).data;
}

export async function deleteBroadcast(placeId: string, id: string): Promise<void> {
  await api.delete(broadcastPath(placeId, id));
}

/** A new access code: the old one stops working at once. */
export async function regenerateAccessCode(placeId: string, id: string): Promise<BroadcastData> {
  return (await api.post<{ data: BroadcastData }>(`${broadcastPath(placeId, id)}/regenerate-code`, {})).data;
}

/** The code and link by e-mail, one message per address (202). */
export async function shareBroadcast(placeId: string, id: string, input: ShareInput): Promise<void> {
  await api.post(`${broadcastPath(placeId, id)}/share`, input);
}

/** The reservation a new broadcast is prefilled from (title, times, dossier). */
export async function getReservation(id: string): Promise<ReservationData> {
  return (await api.get<{ data: ReservationData }>(`/api/reservations/${encodeURIComponent(id)}`)).data;
}

/**
 * The public page: the broadcast behind `slug` for the right access code. Anonymous (no session needed, no
 * organisation header); 404 for a wrong code, 429 after too many, 410 when it is no longer available.
 */
export async function accessPublicBroadcast(slug: string, code: string): Promise<PublicBroadcast> {
  const path = `/api/public/broadcasts/${encodeURIComponent(slug)}/access`;
  return (await api.post<{ data: PublicBroadcast }>(path, { code }, { anonymous: true })).data;
}
