import type { BillableDossier, BillableSort, InvoiceData, PaginationMeta } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { BillableDossier, InvoiceData };

export interface BillableQuery {
  search?: string;
  sort?: BillableSort;
  page?: number;
  perPage?: number;
  /** One dossier only (what the "Factureren" button shows before it asks). */
  dossierId?: string;
}

export interface BillableList {
  data: BillableDossier[];
  meta: PaginationMeta;
}

/** GET /api/invoicing/billable-dossiers: search, sort, pages and `filter[dossier]` on the server. */
export function listBillableDossiers(query: BillableQuery): Promise<BillableList> {
  const { dossierId, ...rest } = query;
  return api.get<BillableList>('/api/invoicing/billable-dossiers', {
    query: { ...rest, filter: dossierId ? { dossier: dossierId } : {} },
  });
}

/** POST /api/invoicing/dossiers/{id}/invoice: one draft invoice per debtor (201); 409 nothing left, 502 WeFact. */
export async function invoiceDossier(dossierId: string, debtorId?: string): Promise<InvoiceData[]> {
  const body = debtorId ? { debtorId } : {};
  return (await api.post<{ data: InvoiceData[] }>(`/api/invoicing/dossiers/${encodeURIComponent(dossierId)}/invoice`, body)).data;
}

export async function refreshInvoice(id: string): Promise<InvoiceData> {
  return (await api.post<{ data: InvoiceData }>(`/api/invoicing/invoices/${encodeURIComponent(id)}/refresh`, {})).data;
}

export async function listDossierInvoices(dossierId: string): Promise<InvoiceData[]> {
  return (await api.get<{ data: InvoiceData[] }>(`/api/dossiers/${encodeURIComponent(dossierId)}/invoices`)).data;
}

export async function listDebtorInvoices(debtorId: string): Promise<InvoiceData[]> {
  return (await api.get<{ data: InvoiceData[] }>(`/api/debtors/${encodeURIComponent(debtorId)}/invoices`)).data;
}

export interface DebtorOption {
  id: string;
  displayName: string;
}

/** The organisation's debtors by name (GET /api/debtors), for the choice of the lines without a debtor. */
export async function listDebtorOptions(search: string): Promise<DebtorOption[]> {
  const answer = await api.get<{ data: DebtorOption[] }>('/api/debtors', {
    query: { search: search || undefined, sort: 'name', perPage: 50 },
  });
  return answer.data.map(({ id, displayName }) => ({ id, displayName }));
}
