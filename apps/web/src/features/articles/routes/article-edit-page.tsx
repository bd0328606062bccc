import type { ArticleData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { useVersionedForm, VersionedEditPage } from '../../../components/versioned-form/index.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { updateArticle } from '../api/articles-api.ts';
import { articleKeys } from '../api/query-keys.ts';
import { useArticle } from '../api/use-article.ts';
import { useCategoryOptions, useSupplierOptions } from '../api/use-article-options.ts';
import { ArticleFields } from '../components/article-fields.tsx';
import {
  ARTICLE_FIELDS,
  articleChanges,
  articleConflictFields,
  isArticle,
  outputToValues,
  toArticleValues,
  type ArticleFormOutput,
  type ArticleFormValues,
} from '../lib/article-form.ts';
import { articleSchemas } from '../lib/article-resolvers.ts';
import { articleTexts } from '../lib/article-texts.ts';

const resolver = articleSchemas.resolver<ArticleFormValues, ArticleFormOutput>('article');
const texts = articleTexts.form;
const editTexts = {
  heading: texts.editHeading,
  intro: texts.editIntro,
  save: texts.save,
  saving: texts.saving,
  cancel: articleTexts.common.cancel,
};

/** `/articles/{article}/edit`: loads the article, then the versioned form (409 opens the conflict dialog). */
export function ArticleEditPage() {
  const { article: id = '' } = useParams();
  const canUpdate = useGate().can('articles.update');
  const { data: article, isPending, isError, error } = useArticle(id);
  if (isPending) return <p className="text-stone-700">{articleTexts.common.loading}</p>;
  if (isError || !article) {
    return (
      <PageProblem title={texts.editHeading} back={{ to: '/articles', label: articleTexts.detail.backToList }}>
        {isApiError(error) ? error.message : articleTexts.detail.loadFailed}
      </PageProblem>
    );
  }
  if (!canUpdate) {
    return (
      <PageProblem title={texts.editHeading} back={{ to: `/articles/${article.id}`, label: article.name }}>
        {texts.forbidden}
      </PageProblem>
    );
  }
  return <ArticleEditForm key={article.id} initial={article} />;
}

function ArticleEditForm({ initial }: { initial: ArticleData }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCategoryOptions();
  const suppliers = useSupplierOptions();
  usePreloadSchemas(articleSchemas);
  const names = new Map([...categories.options, ...suppliers.options].map((option) => [option.value, option.label]));
  const articlePath = `/articles/${initial.id}`;

  const versioned = useVersionedForm<ArticleData, ArticleFormValues, ArticleFormOutput>({
    record: initial,
    toValues: toArticleValues,
    resolver,
    save: async (values, base) => {
      // Only the changed fields go; nothing changed: nothing to send.
      const changes = articleChanges(toArticleValues(base), outputToValues(values));
      if (Object.keys(changes).length === 0) return base;
      return updateArticle(base.id, { version: base.version, ...changes });
    },
    isRecord: isArticle,
    conflictFields: (theirs) => articleConflictFields(names, theirs),
    conflictTexts: articleTexts.conflict,
    leaveTexts: articleTexts.leaveGuard,
    fieldNames: () => ARTICLE_FIELDS,
    onSaved: async (saved, base) => {
      queryClient.setQueryData(articleKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: articleKeys.all });
      await navigate(articlePath, { state: saved === base ? null : { notice: texts.saved } });
    },
    onTheirs: (theirs) => queryClient.setQueryData(articleKeys.detail(theirs.id), theirs),
  });
  const { base } = versioned;
  const { register, control, formState } = versioned.form;

  return (
    <VersionedEditPage
      versioned={versioned}
      back={{ to: articlePath, label: initial.name }}
      texts={editTexts}
      fields={
        <ArticleFields
          register={register}
          control={control}
          errors={formState.errors}
          categories={categories}
          suppliers={{ mode: 'select', choices: suppliers }}
          currentCategory={base.category ? { value: base.category.id, label: base.category.name } : null}
          currentSupplier={base.supplier ? { value: base.supplier.id, label: base.supplier.name } : null}
        />
      }
    />
  );
}
