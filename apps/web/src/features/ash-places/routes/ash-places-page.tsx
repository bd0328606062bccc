import { amsterdamToday, ASH_PLACE_SORTS, interpolate, messages, type AshPlaceData } from '@afscheid/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AshTabs } from '../../../components/ash-tabs.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';
import { deleteAshPlace, listAshPlaces, type AshPlaceSort } from '../api/ash-places-api.ts';
import { ashPlaceKeys } from '../api/query-keys.ts';
import { PlaceCreateDialog, PlaceEditDialog } from '../components/place-dialog.tsx';
import { PlaceFiltersPanel } from '../components/place-filters.tsx';
import { PlaceCards, PlaceTable, type PlaceActions } from '../components/place-list.tsx';
import { TermsEnding } from '../components/terms-ending.tsx';
import {
  activeFilterCount,
  apiQueryFromParams,
  ashPlacesFromUrl,
  ashPlacesToUrl,
} from '../lib/list-params.ts';
import { nlAshPlaces } from '../lib/texts.ts';

const texts = nlAshPlaces.list;
const SORT_OPTIONS = ASH_PLACE_SORTS.map((value) => ({ value, label: texts.sortOptions[value] }));

/**
 * `/ash/places`: the crematorium's own ash places. First the terms that end within 90 days (rights holders to
 * call), then every place with its occupation, state, term and rights holder; search, filters, sort and page live
 * in the URL. Adding, changing (versioned) and deleting in dialogs, by permission.
 */
export function AshPlacesPage() {
  const [today] = useState(() => amsterdamToday());
  const gate = useGate();
  const queryClient = useQueryClient();
  const listHeadingId = useId();
  const { params, draft, setDraft, go } = useUrlList(ashPlacesFromUrl, ashPlacesToUrl);
  const [notice, setNotice] = useState<Notice>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AshPlaceData | null>(null);
  const [removing, setRemoving] = useState<AshPlaceData | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: ashPlaceKeys.list(query),
    queryFn: () => listAshPlaces(query),
    placeholderData: keepPreviousData,
  });
  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);
  const filters = {
    kind: params.kind,
    state: params.state,
    active: params.active,
    termsEnding: params.termsEnding,
  };
  const narrowed = params.search !== '' || activeFilterCount(filters) > 0;

  const remove = useMutation({
    mutationFn: (place: AshPlaceData) => deleteAshPlace(place.id),
    onSuccess: async () => {
      setRemoving(null);
      setNotice({ tone: 'success', text: messages.ash.success.placeDeleted });
      await queryClient.invalidateQueries({ queryKey: ashPlaceKeys.all });
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  const saved = (_place: AshPlaceData, text: string) => setNotice({ tone: 'success', text });
  const actions: PlaceActions = {
    ...(gate.can('ash.update') ? { onEdit: (place: AshPlaceData) => setEditing(place) } : {}),
    ...(gate.can('ash.delete')
      ? {
          onRemove: (place: AshPlaceData) => {
            setRemoveError(null);
            setRemoving(place);
          },
        }
      : {}),
  };

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle>{nlAshPlaces.page.heading}</PageTitle>
        {gate.can('ash.create') && (
          <Button
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            {nlAshPlaces.page.add}
          </Button>
        )}
      </div>
      <AshTabs />
      <p className="mt-4 max-w-3xl text-stone-700">{nlAshPlaces.page.intro}</p>
      <NoticeRegion notice={notice} />

      <div className="mt-4">
        <TermsEnding today={today} />
      </div>

      <section aria-labelledby={listHeadingId} className="mt-8">
        <h2 id={listHeadingId} className="text-xl font-semibold text-stone-900">
          {texts.heading}
        </h2>
        <div className="mt-3 flex flex-wrap items-start gap-4">
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
          <SelectField
            label={texts.sortBy}
            options={SORT_OPTIONS}
            value={params.sort}
            onChange={(event) => go({ sort: event.target.value as AshPlaceSort })}
            className="w-full max-w-xs"
          />
        </div>

        <div className="mt-4">
          <PlaceFiltersPanel filters={filters} onChange={(next) => go(next)} />
        </div>

        {isError && (
          <Alert tone="error" className="mt-6">
            {texts.loadFailed} {errorText(error)}{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              {nlAshPlaces.common.retry}
            </button>
          </Alert>
        )}
        {isPending && <p className="mt-6 text-stone-700">{nlAshPlaces.common.loading}</p>}

        {data && (
          <div className="mt-6" aria-busy={isFetching || undefined}>
            {data.data.length === 0 ? (
              <p className="text-stone-700">{narrowed ? texts.noneFound : texts.none}</p>
            ) : (
              <>
                <div className="md:hidden">
                  <PlaceCards items={data.data} today={today} actions={actions} />
                </div>
                <div className="hidden md:block">
                  <PlaceTable
                    items={data.data}
                    today={today}
                    sort={params.sort}
                    page={meta?.currentPage ?? params.page}
                    lastPage={lastPage}
                    actions={actions}
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
      </section>

      {creating && <PlaceCreateDialog onClose={() => setCreating(false)} onSaved={saved} />}
      {editing && (
        <PlaceEditDialog key={editing.id} place={editing} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={nlAshPlaces.remove.title}
        confirmLabel={nlAshPlaces.remove.confirm}
        busyLabel={nlAshPlaces.remove.busy}
        cancelLabel={nlAshPlaces.common.cancel}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setRemoveError(null);
          remove.mutate(removing);
        }}
      >
        <p>{interpolate(nlAshPlaces.remove.body, { code: removing?.code ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
