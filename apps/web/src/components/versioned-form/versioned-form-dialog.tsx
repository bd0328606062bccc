import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from '../form-dialog.tsx';
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
      <FormDialog
        open={!versioned.conflict}
        wide={wide}
        title={title}
        description={description}
        onClose={onClose}
        formId={formId}
        busy={versioned.saving}
        texts={{ cancel: texts.cancel, submit: texts.save, submitting: texts.saving }}
        submitDisabled={saveDisabled}
        notice={versioned.notice}
        error={versioned.error}
      >
        {children}
      </FormDialog>
      <VersionedFormDialogs versioned={versioned} />
    </>
  );
}
