import type { CrematoriumRequestStatus } from '@afscheid/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { nlRequests } from '../lib/texts.ts';
import { STATUS_TONES, statusLabel } from '../lib/labels.ts';

/** "Concept", "Ingediend", "Alternatief voorgesteld", …; the colour only repeats the word. */
export function RequestStatusBadge({
  status,
  className,
}: {
  status: CrematoriumRequestStatus;
  className?: string;
}) {
  return (
    <Badge tone={STATUS_TONES[status]} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}

/** "Actie nodig": the request waits for this side (an answer, or a proposal to decide on). */
export function ActionNeededBadge({ className }: { className?: string }) {
  return (
    <Badge tone="warning" className={className}>
      {nlRequests.common.actionNeeded}
    </Badge>
  );
}
