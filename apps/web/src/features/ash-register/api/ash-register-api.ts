import type { AshRegister } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { AshRegister };

/** GET /api/ash-register: the query as the page sends it. */
export interface AshRegisterQuery {
  year: number;
  search?: string;
}

/** The register of art. 50 Wlb for one year (every line; the years that have cremations for the picker). */
export async function getAshRegister(query: AshRegisterQuery): Promise<AshRegister> {
  return (await api.get<{ data: AshRegister }>('/api/ash-register', { query: { ...query } })).data;
}

/**
 * The address of the year's register as a file (`csv`: UTF-8 with BOM and `;` for Excel; `pdf`: A4 landscape), for
 * a plain download link: the browser sends the session cookie itself.
 */
export function ashRegisterDownloadUrl(year: number, format: 'csv' | 'pdf'): string {
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  return `${base}/api/ash-register?year=${year}&format=${format}`;
}
