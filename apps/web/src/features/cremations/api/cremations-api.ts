import type {
  CREMATION_SORTS,
  CremationData,
  CremationListItem,
  CremationStatus,
  PaginationMeta,
  PlaceData,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { CremationData, CremationListItem };

/** A sort of the list: `date` (the default), `-date`, `number`, `-number`, `name`. */
export type CremationSort = (typeof CREMATION_SORTS)[number];

/** GET /api/cremations: the query as the list sends it (camelCase; the client writes snake_case). */
export interface CremationListQuery {
  status?: CremationStatus;
  /** Amsterdam dates (`YYYY-MM-DD`), both inclusive, on the planned moment. */
  from?: string;
  to?: string;
  search?: string;
  page: number;
  perPage: number;
  sort: CremationSort;
}

export interface CremationPage {
  data: CremationListItem[];
  meta: PaginationMeta;
}

/** PUT /api/cremations/{id}: the version read and the fields to change (absent fields keep their value). */
export interface CremationUpdate {
  version: number;
  ovenPlaceId?: string | null;
  identifiedBy?: string | null;
  coffinRegistrationNumber?: string | null;
  permitReceived?: boolean;
  permitCompared?: boolean;
  permitNumber?: string | null;
  permitMunicipality?: string | null;
  requestFormReceived?: boolean;
  implantsRemoved?: boolean;
  unnaturalDeath?: boolean;
  noObjectionReceived?: boolean;
  noObjectionReference?: string | null;
  legalDelayReference?: string | null;
  legalDelayUntil?: string | null;
  notes?: string | null;
}

/** POST /api/cremations/{id}/perform. */
export interface CremationPerform {
  version?: number;
  /** Instants (ISO, UTC). */
  performedAt: string;
  endedAt?: string | null;
  ovenPlaceId?: string | null;
  ashRegistrationNumber: string;
}

const cremationPath = (id: string) => `/api/cremations/${encodeURIComponent(id)}`;

export function listCremations(query: CremationListQuery): Promise<CremationPage> {
  return api.get<CremationPage>('/api/cremations', { query: { ...query } });
}

export async function getCremation(id: string): Promise<CremationData> {
  return (await api.get<{ data: CremationData }>(cremationPath(id))).data;
}

/** 409 with the record as it is now when `version` is stale (or the record was performed meanwhile). */
export async function updateCremation(id: string, input: CremationUpdate): Promise<CremationData> {
  return (await api.put<{ data: CremationData }>(cremationPath(id), input)).data;
}

/** The vrijgave: 409 with `data.missing` (the conditions that fail) while any condition fails. */
export async function approveCremation(id: string, version: number): Promise<CremationData> {
  return (await api.post<{ data: CremationData }>(`${cremationPath(id)}/approve`, { version })).data;
}

/** The cremation took place: creates the ash record (409 before the approval, 422 on the fields). */
export async function performCremation(id: string, input: CremationPerform): Promise<CremationData> {
  return (await api.post<{ data: CremationData }>(`${cremationPath(id)}/perform`, input)).data;
}

/** A safety stop: no crematorium has more than this many pages of ovens. */
const MAX_PAGES = 5;

/** The crematorium's active ovens (its `cremation_oven` places), in the server's order. */
export async function listOvens(): Promise<PlaceData[]> {
  const ovens: PlaceData[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<{ data: PlaceData[]; meta?: PaginationMeta }>('/api/places', {
      query: { kind: 'cremation_oven', active: 'true', page, perPage: 100 },
    });
    ovens.push(...answer.data);
    if (!answer.meta || page >= answer.meta.lastPage) break;
  }
  return ovens;
}
