import { interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { BillableDossiersButton } from '../../invoicing/index.ts';
import { listDossiers } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { DossierCards } from '../components/dossier-cards.tsx';
import { DossierFiltersPanel } from '../components/dossier-filters.tsx';
import { DossierTable } from '../components/dossier-table.tsx';
import { activeFilterCount, apiQueryFromParams, paramsFromUrl, urlFromParams } from '../lib/list-params.ts';
import { dossierCountText, dossierPageText } from '../lib/list-count.ts';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';
import { useWideScreen } from '../../../lib/layout/use-wide-screen.ts';

// The "Nieuw dossier" form (date, time and radio fields, the form library and the shared schemas) loads when the
// dialog is first opened, not with the list (issue 17: the list's scripts on a phone).
const DossierCreateDialog = lazyDialog(() =>
  import('../components/dossier-create-dialog.tsx').then((module) => module.DossierCreateDialog),
);

const texts = nld.list;

/** `/dossiers`: the organisation's dossiers, searchable, filterable and sortable; everything lives in the URL. */
export function DossiersPage() {
  const navigate = useNavigate();
  const { params, draft, setDraft, go } = useUrlList(paramsFromUrl, urlFromParams);
  const [creating, setCreating] = useState(false);
  const totalId = useId();
  // Only the layout that shows is rendered (both where the screen width is unknown).
  const wide = useWideScreen();

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: dossierKeys.list(query),
    queryFn: () => listDossiers(query),
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
        <div className="flex flex-wrap gap-3">
          <IfCan permission="budget.view|invoicing.invoice" all>
            <BillableDossiersButton />
          </IfCan>
          <IfCan permission="dossiers.create">
            <Button onClick={() => setCreating(true)}>{texts.create}</Button>
          </IfCan>
        </div>
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
        <DossierFiltersPanel filters={params} onChange={(filters) => go(filters)} />
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {error.message}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {texts.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{texts.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700">{narrowed ? texts.noneFound : texts.none}</p>
          ) : (
            <>
              {/* Cards on a phone (a table would scroll sideways), the sortable table from md up. */}
              {wide !== true && (
                <div className="md:hidden">
                  <DossierCards dossiers={data.data} sort={params.sort} onSort={(sort) => go({ sort })} />
                </div>
              )}
              {wide !== false && (
                <div className="hidden md:block">
                  <DossierTable
                    dossiers={data.data}
                    sort={params.sort}
                    page={meta?.currentPage ?? params.page}
                    lastPage={lastPage}
                    onSort={(sort) => go({ sort })}
                  />
                </div>
              )}
            </>
          )}
          <p id={totalId} className="mt-3 text-sm text-stone-700" aria-live="polite">
            {meta && dossierCountText(meta)}
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
              pageOf: dossierPageText(params.page, lastPage, meta?.totalCapped),
            }}
          />
        </div>
      )}

      <DossierCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(dossier) => {
          setCreating(false);
          void navigate(`/dossiers/${dossier.id}`, {
            state: { notice: interpolate(nld.create.created, { number: dossier.number }) },
          });
        }}
      />
    </div>
  );
}
