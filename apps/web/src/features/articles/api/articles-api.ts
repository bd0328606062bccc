import type {
  ArticleData,
  CategoryData,
  CreateArticleInput,
  PaginationMeta,
  UpdateArticleInput,
} from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { ArticleData, CategoryData };

export interface ArticleListQuery {
  page: number;
  perPage: number;
  search?: string;
  sort: string;
  filter: { categoryId?: string; supplierId?: string; active?: string; vatRate?: string };
}

export interface ArticleList {
  data: ArticleData[];
  meta: PaginationMeta;
}

/** A supplier as the article form offers it. */
export interface SupplierOption {
  id: string;
  name: string;
}

const articlePath = (id: string) => `/api/articles/${encodeURIComponent(id)}`;
const categoryPath = (id: string) => `/api/categories/${encodeURIComponent(id)}`;

export function listArticles(query: ArticleListQuery): Promise<ArticleList> {
  return api.get<ArticleList>('/api/articles', { query: { ...query } });
}

export async function getArticle(id: string): Promise<ArticleData> {
  return (await api.get<{ data: ArticleData }>(articlePath(id))).data;
}

export async function createArticle(input: CreateArticleInput): Promise<ArticleData> {
  return (await api.post<{ data: ArticleData }>('/api/articles', input)).data;
}

/** An article of the supplier in the path (the path names the supplier). */
export async function createSupplierArticle(supplierId: string, input: CreateArticleInput): Promise<ArticleData> {
  const path = `/api/suppliers/${encodeURIComponent(supplierId)}/articles`;
  return (await api.post<{ data: ArticleData }>(path, input)).data;
}

/** 409 when `version` is stale: the error's `data` is the article as it is now. */
export async function updateArticle(id: string, input: UpdateArticleInput): Promise<ArticleData> {
  return (await api.put<{ data: ArticleData }>(articlePath(id), input)).data;
}

/** 409 when a budget line uses the article (make it inactive instead). */
export async function deleteArticle(id: string): Promise<void> {
  await api.delete(articlePath(id));
}

/** The organisation's categories in its order. */
export async function listCategories(): Promise<CategoryData[]> {
  return (await api.get<{ data: CategoryData[] }>('/api/categories')).data;
}

export async function createCategory(name: string): Promise<CategoryData> {
  return (await api.post<{ data: CategoryData }>('/api/categories', { name })).data;
}

export async function renameCategory(id: string, version: number, name: string): Promise<CategoryData> {
  return (await api.put<{ data: CategoryData }>(categoryPath(id), { version, name })).data;
}

/** Every category id once, in the new order; answers the list as it is now. */
export async function reorderCategories(ids: string[]): Promise<CategoryData[]> {
  return (await api.put<{ data: CategoryData[] }>('/api/categories/order', { ids })).data;
}

export async function deleteCategory(id: string): Promise<void> {
  await api.delete(categoryPath(id));
}

/** The organisation's suppliers by name (the suppliers module's list), for the form's choice. */
export async function listSupplierOptions(): Promise<SupplierOption[]> {
  const answer = await api.get<{ data: SupplierOption[] }>('/api/suppliers', { query: { perPage: 100, sort: 'name' } });
  return answer.data.map(({ id, name }) => ({ id, name }));
}

