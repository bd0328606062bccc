import { formatDateTime, interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { getBudgetHistory } from '../api/budget-api.ts';
import { budgetKeys } from '../api/query-keys.ts';
import { budgetTexts } from '../lib/texts.ts';

const t = budgetTexts.history;

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** "Wijzigingen": who changed which line of the budget, newest first, a page at a time. */
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
              {t.actions[entry.action] ?? entry.action}
              {entry.description ? `: ${entry.description}` : ''}{' '}
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
