import type {
  CoffinKind,
  Crematorium,
  CrematoriumRequestData,
  CrematoriumRequestListItem,
  CrematoriumRequestStatus,
  ImplantKind,
  ImplantState,
  CappedPaginationMeta,
  RequestRevision,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { Crematorium, CrematoriumRequestData, CrematoriumRequestListItem, RequestRevision };

/** The wishes every write sends in full (null empties a field): the dialog's answer to "what do you ask for". */
export interface RequestWishesInput {
  location: string | null;
  alternativeAt: string | null;
  ceremonyPlaceId: string | null;
  ceremonyMinutes: number | null;
  coffeeRoom: boolean;
  coffeePlaceId: string | null;
  coffeeMinutes: number | null;
  guests: number | null;
  livestream: boolean;
  coffinKind: CoffinKind | null;
  coffinLengthCm: number | null;
  coffinWidthCm: number | null;
  implants: ImplantState | null;
  implantKinds: ImplantKind[];
  implantsOther: string | null;
  relativesAttend: boolean;
  relativesCount: number | null;
  ashDestination: string | null;
  remarks: string | null;
  documentIds: string[];
}

/** POST /api/crematorium-requests: a draft for a cremation dossier. */
export interface RequestCreate extends RequestWishesInput {
  dossierId: string;
  crematoriumId: string;
  wishedAt: string;
  ceremony: boolean;
}

/** PUT /api/crematorium-requests/{id}: a draft's fields, with the version they are based on. */
export interface RequestUpdate extends RequestWishesInput {
  version: number;
  crematoriumId: string;
  wishedAt: string;
  ceremony: boolean;
}

/** POST …/{id}/revisions: the wishes as they are now; the server takes the deceased's details anew. */
export interface RevisionCreate extends RequestWishesInput {
  version: number;
  wishedAt: string;
  ceremony: boolean;
}

/** GET /api/crematorium-requests: the active organisation's side (`from`/`to` are Amsterdam dates). */
export interface RequestListQuery {
  status?: CrematoriumRequestStatus;
  from?: string;
  to?: string;
  /** `waiting`: the ashes wait for the client's destination (funeral company side). */
  ash?: 'waiting';
  search?: string;
  dossierId?: string;
  page: number;
  perPage: number;
  sort: string;
}

export interface RequestListPage {
  data: CrematoriumRequestListItem[];
  meta: CappedPaginationMeta;
}

const BASE = '/api/crematorium-requests';
const requestPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The crematoria on the platform that accept requests, with their locations, aulas and coffee rooms. */
export async function listCrematoria(): Promise<Crematorium[]> {
  return (await api.get<{ data: Crematorium[] }>('/api/crematoria')).data;
}

export function listRequests(query: RequestListQuery): Promise<RequestListPage> {
  return api.get<RequestListPage>(BASE, { query: { ...query } });
}

/** Every request of one dossier (at most a page of 50: one runs at a time, the rest are history). */
export async function listDossierRequests(dossierId: string): Promise<CrematoriumRequestListItem[]> {
  return (await listRequests({ dossierId, page: 1, perPage: 50, sort: '-updated' })).data;
}

export async function getRequest(id: string): Promise<CrematoriumRequestData> {
  return (await api.get<{ data: CrematoriumRequestData }>(requestPath(id))).data;
}

/** Newest first. */
export async function listRevisions(id: string): Promise<RequestRevision[]> {
  return (await api.get<{ data: RequestRevision[] }>(`${requestPath(id)}/revisions`)).data;
}

/** 201 with the draft. */
export async function createRequest(input: RequestCreate): Promise<CrematoriumRequestData> {
  return (await api.post<{ data: CrematoriumRequestData }>(BASE, input)).data;
}

/** 409 with `data.current` when the version is stale; 409 when it is no draft any more. */
export async function updateRequest(id: string, input: RequestUpdate): Promise<CrematoriumRequestData> {
  return (await api.put<{ data: CrematoriumRequestData }>(requestPath(id), input)).data;
}

export async function deleteRequest(id: string): Promise<void> {
  await api.delete(requestPath(id));
}

/** A new version for the crematorium; 422 when nothing changed. */
export async function createRevision(id: string, input: RevisionCreate): Promise<CrematoriumRequestData> {
  return (await api.post<{ data: CrematoriumRequestData }>(`${requestPath(id)}/revisions`, input)).data;
}

/** The actions on a request (`POST …/{id}/{action}`); each answers the request as it is afterwards. */
export type RequestAction =
  | { action: 'submit' }
  | { action: 'accept'; startsAt?: string | null; placeIds?: string[] }
  | { action: 'reject'; reason: string }
  | { action: 'propose'; proposedAt: string; note?: string | null }
  | { action: 'accept-proposal' }
  | { action: 'decline-proposal'; reason?: string | null }
  | { action: 'cancel'; reason: string };

/**
 * Sends an action with the version the page shows (a stale one is refused: 409 with `data.current`); without a
 * version (a list shows none) the request as it is now.
 */
export async function runRequestAction(
  id: string,
  version: number | undefined,
  { action, ...body }: RequestAction,
): Promise<CrematoriumRequestData> {
  const path = `${requestPath(id)}/${action}`;
  const sent = version === undefined ? body : { version, ...body };
  return (await api.post<{ data: CrematoriumRequestData }>(path, sent)).data;
}

/** Where an attached copy downloads (the session's organisation applies, as for a dossier's documents). */
export const attachmentUrl = (requestId: string, attachmentId: string) =>
  `${import.meta.env.VITE_API_BASE_URL ?? ''}${requestPath(requestId)}/attachments/${encodeURIComponent(attachmentId)}`;
