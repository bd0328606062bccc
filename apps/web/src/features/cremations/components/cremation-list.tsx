import { interpolate, type CremationListItem } from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import type { CremationSort } from '../api/cremations-api.ts';
import { plannedText, readiness } from '../lib/display.ts';
import { parseSort, sortValue } from '../lib/list-params.ts';
import { CremationStatusBadge } from './cremation-status-badge.tsx';

const texts = nlPages.cremations.list;

const cremationPath = (item: CremationListItem) => `/cremations/${item.id}`;

function Readiness({ item }: { item: CremationListItem }) {
  const state = readiness(item);
  if (!state) return <span className="text-stone-600">{nlPages.cremations.common.none}</span>;
  return <Badge tone={state.tone}>{state.text}</Badge>;
}

/** The records of one page; the headers of date, number and name sort (by the server). */
export function CremationTable({
  items,
  sort,
  page,
  lastPage,
  onSort,
}: {
  items: readonly CremationListItem[];
  sort: CremationSort;
  page: number;
  lastPage: number;
  onSort: (sort: CremationSort) => void;
}) {
  const current = parseSort(sort);
  const header = (field: 'date' | 'number' | 'name', label: string) => (
    <SortHeader
      label={label}
      hint={texts.sortHint}
      direction={current.field === field ? current.direction : null}
      onSort={(direction) => onSort(sortValue(field, direction))}
    />
  );
  const plain = (label: string) => (
    <th scope="col" className="px-4 py-3 font-semibold">
      {label}
    </th>
  );
  const caption = interpolate(texts.caption, { sort: texts.sorts[sort], page, pages: lastPage });
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left" data-testid="cremation-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            {header('number', texts.number)}
            {header('name', texts.deceased)}
            {plain(texts.funeralCompany)}
            {header('date', texts.plannedAt)}
            {plain(texts.oven)}
            {plain(texts.status)}
            {plain(texts.readiness)}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-stone-50">
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{item.number}</td>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={cremationPath(item)}>{item.deceasedName}</Link>
              </th>
              <td className="px-4 py-3">{item.funeralCompanyName}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{plannedText(item.plannedAt)}</td>
              <td className="px-4 py-3">
                {item.oven?.name ?? <span className="text-stone-600">{texts.noOven}</span>}
              </td>
              <td className="px-4 py-3">
                <CremationStatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3">
                <Readiness item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SORT_OPTIONS = (Object.keys(texts.sortOptions) as CremationSort[]).map((value) => ({
  value,
  label: texts.sortOptions[value],
}));

/** The records of one page as cards, for a phone: the whole card opens the record. */
export function CremationCards({
  items,
  sort,
  onSort,
}: {
  items: readonly CremationListItem[];
  sort: CremationSort;
  onSort: (sort: CremationSort) => void;
}) {
  return (
    <div>
      <SelectField
        label={texts.sortBy}
        options={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSort(event.target.value as CremationSort)}
        className="max-w-xs"
      />
      <ul className="mt-3 space-y-3" data-testid="cremation-cards">
        {items.map((item) => (
          <li
            key={item.id}
            className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:bg-stone-50"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={cremationPath(item)}
                  className="text-lg font-semibold break-words no-underline after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {item.deceasedName}
                </Link>
                <p className="text-sm text-stone-700 tabular-nums">{item.number}</p>
              </div>
              <CremationStatusBadge status={item.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">{texts.plannedAt}</dt>
              <dd className="tabular-nums">{plannedText(item.plannedAt)}</dd>
              <dt className="text-stone-600">{texts.funeralCompany}</dt>
              <dd className="break-words">{item.funeralCompanyName}</dd>
              <dt className="text-stone-600">{texts.oven}</dt>
              <dd>{item.oven?.name ?? texts.noOven}</dd>
              {readiness(item) && (
                <>
                  <dt className="text-stone-600">{texts.readiness}</dt>
                  <dd>
                    <Readiness item={item} />
                  </dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
