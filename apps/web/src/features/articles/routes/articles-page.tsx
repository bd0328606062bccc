import { interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { listArticles } from '../api/articles-api.ts';
import { articleKeys } from '../api/query-keys.ts';
import { useCategoryOptions, useSupplierOptions } from '../api/use-article-options.ts';
import { ArticleCreateDialog } from '../components/article-create-dialog.tsx';
import { ArticleFiltersPanel } from '../components/article-filters.tsx';
import { ArticleCards, ArticleTable } from '../components/article-list.tsx';
import { CategoriesDialog } from '../components/categories-dialog.tsx';
import { articleTexts } from '../lib/article-texts.ts';
import {
  activeFilterCount,
  apiQueryFromParams,
  paramsFromUrl,
  urlFromParams,
} from '../lib/list-params.ts';
import { useUrlList } from '../../../lib/routing/use-url-list.ts';

const texts = articleTexts.list;

/** `/articles`: the price list, searchable, filterable and sortable; everything lives in the URL. */
export function ArticlesPage() {
  const navigate = useNavigate();
  const { params, draft, setDraft, go } = useUrlList(paramsFromUrl, urlFromParams);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const categories = useCategoryOptions();
  const suppliers = useSupplierOptions();

  const query = apiQueryFromParams(params);
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: articleKeys.list(query),
    queryFn: () => listArticles(query),
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
          <Button variant="secondary" onClick={() => setManaging(true)}>
            {texts.categories}
          </Button>
          <IfCan permission="articles.create">
            <Button onClick={() => setCreating(true)}>{texts.create}</Button>
          </IfCan>
        </div>
      </div>

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
        <ArticleFiltersPanel
          filters={params}
          categories={categories}
          suppliers={suppliers}
          onChange={(filters) => go(filters)}
        />
      </div>

      {isError && (
        <Alert tone="error" className="mt-6">
          {texts.loadFailed} {error.message}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {articleTexts.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{articleTexts.common.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700">{narrowed ? texts.noneFound : texts.none}</p>
          ) : (
            <>
              <div className="md:hidden">
                <ArticleCards articles={data.data} sort={params.sort} onSort={(sort) => go({ sort })} />
              </div>
              <div className="hidden md:block">
                <ArticleTable
                  articles={data.data}
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

      <ArticleCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(article) => {
          void navigate(`/articles/${article.id}`, {
            state: { notice: interpolate(texts.created, { name: article.name }) },
          });
        }}
      />
      <CategoriesDialog open={managing} onClose={() => setManaging(false)} />
    </div>
  );
}
