import { interpolate, messages, type CrematoriumRequestListItem } from '@afscheid/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { useDossierRequests } from '../api/use-dossier-requests.ts';
import { useRequestAction } from '../api/use-request-action.ts';
import { momentText, runningRequest, statusLabel } from '../lib/labels.ts';
import { nlRequests } from '../lib/texts.ts';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { ActionNeededBadge, RequestStatusBadge } from './status-badge.tsx';

// Loads on its first opening, not with the dossier's section (issue 17).
const RequestDialog = lazyDialog(async () => (await import('./request-dialog.tsx')).RequestDialog);

const texts = nlPages.crematoriumRequests;

export interface CremationRequestPanelProps {
  dossier: { id: string; type: string };
  /** The cremation section's data (camelCase), to start a request from. */
  section: Record<string, unknown> | null;
  /** An archived or cancelled dossier shows its request but starts none. */
  readOnly?: boolean;
}

/**
 * The crematorium request in the cremation section of a funeral company's cremation dossier: without a running
 * request "Crematie aanvragen" (the request dialog, prefilled from the section); with one its status, the
 * crematorium, the wished, proposed or confirmed moment, "Aanvraag bekijken" and, for a draft, "Indienen".
 */
export function CremationRequestPanel({ dossier, section, readOnly = false }: CremationRequestPanelProps) {
  const headingId = useId();
  const gate = useGate();
  const visible = dossier.type === 'cremation' && gate.can('crematorium_requests.view');
  const requests = useDossierRequests(dossier.id, visible);
  const perform = useRequestAction();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  if (!visible) return null;

  const running = runningRequest(requests.data ?? []);
  const previous = running ? null : (requests.data?.[0] ?? null);
  const canCreate = !readOnly && gate.can('crematorium_requests.create');

  const submit = async (request: CrematoriumRequestListItem) => {
    setNotice(null);
    setSubmitting(true);
    try {
      const outcome = await perform({ id: request.id, dossierId: dossier.id }, { action: 'submit' });
      setNotice(
        outcome.kind === 'done'
          ? {
              tone: 'success',
              text: interpolate(messages.crematoriumRequests.done.submitted, {
                crematorium: outcome.request.provider.name,
              }),
            }
          : { tone: 'error', text: outcome.message },
      );
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-4"
      data-testid="cremation-request-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {texts.panelHeading}
        </h3>
        {!running && canCreate && !requests.isPending && !requests.isError && (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            {texts.create}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {notice && (
          <Alert tone={notice.tone} className="mt-3">
            {notice.text}
          </Alert>
        )}
      </div>
      {requests.isError ? (
        <Alert tone="error" className="mt-3">
          {texts.loadFailed}{' '}
          <button type="button" className="underline" onClick={() => void requests.refetch()}>
            {nlRequests.common.retry}
          </button>
        </Alert>
      ) : requests.isPending ? (
        <p className="mt-2 text-stone-700">{nlRequests.common.loading}</p>
      ) : running ? (
        <RunningRequest
          request={running}
          canSubmit={!readOnly && gate.can('crematorium_requests.submit')}
          submitting={submitting}
          onSubmit={() => void submit(running)}
        />
      ) : (
        <div className="mt-2 space-y-1 text-stone-700">
          <p>{texts.none}</p>
          {previous && (
            <p className="text-sm">
              {interpolate(texts.previous, {
                crematorium: previous.counterpart.name,
                status: statusLabel(previous.status).toLowerCase(),
              })}{' '}
              <Link to={`/crematorium-requests/${previous.id}`}>{texts.view}</Link>
            </p>
          )}
        </div>
      )}
      <RequestDialog
        open={creating}
        mode="create"
        dossierId={dossier.id}
        section={section}
        onClose={() => setCreating(false)}
        onSaved={(_, text) => setNotice({ tone: 'success', text })}
      />
    </section>
  );
}

function RunningRequest({
  request,
  canSubmit,
  submitting,
  onSubmit,
}: {
  request: CrematoriumRequestListItem;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className="mt-3">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-stone-700">{texts.status}</dt>
          <dd className="mt-0.5 flex flex-wrap gap-2">
            <RequestStatusBadge status={request.status} />
            {request.needsAction && <ActionNeededBadge />}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-700">{texts.crematorium}</dt>
          <dd className="text-stone-900">{request.counterpart.name}</dd>
        </div>
        {request.status === 'accepted' ? (
          <div>
            <dt className="text-sm font-medium text-stone-700">{texts.confirmedAt}</dt>
            <dd className="text-stone-900" data-testid="request-confirmed-at">
              {momentText(request.plannedAt)}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-sm font-medium text-stone-700">{texts.wishedAt}</dt>
            <dd className="text-stone-900">{momentText(request.wishedAt)}</dd>
          </div>
        )}
        {request.status === 'proposed' && (
          <div>
            <dt className="text-sm font-medium text-stone-700">{texts.proposedAt}</dt>
            <dd className="text-stone-900">{momentText(request.plannedAt)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to={`/crematorium-requests/${request.id}`}>{texts.view}</Link>
        {request.status === 'draft' && canSubmit && (
          <Button busy={submitting} busyLabel={nlRequests.actions.submitting} onClick={onSubmit}>
            {nlRequests.actions.submit}
          </Button>
        )}
      </div>
    </div>
  );
}
