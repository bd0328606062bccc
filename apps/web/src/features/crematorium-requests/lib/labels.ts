import {
  CREMATORIUM_REQUEST_STATUS_LABELS,
  formatDate,
  formatTime,
  interpolate,
  messages,
  OPEN_REQUEST_STATUSES,
  type CrematoriumRequestListItem,
  type CrematoriumRequestStatus,
  type RequestEvent,
} from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { nlRequests } from './texts.ts';

/** The colour of a status badge: it only repeats the word. */
export const STATUS_TONES: Record<CrematoriumRequestStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  proposed: 'warning',
  accepted: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

export const statusLabel = (status: CrematoriumRequestStatus): string =>
  CREMATORIUM_REQUEST_STATUS_LABELS[status];

/** `12 maart 2027 om 10:00` (Amsterdam), whatever the browser's time zone; '' without a moment. */
export function momentText(instant: string | null | undefined): string {
  if (!instant) return '';
  return interpolate(nlRequests.common.moment, { date: formatDate(instant), time: formatTime(instant) });
}

/** The running request of a dossier (at most one: concept, ingediend, voorgesteld or geaccepteerd). */
export function runningRequest<T extends Pick<CrematoriumRequestListItem, 'status'>>(
  requests: readonly T[],
): T | null {
  return requests.find((request) => OPEN_REQUEST_STATUSES.includes(request.status)) ?? null;
}

/** A timeline line: "Aanvraag afgewezen", "Gewijzigde gegevens verstuurd (versie 2)". */
export function eventLabel(event: Pick<RequestEvent, 'action' | 'note'>): string {
  const label = messages.crematoriumRequests.events[event.action];
  return event.action === 'revised' ? interpolate(label, { revision: event.note ?? '' }) : label;
}

/** The note shown under a timeline line (a reason, a proposal's note); the revision's number is in the label. */
export function eventNote(event: Pick<RequestEvent, 'action' | 'note'>): string | null {
  return event.action === 'revised' ? null : event.note;
}

/** "1,2 MB", "340 kB": a file's size for people. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
