import type { SupplierStatus } from '@afscheid/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { statusLabel } from '../lib/labels.ts';

/** "Actief" (green) or "Inactief" (grey). */
export function SupplierStatusBadge({ status, className }: { status: SupplierStatus; className?: string }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'muted'} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
