import type {
  ArticleData,
  CreateSupplierData,
  PaginationMeta,
  SupplierData,
  SupplierKind,
  SupplierStatus,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { SupplierData };

export interface SupplierListQuery {
  page: number;
  perPage: number;
  search?: string;
  sort: string;
  filter: { kind?: SupplierKind; status?: SupplierStatus };
}

export interface SupplierList {
  data: SupplierData[];
  meta: PaginationMeta;
}

/** The fields a PUT changes (absent fields keep their value; null empties one), with the version it is based on. */
export type SupplierUpdate = { version: number } & { [K in keyof CreateSupplierData]?: string | null };

export interface SupplierArticlePage {
  data: ArticleData[];
  meta: PaginationMeta;
}

const supplierPath = (id: string) => `/api/suppliers/${encodeURIComponent(id)}`;

/** A page of the organisation's suppliers: searched, filtered and sorted by the server. */
export function listSuppliers(query: SupplierListQuery): Promise<SupplierList> {
  return api.get<SupplierList>('/api/suppliers', { query: { ...query } });
}

export async function getSupplier(id: string): Promise<SupplierData> {
  return (await api.get<{ data: SupplierData }>(supplierPath(id))).data;
}

export async function createSupplier(input: CreateSupplierData): Promise<SupplierData> {
  return (await api.post<{ data: SupplierData }>('/api/suppliers', input)).data;
}

/** 409 when `version` is stale: the error's `data` is the supplier as it is now. */
export async function updateSupplier(id: string, input: SupplierUpdate): Promise<SupplierData> {
  return (await api.put<{ data: SupplierData }>(supplierPath(id), input)).data;
}

/** 409 (with a Dutch message) while articles name the supplier. */
export async function deleteSupplier(id: string): Promise<void> {
  await api.delete(supplierPath(id));
}

/** A page of the supplier's articles (GET /api/suppliers/{id}/articles, the articles module's route). */
export function listSupplierArticles(id: string, page: number, perPage = 25): Promise<SupplierArticlePage> {
  return api.get<SupplierArticlePage>(`${supplierPath(id)}/articles`, { query: { page, perPage } });
}
