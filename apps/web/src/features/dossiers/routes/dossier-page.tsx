import { interpolate } from '@afscheid/shared';
import { useState } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { TabNav, type TabNavItem } from '../../../components/ui/tab-nav.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { useDossier } from '../api/use-dossier.ts';
import { DossierHeader } from '../components/dossier-header.tsx';
import { SectionNav, SectionPicker } from '../components/section-nav.tsx';
import type { DossierOutletContext } from '../lib/dossier-context.ts';
import { isReadOnlyStatus } from '../lib/labels.ts';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { useRequestLineSettled } from '../../crematorium-requests/index.ts';

const texts = nld.dossier;

/**
 * `/dossiers/{id}`: the dossier header, the section navigation, the tabs (overview, documentation, notes, tasks)
 * and, in the outlet, the tab or the section being edited.
 */
export function DossierPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const gate = useGate();
  const arrivedWith = (location.state as { notice?: string } | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(arrivedWith);
  // A notice belongs to the view it was given on: another tab or section clears it.
  const [noticePath, setNoticePath] = useState(location.pathname);
  if (noticePath !== location.pathname) {
    setNoticePath(location.pathname);
    setNotice(null);
  }
  const { data: dossier, isPending, isError, error } = useDossier(id);
  // A cremation dossier's header has a line for its running crematorium request: the page shows once it is known
  // whether there is one (its request goes with the dossier's), rather than moving down when it arrives.
  const requestLineSettled = useRequestLineSettled(dossier);

  if (isPending || (dossier && !requestLineSettled))
    return <p className="text-stone-700">{nl.app.loading}</p>;
  if (isError || !dossier) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <PageProblem title={nl.titles.dossier} back={{ to: '/dossiers', label: texts.backToList }}>
        {notFound ? error.message : `${texts.loadFailed} ${error?.message ?? ''}`}
      </PageProblem>
    );
  }

  const readOnly = isReadOnlyStatus(dossier.status);
  const base = `/dossiers/${dossier.id}`;
  const tabs: TabNavItem[] = [{ to: base, label: texts.tabOverview, end: true }];
  if (gate.can('documents.view')) tabs.push({ to: `${base}/documentation`, label: texts.tabDocumentation });
  if (gate.can('notes.view')) tabs.push({ to: `${base}/notes`, label: texts.tabNotes });
  if (gate.can('tasks.view')) {
    const label =
      dossier.openTasks > 0 ? interpolate(texts.tabTasksCount, { count: dossier.openTasks }) : texts.tabTasks;
    tabs.push({ to: `${base}/tasks`, label });
  }
  if (gate.can('budget.view')) tabs.push({ to: `${base}/budget`, label: nl.titles.dossierBudget });
  const context: DossierOutletContext = { dossier, readOnly };

  return (
    <div>
      <p>
        <Link to="/dossiers">{texts.backToList}</Link>
      </p>
      <div className="mt-3">
        <DossierHeader
          dossier={dossier}
          readOnly={readOnly}
          onNotice={setNotice}
          // The whole header on the overview; one row of key facts above a section or another tab.
          compact={location.pathname.replace(/\/+$/, '') !== base}
        />
      </div>
      {notice && (
        <Alert tone="success" className="mt-4">
          {notice}
        </Alert>
      )}
      <div className="mt-6 gap-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="mb-6 md:mb-0">
          {/* A phone gets one button that unfolds the sections; from md up the list stands beside the form. */}
          <div className="md:hidden">
            <SectionPicker dossier={dossier} />
          </div>
          <div className="hidden md:block">
            <SectionNav dossier={dossier} />
          </div>
        </aside>
        <div className="min-w-0">
          <TabNav label={texts.tabs} items={tabs} />
          <div className="mt-6">
            <Outlet context={context} />
          </div>
        </div>
      </div>
    </div>
  );
}
