import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import type { VersionedForm, VersionedRecord } from './use-versioned-form.ts';
import { VersionedFormDialogs } from './versioned-form-dialogs.tsx';

/**
 * A dialog around a versioned form (the form itself, with id `formId`, is the child): cancel and save in the
 * footer, the form's notice and error above it, and the conflict dialogs.
 */
export function VersionedFormDialog<R extends VersionedRecord, V extends FieldValues, O>({
  versioned,
  formId,
  title,
  description,
  wide,
  texts,
  saveDisabled,
  onClose,
  children,
}: {
  versioned: VersionedForm<R, V, O>;
  formId: string;
  title: string;
  description?: string;
  wide?: boolean;
  texts: { cancel: string; save: string; saving: string };
  saveDisabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {/* While the conflict dialog is open, it takes this dialog's place (the form keeps its values). */}
      <Dialog
        open={!versioned.conflict}
        wide={wide}
        title={title}
        description={description}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              form={formId}
              busy={versioned.saving}
              busyLabel={texts.saving}
              disabled={saveDisabled}
            >
              {texts.save}
            </Button>
          </>
        }
      >
        {versioned.notice && (
          <Alert tone="info" className="mb-4">
            {versioned.notice}
          </Alert>
        )}
        {versioned.error && (
          <Alert tone="error" className="mb-4">
            {versioned.error}
          </Alert>
        )}
        {children}
      </Dialog>
      <VersionedFormDialogs versioned={versioned} />
    </>
  );
}
