import { interpolate, type InvoiceData } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { nlInvoicing as texts } from '../../../lib/i18n/nl-NL.invoicing.ts';
import { invoiceDossier, listBillableDossiers } from '../api/invoicing-api.ts';
import { budgetDossierKey, dossierDetailKey, invoicingKeys } from '../api/query-keys.ts';
import { failureText, perDebtorText } from '../lib/invoice-display.ts';
import { DebtorChoice } from './debtor-choice.tsx';

export interface InvoiceDossierButtonProps {
  dossierId: string;
  /** The dossier number, for the button's accessible name and the dialog title when known. */
  number?: string;
  onInvoiced?: (invoices: InvoiceData[]) => void;
}

/**
 * "Factureren": a dialog that shows what will be invoiced per debtor (the billable list narrowed to this
 * dossier), asks the debtor of lines that have none, and makes the draft invoices in WeFact. WeFact's own
 * error text is shown as it is; on success the invoice codes, and the dossier's budget and invoices refresh.
 */
export function InvoiceDossierButton({ dossierId, number, onInvoiced }: InvoiceDossierButtonProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [debtorId, setDebtorId] = useState('');
  const [made, setMade] = useState<InvoiceData[] | null>(null);
  const billable = useQuery({
    queryKey: invoicingKeys.billable({ filter: { dossier: dossierId } }),
    queryFn: () => listBillableDossiers({ dossierId }),
    enabled: open,
  });
  const entry = billable.data?.data[0];
  const shownNumber = entry?.dossier.number ?? number ?? '';
  const needsDebtor = entry?.debtors.some((group) => group.debtor === null) ?? false;
  const invoice = useMutation({
    mutationFn: () => invoiceDossier(dossierId, needsDebtor ? debtorId : undefined),
    onSuccess: (invoices) => {
      setMade(invoices);
      setOpen(false);
      onInvoiced?.(invoices);
    },
    onSettled: () => {
      // Also after a failure: a failed attempt shows on the dossier and its lines are free again.
      void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
      void queryClient.invalidateQueries({ queryKey: budgetDossierKey(dossierId) });
      void queryClient.invalidateQueries({ queryKey: dossierDetailKey(dossierId) });
    },
  });
  const close = () => {
    setOpen(false);
    invoice.reset();
  };
  const missingDebtor = needsDebtor && debtorId === '';

  return (
    <div className="space-y-2">
      <Button
        onClick={() => {
          setMade(null);
          setDebtorId('');
          invoice.reset();
          setOpen(true);
        }}
        aria-label={number ? interpolate(texts.invoice.buttonFor, { number }) : undefined}
      >
        {texts.invoice.button}
      </Button>
      <div aria-live="polite">
        {made && (
          <Alert tone="success">
            {interpolate(texts.invoice.done, {
              codes: made
                .map((i) => i.code ?? '')
                .filter(Boolean)
                .join(', '),
            })}
          </Alert>
        )}
      </div>
      <Dialog
        open={open}
        title={interpolate(texts.invoice.title, { number: shownNumber })}
        description={texts.invoice.intro}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {texts.invoice.cancel}
            </Button>
            <Button
              busy={invoice.isPending}
              busyLabel={texts.invoice.busy}
              disabled={!entry || missingDebtor}
              onClick={() => invoice.mutate()}
            >
              {texts.invoice.confirm}
            </Button>
          </>
        }
      >
        {billable.isPending && <p className="text-stone-700">{texts.invoice.loading}</p>}
        {billable.isError && <Alert tone="error">{failureText(billable.error)}</Alert>}
        {billable.isSuccess && !entry && <p className="text-stone-800">{texts.invoice.nothing}</p>}
        {entry && (
          <div className="space-y-4">
            <ul className="list-disc space-y-1 pl-5 text-stone-800">
              {entry.debtors.map((group) => (
                <li key={group.debtor?.id ?? 'none'}>{perDebtorText(group)}</li>
              ))}
            </ul>
            {needsDebtor && <DebtorChoice value={debtorId} onChange={setDebtorId} />}
          </div>
        )}
        <div aria-live="assertive">
          {invoice.isError && (
            <Alert tone="error" className="mt-4">
              {failureText(invoice.error)}
            </Alert>
          )}
        </div>
      </Dialog>
    </div>
  );
}
