import { formatNumber, interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AshTabs } from '../../../components/ash-tabs.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';
import { useSession } from '../../auth/index.ts';
import { getOrganization, organizationKeys } from '../../organizations/index.ts';
import { listAshRecords } from '../api/ash-api.ts';
import { ashKeys } from '../api/query-keys.ts';
import { AshFiltersPanel } from '../components/ash-filters.tsx';
import { AshRecordCards, AshRecordTable } from '../components/ash-record-list.tsx';
import { CreateRecordDialog } from '../components/create-record-dialog.tsx';
import { DEFAULT_STORAGE_TERM_MONTHS } from '../lib/display.ts';
import { activeFilterCount, apiQueryFromParams, filtersOf, fromUrl, toUrl } from '../lib/list-params.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.list;

/** The active organisation's storage term (months), for the "Langer dan 6 maanden in bewaring" flag. */
function useStorageTermMonths(): number {
  const gate = useGate();
  const organizationId = useSession().user?.activeOrganizationId ?? null;
  const enabled = organizationId !== null && gate.can('organizations.view');
  const { data } = useQuery({
    queryKey: organizationKeys.detail(organizationId ?? ''),
    queryFn: () => getOrganization(organizationId ?? ''),
    enabled,
    staleTime: 5 * 60_000,
  });
  return data?.ashStorageTermMonths ?? DEFAULT_STORAGE_TERM_MONTHS;
}

/**
 * `/ash`: the crematorium's ash records, newest cremation first; search, filters, sort and page live in the URL.
 * Cards on a phone, a table from medium width.
 */
export function AshRecordsPage() {
  const gate = useGate();
  const { params, draft, setDraft, go } = useUrlList(fromUrl, toUrl);
  const [creating, setCreating] = useState(false);
  const storageTermMonths = useStorageTermMonths();

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: ashKeys.list(query),
    queryFn: () => listAshRecords(query),
    placeholderData: keepPreviousData,
  });
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const filters = filtersOf(params);
  const narrowed = params.search !== '' || activeFilterCount(filters) > 0;

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle>{texts.heading}</PageTitle>
        {gate.can('ash.create') && <Button onClick={() => setCreating(true)}>{texts.add}</Button>}
      </div>
      <AshTabs />
      <p className="mt-4 max-w-3xl text-stone-700">{texts.intro}</p>

      <form
        role="search"
        className="mt-6 max-w-xl"
        onSubmit={(event) => {
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
        <AshFiltersPanel filters={filters} onChange={(next) => go(next)} />
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {ashTexts.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{ashTexts.common.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700" data-testid="ash-empty">
              {narrowed ? texts.noneFound : texts.none}
            </p>
          ) : (
            <>
              <div className="md:hidden">
                <AshRecordCards
                  items={data.data}
                  sort={params.sort}
                  storageTermMonths={storageTermMonths}
                  onSort={(sort) => go({ sort })}
                />
              </div>
              <div className="hidden md:block">
                <AshRecordTable
                  items={data.data}
                  sort={params.sort}
                  page={meta?.currentPage ?? params.page}
                  lastPage={lastPage}
                  storageTermMonths={storageTermMonths}
                  onSort={(sort) => go({ sort })}
                />
              </div>
            </>
          )}
          <p className="mt-3 text-sm text-stone-700" aria-live="polite">
            {meta &&
              (meta.totalCapped
                ? interpolate(texts.totalCapped, { total: formatNumber(meta.total) })
                : meta.total === 1
                  ? texts.totalOne
                  : interpolate(texts.total, { total: formatNumber(meta.total) }))}
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

      <CreateRecordDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
