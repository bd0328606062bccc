import { BROADCAST_STATUS_LABELS, type BroadcastStatus } from '@afscheid/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<BroadcastStatus, BadgeTone> = {
  scheduled: 'info',
  live: 'danger',
  ended: 'neutral',
  cancelled: 'muted',
};

/** "Gepland", "Live", "Afgelopen" or "Geannuleerd"; the colour only repeats the word. */
export function BroadcastStatusBadge({ status }: { status: BroadcastStatus }) {
  return <Badge tone={TONES[status]}>{BROADCAST_STATUS_LABELS[status]}</Badge>;
}
