import { ashMessages } from '../nl/ash-messages.ts';

/**
 * The ash records' and places' plain values (labels, states, sorts) apart from their Zod schemas (`ash.ts`): a page
 * that only shows them (the dashboard) needs these and not Zod (decision 029).
 */

export const ASH_RECORD_STATUS_LABELS = ashMessages.statuses;
export const ASH_DESTINATION_STATUS_LABELS = ashMessages.destinationStatuses;
export const ASH_DESTINATION_KIND_LABELS = ashMessages.kinds;
export const ASH_OUTCOME_LABELS = ashMessages.outcomes;
export const ASH_PLACE_KIND_LABELS = ashMessages.placeKinds;
export const ASH_PLACE_STATES = ['free', 'occupied', 'reserved'] as const;
export type AshPlaceState = (typeof ASH_PLACE_STATES)[number];
export const ASH_PLACE_STATE_LABELS = ashMessages.placeStates;
export const ASH_RECORD_SOURCES = ['cremation', 'received', 'external'] as const;
export type AshRecordSource = (typeof ASH_RECORD_SOURCES)[number];
export const ASH_DOCUMENT_KINDS = [
  'exemption',
  'block',
  'decision_form',
  'handover_form',
  'signature',
  'other',
] as const;
export type AshDocumentKind = (typeof ASH_DOCUMENT_KINDS)[number];

export const ASH_RECORD_SORTS = [
  'cremated_on',
  '-cremated_on',
  'release',
  '-release',
  'name',
  '-name',
  'number',
  '-number',
] as const;

export const ASH_PLACE_SORTS = ['code', 'kind', 'term_end'] as const;
