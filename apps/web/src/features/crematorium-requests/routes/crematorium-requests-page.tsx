import { CREMATORIUM_REQUEST_SORTS, formatNumber, interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';
import { crematoriumRequestKeys } from '../api/query-keys.ts';
import { listRequests } from '../api/requests-api.ts';
import { useProviderSide } from '../api/use-provider-side.ts';
import { RequestFiltersPanel } from '../components/request-filters.tsx';
import { RequestCards, RequestTable } from '../components/request-list.tsx';
import { activeFilterCount, apiQueryFromParams, paramsFromUrl, urlFromParams } from '../lib/list-params.ts';
import { nlRequests } from '../lib/texts.ts';

const texts = nlRequests.list;

const SORT_OPTIONS = CREMATORIUM_REQUEST_SORTS.map((sort) => ({
  value: sort,
  label: texts.sortOptions[sort],
}));

/**
 * `/crematorium-requests`: for a funeral company the requests it sent, for a crematorium those it received. The
 * requests waiting for this side come first ("Actie nodig"); search, filters, order and page live in the URL.
 */
export function CrematoriumRequestsPage() {
  const provider = useProviderSide();
  const location = useLocation();
  const arrivedWith = (location.state as { notice?: string } | null)?.notice ?? null;
  const { params, draft, setDraft, go } = useUrlList(paramsFromUrl, urlFromParams);
  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: crematoriumRequestKeys.list(query),
    queryFn: () => listRequests(query),
    placeholderData: keepPreviousData,
  });
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const narrowed = params.search !== '' || activeFilterCount(params) > 0;

  return (
    <div>
      <PageTitle>{texts.heading}</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-700">{provider ? texts.introProvider : texts.introRequester}</p>
      {arrivedWith && (
        <Alert tone="success" className="mt-4">
          {arrivedWith}
        </Alert>
      )}

      <div className="mt-6 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          role="search"
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
        <SelectField
          label={texts.sortBy}
          options={SORT_OPTIONS}
          value={params.sort}
          onChange={(event) => go({ sort: event.target.value })}
        />
      </div>

      <div className="mt-4">
        <RequestFiltersPanel
          filters={params}
          provider={provider}
          // Only the filters: a change starts again on page 1.
          onChange={({ status, from, to, ash }) => go({ status, from, to, ash })}
        />
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlRequests.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{nlRequests.common.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700">{narrowed ? texts.noneFound : texts.none}</p>
          ) : (
            <>
              <div className="md:hidden">
                <RequestCards requests={data.data} provider={provider} />
              </div>
              <div className="hidden md:block">
                <RequestTable
                  requests={data.data}
                  provider={provider}
                  page={meta?.currentPage ?? params.page}
                  lastPage={lastPage}
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
    </div>
  );
}
