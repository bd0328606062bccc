import { crematoriumRequestMessages, cremationMessages } from '../nl/crematorium-request-messages.ts';

/**
 * The crematorium requests' and cremations' plain values (statuses, kinds, labels, sorts, default durations) apart
 * from their Zod schemas (`crematorium-requests.ts`): a page that only shows them needs these and not Zod
 * (decision 029).
 */

/** draft → submitted → accepted | rejected | proposed; cancelled by either side before the cremation. */
export const CREMATORIUM_REQUEST_STATUSES = [
  'draft',
  'submitted',
  'accepted',
  'rejected',
  'proposed',
  'cancelled',
] as const;
export type CrematoriumRequestStatus = (typeof CREMATORIUM_REQUEST_STATUSES)[number];
export const CREMATORIUM_REQUEST_STATUS_LABELS: Record<CrematoriumRequestStatus, string> = crematoriumRequestMessages.statuses;

/** The states in which a request is still running (one running request per dossier). */
export const OPEN_REQUEST_STATUSES: readonly CrematoriumRequestStatus[] = [
  'draft',
  'submitted',
  'proposed',
  'accepted',
];

export const REQUEST_EVENT_ACTIONS = [
  'created',
  'submitted',
  'revised',
  'accepted',
  'rejected',
  'proposed',
  'proposal_accepted',
  'proposal_declined',
  'cancelled',
  'approved',
  'performed',
  'ash_destination_sent',
  'ash_destination_approved',
  'ash_destination_executed',
  'ash_destination_closed',
] as const;
export type RequestEventAction = (typeof REQUEST_EVENT_ACTIONS)[number];

export const COFFIN_KINDS = ['standard', 'eco', 'shroud', 'oversized', 'other'] as const;
export type CoffinKind = (typeof COFFIN_KINDS)[number];
export const COFFIN_KIND_LABELS: Record<CoffinKind, string> = crematoriumRequestMessages.coffinKinds;

/** `none`: there were no implants; `removed`: there were, and they are removed (which ones in `implantKinds`). */
export const IMPLANT_STATES = ['none', 'removed'] as const;
export type ImplantState = (typeof IMPLANT_STATES)[number];
export const IMPLANT_KINDS = ['pacemaker', 'icd', 'other'] as const;
export type ImplantKind = (typeof IMPLANT_KINDS)[number];

export const CREMATION_STATUSES = ['planned', 'approved', 'performed', 'cancelled'] as const;
export type CremationStatus = (typeof CREMATION_STATUSES)[number];
export const CREMATION_STATUS_LABELS: Record<CremationStatus, string> = cremationMessages.statuses;

/** Default lengths when the request leaves them open: the oven slot and a ceremony or coffee table. */
export const DEFAULT_CREMATION_MINUTES = 90;
export const DEFAULT_CEREMONY_MINUTES = 45;
export const DEFAULT_COFFEE_MINUTES = 60;

/** `ash` on GET /api/crematorium-requests: `waiting` for the client's ash destination. */
export const REQUEST_ASH_FILTERS = ['waiting'] as const;

export const CREMATION_SORTS = ['date', '-date', 'number', '-number', 'name'] as const;
