import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { nlInvoicing as texts } from '../../../lib/i18n/nl-NL.invoicing.ts';

/**
 * The "Te factureren dossiers" dialog, loaded on its first opening: the dossier list and the dashboard, which
 * offer it, stay without its code (its list, filters, pagination and the invoice button) until then.
 */
export const BillableDossiersDialog = lazyDialog(() =>
  import('./billable-dossiers-dialog.tsx').then((module) => module.BillableDossiersDialog),
);

/** The dossier list's button that opens the dialog. */
export function BillableDossiersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {texts.billable.open}
      </Button>
      <BillableDossiersDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
