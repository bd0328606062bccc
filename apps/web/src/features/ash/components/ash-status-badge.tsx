import type { AshDestinationStatus, AshRecordStatus } from '@afscheid/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  DESTINATION_STATUS_TONES,
  destinationStatusLabel,
  RECORD_STATUS_TONES,
  recordStatusLabel,
} from '../lib/display.ts';

/** The ash status label of a record: In bewaring, Bestemming aangevraagd, Goedgekeurd, Uitgevoerd, Afgesloten. */
export function AshStatusBadge({ status }: { status: AshRecordStatus }) {
  return <Badge tone={RECORD_STATUS_TONES[status]}>{recordStatusLabel(status)}</Badge>;
}

/** A destination's state: Aangevraagd, Goedgekeurd, Uitgevoerd, Afgesloten, Ingetrokken. */
export function AshDestinationStatusBadge({ status }: { status: AshDestinationStatus }) {
  return <Badge tone={DESTINATION_STATUS_TONES[status]}>{destinationStatusLabel(status)}</Badge>;
}
