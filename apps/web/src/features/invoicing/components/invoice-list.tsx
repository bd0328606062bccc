import { formatDateTime, formatMoney, interpolate, type InvoiceData } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { nlInvoicing as texts } from '../../../lib/i18n/nl-NL.invoicing.ts';
import { listDebtorInvoices, listDossierInvoices, refreshInvoice } from '../api/invoicing-api.ts';
import { invoicingKeys } from '../api/query-keys.ts';
import { failureText } from '../lib/invoice-display.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const t = texts.list;

function RefreshButton({ invoice }: { invoice: InvoiceData }) {
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => refreshInvoice(invoice.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoicingKeys.all }),
  });
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        busy={refresh.isPending}
        busyLabel={t.refreshing}
        aria-label={interpolate(t.refreshFor, { code: invoice.code ?? '' })}
        onClick={() => refresh.mutate()}
      >
        {t.refresh}
      </Button>
      <div aria-live="polite">
        {refresh.isError && <Alert tone="error">{failureText(refresh.error, t.refreshFailed)}</Alert>}
      </div>
    </div>
  );
}

/**
 * The invoices as a list of cards (one per invoice, readable at any width): code, status badge, amounts,
 * and "Status vernieuwen" for an invoice WeFact holds; a failed attempt shows its error text.
 */
function InvoiceList({ invoices, show }: { invoices: InvoiceData[]; show: 'dossier' | 'debtor' }) {
  if (invoices.length === 0) return <p className="mt-2 text-stone-700">{t.empty}</p>;
  return (
    <ul aria-label={t.caption} className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
            <dt className="font-medium">{t.columns.code}</dt>
            <dd>{invoice.code ?? t.noCode}</dd>
            <dt className="font-medium">{show === 'dossier' ? t.columns.debtor : t.columns.dossier}</dt>
            <dd>{show === 'dossier' ? invoice.debtor.displayName : invoice.dossier.number}</dd>
            <dt className="font-medium">{t.columns.status}</dt>
            <dd>
              <InvoiceStatusBadge invoice={invoice} />
            </dd>
            <dt className="font-medium">{t.columns.incl}</dt>
            <dd>{formatMoney(invoice.amountIncl)}</dd>
            <dt className="font-medium">{t.columns.created}</dt>
            <dd>{formatDateTime(invoice.createdAt)}</dd>
          </dl>
          <div className="space-y-1">
            {invoice.state === 'created' && (
              <IfCan permission="invoicing.invoice">
                <RefreshButton invoice={invoice} />
              </IfCan>
            )}
            {invoice.statusRefreshedAt && invoice.state === 'created' && (
              <p className="text-sm text-stone-700">
                {interpolate(t.refreshed, { at: formatDateTime(invoice.statusRefreshedAt) })}
              </p>
            )}
          </div>
          {invoice.state === 'failed' && invoice.lastError && (
            <Alert tone="error" className="w-full">
              {invoice.lastError}
            </Alert>
          )}
        </li>
      ))}
    </ul>
  );
}

function InvoicesSection({
  query,
  show,
}: {
  query: { queryKey: readonly unknown[]; queryFn: () => Promise<InvoiceData[]> };
  show: 'dossier' | 'debtor';
}) {
  const result = useQuery(query);
  return (
    <section aria-labelledby={`invoices-${show}`}>
      <h2 id={`invoices-${show}`} className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h2>
      {result.isPending && <p className="mt-2 text-stone-700">{t.loading}</p>}
      {result.isError && (
        <Alert tone="error" className="mt-2">
          {t.failed}{' '}
          <button type="button" className="underline" onClick={() => void result.refetch()}>
            {t.retry}
          </button>
        </Alert>
      )}
      {result.data && <InvoiceList invoices={result.data} show={show} />}
    </section>
  );
}

/** The dossier's invoices (made, being made, failed) with their status in WeFact. */
export function DossierInvoices({ dossierId }: { dossierId: string }) {
  return (
    <InvoicesSection
      show="dossier"
      query={{ queryKey: invoicingKeys.dossier(dossierId), queryFn: () => listDossierInvoices(dossierId) }}
    />
  );
}

/** The debtor's invoices over all dossiers, with their status in WeFact. */
export function DebtorInvoices({ debtorId }: { debtorId: string }) {
  return (
    <InvoicesSection
      show="debtor"
      query={{ queryKey: invoicingKeys.debtor(debtorId), queryFn: () => listDebtorInvoices(debtorId) }}
    />
  );
}
