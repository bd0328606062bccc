import type { ReactNode } from 'react';
import { nlOrganizations as nlo } from '../../lib/i18n/nl-NL.organizations.ts';
import { Alert } from './alert.tsx';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** A failure of the confirmed action (the server's Dutch message). */
  error?: string | null;
  variant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" on top of the modal dialog (focus trap, Escape cancels). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = nlo.confirmDialog.cancel,
  busy = false,
  error,
  variant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={variant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-stone-800">{children}</div>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Dialog>
  );
}
