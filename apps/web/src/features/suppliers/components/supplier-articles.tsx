import { formatMoney, interpolate, VAT_RATE_LABELS, type SupplierData } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { supplierKeys } from '../api/query-keys.ts';
import { listSupplierArticles } from '../api/suppliers-api.ts';
import { nlSuppliers } from '../lib/texts.ts';

const texts = nlSuppliers.articles;
const list = nlSuppliers.list;

/** The supplier's articles (GET /api/suppliers/{id}/articles): code, name, unit, price, VAT and purchase price. */
export function SupplierArticles({ supplier }: { supplier: SupplierData }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: supplierKeys.articles(supplier.id, page),
    queryFn: () => listSupplierArticles(supplier.id, page),
    placeholderData: keepPreviousData,
  });
  const lastPage = Math.max(1, data?.meta.lastPage ?? 1);

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {texts.heading}
        </h2>
        <IfCan permission="articles.create">
          <Link to={`/suppliers/${supplier.id}/articles/create`} className={linkButtonClass}>
            {texts.add}
          </Link>
        </IfCan>
      </div>
      {isError && (
        <Alert tone="error" className="mt-3">
          {texts.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlSuppliers.common.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-3 text-stone-700">{nlSuppliers.common.loading}</p>}
      {data && data.data.length === 0 && <p className="mt-3 text-stone-700">{texts.none}</p>}
      {data && data.data.length > 0 && (
        <>
          {/* Cards on a phone, a table from md (768 px) up. */}
          <ul className="mt-3 space-y-3 md:hidden" data-testid="supplier-article-cards">
            {data.data.map((article) => (
              <li key={article.id} className="rounded-md border border-stone-200 p-3">
                <p className="font-medium">
                  <Link to={`/articles/${article.id}`}>{article.name}</Link>{' '}
                  {!article.active && <Badge tone="muted">{texts.inactive}</Badge>}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-600">{texts.code}</dt>
                  <dd>{article.code}</dd>
                  <dt className="text-stone-600">{texts.price}</dt>
                  <dd className="tabular-nums">
                    {formatMoney(article.unitPrice)} / {article.unit}
                  </dd>
                  <dt className="text-stone-600">{texts.vat}</dt>
                  <dd>{VAT_RATE_LABELS[article.vatRate]}</dd>
                  <dt className="text-stone-600">{texts.purchasePrice}</dt>
                  <dd className="tabular-nums">
                    {article.purchasePrice === null ? texts.noPurchasePrice : formatMoney(article.purchasePrice)}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto md:block">
            <table className="w-full text-left" data-testid="supplier-article-table">
              <caption className="sr-only">{interpolate(texts.caption, { name: supplier.name })}</caption>
              <thead className="text-sm text-stone-700">
                <tr className="border-b border-stone-200">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {texts.code}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {texts.name}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {texts.unit}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {texts.price}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {texts.vat}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {texts.purchasePrice}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {data.data.map((article) => (
                  <tr key={article.id}>
                    <td className="py-2 pr-4 whitespace-nowrap">{article.code}</td>
                    <th scope="row" className="py-2 pr-4 font-medium">
                      <Link to={`/articles/${article.id}`}>{article.name}</Link>{' '}
                      {!article.active && <Badge tone="muted">{texts.inactive}</Badge>}
                    </th>
                    <td className="py-2 pr-4">{article.unit}</td>
                    <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(article.unitPrice)}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{VAT_RATE_LABELS[article.vatRate]}</td>
                    <td className="py-2 text-right whitespace-nowrap tabular-nums">
                      {article.purchasePrice === null ? texts.noPurchasePrice : formatMoney(article.purchasePrice)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lastPage > 1 && (
            <Pagination
              className="mt-4"
              page={page}
              lastPage={lastPage}
              onPage={setPage}
              texts={{
                label: texts.pagination,
                previous: list.previous,
                next: list.next,
                pageOf: interpolate(list.pageOf, { page, pages: lastPage }),
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
