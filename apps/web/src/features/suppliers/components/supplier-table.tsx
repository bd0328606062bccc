import { interpolate, type SupplierData, type SupplierSortField } from '@afscheid/shared';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { kindLabel } from '../lib/labels.ts';
import { parseSort, sortValue } from '../lib/list-params.ts';
import { nlSuppliers } from '../lib/texts.ts';
import { SupplierStatusBadge } from './status-badge.tsx';

const texts = nlSuppliers.list;

/** The suppliers of one page (from 768 px up); the column headers sort (by the server). */
export function SupplierTable({
  suppliers,
  sort,
  page,
  lastPage,
  onSort,
}: {
  suppliers: readonly SupplierData[];
  sort: string;
  page: number;
  lastPage: number;
  onSort: (sort: string) => void;
}) {
  const current = parseSort(sort);
  const header = (field: SupplierSortField, label: string) => (
    <SortHeader
      label={label}
      hint={texts.sortHint}
      direction={current.field === field ? current.direction : null}
      onSort={(direction) => onSort(sortValue(field, direction))}
    />
  );
  const caption = interpolate(texts.caption, {
    sort: texts.sortLabels[current.field],
    direction: current.direction === 'asc' ? texts.ascending : texts.descending,
    page,
    pages: lastPage,
  });
  const plain = (label: string) => (
    <th scope="col" className="px-4 py-3 font-semibold">
      {label}
    </th>
  );

  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left" data-testid="supplier-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            {header('name', texts.name)}
            {header('kind', texts.kind)}
            {plain(texts.contactPerson)}
            {header('city', texts.city)}
            {plain(texts.phone)}
            {plain(texts.articles)}
            {plain(texts.status)}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {suppliers.map((supplier) => (
            <tr key={supplier.id} className="hover:bg-stone-50">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={`/suppliers/${supplier.id}`}>{supplier.name}</Link>
              </th>
              <td className="px-4 py-3">{kindLabel(supplier.kind)}</td>
              <td className="px-4 py-3">{supplier.contactPerson ?? ''}</td>
              <td className="px-4 py-3">{supplier.city ?? <span className="text-stone-600">{texts.noCity}</span>}</td>
              <td className="px-4 py-3 whitespace-nowrap">{supplier.phone ?? ''}</td>
              <td className="px-4 py-3 tabular-nums">{supplier.articleCount}</td>
              <td className="px-4 py-3">
                <SupplierStatusBadge status={supplier.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
