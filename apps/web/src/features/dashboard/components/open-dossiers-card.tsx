import { DOSSIER_TYPE_LABELS, formatDateTime, interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { listOpenDossiers } from '../api/dashboard-api.ts';
import { DashboardCard } from './dashboard-card.tsx';

const texts = nld.dashboard;

/** "Lopende dossiers": the newest open dossiers with their funeral moment, and a link to the list. */
export function OpenDossiersCard() {
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['dossiers', 'list', 'dashboard-open'],
    queryFn: listOpenDossiers,
  });
  const shown = data?.data.length ?? 0;
  const total = data?.meta.total ?? 0;
  return (
    <DashboardCard title={texts.dossiersTitle} description={texts.dossiersIntro}>
      {isPending && <p className="text-stone-700">{texts.loading}</p>}
      {isError && <p className="text-red-800">{`${texts.loadFailed} ${error.message}`}</p>}
      {data && shown === 0 && <p className="text-stone-700">{texts.dossiersNone}</p>}
      {data && shown > 0 && (
        <ul
          className="divide-y divide-stone-200"
          aria-label={texts.dossiersCaption}
          data-testid="dashboard-dossiers"
        >
          {data.data.map((dossier) => (
            <li key={dossier.id} className="py-2">
              <p>
                <span className="mr-2 font-mono text-sm text-stone-700 tabular-nums">{dossier.number}</span>
                <Link to={`/dossiers/${dossier.id}`}>{dossier.deceasedName}</Link>
              </p>
              <p className="text-sm text-stone-700">
                {DOSSIER_TYPE_LABELS[dossier.type]} ·{' '}
                {dossier.funeralAt ? formatDateTime(dossier.funeralAt) : nld.dossier.notPlanned}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to="/dossiers?status=open">
          {total > shown ? interpolate(texts.dossiersAllCount, { count: total }) : texts.dossiersAll}
        </Link>
      </p>
    </DashboardCard>
  );
}
