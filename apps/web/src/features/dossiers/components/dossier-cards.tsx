import { formatDate, type DossierListItem, type DossierSortField } from '@afscheid/shared';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { formatMoment } from '../lib/legal-window.ts';
import { typeLabel } from '../lib/labels.ts';
import { sortValue } from '../lib/list-params.ts';
import { StatusBadge } from './status-badge.tsx';

const texts = nld.list;
/** The default order first, then the table's sortable columns. */
const SORT_FIELDS = [
  'created_at',
  'number',
  'name',
  'died_at',
  'funeral_at',
] as const satisfies readonly DossierSortField[];

function sortLabel(field: DossierSortField, direction: 'asc' | 'desc'): string {
  return `${texts.sortOptions[field]}, ${texts.sortDirections[direction]}`;
}

/** Every order the list knows, as one choice ("Naam, oplopend"), for a screen without column headers. */
const SORT_OPTIONS = SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({
    value: sortValue(field, direction),
    label: sortLabel(field, direction),
  })),
);

/**
 * The dossiers of one page as cards, for a phone (the table would scroll sideways there): name, number and
 * type, status, dates and the responsible person; the whole card opens the dossier.
 */
export function DossierCards({
  dossiers,
  sort,
  onSort,
}: {
  dossiers: readonly DossierListItem[];
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
      <ul className="mt-4 space-y-3" data-testid="dossier-cards">
        {dossiers.map((dossier) => (
          <li
            key={dossier.id}
            className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:bg-stone-50"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {/* The link's ::after covers the card, so a tap anywhere on it opens the dossier. */}
                <Link
                  to={`/dossiers/${dossier.id}`}
                  className="text-lg font-semibold break-words no-underline after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {dossier.deceasedName}
                </Link>
                <p className="text-sm text-stone-700">
                  <span className="tabular-nums">{dossier.number}</span> · {typeLabel(dossier.type)}
                </p>
              </div>
              <StatusBadge status={dossier.status} className="shrink-0" />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">{texts.diedAt}</dt>
              <dd>{formatDate(dossier.diedAt)}</dd>
              <dt className="text-stone-600">{texts.funeralAt}</dt>
              <dd>{dossier.funeralAt ? formatMoment(dossier.funeralAt) : texts.notPlanned}</dd>
              <dt className="text-stone-600">{texts.responsible}</dt>
              <dd>{dossier.responsible?.name ?? texts.noResponsible}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
