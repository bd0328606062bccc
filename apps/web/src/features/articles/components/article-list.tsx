import { ARTICLE_SORT_LABELS, formatMoney, interpolate, type ArticleData, type ArticleSortField } from '@afscheid/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { priceIncl, unitLabel, vatLabel } from '../lib/article-form.ts';
import { articleTexts } from '../lib/article-texts.ts';
import { groupByCategory, parseSort, sortValue } from '../lib/list-params.ts';

const texts = articleTexts.list;
const COLUMNS = 8;

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="success">{texts.activeBadge}</Badge> : <Badge tone="muted">{texts.inactiveBadge}</Badge>;
}

const inclOf = (article: ArticleData) => formatMoney(priceIncl(article.unitPrice, article.vatRate));

/** The groups of a page: one per category when sorted by category, else one without a heading. */
function groupsOf(articles: readonly ArticleData[], sort: string) {
  return parseSort(sort).field === 'category'
    ? groupByCategory(articles).map((group) => ({ ...group, heading: group.name ?? articleTexts.common.noCategory }))
    : [{ key: 'all', heading: null as string | null, rows: [...articles] }];
}

/** The articles of one page; the column headers sort (by the server); sorted by category, under headings. */
export function ArticleTable({
  articles,
  sort,
  page,
  lastPage,
  onSort,
}: {
  articles: readonly ArticleData[];
  sort: string;
  page: number;
  lastPage: number;
  onSort: (sort: string) => void;
}) {
  const current = parseSort(sort);
  const header = (field: ArticleSortField, label: string, className?: string) => (
    <SortHeader
      label={label}
      hint={texts.sortHint}
      className={className}
      direction={current.field === field ? current.direction : null}
      onSort={(direction) => onSort(sortValue(field, direction))}
    />
  );
  const plain = (label: string, className = '') => (
    <th scope="col" className={`px-4 py-3 font-semibold ${className}`}>
      {label}
    </th>
  );
  const caption = interpolate(texts.caption, {
    sort: ARTICLE_SORT_LABELS[current.field].toLowerCase(),
    direction: current.direction === 'asc' ? texts.ascending : texts.descending,
    page,
    pages: lastPage,
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left" data-testid="article-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            {header('code', texts.code)}
            {header('name', texts.name)}
            {header('category', texts.category)}
            {plain(texts.unit)}
            {header('unit_price', texts.priceExcl, 'text-right')}
            {plain(texts.priceIncl, 'text-right')}
            {plain(texts.vat)}
            {plain(texts.status)}
          </tr>
        </thead>
        {groupsOf(articles, sort).map((group) => (
          <tbody key={group.key} className="divide-y divide-stone-200">
            {group.heading !== null && (
              <tr className="bg-stone-100">
                <th scope="colgroup" colSpan={COLUMNS} className="px-4 py-2 text-left font-semibold text-stone-900">
                  {group.heading}
                </th>
              </tr>
            )}
            {group.rows.map((article) => (
              <tr key={article.id} className="hover:bg-stone-50">
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{article.code}</td>
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link to={`/articles/${article.id}`}>{article.name}</Link>
                  {article.supplier && <span className="block text-sm font-normal text-stone-600">{article.supplier.name}</span>}
                </th>
                <td className="px-4 py-3">{article.category?.name ?? <span className="text-stone-600">{articleTexts.common.none}</span>}</td>
                <td className="px-4 py-3">{unitLabel(article.unit)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatMoney(article.unitPrice)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{inclOf(article)}</td>
                <td className="px-4 py-3">{vatLabel(article.vatRate)}</td>
                <td className="px-4 py-3">
                  <ActiveBadge active={article.active} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

const SORT_OPTIONS = (['category', 'name', 'code', 'unit_price'] as const).flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({
    value: sortValue(field, direction),
    label: `${ARTICLE_SORT_LABELS[field]}, ${direction === 'asc' ? texts.ascending : texts.descending}`,
  })),
);

/** The articles of one page as cards, for a phone: name, code, prices, VAT, supplier; the card opens the article. */
export function ArticleCards({
  articles,
  sort,
  onSort,
}: {
  articles: readonly ArticleData[];
  sort: string;
  onSort: (sort: string) => void;
}) {
  return (
    <div>
      <SelectField
        label={texts.sortBy}
        options={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSort(event.target.value)}
        className="max-w-xs"
      />
      {groupsOf(articles, sort).map((group) => (
        <Fragment key={group.key}>
          {group.heading !== null && <h2 className="mt-5 text-lg font-semibold text-stone-900">{group.heading}</h2>}
          <ul className="mt-3 space-y-3" data-testid="article-cards">
            {group.rows.map((article) => (
              <li
                key={article.id}
                className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:bg-stone-50"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link
                      to={`/articles/${article.id}`}
                      className="text-lg font-semibold break-words no-underline after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {article.name}
                    </Link>
                    <p className="text-sm text-stone-700">
                      <span className="tabular-nums">{article.code}</span> · {interpolate(texts.perUnit, { unit: unitLabel(article.unit) })}
                    </p>
                  </div>
                  <ActiveBadge active={article.active} />
                </div>
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-600">{texts.priceExcl}</dt>
                  <dd className="tabular-nums">{formatMoney(article.unitPrice)}</dd>
                  <dt className="text-stone-600">{texts.priceIncl}</dt>
                  <dd className="tabular-nums">{inclOf(article)}</dd>
                  <dt className="text-stone-600">{texts.vat}</dt>
                  <dd>{vatLabel(article.vatRate)}</dd>
                  {article.supplier && (
                    <>
                      <dt className="text-stone-600">{texts.supplier}</dt>
                      <dd>{article.supplier.name}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}
