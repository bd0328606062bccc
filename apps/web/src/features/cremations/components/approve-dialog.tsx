import { messages, type ApprovalCondition, type CremationData } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { nlPages } from '../../../lib/i18n/nl-NL.pages.ts';
import { approveCremation } from '../api/cremations-api.ts';
import { cremationKeys } from '../api/query-keys.ts';
import { allHold, approvedText, currentRecordOf, missingOf, withRefusal } from '../lib/approval.ts';
import { ApprovalChecklist } from './approval-checklist.tsx';

const texts = nlPages.cremations.approve;

export interface ApproveDialogProps {
  open: boolean;
  /** The record as the page shows it (saved): its checklist and version. */
  record: CremationData;
  /** The record form has unsaved changes: the approval goes by what is saved. */
  unsaved?: boolean;
  onClose(): void;
  onApproved?(record: CremationData): void;
}

/**
 * The "cremation approval" dialog (vrijgave): every condition with its state and what is missing; "Vrijgeven" is
 * disabled while any fails. The server decides anyway: its refusal (409 naming what is missing) shows here. After
 * the approval the dialog says who approved and when. Mounted while open only, so every opening starts afresh.
 */
export function ApproveDialog(props: ApproveDialogProps) {
  if (!props.open) return null;
  return <ApproveDialogContent {...props} />;
}

function ApproveDialogContent({ record, unsaved = false, onClose, onApproved }: ApproveDialogProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<ApprovalCondition[] | null>(null);
  const [approved, setApproved] = useState<CremationData | null>(null);

  const conditions = withRefusal(record.checklist, refused);
  const ready = record.status === 'planned' && allHold(conditions);

  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await approveCremation(record.id, record.version);
      queryClient.setQueryData(cremationKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: cremationKeys.lists });
      setApproved(saved);
      onApproved?.(saved);
    } catch (failure) {
      const missing = missingOf(failure);
      const current = currentRecordOf(failure);
      if (missing) {
        setRefused(missing);
        setError(errorText(failure));
        void queryClient.invalidateQueries({ queryKey: cremationKeys.detail(record.id) });
      } else if (current) {
        queryClient.setQueryData(cremationKeys.detail(current.id), current);
        setRefused(null);
        setError(messages.cremations.errors.conflict);
      } else {
        setError(errorText(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  // Approved here, or meanwhile by someone else (a 409 brought the record as it is now).
  const done = approved ?? (record.status === 'approved' ? record : null);
  if (done) {
    return (
      <Dialog open title={texts.title} onClose={onClose}>
        <Alert tone="success">
          <p>{texts.done}</p>
          <p>{approvedText(done)}</p>
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
            {nlPages.cremations.common.cancel}
          </Button>
          <Button onClick={() => void approve()} disabled={!ready} busy={busy} busyLabel={texts.submitting}>
            {texts.submit}
          </Button>
        </>
      }
    >
      {unsaved && (
        <Alert tone="warning" className="mb-4">
          {texts.unsaved}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <ApprovalChecklist conditions={conditions} label={texts.conditions} />
      {!ready && !error && (
        <p className="mt-4 text-stone-800" data-testid="approve-blocked">
          {texts.blocked}
        </p>
      )}
    </Dialog>
  );
}
