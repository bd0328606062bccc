import { formatMoney, interpolate, type ArticleData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { deleteArticle } from '../api/articles-api.ts';
import { articleKeys } from '../api/query-keys.ts';
import { useArticle } from '../api/use-article.ts';
import { ActiveBadge } from '../components/article-list.tsx';
import { margin, priceIncl, unitLabel, vatLabel } from '../lib/article-form.ts';
import { articleTexts } from '../lib/article-texts.ts';

const texts = articleTexts.detail;

/** `/articles/{id}`: an article's details with its price incl. VAT and the margin on the purchase price. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: article, isPending, isError, error } = useArticle(id);
  if (isPending) return <p className="text-stone-700">{articleTexts.common.loading}</p>;
  if (isError || !article) {
    return (
      <PageProblem title={articleTexts.list.heading} back={{ to: '/articles', label: texts.backToList }}>
        {isApiError(error) ? error.message : texts.loadFailed}
      </PageProblem>
    );
  }
  const initialNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  return <ArticleDetails key={article.id} article={article} initialNotice={initialNotice} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-700">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </>
  );
}

function ArticleDetails({ article, initialNotice }: { article: ArticleData; initialNotice: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteArticle(article.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: articleKeys.detail(article.id) });
      void queryClient.invalidateQueries({ queryKey: articleKeys.all });
      await navigate('/articles', { state: { notice: texts.deleted } });
    },
  });
  const articleMargin = margin(article);
  const none = <span className="text-stone-600">{texts.noValue}</span>;

  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/articles">{texts.backToList}</Link>
      </p>
      <header className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{article.name}</PageTitle>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-stone-700">
            <span className="tabular-nums">{article.code}</span>
            <ActiveBadge active={article.active} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <IfCan permission="articles.update">
            <Link to={`/articles/${article.id}/edit`} className={linkButtonClass}>
              {texts.edit}
            </Link>
          </IfCan>
          <IfCan permission="articles.delete">
            <Button
              variant="ghost"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              {texts.delete}
            </Button>
          </IfCan>
        </div>
      </header>
      <NoticeRegion notice={initialNotice ? { tone: 'success', text: initialNotice } : null} className="mt-4" />
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
        <Row label={texts.description}>{article.description ?? none}</Row>
        <Row label={texts.unit}>{unitLabel(article.unit)}</Row>
        <Row label={texts.priceExcl}>
          <span className="tabular-nums">{formatMoney(article.unitPrice)}</span>
        </Row>
        <Row label={texts.vatRate}>{vatLabel(article.vatRate)}</Row>
        <Row label={texts.priceIncl}>
          <span className="tabular-nums">{formatMoney(priceIncl(article.unitPrice, article.vatRate))}</span>
        </Row>
        <Row label={texts.category}>{article.category?.name ?? none}</Row>
        <Row label={texts.supplier}>
          {article.supplier ? <Link to={`/suppliers/${article.supplier.id}`}>{article.supplier.name}</Link> : none}
        </Row>
        <Row label={texts.purchasePrice}>
          {article.purchasePrice === null ? none : <span className="tabular-nums">{formatMoney(article.purchasePrice)}</span>}
        </Row>
        <Row label={texts.margin}>
          {articleMargin === null ? (
            none
          ) : (
            <>
              <span className="tabular-nums">{formatMoney(articleMargin)}</span>
              <span className="block text-sm text-stone-600">{texts.marginHint}</span>
            </>
          )}
        </Row>
      </dl>
      <ConfirmDialog
        open={confirming}
        title={texts.deleteTitle}
        confirmLabel={texts.deleteConfirm}
        busyLabel={texts.deleting}
        busy={remove.isPending}
        error={remove.error ? (isApiError(remove.error) ? remove.error.message : String(remove.error)) : null}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{interpolate(texts.deleteBody, { name: article.name })}</p>
      </ConfirmDialog>
    </div>
  );
}
