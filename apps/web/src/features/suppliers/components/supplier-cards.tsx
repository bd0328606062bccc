import type { SupplierData, SupplierSortField } from '@afscheid/shared';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { kindLabel } from '../lib/labels.ts';
import { sortValue } from '../lib/list-params.ts';
import { nlSuppliers } from '../lib/texts.ts';
import { SupplierStatusBadge } from './status-badge.tsx';

const texts = nlSuppliers.list;
const SORT_FIELDS = ['name', 'kind', 'city', 'created_at'] as const satisfies readonly SupplierSortField[];

/** Every order the list knows, as one choice ("Naam, oplopend"), for a screen without column headers. */
const SORT_OPTIONS = SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({
    value: sortValue(field, direction),
    label: `${texts.sortOptions[field]}, ${texts.sortDirections[direction]}`,
  })),
);

/** The suppliers of one page as cards, below 768 px; the whole card opens the supplier. */
export function SupplierCards({
  suppliers,
  sort,
  onSort,
}: {
  suppliers: readonly SupplierData[];
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
      <ul className="mt-4 space-y-3" data-testid="supplier-cards">
        {suppliers.map((supplier) => (
          <li
            key={supplier.id}
            className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:bg-stone-50"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {/* The link's ::after covers the card, so a tap anywhere on it opens the supplier. */}
                <Link
                  to={`/suppliers/${supplier.id}`}
                  className="text-lg font-semibold break-words no-underline after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {supplier.name}
                </Link>
                <p className="text-sm text-stone-700">
                  {[kindLabel(supplier.kind), supplier.city].filter(Boolean).join(' · ')}
                </p>
              </div>
              <SupplierStatusBadge status={supplier.status} className="shrink-0" />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {supplier.contactPerson && (
                <>
                  <dt className="text-stone-600">{texts.contactPerson}</dt>
                  <dd>{supplier.contactPerson}</dd>
                </>
              )}
              {supplier.phone && (
                <>
                  <dt className="text-stone-600">{texts.phone}</dt>
                  <dd>{supplier.phone}</dd>
                </>
              )}
              <dt className="text-stone-600">{texts.articles}</dt>
              <dd className="tabular-nums">{supplier.articleCount}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
