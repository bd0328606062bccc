import { amsterdamToday, interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';
import { listCremations } from '../api/cremations-api.ts';
import { cremationKeys } from '../api/query-keys.ts';
import { CremationFiltersPanel } from '../components/cremation-filters.tsx';
import { CremationCards, CremationTable } from '../components/cremation-list.tsx';
import { activeFilterCount, apiQueryFromParams, cremationListUrl } from '../lib/list-params.ts';

const texts = nlPages.cremations.list;

/**
 * `/cremations`: the crematorium's cremation records, from today on by planned moment unless the filters say
 * otherwise; search, filters, sort and page live in the URL. Cards on a phone, a table from medium width.
 */
export function CremationsPage() {
  const [today] = useState(() => amsterdamToday());
  const codec = useMemo(() => cremationListUrl(today), [today]);
  const { params, draft, setDraft, go } = useUrlList(codec.fromUrl, codec.toUrl);

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: cremationKeys.list(query),
    queryFn: () => listCremations(query),
    placeholderData: keepPreviousData,
  });
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const filters = { status: params.status, from: params.from, to: params.to };
  const narrowed = params.search !== '' || activeFilterCount(filters, today) > 0;

  return (
    <div>
      <PageTitle>{texts.heading}</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-700">{texts.intro}</p>

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
        <CremationFiltersPanel filters={filters} today={today} onChange={(next) => go(next)} />
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlPages.cremations.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{nlPages.cremations.common.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700">{narrowed ? texts.noneFound : texts.none}</p>
          ) : (
            <>
              <div className="md:hidden">
                <CremationCards items={data.data} sort={params.sort} onSort={(sort) => go({ sort })} />
              </div>
              <div className="hidden md:block">
                <CremationTable
                  items={data.data}
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
    </div>
  );
}
