import { DEBTOR_KINDS, formatDate, interpolate, type Debtor, type DebtorSort } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { listDebtors, type DebtorListQuery } from '../api/debtors-api.ts';
import { debtorKeys } from '../api/query-keys.ts';
import { DebtorCreateDialog } from '../components/debtor-create-dialog.tsx';
import { kindLabel, wefactLabel } from '../lib/debtor-display.ts';
import { debtorFiltersSearch, readDebtorFilters, sortParts, type DebtorFilters } from '../lib/debtor-filters.ts';

const PER_PAGE = 25;
const list = texts.list;

const SORT_OPTIONS = (Object.keys(list.sorts) as DebtorSort[]).map((value) => ({ value, label: list.sorts[value] }));
const KIND_OPTIONS = DEBTOR_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));
const WEFACT_OPTIONS = [
  { value: 'yes', label: list.inWefactOnly },
  { value: 'no', label: list.notInWefactOnly },
];

/** "In WeFact (DB10042)" as a green badge, or "Nog niet in WeFact". */
function WefactBadge({ debtor }: { debtor: Debtor }) {
  return <Badge tone={debtor.wefactDebtorCode ? 'success' : 'muted'}>{wefactLabel(debtor)}</Badge>;
}

const debtorPath = (debtor: Debtor) => `/debtors/${encodeURIComponent(debtor.id)}`;

/**
 * `/debtors`: search, kind and WeFact filters, sort and page in the URL; a table from 768 px, cards below it;
 * "Debiteur toevoegen" opens the dialog.
 */
export function DebtorsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = readDebtorFilters(params);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    () => (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [search, setSearch] = useState(filters.search);
  const term = useDebouncedValue(search, 300);

  const go = (next: Partial<DebtorFilters>) => {
    void navigate({ search: debtorFiltersSearch({ ...filters, page: 1, ...next }) }, { replace: 'search' in next });
  };
  useEffect(() => {
    if (term.trim() !== filters.search.trim()) go({ search: term });
    // Only a new debounced term navigates; the filters are read from the URL each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const query: DebtorListQuery = {
    search: filters.search || undefined,
    kind: filters.kind || undefined,
    inWefact: filters.wefact === '' ? undefined : filters.wefact === 'yes',
    sort: filters.sort,
    page: filters.page,
    perPage: PER_PAGE,
  };
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: debtorKeys.list(query),
    queryFn: () => listDebtors(query),
    placeholderData: keepPreviousData,
  });
  const debtors = data?.data ?? [];
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const page = meta?.currentPage ?? filters.page;
  const filtered = Boolean(filters.search || filters.kind || filters.wefact);
  const { field: sortField, direction } = sortParts(filters.sort);
  const sortOn = (field: 'name' | 'city' | 'created_at') => ({
    direction: sortField === field ? direction : null,
    onSort: (next: 'asc' | 'desc') => go({ sort: (next === 'desc' ? `-${field}` : field) as DebtorSort }),
    hint: texts.sortHint,
  });

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{list.heading}</PageTitle>
          <p className="mt-2 text-stone-700">{list.intro}</p>
        </div>
        <IfCan permission="debtors.create">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => {
                setNotice(null);
                setCreating(true);
              }}
            >
              {list.add}
            </Button>
            <Link to="/debtors/create" className="text-sm">
              {list.addPage}
            </Link>
          </div>
        </IfCan>
      </div>

      <div role="search" className="mt-6 grid gap-4 md:grid-cols-4">
        <TextField
          className="md:col-span-2"
          label={list.search}
          type="search"
          autoComplete="off"
          description={list.searchHint}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={list.filterKind}
          placeholder={list.allKinds}
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(event) => go({ kind: event.target.value as DebtorFilters['kind'] })}
        />
        <SelectField
          label={list.filterWefact}
          placeholder={list.allWefact}
          options={WEFACT_OPTIONS}
          value={filters.wefact}
          onChange={(event) => go({ wefact: event.target.value as DebtorFilters['wefact'] })}
        />
        <SelectField
          className="md:hidden"
          label={list.sort}
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => go({ sort: event.target.value as DebtorSort })}
        />
      </div>
      {filtered && (
        <p className="mt-2">
          <button
            type="button"
            className="underline"
            onClick={() => {
              setSearch('');
              go({ search: '', kind: '', wefact: '' });
            }}
          >
            {list.resetFilters}
          </button>
        </p>
      )}

      <div aria-live="polite" className="mt-4">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>

      {isError && (
        <Alert tone="error" className="mt-4">
          {list.loadFailed} {isApiError(error) ? error.message : nl.errors.serverNoReference}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {texts.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-4 text-stone-700">{texts.common.loading}</p>}

      {data && (
        <div className="mt-4" aria-busy={isFetching || undefined}>
          {debtors.length === 0 ? (
            <p className="text-stone-700">{filtered ? list.noResults : list.empty}</p>
          ) : (
            <>
              <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm md:block">
                <table className="w-full text-left" data-testid="debtor-table">
                  <caption className="sr-only">{list.caption}</caption>
                  <thead className="border-b border-stone-200 text-sm text-stone-700">
                    <tr>
                      <SortHeader label={list.columns.name} {...sortOn('name')} />
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {list.columns.kind}
                      </th>
                      <SortHeader label={list.columns.city} {...sortOn('city')} />
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {list.columns.email}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {list.columns.wefact}
                      </th>
                      <SortHeader label={list.columns.createdAt} {...sortOn('created_at')} />
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-200">
                    {debtors.map((debtor) => (
                      <tr key={debtor.id}>
                        <td className="px-4 py-3 font-medium">
                          <Link to={debtorPath(debtor)}>{debtor.displayName}</Link>
                        </td>
                        <td className="px-4 py-3 text-stone-800">{kindLabel(debtor.kind)}</td>
                        <td className="px-4 py-3 text-stone-800">{debtor.city ?? texts.common.none}</td>
                        <td className="px-4 py-3 break-all text-stone-800">{debtor.email ?? texts.common.none}</td>
                        <td className="px-4 py-3">
                          <WefactBadge debtor={debtor} />
                        </td>
                        <td className="px-4 py-3 text-stone-800">{formatDate(debtor.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul aria-label={list.caption} data-testid="debtor-cards" className="space-y-3 md:hidden">
                {debtors.map((debtor) => (
                  <li key={debtor.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                    <p className="font-medium">
                      <Link to={debtorPath(debtor)}>{debtor.displayName}</Link>
                    </p>
                    <p className="mt-1 text-sm text-stone-700">
                      {[kindLabel(debtor.kind), debtor.city, debtor.email].filter(Boolean).join(' · ')}
                    </p>
                    <p className="mt-2">
                      <WefactBadge debtor={debtor} />
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-3 text-sm text-stone-700">
            {meta && (meta.total === 1 ? list.countOne : interpolate(list.count, { count: meta.total }))}
          </p>
          <Pagination
            className="mt-4"
            page={page}
            lastPage={lastPage}
            onPage={(next) => go({ page: next })}
            texts={{
              label: texts.pagination.label,
              previous: texts.pagination.previous,
              next: texts.pagination.next,
              pageOf: interpolate(texts.pagination.pageOf, { page, pages: lastPage }),
            }}
          />
        </div>
      )}

      <DebtorCreateDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onCreated={(debtor) => setNotice(interpolate(texts.form.created, { name: debtor.displayName }))}
      />
    </div>
  );
}
