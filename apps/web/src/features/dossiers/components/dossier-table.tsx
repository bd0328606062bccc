import { formatDate, interpolate, type DossierListItem, type DossierSortField } from '@afscheid/shared';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { formatMoment } from '../lib/legal-window.ts';
import { typeLabel } from '../lib/labels.ts';
import { parseSort, sortValue } from '../lib/list-params.ts';
import { StatusBadge } from './status-badge.tsx';

const texts = nld.list;

/** The dossiers of one page; the column headers sort (by the server). */
export function DossierTable({
  dossiers,
  sort,
  page,
  lastPage,
  onSort,
}: {
  dossiers: readonly DossierListItem[];
  sort: string;
  page: number;
  lastPage: number;
  onSort: (sort: string) => void;
}) {
  const current = parseSort(sort);
  const header = (field: DossierSortField, label: string) => (
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

  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left" data-testid="dossier-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            {header('number', texts.number)}
            {header('name', texts.name)}
            <th scope="col" className="px-4 py-3 font-semibold">
              {texts.type}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {texts.status}
            </th>
            {header('died_at', texts.diedAt)}
            {header('funeral_at', texts.funeralAt)}
            <th scope="col" className="px-4 py-3 font-semibold">
              {texts.responsible}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {dossiers.map((dossier) => (
            <tr key={dossier.id} className="hover:bg-stone-50">
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{dossier.number}</td>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={`/dossiers/${dossier.id}`}>{dossier.deceasedName}</Link>
              </th>
              <td className="px-4 py-3">{typeLabel(dossier.type)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={dossier.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(dossier.diedAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {dossier.funeralAt ? (
                  formatMoment(dossier.funeralAt)
                ) : (
                  <span className="text-stone-600">{texts.notPlanned}</span>
                )}
              </td>
              <td className="px-4 py-3">
                {dossier.responsible?.name ?? <span className="text-stone-600">{texts.noResponsible}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
