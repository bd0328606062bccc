import {
  CREMATION_STATUS_LABELS,
  formatDateTime,
  interpolate,
  type CremationListItem,
  type CremationStatus,
} from '@afscheid/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';

const texts = nlPages.cremations;

export const STATUS_TONES: Record<CremationStatus, BadgeTone> = {
  planned: 'neutral',
  approved: 'info',
  performed: 'success',
  cancelled: 'muted',
};

export const statusLabel = (status: CremationStatus): string => CREMATION_STATUS_LABELS[status];

/** "Klaar voor vrijgave" or how many conditions are missing; only for a planned record (null otherwise). */
export function readiness(
  item: Pick<CremationListItem, 'status' | 'ready' | 'missing'>,
): { text: string; tone: BadgeTone } | null {
  if (item.status !== 'planned') return null;
  if (item.ready) return { text: texts.list.ready, tone: 'success' };
  return { text: missingText(item.missing.length), tone: 'warning' };
}

/** "1 voorwaarde ontbreekt" / "3 voorwaarden ontbreken". */
export const missingText = (count: number): string =>
  count === 1 ? texts.list.missingOne : interpolate(texts.list.missingMany, { count });

/** The planned moment, or that there is none yet. */
export const plannedText = (plannedAt: string | null): string =>
  plannedAt ? formatDateTime(plannedAt) : texts.list.notPlanned;
