import {
  BILLABLE_SORTS,
  BILLABLE_SORT_LABELS,
  formatMoney,
  interpolate,
  type BillableSort,
} from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { nlInvoicing as texts } from '../../../lib/i18n/nl-NL.invoicing.ts';
import { listBillableDossiers } from '../api/invoicing-api.ts';
import { invoicingKeys } from '../api/query-keys.ts';
import { lineCountText } from '../lib/invoice-display.ts';
import { InvoiceDossierButton } from './invoice-dossier-button.tsx';

const t = texts.billable;
const PER_PAGE = 10;

/**
 * "Te factureren dossiers": the dossiers with billable lines not yet invoiced and their amounts per debtor, with
 * search, sort and pages on the server; each dossier has its own "Factureren" (with the debtor choice for lines
 * without one). A list of cards at every width: it lives in a dialog.
 */
export function BillableDossiersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<BillableSort>('number');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const query = { search: debounced || undefined, sort, page, perPage: PER_PAGE };
  const list = useQuery({
    queryKey: invoicingKeys.billable(query),
    queryFn: () => listBillableDossiers(query),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const lastPage = list.data?.meta.lastPage ?? 1;

  return (
    <Dialog open={open} title={t.title} description={t.intro} onClose={onClose} wide>
      <div className="flex flex-wrap items-end gap-4">
        <form role="search" className="min-w-60 flex-1" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={t.search}
            type="search"
            autoComplete="off"
            description={t.searchHint}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </form>
        <SelectField
          label={t.sort}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as BillableSort);
            setPage(1);
          }}
          options={BILLABLE_SORTS.map((value) => ({ value, label: BILLABLE_SORT_LABELS[value] }))}
        />
      </div>

      {list.isPending && <p className="mt-4 text-stone-700">{t.loading}</p>}
      {list.isError && (
        <Alert tone="error" className="mt-4">
          {t.failed}{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            {t.retry}
          </button>
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && (
        <p className="mt-4 text-stone-800">{debounced ? t.emptySearch : t.empty}</p>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul aria-label={t.caption} className="mt-4 space-y-3">
          {list.data.data.map((entry) => (
            <li key={entry.dossier.id} className="rounded-md border border-stone-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="font-semibold text-stone-900">
                    <Link
                      className="underline"
                      to={`/dossiers/${encodeURIComponent(entry.dossier.id)}`}
                      aria-label={interpolate(t.openDossier, { number: entry.dossier.number })}
                      onClick={onClose}
                    >
                      {entry.dossier.number}
                    </Link>{' '}
                    {entry.dossier.name}
                  </h3>
                  <table className="mt-2 text-left text-stone-800">
                    <caption className="sr-only">
                      {interpolate(t.openDossier, { number: entry.dossier.number })}
                    </caption>
                    <thead className="text-sm text-stone-700">
                      <tr>
                        <th scope="col" className="pr-4 font-semibold">
                          {t.columns.debtors}
                        </th>
                        <th scope="col" className="pr-4 font-semibold">
                          {t.columns.excl}
                        </th>
                        <th scope="col" className="font-semibold">
                          {t.columns.incl}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {entry.debtors.map((group) => (
                        <tr key={group.debtor?.id ?? 'none'}>
                          <th scope="row" className="pr-4 font-normal">
                            {group.debtor?.displayName ?? t.withoutDebtor} ({lineCountText(group.lineCount)})
                          </th>
                          <td className="pr-4 tabular-nums">{formatMoney(group.excl)}</td>
                          <td className="tabular-nums">{formatMoney(group.incl)}</td>
                        </tr>
                      ))}
                      <tr className="border-t border-stone-200 font-semibold">
                        <th scope="row" className="pr-4">
                          {t.total}
                        </th>
                        <td className="pr-4 tabular-nums">{formatMoney(entry.excl)}</td>
                        <td className="tabular-nums">{formatMoney(entry.incl)}</td>
                      </tr>
                    </tbody>
                  </table>
                </div>
                <InvoiceDossierButton dossierId={entry.dossier.id} number={entry.dossier.number} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-4"
        page={page}
        lastPage={lastPage}
        onPage={setPage}
        texts={{
          label: t.pagination,
          previous: t.previous,
          next: t.next,
          pageOf: interpolate(t.pageOf, { page, pages: lastPage }),
        }}
      />
    </Dialog>
  );
}
