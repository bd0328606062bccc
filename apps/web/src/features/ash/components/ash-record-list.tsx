import { formatDate, interpolate, type AshRecordListItem } from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import type { AshRecordSort } from '../api/ash-api.ts';
import { destinationKindsText, recordFlags, releaseText } from '../lib/display.ts';
import { parseSort, sortValue, type SortField } from '../lib/list-params.ts';
import { ashTexts } from '../lib/texts.ts';
import { AshStatusBadge } from './ash-status-badge.tsx';

const texts = ashTexts.list;

const recordPath = (item: AshRecordListItem) => `/ash/${encodeURIComponent(item.id)}`;

function Release({ item }: { item: AshRecordListItem }) {
  const release = releaseText(item);
  if (release.releasable) return <Badge tone="success">{release.text}</Badge>;
  return (
    <span>
      <span className="block">{release.text}</span>
      <span className="block text-sm text-stone-700 tabular-nums">{release.date}</span>
    </span>
  );
}

function Flags({ item, months }: { item: AshRecordListItem; months: number }) {
  const flags = recordFlags(item, months);
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-col items-start gap-1">
      {flags.map((flag) => (
        <li key={flag.key}>
          <Badge tone={flag.tone} className="whitespace-normal">
            {flag.text}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Initials({ item }: { item: AshRecordListItem }) {
  return item.deceasedInitials ? <span className="text-stone-700"> ({item.deceasedInitials})</span> : null;
}

/** The records of one page; the headers of number, name, cremation date and release sort (by the server). */
export function AshRecordTable({
  items,
  sort,
  page,
  lastPage,
  storageTermMonths,
  onSort,
}: {
  items: readonly AshRecordListItem[];
  sort: AshRecordSort;
  page: number;
  lastPage: number;
  storageTermMonths: number;
  onSort: (sort: AshRecordSort) => void;
}) {
  const current = parseSort(sort);
  const header = (field: SortField, label: string) => (
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
      <table className="w-full text-left" data-testid="ash-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            {header('number', texts.number)}
            {header('name', texts.deceased)}
            {header('cremated_on', texts.crematedOn)}
            {plain(texts.statusColumn)}
            {header('release', texts.release)}
            {plain(texts.destinations)}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((item) => (
            <tr key={item.id} className="align-top hover:bg-stone-50">
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{item.registrationNumber}</td>
              <th scope="row" className="min-w-[11rem] px-4 py-3 font-medium">
                <Link to={recordPath(item)}>{item.deceasedName}</Link>
                <Initials item={item} />
                {item.storageLocation && (
                  <span className="mt-1 block text-sm font-normal text-stone-700">
                    {texts.storage}: {item.storageLocation}
                  </span>
                )}
              </th>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDate(item.crematedOn)}</td>
              <td className="px-4 py-3">
                <AshStatusBadge status={item.status} />
                <div className="mt-2">
                  <Flags item={item} months={storageTermMonths} />
                </div>
              </td>
              <td className="px-4 py-3">
                <Release item={item} />
              </td>
              <td className="px-4 py-3">
                {destinationKindsText(item.destinationKinds) ?? (
                  <span className="text-stone-600">{texts.noDestination}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SORT_OPTIONS = (Object.keys(texts.sortOptions) as AshRecordSort[]).map((value) => ({
  value,
  label: texts.sortOptions[value],
}));

/** The records of one page as cards, for a phone: the whole card opens the record. */
export function AshRecordCards({
  items,
  sort,
  storageTermMonths,
  onSort,
}: {
  items: readonly AshRecordListItem[];
  sort: AshRecordSort;
  storageTermMonths: number;
  onSort: (sort: AshRecordSort) => void;
}) {
  return (
    <div>
      <SelectField
        label={texts.sortBy}
        options={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSort(event.target.value as AshRecordSort)}
        className="max-w-xs"
      />
      <ul className="mt-3 space-y-3" data-testid="ash-cards">
        {items.map((item) => {
          const flags = recordFlags(item, storageTermMonths);
          const kinds = destinationKindsText(item.destinationKinds);
          return (
            <li
              key={item.id}
              className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:bg-stone-50"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link
                    to={recordPath(item)}
                    className="text-lg font-semibold break-words no-underline after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {item.deceasedName}
                  </Link>
                  <Initials item={item} />
                  <p className="text-sm text-stone-700 tabular-nums">{item.registrationNumber}</p>
                </div>
                <AshStatusBadge status={item.status} />
              </div>
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-stone-600">{texts.crematedOn}</dt>
                <dd className="tabular-nums">{formatDate(item.crematedOn)}</dd>
                <dt className="text-stone-600">{texts.release}</dt>
                <dd>
                  <Release item={item} />
                </dd>
                <dt className="text-stone-600">{texts.destinations}</dt>
                <dd className="break-words">{kinds ?? texts.noDestination}</dd>
                {item.storageLocation && (
                  <>
                    <dt className="text-stone-600">{texts.storage}</dt>
                    <dd className="break-words">{item.storageLocation}</dd>
                  </>
                )}
              </dl>
              {flags.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={texts.flags}>
                  {flags.map((flag) => (
                    <li key={flag.key}>
                      <Badge tone={flag.tone} className="whitespace-normal">
                        {flag.text}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
