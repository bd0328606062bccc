import type {
  BudgetData,
  BudgetHistoryEntry,
  BudgetLineData,
  BudgetSectionData,
  PaginationMeta,
  VatRate,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { BudgetData, BudgetLineData, BudgetSectionData, BudgetHistoryEntry };

/** What the line dialog sends (camelCase; the client sends it snake_case). */
export interface BudgetLineInput {
  sectionId: string | null;
  articleId: string | null;
  description: string;
  unit: string | null;
  quantity: number;
  unitPrice: number;
  vatRate: VatRate;
  discount: number;
  debtorId: string | null;
  billable: boolean;
  insurancePolicy: string | null;
  insuranceCovered: number | null;
}

const dossierPath = (dossierId: string) => `/api/dossiers/${encodeURIComponent(dossierId)}`;
const linePath = (dossierId: string, lineId: string) =>
  `${dossierPath(dossierId)}/budget-lines/${encodeURIComponent(lineId)}`;

export const getBudget = async (dossierId: string): Promise<BudgetData> =>
  (await api.get<{ data: BudgetData }>(`${dossierPath(dossierId)}/budget`)).data;

export const createBudgetLine = async (dossierId: string, input: BudgetLineInput): Promise<BudgetLineData> =>
  (await api.post<{ data: BudgetLineData }>(`${dossierPath(dossierId)}/budget-lines`, input)).data;

export const updateBudgetLine = async (
  dossierId: string,
  lineId: string,
  input: BudgetLineInput & { version: number },
): Promise<BudgetLineData> =>
  (await api.put<{ data: BudgetLineData }>(linePath(dossierId, lineId), input)).data;

export const deleteBudgetLine = (dossierId: string, lineId: string): Promise<unknown> =>
  api.delete(linePath(dossierId, lineId));

export const creditBudgetLine = async (dossierId: string, lineId: string): Promise<BudgetLineData> =>
  (await api.post<{ data: BudgetLineData }>(`${linePath(dossierId, lineId)}/credit`, {})).data;

export const getBudgetHistory = (
  dossierId: string,
  page: number,
  perPage = 20,
): Promise<{ data: BudgetHistoryEntry[]; meta: PaginationMeta }> =>
  api.get(`${dossierPath(dossierId)}/budget/history`, { query: { page, perPage } });

export const listBudgetSections = async (): Promise<BudgetSectionData[]> =>
  (await api.get<{ data: BudgetSectionData[] }>('/api/budget-sections')).data;

export const createBudgetSection = async (name: string): Promise<BudgetSectionData> =>
  (await api.post<{ data: BudgetSectionData }>('/api/budget-sections', { name })).data;

export const deleteBudgetSection = (id: string): Promise<unknown> =>
  api.delete(`/api/budget-sections/${encodeURIComponent(id)}`);

export const orderBudgetSections = async (ids: string[]): Promise<BudgetSectionData[]> =>
  (await api.put<{ data: BudgetSectionData[] }>('/api/budget-sections/order', { ids })).data;

/** An article as the picker needs it (the articles helper's wire, camelCase). */
export interface PickableArticle {
  id: string;
  code: string;
  name: string;
  unit: string;
  unitPrice: number;
  vatRate: VatRate;
}

export const searchArticles = async (search: string): Promise<PickableArticle[]> =>
  (
    await api.get<{ data: PickableArticle[] }>('/api/articles', {
      query: { search: search || undefined, filter: { active: 'true' }, perPage: 20 },
    })
  ).data;

export interface PickableDebtor {
  id: string;
  kind: string;
  displayName: string;
}

export const searchDebtors = async (search: string): Promise<PickableDebtor[]> =>
  (
    await api.get<{ data: PickableDebtor[] }>('/api/debtors', {
      query: { search: search || undefined, perPage: 20 },
    })
  ).data;

export interface Policy {
  insurer: string;
  insurerName?: string | null;
  policyNumber?: string | null;
}

/** The policies of the dossier's insurances section. */
export const getPolicies = async (dossierId: string): Promise<Policy[]> => {
  const answer = await api.get<{ data: { data: { policies?: Policy[] } } }>(
    `${dossierPath(dossierId)}/sections/insurances`,
  );
  return answer.data.data.policies ?? [];
};
