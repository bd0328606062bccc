import {
  formatDateTime,
  interpolate,
  messages,
  type AshDestinationData,
  type AshRecordData,
} from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { approveAshDestination } from '../api/ash-api.ts';
import { destinationIn, isAshRecord, refreshAsh } from '../api/use-ash-record.ts';
import { approvalBlockedText, approvalChecks, type ApprovalCheck } from '../lib/approval.ts';
import { ashTexts } from '../lib/texts.ts';
import { DestinationSummary } from './destination-summary.tsx';
import { InlineUpload } from './inline-upload.tsx';

const texts = ashTexts.approve;

/** The approval's conditions, each with ✓ or ✗ (read as "in orde" / "niet in orde") and what it means. */
export function ApprovalCheckList({ checks }: { checks: readonly ApprovalCheck[] }) {
  return (
    <ul aria-label={texts.conditions} className="space-y-3" data-testid="ash-approval-checks">
      {checks.map((check) => (
        <li key={check.key} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cx(
              'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              check.ok ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
            )}
          >
            {check.ok ? '✓' : '✗'}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-stone-900">
              {check.label}
              <span className="sr-only">: {check.ok ? texts.ok : texts.fails}</span>
            </p>
            <p className={cx('text-sm break-words', check.ok ? 'text-stone-700' : 'text-red-900')}>
              {check.detail}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface ApproveDestinationDialogProps {
  open: boolean;
  /** The record as the page shows it: the release, the block and the destination (by id) come from it. */
  record: AshRecordData;
  destination: AshDestinationData | null;
  onClose(): void;
  onApproved?(text: string): void;
}

/**
 * "Asbestemming goedkeuren" — the dialog the specification calls "ash destination approval": what is approved
 * (kind, urns, who decided), the release check, whether the decision is the client's (with an upload of the
 * signed form right here when it is missing), and a block. The button is disabled with the reason while a
 * condition fails; the server decides anyway and its refusal (409) shows here.
 */
export function ApproveDestinationDialog(props: ApproveDestinationDialogProps) {
  if (!props.open || !props.destination) return null;
  return <ApproveContent {...props} destination={props.destination} />;
}

function ApproveContent({
  record,
  destination,
  onClose,
  onApproved,
}: ApproveDestinationDialogProps & { destination: AshDestinationData }) {
  const queryClient = useQueryClient();
  const gate = useGate();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [approved, setApproved] = useState<AshDestinationData | null>(null);

  const checks = approvalChecks(record, destination);
  const blocked = approvalBlockedText(checks);
  const clientMissing = checks.some((check) => check.key === 'client' && !check.ok);

  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await approveAshDestination(destination.id, destination.version);
      setApproved((isAshRecord(answer) ? destinationIn(answer, destination.id) : answer) ?? destination);
      onApproved?.(messages.ash.success.approved);
      await refreshAsh(queryClient, answer);
    } catch (failure) {
      setError(errorText(failure));
      void refreshAsh(queryClient);
    } finally {
      setBusy(false);
    }
  };

  // Approved here, or meanwhile by someone else (the record was refreshed).
  const done = approved ?? (destination.status === 'approved' ? destination : null);
  if (done) {
    const who = done.approvedAt
      ? interpolate(done.approvedBy ? texts.doneBy : texts.doneAt, {
          name: done.approvedBy?.name ?? '',
          when: formatDateTime(done.approvedAt),
        })
      : null;
    return (
      <Dialog
        open
        title={texts.title}
        onClose={onClose}
        footer={<Button onClick={onClose}>{ashTexts.common.close}</Button>}
      >
        <Alert tone="success">
          <p>{messages.ash.success.approved}</p>
          {who && <p>{who}</p>}
        </Alert>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ashTexts.common.cancel}
          </Button>
          <Button
            onClick={() => void approve()}
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            busy={busy}
            busyLabel={texts.submitting}
          >
            {texts.submit}
          </Button>
        </>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <h3 className="font-semibold text-stone-900">{texts.what}</h3>
      <DestinationSummary record={record} destination={destination} className="mt-2" />
      <h3 className="mt-5 font-semibold text-stone-900">{texts.conditions}</h3>
      <div className="mt-2">
        <ApprovalCheckList checks={checks} />
      </div>
      {clientMissing && gate.can('ash.update') && (
        <div className="mt-4 rounded-md border border-stone-200 bg-stone-50 p-4">
          <InlineUpload
            recordId={record.id}
            kind="decision_form"
            destinationId={destination.id}
            texts={{
              label: texts.clientUpload,
              submit: texts.clientUploadSubmit,
              submitting: texts.clientUploading,
              done: texts.clientUploaded,
            }}
          />
        </div>
      )}
      {blocked && (
        <p id={reasonId} className="mt-4 text-stone-800" data-testid="ash-approve-blocked">
          {blocked}
        </p>
      )}
    </Dialog>
  );
}
