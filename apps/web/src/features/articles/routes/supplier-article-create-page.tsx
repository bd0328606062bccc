import { interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { getSupplier, supplierKeys } from '../../suppliers/index.ts';
import type { SupplierOption } from '../api/articles-api.ts';
import { useCategoryOptions } from '../api/use-article-options.ts';
import { ArticleFields } from '../components/article-fields.tsx';
import { articleTexts } from '../lib/article-texts.ts';
import { useArticleCreate } from '../lib/use-article-create.ts';

const texts = articleTexts.form;

/** `/suppliers/{supplier}/articles/create`: the article form with the supplier preset; back to the supplier after. */
export function SupplierArticleCreatePage() {
  const { supplier: id = '' } = useParams();
  const canCreate = useGate().can('articles.create');
  // The supplier's own query: the route's loader has it in the cache already (one request, not two).
  const { data: supplier, isPending, isError, error } = useQuery({
    queryKey: supplierKeys.detail(id),
    queryFn: () => getSupplier(id),
  });
  const back = { to: `/suppliers/${id}`, label: texts.backToSupplier };
  if (isPending) return <p className="text-stone-700">{articleTexts.common.loading}</p>;
  if (isError || !supplier) {
    return (
      <PageProblem title={texts.createTitle} back={back}>
        {isApiError(error) ? error.message : texts.supplierLoadFailed}
      </PageProblem>
    );
  }
  if (!canCreate) {
    return (
      <PageProblem title={texts.createTitle} back={{ to: back.to, label: supplier.name }}>
        {texts.forbidden}
      </PageProblem>
    );
  }
  return <SupplierArticleForm key={supplier.id} supplier={supplier} />;
}

function SupplierArticleForm({ supplier }: { supplier: SupplierOption }) {
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const supplierPath = `/suppliers/${supplier.id}`;
  const { form, onSubmit, busy, formError } = useArticleCreate({
    supplierId: supplier.id,
    onCreated: (article) =>
      void navigate(supplierPath, {
        state: { notice: interpolate(articleTexts.list.created, { name: article.name }) },
      }),
  });
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={supplierPath}>{supplier.name}</Link>
      </p>
      <PageTitle className="mt-2">{interpolate(texts.supplierCreateHeading, { supplier: supplier.name })}</PageTitle>
      <p className="mt-2 text-stone-700">{texts.supplierCreateIntro}</p>
      {formError && (
        <Alert tone="error" className="mt-4">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6">
        <ArticleFields
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
          categories={categories}
          suppliers={{ mode: 'fixed', name: supplier.name }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} busyLabel={texts.creating}>
            {texts.createSubmit}
          </Button>
          <Link to={supplierPath} className={linkButtonClass}>
            {articleTexts.common.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
