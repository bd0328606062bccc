import type {
  CreateDebtorInput,
  Debtor,
  DebtorKind,
  DebtorSort,
  PaginationMeta,
  UpdateDebtorInput,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { Debtor };

export interface DebtorListQuery {
  search?: string;
  kind?: DebtorKind;
  /** `true`: debtors WeFact knows; `false`: not yet in WeFact. */
  inWefact?: boolean;
  sort: DebtorSort;
  page: number;
  perPage: number;
}

export interface DebtorList {
  data: Debtor[];
  meta: PaginationMeta;
}

const debtorPath = (id: string) => `/api/debtors/${encodeURIComponent(id)}`;

/** GET /api/debtors: search, `filter[kind]`, `filter[in_wefact]`, sort and pages on the server. */
export function listDebtors(query: DebtorListQuery): Promise<DebtorList> {
  const filter: Record<string, string> = {};
  if (query.kind) filter['kind'] = query.kind;
  if (query.inWefact !== undefined) filter['in_wefact'] = String(query.inWefact);
  return api.get<DebtorList>('/api/debtors', {
    query: { search: query.search, sort: query.sort, page: query.page, perPage: query.perPage, filter },
  });
}

export async function getDebtor(id: string): Promise<Debtor> {
  return (await api.get<{ data: Debtor }>(debtorPath(id))).data;
}

export async function createDebtor(input: CreateDebtorInput): Promise<Debtor> {
  return (await api.post<{ data: Debtor }>('/api/debtors', input)).data;
}

/** 409 when `version` is stale: the error's `data` is the debtor as it is now. */
export async function updateDebtor(id: string, input: UpdateDebtorInput): Promise<Debtor> {
  return (await api.put<{ data: Debtor }>(debtorPath(id), input)).data;
}

/** 409 (in Dutch) while budget lines or invoices refer to the debtor. */
export async function deleteDebtor(id: string): Promise<void> {
  await api.delete(debtorPath(id));
}

export interface ClientDebtorAnswer {
  debtor: Debtor;
  /** False when the dossier had made this debtor before (the server answered 200 instead of 201). */
  created: boolean;
}

/** POST /api/dossiers/{id}/client-debtor: the dossier's client (or invoice recipient) as a debtor, once. */
export async function createClientDebtor(dossierId: string): Promise<ClientDebtorAnswer> {
  const answer = await api.post<{ data: Debtor; meta: { created: boolean } }>(
    `/api/dossiers/${encodeURIComponent(dossierId)}/client-debtor`,
    {},
  );
  return { debtor: answer.data, created: answer.meta.created };
}
