import { formatDate, formatDateTime, interpolate } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { getDossierHistory } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { useAssignableMembers } from '../api/use-dossier.ts';
import { DossierReservations } from '../components/dossier-reservations.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { useDossierContext } from '../lib/dossier-context.ts';
import { formatDeath, formatPlanned } from '../lib/legal-window.ts';
import { typeLabel } from '../lib/labels.ts';

const texts = nld.overview;

/** The dossier's index tab: key facts, how complete the sections are and the dossier's history. */
export function DossierOverviewTab() {
  const { dossier, readOnly } = useDossierContext();
  const factsId = useId();
  const completenessId = useId();
  const historyId = useId();
  const history = useQuery({
    queryKey: dossierKeys.history(dossier.id),
    queryFn: () => getDossierHistory(dossier.id),
  });
  const { members } = useAssignableMembers();
  // The dossier's own events store user ids: name them from the members and the people on the dossier.
  const names = new Map<string, string>(members.map((member) => [member.userId, member.name]));
  for (const person of [dossier.responsible, dossier.executor, dossier.createdBy, dossier.updatedBy]) {
    if (person) names.set(person.id, person.name);
  }
  const filled = dossier.sections.filter((section) => section.filled).length;
  const total = dossier.sections.length;
  const unknown = <span className="text-stone-600">{texts.unknown}</span>;

  return (
    <div className="space-y-8">
      <section aria-labelledby={factsId}>
        <h2 id={factsId} className="text-xl font-semibold text-stone-900">
          {texts.facts}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {[
            [texts.number, dossier.number],
            [texts.deceased, dossier.deceasedName],
            [texts.type, typeLabel(dossier.type)],
            [texts.birthDate, dossier.deceasedBirthDate ? formatDate(dossier.deceasedBirthDate) : unknown],
            [texts.diedAt, formatDeath(dossier)],
            [
              texts.funeralAt,
              formatPlanned(dossier) ?? <span className="text-stone-600">{nld.dossier.notPlanned}</span>,
            ],
            [texts.openTasks, String(dossier.openTasks)],
            [
              texts.createdBy,
              interpolate(texts.createdByText, {
                date: formatDateTime(dossier.createdAt),
                name: dossier.createdBy?.name ?? texts.unknown,
              }),
            ],
          ].map(([label, value]) => (
            <div key={String(label)}>
              <dt className="text-sm font-medium text-stone-700">{label}</dt>
              <dd className="text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={completenessId}>
        <h2 id={completenessId} className="text-xl font-semibold text-stone-900">
          {texts.completeness}
        </h2>
        <p className="mt-2 text-stone-800">{interpolate(texts.completenessText, { filled, total })}</p>
        <progress
          className="mt-2 h-2 w-full max-w-md accent-brand-700"
          max={total}
          value={filled}
          aria-label={texts.progressLabel}
        />
        <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {dossier.sections.map((section) => (
            <li key={section.key} className="flex flex-wrap items-baseline gap-x-2">
              <Link to={`/dossiers/${dossier.id}/${section.key}`}>{section.label}</Link>
              <span className="text-sm text-stone-700">
                {!section.filled
                  ? texts.notFilled
                  : section.updatedBy
                    ? interpolate(texts.filledBy, {
                        name: section.updatedBy.name,
                        date: formatDate(section.updatedAt),
                      })
                    : interpolate(texts.filledOn, { date: formatDate(section.updatedAt) })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <DossierReservations
        dossier={dossier}
        prefill={{
          kind: 'ceremony',
          title: interpolate(nld.planning.titles.ceremony, { name: dossier.deceasedName }),
        }}
        planLabel={nld.planning.plan}
        heading={nld.planning.heading}
        empty={nld.planning.none}
        readOnly={readOnly}
      />
      <section aria-labelledby={historyId}>
        <h2 id={historyId} className="text-xl font-semibold text-stone-900">
          {texts.history}
        </h2>
        <div className="mt-3">
          {history.isPending && <p className="text-stone-700">{nld.history.loading}</p>}
          {history.isError && (
            <Alert tone="error">
              {nld.history.loadFailed} {history.error.message}
            </Alert>
          )}
          {history.data && <HistoryList entries={history.data} userName={(id) => names.get(id)} />}
        </div>
      </section>
    </div>
  );
}
