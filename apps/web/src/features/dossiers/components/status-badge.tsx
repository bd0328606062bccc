import type { DossierStatus } from '@afscheid/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { statusLabel, statusTone } from '../lib/labels.ts';

export function StatusBadge({ status, className }: { status: DossierStatus; className?: string }) {
  return (
    <Badge tone={statusTone(status)} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
