import { interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { supplierKeys } from '../api/query-keys.ts';
import { listSuppliers } from '../api/suppliers-api.ts';
import { SupplierCards } from '../components/supplier-cards.tsx';
import { SupplierCreateDialog } from '../components/supplier-create-dialog.tsx';
import { SupplierFiltersPanel } from '../components/supplier-filters.tsx';
import { SupplierTable } from '../components/supplier-table.tsx';
import {
  activeFilterCount,
  apiQueryFromParams,
  paramsFromUrl,
  urlFromParams,
} from '../lib/list-params.ts';
import { nlSuppliers } from '../lib/texts.ts';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';

const texts = nlSuppliers.list;

/** `/suppliers`: the organisation's suppliers, searchable, filterable and sortable; everything lives in the URL. */
export function SuppliersPage() {
  const navigate = useNavigate();
  const { params, draft, setDraft, go } = useUrlList(paramsFromUrl, urlFromParams);
  const [creating, setCreating] = useState(false);

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: supplierKeys.list(query),
    queryFn: () => listSuppliers(query),
    placeholderData: keepPreviousData,
  });
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const narrowed = params.search !== '' || activeFilterCount(params) > 0;

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{texts.heading}</PageTitle>
          <p className="mt-2 text-stone-700">{texts.intro}</p>
        </div>
        <IfCan permission="suppliers.create">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setCreating(true)}>{texts.create}</Button>
            <Link to="/suppliers/create" className={linkButtonClass}>
              {nlSuppliers.form.createHeading}
            </Link>
          </div>
        </IfCan>
      </div>

      <form
        role="search"
        className="mt-6 max-w-xl"
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the pause.
          event.preventDefault();
          go({ search: draft.trim() }, { replace: true });
        }}
      >
        <TextField
          label={texts.search}
          type="search"
          placeholder={texts.searchPlaceholder}
          description={texts.searchHint}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>

      <div className="mt-4">
        <SupplierFiltersPanel filters={params} onChange={(filters) => go(filters)} />
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {error.message}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlSuppliers.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{nlSuppliers.common.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700">{narrowed ? texts.noneFound : texts.none}</p>
          ) : (
            <>
              {/* Cards on a phone (a table would scroll sideways), the sortable table from md (768 px) up. */}
              <div className="md:hidden">
                <SupplierCards suppliers={data.data} sort={params.sort} onSort={(sort) => go({ sort })} />
              </div>
              <div className="hidden md:block">
                <SupplierTable
                  suppliers={data.data}
                  sort={params.sort}
                  page={meta?.currentPage ?? params.page}
                  lastPage={lastPage}
                  onSort={(sort) => go({ sort })}
                />
              </div>
            </>
          )}
          <p className="mt-3 text-sm text-stone-700" aria-live="polite">
            {meta && (meta.total === 1 ? texts.totalOne : interpolate(texts.total, { total: meta.total }))}
          </p>
          <Pagination
            className="mt-4"
            page={params.page}
            lastPage={lastPage}
            onPage={(page) => go({ page })}
            texts={{
              label: texts.pagination,
              previous: texts.previous,
              next: texts.next,
              pageOf: interpolate(texts.pageOf, { page: params.page, pages: lastPage }),
            }}
          />
        </div>
      )}

      <SupplierCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(supplier) => {
          void navigate(`/suppliers/${supplier.id}`, {
            state: { notice: interpolate(nlSuppliers.form.created, { name: supplier.name }) },
          });
        }}
      />
    </div>
  );
}
