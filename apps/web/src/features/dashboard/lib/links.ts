import type { DossierStatus, SupplierStatus } from '@afscheid/shared';

/**
 * The filtered list behind each of the dashboard's counts (the contract in `schemas/dashboard.ts`); each list page
 * shows the filter its link carries, with a way to clear it.
 */
export const dashboardLinks = {
  dossiersByStatus: (status: DossierStatus) => `/dossiers?status=${status}`,
  dossiers: '/dossiers',
  legalDeadlines: '/dossiers?deadline=soon',
  dossier: (id: string) => `/dossiers/${encodeURIComponent(id)}`,
  plannerDay: (date: string) => `/planner?view=day&date=${date}`,
  myOpenTasks: '/tasks?scope=mine&status=open',
  myOverdueTasks: '/tasks?scope=mine&status=open&overdue=true',
  /** Funeral company: waiting for the crematorium; crematorium: to answer. */
  requestsSubmitted: '/crematorium-requests?status=submitted',
  /** An alternative proposal of the crematorium (the funeral company answers it). */
  requestsProposed: '/crematorium-requests?status=proposed',
  ashWaitingForClient: '/crematorium-requests?ash=waiting',
  cremationsOn: (date: string) => `/cremations?from=${date}&to=${date}`,
  cremation: (id: string) => `/cremations/${encodeURIComponent(id)}`,
  ashReleasableBy: (date: string) => `/ash?releasable_by=${date}`,
  ashOverTerm: '/ash?over_term=true',
  ashPlacesTermsEnding: '/ash/places?terms_ending=true',
  suppliersByStatus: (status: SupplierStatus) => `/suppliers?status=${status}`,
  invoicingLink: (organizationId: string) =>
    `/organizations/${encodeURIComponent(organizationId)}/wefact-api`,
};
