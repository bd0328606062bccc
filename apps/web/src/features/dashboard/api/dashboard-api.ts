import type { DashboardData } from '@afscheid/shared';
import { api } from '../../../lib/api/client.ts';

export type { DashboardData };

/** The dashboard's query: one per active organisation. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  of: (organizationId: string) => ['dashboard', organizationId] as const,
};

/** Every count of the start page in one request (GET /api/dashboard); parts the member may not see are null. */
export async function getDashboard(): Promise<DashboardData> {
  return (await api.get<{ data: DashboardData }>('/api/dashboard')).data;
}
