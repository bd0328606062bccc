import type { CremationStatus } from '@afscheid/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { statusLabel, STATUS_TONES } from '../lib/display.ts';

/** The record's state as a badge: Gepland, Vrijgegeven, Uitgevoerd, Geannuleerd. */
export function CremationStatusBadge({ status }: { status: CremationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}
