import { SECTION_LAYOUTS, interpolate, isSectionKey, messages, type SectionKey } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { getSection } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';
import { loadAshStatusPanel } from '../../ash-status/index.ts';
import { loadCremationRequestPanel } from '../../crematorium-requests/index.ts';
import { DossierReservations } from '../components/dossier-reservations.tsx';
import { SectionEditor } from '../components/section-editor.tsx';
import { useDossierContext } from '../lib/dossier-context.ts';
import { PLANNABLE_SECTIONS, isPlannableSection, sectionPlanPrefill } from '../lib/section-planning.ts';

// The panels of two sections load with those sections only (decision 034); the page starts loading the one it
// needs as it renders, alongside the section's data, and waits for it so nothing moves when it arrives.
const CremationRequestPanel = lazy(async () => ({ default: await loadCremationRequestPanel() }));
const AshStatusPanel = lazy(async () => ({ default: await loadAshStatusPanel() }));

/** The section key is the last segment of the path (`/dossiers/{id}/deceased`): one route component for all 18. */
function sectionKeyOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).pop() ?? '';
}

/**
 * `/dossiers/{dossier}/{section}`: one section of the dossier as a form. A section that does not belong to the
 * dossier's type (a funeral section of a cremation dossier) is a page that does not exist.
 */
export function DossierSectionPage() {
  const { dossier, readOnly } = useDossierContext();
  const gate = useGate();
  const candidate = sectionKeyOf(useLocation().pathname);
  const key: SectionKey | null =
    isSectionKey(candidate) && dossier.sections.some((section) => section.key === candidate)
      ? candidate
      : null;
  const query = useQuery({
    queryKey: dossierKeys.section(dossier.id, key ?? 'deceased'),
    queryFn: () => getSection(dossier.id, key ?? 'deceased'),
    enabled: key !== null,
  });

  // The route's error boundary shows the 404 page (inside the dossier layout).
  if (key === null) throw new ApiError(404, messages.errors.pageNotFound);
  const loading = <p className="text-stone-700">{nld.section.loading}</p>;
  if (query.isPending) {
    // Start the section's panel's code with its data (a module is loaded once; this only asks early).
    if (key === 'cremation') void loadCremationRequestPanel();
    else if (key === 'ash-destination') void loadAshStatusPanel();
    return loading;
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        {nld.section.loadFailed} {query.error.message}
      </Alert>
    );
  }
  const summary = dossier.sections.find((section) => section.key === key);
  // "Inplannen" on the ceremony, wake, condolence, cremation and burial: a reservation with the dossier, the
  // section's kind and the times as last saved; the section lists what is planned for it.
  const planning = isPlannableSection(key) ? (
    <DossierReservations
      dossier={dossier}
      kind={PLANNABLE_SECTIONS[key]}
      prefill={sectionPlanPrefill(key, query.data.data, dossier.deceasedName)}
      planLabel={interpolate(nld.planning.planAria, { section: query.data.label })}
      heading={nld.planning.sectionHeading}
      headingLevel="h3"
      empty={nld.planning.noneSection}
      readOnly={readOnly}
    />
  ) : null;
  // The cremation section of a cremation dossier also holds its crematorium request (issue 14), and the
  // ash-destination section what the crematorium holds of the ashes (issue 15).
  const request =
    key === 'cremation' ? (
      <CremationRequestPanel dossier={dossier} section={query.data.data} readOnly={readOnly} />
    ) : key === 'ash-destination' ? (
      <AshStatusPanel dossier={dossier} section={query.data.data} readOnly={readOnly} />
    ) : null;
  return (
    <Suspense fallback={loading}>
      <SectionEditor
        // A fresh form per dossier and section: nothing typed in one section leaks into the next.
        key={`${dossier.id}:${key}`}
        dossierId={dossier.id}
        sectionKey={key}
        form={SECTION_LAYOUTS[key]}
        initial={query.data}
        filled={summary?.filled ?? false}
        canEdit={!readOnly && gate.can('sections.update')}
        readOnlyStatus={readOnly ? dossier.status : null}
        dossier={dossier}
        aside={
          request ? (
            <>
              {request}
              {planning}
            </>
          ) : (
            planning
          )
        }
      />
    </Suspense>
  );
}
