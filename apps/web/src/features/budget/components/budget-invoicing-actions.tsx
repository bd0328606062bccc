import type { BudgetData } from '@afscheid/shared';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { DossierInvoices, InvoiceDossierButton } from '../../invoicing/index.ts';

/**
 * Invoicing in the budget tab's header: "Factureren" for members who may invoice, once the budget has lines (it
 * stays after invoicing, so its result stays readable; its dialog says when nothing is left). `onInvoiced`
 * refreshes the budget (the lines become locked).
 */
export function BudgetInvoicingActions({
  dossierId,
  budget,
  readOnly,
  onInvoiced,
}: {
  dossierId: string;
  budget: BudgetData;
  readOnly: boolean;
  onInvoiced: () => void;
}) {
  const gate = useGate();
  const hasLines = budget.sections.some((section) => section.lines.length > 0);
  if (readOnly || !hasLines || !gate.can('invoicing.invoice')) return null;
  return <InvoiceDossierButton dossierId={dossierId} onInvoiced={onInvoiced} />;
}

/** The dossier's invoices below its budget, with their status in WeFact. */
export function BudgetInvoices({ dossierId }: { dossierId: string }) {
  return <DossierInvoices dossierId={dossierId} />;
}
