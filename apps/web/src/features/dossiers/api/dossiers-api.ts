import type {
  AddressBookEntry,
  AuditEntry,
  CreateDossierInput,
  DossierData,
  DossierListItem,
  DossierSectionData,
  DossierStatus,
  CappedPaginationMeta,
  MemberData,
  ReservationData,
  SectionKey,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

const base = (id: string) => `/api/dossiers/${encodeURIComponent(id)}`;
const sectionPath = (id: string, key: SectionKey) => `${base(id)}/sections/${encodeURIComponent(key)}`;

/** The query of GET /api/dossiers (camelCase; the client sends `filter[died_from]` and friends). */
export interface DossierListQuery {
  page: number;
  perPage: number;
  search?: string;
  sort?: string;
  filter: {
    status?: string;
    /** `soon`: the legal latest day is close and nothing is planned (`filter[deadline]=soon`). */
    deadline?: string;
    type?: string;
    responsible?: string;
    diedFrom?: string;
    diedTo?: string;
    funeralFrom?: string;
    funeralTo?: string;
  };
}

export interface DossierList {
  data: DossierListItem[];
  /** `totalCapped`: more than `total` (1,000) match, "meer dan 1.000 dossiers". */
  meta: CappedPaginationMeta;
}

/** The header fields a PUT changes (absent fields keep their value), with the version read. */
export interface DossierUpdate {
  version: number;
  responsibleUserId?: string | null;
  executorUserId?: string | null;
  generalNotes?: string | null;
}

export function listDossiers(query: DossierListQuery): Promise<DossierList> {
  return api.get<DossierList>('/api/dossiers', { query: { ...query } });
}

export async function getDossier(id: string): Promise<DossierData> {
  return (await api.get<{ data: DossierData }>(base(id))).data;
}

export async function createDossier(input: CreateDossierInput): Promise<DossierData> {
  return (await api.post<{ data: DossierData }>('/api/dossiers', input)).data;
}

/** 409 when `version` is stale: the error's `data` is the dossier as it is now. */
export async function updateDossier(id: string, input: DossierUpdate): Promise<DossierData> {
  return (await api.put<{ data: DossierData }>(base(id), input)).data;
}

export async function changeDossierStatus(
  id: string,
  input: { version: number; status: DossierStatus; reason?: string },
): Promise<DossierData> {
  return (await api.post<{ data: DossierData }>(`${base(id)}/status`, input)).data;
}

export async function getDossierHistory(id: string): Promise<AuditEntry[]> {
  return (await api.get<{ data: AuditEntry[] }>(`${base(id)}/history`)).data;
}

export async function getSection(id: string, key: SectionKey): Promise<DossierSectionData> {
  return (await api.get<{ data: DossierSectionData }>(sectionPath(id, key))).data;
}

/** 409 `{ data: <current section> }` when `version` is stale; 422 with field errors keyed by data path. */
export async function saveSection(
  id: string,
  key: SectionKey,
  input: { version: number; data: Record<string, unknown> },
): Promise<DossierSectionData> {
  return (await api.put<{ data: DossierSectionData }>(sectionPath(id, key), input)).data;
}

/** GET /api/dossiers/{id}/reservations: the dossier's reservations, cancelled ones included, by start. */
export async function listDossierReservations(id: string): Promise<ReservationData[]> {
  return (await api.get<{ data: ReservationData[] }>(`${base(id)}/reservations`)).data;
}

export async function getSectionHistory(id: string, key: SectionKey): Promise<AuditEntry[]> {
  return (await api.get<{ data: AuditEntry[] }>(`${sectionPath(id, key)}/history`)).data;
}

export async function searchAddressBook(search: string, signal?: AbortSignal): Promise<AddressBookEntry[]> {
  return (await api.get<{ data: AddressBookEntry[] }>('/api/address-book', { query: { search }, signal }))
    .data;
}

/** The members of the active organisation (for the responsible and executor choices). */
export async function listOrganizationMembers(organizationId: string): Promise<MemberData[]> {
  return (
    await api.get<{ data: MemberData[] }>(`/api/organizations/${encodeURIComponent(organizationId)}/members`)
  ).data;
}
