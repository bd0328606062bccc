import type { CreateDebtorData, Debtor } from '@afscheid/shared';
import { interpolate } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { createDebtor } from '../api/debtors-api.ts';
import { debtorKeys } from '../api/query-keys.ts';
import { DEBTOR_FORM_FIELDS, emptyDebtorValues, type DebtorFormValues } from '../lib/debtor-form.ts';
import { debtorSchemas } from '../lib/debtor-resolvers.ts';
import { DebtorFields } from './debtor-fields.tsx';

const resolver = debtorSchemas.resolver<DebtorFormValues, CreateDebtorData>('debtorForm');

export interface DebtorCreateDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** Called with the new debtor (the dialog closes itself through `onClose`). */
  onCreated?(debtor: Debtor): void;
}

/** "Debiteur toevoegen": a person or a company, the name the kind needs, and optionally the rest. */
export function DebtorCreateDialog({ isOpen, onClose, onCreated }: DebtorCreateDialogProps) {
  if (!isOpen) return null;
  // Mounted while open only: every opening starts with an empty form.
  return <DebtorCreateForm onClose={onClose} onCreated={onCreated} />;
}

function DebtorCreateForm({ onClose, onCreated }: Omit<DebtorCreateDialogProps, 'isOpen'>) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  usePreloadSchemas(debtorSchemas);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DebtorFormValues, unknown, CreateDebtorData>({ resolver, defaultValues: emptyDebtorValues() });
  const kind = useWatch({ control, name: 'kind' });

  const create = useMutation({
    mutationFn: createDebtor,
    onSuccess: (debtor) => {
      void queryClient.invalidateQueries({ queryKey: debtorKeys.all });
      onCreated?.(debtor);
      onClose();
    },
    onError: (error) => {
      const message = submitErrorMessage(error, setError, [...DEBTOR_FORM_FIELDS]);
      const onField =
        isApiError(error) &&
        Object.keys(error.errors).some((key) => (DEBTOR_FORM_FIELDS as readonly string[]).includes(key));
      if (!onField) setFormError(message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values);
  });

  return (
    <FormDialog
      wide
      title={texts.form.createTitle}
      description={texts.form.createIntro}
      onClose={onClose}
      formId={formId}
      busy={create.isPending}
      texts={{ cancel: texts.common.cancel, submit: texts.form.createSubmit, submitting: texts.form.creating }}
      error={formError}
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={texts.form.createTitle}>
        <DebtorFields register={register} errors={errors} kind={kind} />
      </form>
    </FormDialog>
  );
}

/** The line a caller may show after creating: "De debiteur J. de Vries is toegevoegd." */
export const createdMessage = (debtor: Debtor) => interpolate(texts.form.created, { name: debtor.displayName });
