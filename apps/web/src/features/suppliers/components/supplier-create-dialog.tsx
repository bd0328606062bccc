import type { SupplierData } from '@afscheid/shared';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCreateSupplierForm } from '../api/use-create-supplier-form.ts';
import { nlSuppliers } from '../lib/texts.ts';
import { SupplierFields } from './supplier-fields.tsx';

const texts = nlSuppliers.form;

export interface SupplierCreateDialogProps {
  open: boolean;
  onClose(): void;
  /** Called after the supplier is created (the dialog closes itself through `onClose`). */
  onCreated?(supplier: SupplierData): void;
}

/** "supplier create": a new supplier from the list (or elsewhere), without leaving the page. */
export function SupplierCreateDialog({ open, onClose, onCreated }: SupplierCreateDialogProps) {
  if (!open) return null;
  // Mounted while open only: every opening starts with an empty form.
  return <SupplierCreateForm onClose={onClose} onCreated={onCreated} />;
}

function SupplierCreateForm({ onClose, onCreated }: Omit<SupplierCreateDialogProps, 'open'>) {
  const formId = useId();
  const { form, onSubmit, busy, formError } = useCreateSupplierForm((supplier) => {
    onCreated?.(supplier);
    onClose();
  });
  return (
    <FormDialog
      wide
      title={texts.createTitle}
      description={texts.createIntro}
      onClose={onClose}
      formId={formId}
      busy={busy}
      texts={{ cancel: nlSuppliers.common.cancel, submit: texts.createSubmit, submitting: texts.creating }}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <SupplierFields register={form.register} errors={form.formState.errors} compact />
      </form>
    </FormDialog>
  );
}
