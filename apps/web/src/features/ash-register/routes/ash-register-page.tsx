import { amsterdamToday, interpolate, messages } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { AshTabs } from '../../../components/ash-tabs.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';
import { ashRegisterDownloadUrl, getAshRegister } from '../api/ash-register-api.ts';
import { ashRegisterKeys } from '../api/query-keys.ts';
import { RegisterCards, RegisterTable } from '../components/register-lines.tsx';
import { apiQueryFromParams, ashRegisterUrl, pageOf, yearOptions } from '../lib/list-params.ts';
import { nlAshRegister } from '../lib/texts.ts';

const texts = nlAshRegister.page;
const downloadClass =
  'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 no-underline hover:bg-stone-100';

/**
 * `/ash/register`: the register of art. 50 Wlb for one year (the year in the URL, the current one by default):
 * every line with every column, corrections marked, each line opening its ash record; the year's register as CSV
 * and as PDF. The register is read only: nothing on this page changes it.
 */
export function AshRegisterPage() {
  const [currentYear] = useState(() => Number(amsterdamToday().slice(0, 4)));
  const codec = useMemo(() => ashRegisterUrl(currentYear), [currentYear]);
  const { params, draft, setDraft, go } = useUrlList(codec.fromUrl, codec.toUrl);
  const downloadsId = useId();

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: ashRegisterKeys.year(query),
    queryFn: () => getAshRegister(query),
    placeholderData: keepPreviousData,
  });
  const years = yearOptions(data?.years ?? [], params.year);
  const entries = data?.entries ?? [];
  const shown = pageOf(entries, params.page);

  return (
    <div>
      <PageTitle>{messages.ash.register.title}</PageTitle>
      <AshTabs />
      <p className="mt-4 max-w-3xl text-stone-700">{texts.intro}</p>
      <Alert tone="info" className="mt-4 max-w-3xl">
        {texts.neverEdited}
      </Alert>

      <div className="mt-6 flex flex-wrap items-start gap-4">
        <SelectField
          label={texts.year}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          value={String(params.year)}
          onChange={(event) => go({ year: Number(event.target.value) })}
          className="w-40"
        />
        <form
          role="search"
          className="w-full max-w-xl"
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
      </div>

      <div className="mt-4" role="group" aria-labelledby={downloadsId}>
        <p id={downloadsId} className="font-medium text-stone-900">
          {texts.downloads}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <a
            href={ashRegisterDownloadUrl(params.year, 'csv')}
            download
            aria-label={interpolate(texts.downloadCsvLabel, { year: params.year })}
            className={downloadClass}
          >
            {texts.downloadCsv}
          </a>
          <a
            href={ashRegisterDownloadUrl(params.year, 'pdf')}
            download
            aria-label={interpolate(texts.downloadPdfLabel, { year: params.year })}
            className={downloadClass}
          >
            {texts.downloadPdf}
          </a>
        </div>
        {params.search && <p className="mt-2 text-sm text-stone-700">{texts.downloadHint}</p>}
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlAshRegister.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{nlAshRegister.common.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {entries.length === 0 ? (
            <p className="text-stone-700">
              {params.search ? texts.noneFound : interpolate(texts.none, { year: params.year })}
            </p>
          ) : (
            <>
              {/* Fourteen columns need a wide screen: cards below it. */}
              <div className="xl:hidden">
                <RegisterCards entries={shown.lines} allEntries={entries} />
              </div>
              <div className="hidden xl:block">
                <RegisterTable
                  entries={shown.lines}
                  allEntries={entries}
                  caption={interpolate(texts.caption, {
                    year: params.year,
                    page: shown.page,
                    pages: shown.lastPage,
                  })}
                />
              </div>
            </>
          )}
          <p className="mt-3 text-sm text-stone-700" aria-live="polite">
            {entries.length === 1 ? texts.totalOne : interpolate(texts.total, { total: entries.length })}
          </p>
          <Pagination
            className="mt-4"
            page={shown.page}
            lastPage={shown.lastPage}
            onPage={(page) => go({ page })}
            texts={{
              label: texts.pagination,
              previous: texts.previous,
              next: texts.next,
              pageOf: interpolate(texts.pageOf, { page: shown.page, pages: shown.lastPage }),
            }}
          />
        </div>
      )}
    </div>
  );
}
