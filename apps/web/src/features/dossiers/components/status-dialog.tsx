import { interpolate, messages, type DossierData } from '@afscheid/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

const texts = nld.statusDialog;
const daily = messages.dailyUse.status;

export type Transition = DossierData['allowedTransitions'][number];
export type Target = Exclude<Transition['status'], 'open'>;

/**
 * The dialog of one status change (`StatusActions`): what it does, why it cannot happen yet, the open tasks it
 * leaves, and the reason a cancellation needs. In its own chunk, loaded when a change is first chosen.
 */
export function StatusDialog({
  dossier,
  target,
  status,
  reason,
  reasonError,
  error,
  busy,
  onReason,
  onConfirm,
  onCancel,
}: {
  dossier: DossierData;
  target: Transition;
  status: Target;
  reason: string;
  reasonError: string | null;
  error: string | null;
  busy: boolean;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const blocked = target.blocked;
  const openTasks = status === 'completed' && !blocked ? dossier.openTasks : 0;
  const removedTasks = status === 'cancelled' ? dossier.openTasks : 0;
  return (
    <Dialog
      open
      title={daily.dialogTitle[status]}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {daily.back}
          </Button>
          {!blocked && (
            <Button
              type="submit"
              form={formId}
              variant={status === 'cancelled' ? 'danger' : 'primary'}
              busy={busy}
              busyLabel={texts.busy}
            >
              {daily.confirm[status]}
            </Button>
          )}
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-3 text-stone-800"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {blocked ? (
          <Alert tone="warning" title={daily.blocked}>
            {blocked}
          </Alert>
        ) : (
          <p>
            {interpolate(texts.body, {
              number: dossier.number,
              name: dossier.deceasedName,
              label: target.label,
            })}
          </p>
        )}
        {openTasks > 0 && (
          <Alert tone="warning">
            {openTasks === 1 ? daily.openTasksOne : interpolate(daily.openTasks, { count: openTasks })}
          </Alert>
        )}
        {status === 'cancelled' && (
          <>
            <p>{texts.cancelled}</p>
            {removedTasks > 0 && (
              <p>
                {removedTasks === 1
                  ? daily.cancelRemovesTasksOne
                  : interpolate(daily.cancelRemovesTasks, { count: removedTasks })}
              </p>
            )}
            <TextareaField
              label={daily.cancelReason}
              description={`${daily.cancelReasonHint} ${daily.reasonInHistory}`}
              required
              rows={3}
              maxLength={1000}
              value={reason}
              error={reasonError ?? undefined}
              onChange={(event) => onReason(event.target.value)}
            />
          </>
        )}
        {status === 'closed' && <p>{texts.closed}</p>}
      </form>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Dialog>
  );
}
