import type { ReactNode } from 'react';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export interface FormDialogProps {
  open?: boolean;
  wide?: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  /** The id of the form (the child) that the footer's submit button submits. */
  formId: string;
  busy: boolean;
  texts: { cancel: string; submit: string; submitting: string };
  submitDisabled?: boolean;
  /** Further buttons, between cancel and submit. */
  actions?: ReactNode;
  /** A message about the form (info), and one about what went wrong (error), above the form. */
  notice?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog around a form (the child, with id `formId`): cancel and submit in the footer, so every form dialog
 * has the same buttons in the same order, and the form's notice and error above it.
 */
export function FormDialog({
  open = true,
  wide,
  title,
  description,
  onClose,
  formId,
  busy,
  texts,
  submitDisabled,
  actions,
  notice,
  error,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      wide={wide}
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          {actions}
          <Button
            type="submit"
            form={formId}
            busy={busy}
            busyLabel={texts.submitting}
            disabled={submitDisabled}
          >
            {texts.submit}
          </Button>
        </>
      }
    >
      {notice && (
        <Alert tone="info" className="mb-4">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {children}
    </Dialog>
  );
}
