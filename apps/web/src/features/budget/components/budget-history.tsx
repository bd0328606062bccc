import { formatDateTime, interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { getBudgetHistory, type BudgetHistoryEntry } from '../api/budget-api.ts';
import { budgetKeys } from '../api/query-keys.ts';
import { budgetTexts } from '../lib/texts.ts';

const t = budgetTexts.history;

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** What the entry says after the name: a line's change, or a step of invoicing the dossier in WeFact. */
function entrySentence(entry: BudgetHistoryEntry): string {
  const changed = (field: string) => entry.changes.find((change) => change.field === field)?.to;
  const code = entry.invoice?.code ?? null;
  switch (entry.action) {
    case 'invoice_started':
      return code ? interpolate(t.invoice.startedCode, { code }) : t.invoice.started;
    case 'invoice_created':
      return interpolate(changed('adopted') === true ? t.invoice.adopted : t.invoice.created, {
        code: code ?? t.invoice.noCode,
      });
    case 'invoice_failed': {
      const reason = changed('error');
      return interpolate(t.invoice.failed, {
        reason: typeof reason === 'string' && reason ? reason : t.invoice.unknownReason,
      });
    }
    case 'invoice_interrupted':
      return t.invoice.interrupted;
    case 'invoice_status_changed': {
      const status = changed('status');
      const label = typeof status === 'string' ? (budgetTexts.invoiceStatuses[status] ?? status) : '—';
      return code
        ? interpolate(t.invoice.statusChangedCode, { code, status: label })
        : interpolate(t.invoice.statusChanged, { status: label });
    }
  }
  const action = t.actions[entry.action] ?? entry.action;
  return entry.description ? `${action}: ${entry.description}` : action;
}

/** "Wijzigingen": who changed which line of the budget and invoiced it in WeFact, newest first, a page at a time. */
export function BudgetHistory({ dossierId }: { dossierId: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: budgetKeys.history(dossierId, page),
    queryFn: () => getBudgetHistory(dossierId, page),
  });
  const meta = history.data?.meta;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h3>
      {history.data?.data.length === 0 && <p className="mt-2 text-stone-700">{t.none}</p>}
      <ol className="mt-2 space-y-2">
        {history.data?.data.map((entry) => (
          <li key={entry.id} className="rounded-md border border-stone-200 p-3">
            <p className="text-stone-900">
              <span className="font-semibold">{entry.user?.name ?? t.unknownUser}</span>{' '}
              {entrySentence(entry)}{' '}
              <span className="text-sm text-stone-600">{formatDateTime(entry.at)}</span>
            </p>
            {entry.action === 'updated' && entry.changes.length > 0 && (
              <ul className="mt-1 text-sm text-stone-700">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {change.field}: {shown(change.from)} → {shown(change.to)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {meta && meta.lastPage > 1 && (
        <div className="mt-3 flex items-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <span className="text-sm text-stone-700">{interpolate(t.page, { page, last: meta.lastPage })}</span>
          <Button variant="secondary" disabled={page >= meta.lastPage} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
        </div>
      )}
    </section>
  );
}
