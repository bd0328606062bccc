import type { InvoiceData } from '@afscheid/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { invoiceBadge } from '../lib/invoice-display.ts';

/** Concept, verzonden, betaald, vervallen, creditfactuur; or "Mislukt" / "Wordt gemaakt" for an attempt. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceData, 'state' | 'status'> }) {
  const { tone, label } = invoiceBadge(invoice);
  return <Badge tone={tone}>{label}</Badge>;
}
