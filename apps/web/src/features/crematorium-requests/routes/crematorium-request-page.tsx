import { interpolate, messages, type CrematoriumRequestData } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { lazyDialog, lazyMountedDialog } from '../../../components/ui/lazy-dialog.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { documentKeys, listDocuments } from '../../documents/index.ts';
import { crematoriumRequestKeys } from '../api/query-keys.ts';
import {
  deleteRequest,
  getRequest,
  listCrematoria,
  listRevisions,
  type RequestAction,
} from '../api/requests-api.ts';
import { useRequestAction } from '../api/use-request-action.ts';
import { useRequestRefresh } from '../api/use-request-refresh.ts';
import {
  AttachmentsSection,
  CremationSection,
  DraftWishesSection,
  MomentsSection,
  ReservationsSection,
  RevisionsSection,
  SnapshotSection,
  TimelineSection,
} from '../components/request-sections.tsx';
import { ActionNeededBadge, RequestStatusBadge } from '../components/status-badge.tsx';
import { availableActions, type RequestActionKey } from '../lib/actions.ts';
import { nlRequests } from '../lib/texts.ts';

// The dialogs load on their first opening (decision 029's addendum): the request form with its date, time and phone
// fields, and the accept, propose and reason forms, are not needed to read the request.
const RequestDialog = lazyDialog(
  async () => (await import('../components/request-dialog.tsx')).RequestDialog,
);
const loadActionDialogs = () => import('../components/action-dialogs.tsx');
const AcceptDialog = lazyMountedDialog(async () => (await loadActionDialogs()).AcceptDialog);
const ProposeDialog = lazyMountedDialog(async () => (await loadActionDialogs()).ProposeDialog);
const ReasonDialog = lazyMountedDialog(async () => (await loadActionDialogs()).ReasonDialog);

const texts = nlRequests.detail;
const done = messages.crematoriumRequests.done;

/**
 * `/crematorium-requests/{id}` for both sides: the request's state and counterpart, its moments, the shared
 * fields (or a draft's wishes), the attached copies, the booked places, the crematorium's record, the versions
 * with their changes and the timeline, with the actions this side may take now. A request the organisation is
 * no party to is the usual "not found" page.
 */
export function CrematoriumRequestPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useQuery({ queryKey: crematoriumRequestKeys.detail(id), queryFn: () => getRequest(id) });

  if (query.isPending) return <p className="text-stone-700">{nlRequests.common.loading}</p>;
  if (query.isError) {
    // The route's error boundary shows the not-found page (inside the layout).
    if (isApiError(query.error) && query.error.status === 404) throw query.error;
    return (
      <PageProblem
        title={nl.titles.crematoriumRequest}
        back={{ to: '/crematorium-requests', label: texts.backToList }}
      >
        {isApiError(query.error) && query.error.status === 403
          ? query.error.message
          : `${texts.loadFailed} ${errorText(query.error)}`}
      </PageProblem>
    );
  }
  const initialNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  return <RequestDetails key={query.data.id} request={query.data} initialNotice={initialNotice} />;
}

type OpenDialog = Exclude<RequestActionKey, 'submit' | 'acceptProposal'> | null;

const ACTION_LABELS: Record<RequestActionKey, string> = {
  submit: nlRequests.actions.submit,
  edit: nlRequests.actions.edit,
  remove: nlRequests.actions.remove,
  revise: nlRequests.actions.revise,
  acceptProposal: nlRequests.actions.acceptProposal,
  declineProposal: nlRequests.actions.declineProposal,
  accept: nlRequests.actions.accept,
  reject: nlRequests.actions.reject,
  propose: nlRequests.actions.propose,
  cancel: nlRequests.actions.cancelRequest,
};

function RequestDetails({
  request,
  initialNotice,
}: {
  request: CrematoriumRequestData;
  initialNotice: string | null;
}) {
  const gate = useGate();
  const navigate = useNavigate();
  const perform = useRequestAction();
  const refresh = useRequestRefresh();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<Notice>(
    initialNotice ? { tone: 'success', text: initialNotice } : null,
  );
  const [busy, setBusy] = useState<'submit' | 'acceptProposal' | 'remove' | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const requester = request.side === 'requester';
  const dossierId = request.dossier?.id ?? null;
  const actions = availableActions(request, (permission) => gate.can(permission));

  const isDraft = request.status === 'draft';
  const revisions = useQuery({
    queryKey: crematoriumRequestKeys.revisions(request.id),
    queryFn: () => listRevisions(request.id),
    enabled: !isDraft,
  });
  // A draft's wishes name rooms by id and documents by id: the crematorium's and the dossier's lists name them.
  const crematoria = useQuery({
    queryKey: crematoriumRequestKeys.crematoria,
    queryFn: listCrematoria,
    enabled: isDraft && requester && gate.can('crematorium_requests.create'),
  });
  const documents = useQuery({
    queryKey: documentKeys.list(dossierId ?? ''),
    queryFn: () => listDocuments(dossierId ?? ''),
    enabled: isDraft && dossierId !== null && gate.can('documents.view'),
  });
  const documentNames = documents.data
    ? request.wishes.documentIds.flatMap((documentId) => {
        const found = documents.data.find((document) => document.id === documentId);
        return found ? [found.fileName] : [];
      })
    : null;

  /** Sends a dialog's action; resolves when the dialog may close, throws what the dialog shows. */
  const send = async (action: RequestAction, success: (saved: CrematoriumRequestData) => string) => {
    const outcome = await perform({ id: request.id, version: request.version, dossierId }, action);
    setDialog(null);
    setNotice(
      outcome.kind === 'done'
        ? { tone: 'success', text: success(outcome.request) }
        : { tone: 'error', text: `${outcome.message} ${nlRequests.common.reloaded}` },
    );
  };

  /** An action without a dialog: its failure is the page's notice. */
  const direct = async (
    key: 'submit' | 'acceptProposal',
    action: RequestAction,
    success: (saved: CrematoriumRequestData) => string,
  ) => {
    setNotice(null);
    setBusy(key);
    try {
      await send(action, success);
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setRemoveError(null);
    setBusy('remove');
    try {
      await deleteRequest(request.id);
      refresh({ removedId: request.id, dossierId });
      const target = dossierId ? `/dossiers/${dossierId}/cremation` : '/crematorium-requests';
      await navigate(target, { state: { notice: nlRequests.actions.removed } });
    } catch (error) {
      setRemoveError(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const onAction = (key: RequestActionKey) => {
    setNotice(null);
    if (key === 'submit') {
      void direct('submit', { action: 'submit' }, (saved) =>
        interpolate(done.submitted, { crematorium: saved.provider.name }),
      );
    } else if (key === 'acceptProposal') {
      void direct('acceptProposal', { action: 'accept-proposal' }, () => done.proposalAccepted);
    } else {
      setRemoveError(null);
      setDialog(key);
    }
  };

  const counterpart = requester
    ? interpolate(texts.counterpartCrematorium, { name: request.provider.name })
    : interpolate(texts.counterpartFuneralCompany, { name: request.requester.name });

  return (
    <div className="max-w-5xl">
      <p>
        <Link to="/crematorium-requests">{texts.backToList}</Link>
      </p>
      <header className="mt-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PageTitle>{request.deceasedName}</PageTitle>
          <RequestStatusBadge status={request.status} />
          {request.needsAction && <ActionNeededBadge />}
        </div>
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-stone-700">
          <span>{counterpart}</span>
          {request.dossier && (
            <>
              <span aria-hidden="true">·</span>
              <Link to={`/dossiers/${request.dossier.id}/cremation`}>
                {interpolate(texts.dossierLink, { number: request.dossier.number })}
              </Link>
            </>
          )}
        </p>
        {actions.length > 0 && (
          <div role="group" aria-label={texts.actions} className="mt-4 flex flex-wrap gap-3">
            {actions.map((key) => (
              <Button
                key={key}
                variant={
                  key === 'remove' || key === 'reject'
                    ? 'danger'
                    : key === 'submit' || key === 'accept' || key === 'acceptProposal'
                      ? 'primary'
                      : 'secondary'
                }
                busy={busy === key}
                busyLabel={
                  key === 'submit'
                    ? nlRequests.actions.submitting
                    : key === 'acceptProposal'
                      ? nlRequests.actions.acceptingProposal
                      : undefined
                }
                disabled={busy !== null}
                onClick={() => onAction(key)}
              >
                {ACTION_LABELS[key]}
              </Button>
            ))}
          </div>
        )}
      </header>
      <NoticeRegion notice={notice} className="mt-4" />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MomentsSection request={request} />
        <div className="grid content-start gap-6">
          <CremationSection request={request} />
          <ReservationsSection request={request} />
        </div>
      </div>
      <div className="mt-6 grid gap-6">
        {isDraft && requester ? (
          <DraftWishesSection
            request={request}
            crematorium={crematoria.data?.find((item) => item.id === request.provider.id) ?? null}
            documentNames={documentNames}
          />
        ) : (
          <SnapshotSection request={request} />
        )}
        <AttachmentsSection request={request} />
        {!isDraft && <RevisionsSection revisions={revisions.data} failed={revisions.isError} />}
        <TimelineSection request={request} />
      </div>

      {dossierId && (
        <RequestDialog
          open={dialog === 'edit' || dialog === 'revise'}
          mode={dialog === 'revise' ? 'revise' : 'edit'}
          dossierId={dossierId}
          request={request}
          onClose={() => setDialog(null)}
          onSaved={(_, text) => setNotice({ tone: 'success', text })}
        />
      )}
      {dialog === 'accept' && (
        <AcceptDialog
          request={request}
          onClose={() => setDialog(null)}
          send={(action) => send(action, () => done.accepted)}
        />
      )}
      {dialog === 'propose' && (
        <ProposeDialog
          request={request}
          onClose={() => setDialog(null)}
          send={(action) => send(action, () => done.proposed)}
        />
      )}
      {dialog === 'reject' && (
        <ReasonDialog
          title={nlRequests.actions.rejectTitle}
          intro={nlRequests.actions.rejectIntro}
          submitLabel={nlRequests.actions.reject}
          required
          onClose={() => setDialog(null)}
          onSend={(reason) => send({ action: 'reject', reason: reason ?? '' }, () => done.rejected)}
        />
      )}
      {dialog === 'cancel' && (
        <ReasonDialog
          title={nlRequests.actions.cancelTitle}
          intro={nlRequests.actions.cancelIntro}
          submitLabel={nlRequests.actions.cancelConfirm}
          required
          onClose={() => setDialog(null)}
          onSend={(reason) => send({ action: 'cancel', reason: reason ?? '' }, () => done.cancelled)}
        />
      )}
      {dialog === 'declineProposal' && (
        <ReasonDialog
          title={nlRequests.actions.declineTitle}
          intro={nlRequests.actions.declineIntro}
          submitLabel={nlRequests.actions.declineProposal}
          required={false}
          onClose={() => setDialog(null)}
          onSend={(reason) => send({ action: 'decline-proposal', reason }, () => done.proposalDeclined)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'remove'}
        title={nlRequests.actions.removeTitle}
        confirmLabel={nlRequests.actions.removeYes}
        busyLabel={nlRequests.actions.removing}
        busy={busy === 'remove'}
        error={removeError}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      >
        <p>{nlRequests.actions.removeConfirm}</p>
      </ConfirmDialog>
    </div>
  );
}
