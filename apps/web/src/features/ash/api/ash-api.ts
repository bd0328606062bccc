import type {
  AuditEntry,
  ASH_RECORD_SORTS,
  AshDestinationData,
  AshDocumentData,
  AshDocumentKind,
  AshPlaceData,
  AshRecordData,
  AshRecordListItem,
  AshRecordStatus,
  CorrectAshDestinationData,
  CreateAshDestinationData,
  CreateAshRecordData,
  ExecuteAshDestinationData,
  CappedPaginationMeta,
  PaginationMeta,
  UpdateAshDestinationData,
  UpdateAshRecordData,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { AshDestinationData, AshDocumentData, AshPlaceData, AshRecordData, AshRecordListItem };

/** A sort of the list: by cremation date (newest first by default), release date, name or number. */
export type AshRecordSort = (typeof ASH_RECORD_SORTS)[number];

/** GET /api/ash-records: the query as the list sends it (camelCase; the client writes snake_case). */
export interface AshRecordListQuery {
  /** Several statuses, comma-joined (`in_storage,approved`): the server splits them. */
  status?: string;
  search?: string;
  releasable?: 'true';
  /** `YYYY-MM-DD`: may be released on or before that day and no destination approved yet (`releasable_by`). */
  releasableBy?: string;
  overTerm?: 'true';
  blocked?: 'true';
  /** Amsterdam dates (`YYYY-MM-DD`), both inclusive, on the cremation date. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
  sort: AshRecordSort;
}

export interface AshRecordPage {
  data: AshRecordListItem[];
  meta: CappedPaginationMeta;
}

/** The record's status filter values, as the list keeps them. */
export type AshStatusFilter = AshRecordStatus[];

const recordPath = (id: string) => `/api/ash-records/${encodeURIComponent(id)}`;
const destinationPath = (id: string) => `/api/ash-destinations/${encodeURIComponent(id)}`;

export function listAshRecords(query: AshRecordListQuery): Promise<AshRecordPage> {
  return api.get<AshRecordPage>('/api/ash-records', { query: { ...query } });
}

export async function getAshRecord(id: string): Promise<AshRecordData> {
  return (await api.get<{ data: AshRecordData }>(recordPath(id))).data;
}

/** The record's audit trail (record, destinations, documents), newest first. */
export async function getAshRecordHistory(id: string): Promise<AuditEntry[]> {
  return (await api.get<{ data: AuditEntry[] }>(`${recordPath(id)}/history`)).data;
}

/** Ashes received from another crematorium, or a cremation recorded outside the platform: 201 with the record. */
export async function createAshRecord(input: CreateAshRecordData): Promise<AshRecordData> {
  return (await api.post<{ data: AshRecordData }>('/api/ash-records', input)).data;
}

/** PUT /api/ash-records/{id}: versioned (409 with the current record); absent fields keep their value. */
export async function updateAshRecord(id: string, input: UpdateAshRecordData): Promise<AshRecordData> {
  return (await api.put<{ data: AshRecordData }>(recordPath(id), input)).data;
}

/**
 * The answer of a destination action: the record (with every destination) or the destination alone, depending
 * on the route. The callers refresh the record either way.
 */
export type DestinationAnswer = AshRecordData | AshDestinationData;

export async function createAshDestination(
  recordId: string,
  input: CreateAshDestinationData,
): Promise<DestinationAnswer> {
  return (await api.post<{ data: DestinationAnswer }>(`${recordPath(recordId)}/destinations`, input)).data;
}

/** PUT /api/ash-destinations/{id}: versioned; an approved destination goes back to "aangevraagd". */
export async function updateAshDestination(
  id: string,
  input: UpdateAshDestinationData,
): Promise<DestinationAnswer> {
  return (await api.put<{ data: DestinationAnswer }>(destinationPath(id), input)).data;
}

/** "Asbestemming goedkeuren": 409 with the Dutch reason (before the release date, blocked, not the client's). */
export async function approveAshDestination(id: string, version: number): Promise<DestinationAnswer> {
  return (await api.post<{ data: DestinationAnswer }>(`${destinationPath(id)}/approve`, { version })).data;
}

export async function executeAshDestination(
  id: string,
  input: ExecuteAshDestinationData,
): Promise<DestinationAnswer> {
  return (await api.post<{ data: DestinationAnswer }>(`${destinationPath(id)}/execute`, input)).data;
}

/** "Registerregel afsluiten": the register entry becomes final. */
export async function closeAshDestination(id: string, version: number): Promise<DestinationAnswer> {
  return (await api.post<{ data: DestinationAnswer }>(`${destinationPath(id)}/close`, { version })).data;
}

export async function withdrawAshDestination(
  id: string,
  input: { version: number; reason: string },
): Promise<DestinationAnswer> {
  return (await api.post<{ data: DestinationAnswer }>(`${destinationPath(id)}/withdraw`, input)).data;
}

/** A correction of a closed entry: a new closed entry that refers to it. */
export async function correctAshDestination(
  id: string,
  input: CorrectAshDestinationData,
): Promise<DestinationAnswer> {
  return (await api.post<{ data: DestinationAnswer }>(`${destinationPath(id)}/corrections`, input)).data;
}

/**
 * POST /api/ash-records/{id}/documents: one file (`file`) of a kind, perhaps for one destination. The kind and
 * destination go in the query and as fields before the file, so the server reads them either way.
 */
export async function uploadAshDocument(
  recordId: string,
  file: File,
  kind: AshDocumentKind,
  destinationId?: string | null,
): Promise<AshDocumentData> {
  const body = new FormData();
  body.append('kind', kind);
  if (destinationId) body.append('destination_id', destinationId);
  body.append('file', file, file.name);
  const query: Record<string, string> = { kind };
  if (destinationId) query['destinationId'] = destinationId;
  return (await api.post<{ data: AshDocumentData }>(`${recordPath(recordId)}/documents`, body, { query }))
    .data;
}

/** Where a document downloads (a plain link: the browser saves the attachment). */
export function ashDocumentUrl(recordId: string, documentId: string): string {
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  return `${base}${recordPath(recordId)}/documents/${encodeURIComponent(documentId)}/download`;
}

/** A safety stop: no crematorium has more than this many pages of ash places. */
const MAX_PAGES = 5;

/** The crematorium's ash places in use (`GET /api/ash-places?active=true`), with their occupation. */
export async function listActiveAshPlaces(): Promise<AshPlaceData[]> {
  const places: AshPlaceData[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.get<{ data: AshPlaceData[]; meta?: PaginationMeta }>('/api/ash-places', {
      query: { active: 'true', page, perPage: 100 },
    });
    places.push(...answer.data);
    if (!answer.meta || page >= answer.meta.lastPage) break;
  }
  return places;
}
