import { interpolate } from '@afscheid/shared';
import { Link } from 'react-router';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { useDossierRequests } from '../api/use-dossier-requests.ts';
import { momentText, runningRequest } from '../lib/labels.ts';

const texts = nlPages.crematoriumRequests;

/**
 * The crematorium request on the dossier header: "Crematie bevestigd: 12 maart 2027 om 10:00, Crematorium Het
 * Rozenveld" once accepted, "Voorstel crematorium: …" while a proposal waits, "Crematie aangevraagd bij …" after
 * submission; nothing without a running request (or for a burial dossier, or without the permission).
 */
export function DossierRequestLine({ dossier }: { dossier: { id: string; type: string } }) {
  const shows = useShowsRequestLine(dossier);
  return shows ? <RequestLine dossierId={dossier.id} /> : null;
}

/** Whether the dossier's header has a request line: a cremation dossier, for a user who may see its requests. */
function useShowsRequestLine(dossier: { type: string } | undefined): boolean {
  const gate = useGate();
  return dossier?.type === 'cremation' && gate.can('crematorium_requests.view');
}

/**
 * Is it known whether the dossier header shows a request line? False only while a cremation dossier's requests
 * are still loading: the dossier page waits for them (asked for with the dossier by its loader), so the line does
 * not push the page down after it has painted (decision 034). A failed request counts as known (no line).
 */
export function useRequestLineSettled(dossier: { id: string; type: string } | undefined): boolean {
  const shows = useShowsRequestLine(dossier);
  const requests = useDossierRequests(dossier?.id ?? '', shows);
  return !shows || !requests.isPending;
}

function RequestLine({ dossierId }: { dossierId: string }) {
  const requests = useDossierRequests(dossierId);
  const running = runningRequest(requests.data ?? []);
  if (!running) return null;
  const crematorium = running.counterpart.name;
  const line =
    running.status === 'accepted'
      ? interpolate(texts.headerConfirmed, { when: momentText(running.plannedAt), crematorium })
      : running.status === 'proposed'
        ? interpolate(texts.headerProposed, { when: momentText(running.plannedAt), crematorium })
        : running.status === 'submitted'
          ? interpolate(texts.headerSubmitted, { crematorium })
          : texts.headerDraft;
  const tone =
    running.status === 'accepted'
      ? 'border-emerald-700 bg-emerald-50 text-emerald-950'
      : running.status === 'proposed'
        ? 'border-amber-600 bg-amber-50 text-amber-950'
        : 'border-sky-700 bg-sky-50 text-sky-950';
  return (
    <p
      className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border-l-4 px-3 py-2 ${tone}`}
      data-testid="dossier-cremation-request"
    >
      <span className="font-medium">{line}</span>
      <Link to={`/crematorium-requests/${running.id}`} className="text-sm">
        {texts.headerLink}
      </Link>
    </p>
  );
}
