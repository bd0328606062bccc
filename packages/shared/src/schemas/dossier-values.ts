import { dossierMessages } from '../nl/dossier-messages.ts';

/**
 * The dossier's plain values (types, statuses, sorts, labels) apart from its Zod schemas (`dossier.ts`): a page
 * that only shows or filters dossiers needs these and not Zod, which the bundler cannot leave out of a module it
 * loads (decision 029).
 */

export const DOSSIER_TYPES = ['cremation', 'burial'] as const;
export type DossierType = (typeof DOSSIER_TYPES)[number];

export const DOSSIER_STATUSES = ['open', 'completed', 'invoiced', 'closed', 'cancelled'] as const;
export type DossierStatus = (typeof DOSSIER_STATUSES)[number];

/** The status changes a dossier allows: the work is done, then invoiced, then archived; or cancelled. */
export const DOSSIER_STATUS_TRANSITIONS: Record<DossierStatus, readonly DossierStatus[]> = {
  open: ['completed', 'cancelled'],
  completed: ['invoiced'],
  invoiced: ['closed'],
  closed: [],
  cancelled: [],
};

/** Closed and cancelled dossiers are read-only. */
export const READ_ONLY_DOSSIER_STATUSES: readonly DossierStatus[] = ['closed', 'cancelled'];

export const DOSSIER_TYPE_LABELS: Record<DossierType, string> = dossierMessages.types;
export const DOSSIER_STATUS_LABELS: Record<DossierStatus, string> = dossierMessages.statuses;

export function canTransition(from: DossierStatus, to: DossierStatus): boolean {
  return DOSSIER_STATUS_TRANSITIONS[from].includes(to);
}

export const DOSSIER_SORTS = ['number', 'died_at', 'funeral_at', 'name', 'created_at'] as const;
export type DossierSortField = (typeof DOSSIER_SORTS)[number];

/**
 * `filter[deadline]=soon`: open dossiers whose legal latest day (art. 16 Wlb) is today or within the next
 * `LEGAL_DEADLINE_SOON_WORKING_DAYS` working days and that have no funeral or cremation moment yet (the
 * dashboard's "wettelijke termijnen" card links here).
 */
export const DOSSIER_DEADLINE_FILTERS = ['soon'] as const;
export type DossierDeadlineFilter = (typeof DOSSIER_DEADLINE_FILTERS)[number];
/** How many working days ahead a legal latest day counts as "soon". */
export const LEGAL_DEADLINE_SOON_WORKING_DAYS = 2;
