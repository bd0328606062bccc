import { formatMoney, VAT_RATE_LABELS, type BudgetLineData, type VatRate } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useVersionedForm, VersionedFormDialog } from '../../../components/versioned-form/index.ts';
import { submitErrorMessage } from '../../../lib/api/form-errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { isVersioned } from '../../../lib/forms/conflict.ts';
import { createBudgetLine, updateBudgetLine, type BudgetSectionData } from '../api/budget-api.ts';
import { budgetKeys } from '../api/query-keys.ts';
import { formatQuantity } from '../lib/budget-format.ts';
import { budgetSchemas } from '../lib/budget-resolvers.ts';
import { emptyLineForm, lineToForm, toLineInput, type LineFormValues } from '../lib/line-form.ts';
import { budgetTexts } from '../lib/texts.ts';
import { BudgetLineFields } from './budget-line-fields.tsx';

const t = budgetTexts.lineDialog;
type Checked = Parameters<typeof toLineInput>[0];
const resolver = budgetSchemas.resolver<LineFormValues, Checked>('budgetLine');
const FIELD_NAMES = Object.keys(emptyLineForm('')) as FieldPath<LineFormValues>[];

const LABELS: Record<string, string> = {
  sectionId: t.section,
  articleId: t.article,
  description: t.description,
  unit: t.unit,
  quantity: t.quantity,
  unitPrice: t.unitPrice,
  vatRate: t.vatRate,
  discount: t.discount,
  debtorId: t.debtor,
  billable: t.billable,
  insurancePolicy: t.policy,
  insuranceCovered: t.covered,
};

/** "Begrotingsregel toevoegen": a new line, in the given section (the first one by default). */
export function BudgetLineCreateDialog({
  dossierId,
  sections,
  sectionId,
  onClose,
}: {
  dossierId: string;
  sections: readonly BudgetSectionData[] | readonly { id: string; name: string }[];
  sectionId?: string;
  onClose: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  usePreloadSchemas(budgetSchemas);
  const form = useForm<LineFormValues, unknown, Checked>({
    resolver,
    defaultValues: emptyLineForm(sectionId ?? sections[0]?.id ?? ''),
  });
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: Checked) => createBudgetLine(dossierId, toLineInput(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: budgetKeys.dossier(dossierId) });
      onClose();
    },
    onError: (failure) => setError(submitErrorMessage(failure, form.setError, FIELD_NAMES)),
  });
  return (
    <FormDialog
      wide
      title={t.createTitle}
      onClose={onClose}
      formId={formId}
      busy={mutation.isPending}
      texts={{ cancel: budgetTexts.cancel, submit: t.add, submitting: t.saving }}
      error={error}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          setError(null);
          void form.handleSubmit(
            (values) => mutation.mutate(values),
            () => setError(t.invalid),
          )(event);
        }}
      >
        <BudgetLineFields
          form={form as UseFormReturn<LineFormValues, unknown, unknown>}
          dossierId={dossierId}
          sections={sections}
        />
      </form>
    </FormDialog>
  );
}

const isLine = (data: unknown): data is BudgetLineData =>
  isVersioned(data) && typeof (data as { description?: unknown }).description === 'string';

/** How a line's field is shown in the conflict dialog. */
function display(path: string, value: unknown, sections: readonly { id: string; name: string }[]): string {
  if (value === null || value === undefined || value === '') return '';
  if (path === 'sectionId') return sections.find((section) => section.id === value)?.name ?? String(value);
  if (path === 'unitPrice' || path === 'insuranceCovered')
    return typeof value === 'number' ? formatMoney(value) : '';
  if (path === 'vatRate') return VAT_RATE_LABELS[value as VatRate] ?? String(value);
  if (path === 'billable') return value ? budgetTexts.billableYes : budgetTexts.billableNo;
  if (path === 'quantity' && typeof value === 'number') return formatQuantity(value);
  return String(value);
}

/** "Begrotingsregel wijzigen": a versioned form; a 409 opens the conflict dialog field by field. */
export function BudgetLineEditDialog({
  dossierId,
  line,
  sections,
  onClose,
}: {
  dossierId: string;
  line: BudgetLineData;
  sections: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  usePreloadSchemas(budgetSchemas);
  const versioned = useVersionedForm<BudgetLineData, LineFormValues, Checked>({
    record: line,
    toValues: lineToForm,
    resolver,
    save: (values, base) =>
      updateBudgetLine(dossierId, base.id, { ...toLineInput(values), version: base.version }),
    isRecord: isLine,
    conflictFields: () => ({
      label: (path) => LABELS[path] ?? path,
      display: (path, value) => display(path, value, sections),
    }),
    conflictTexts: budgetTexts.conflict,
    fieldNames: () => FIELD_NAMES,
    invalidMessage: t.invalid,
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: budgetKeys.dossier(dossierId) });
      onClose();
    },
    onTheirs: () => void queryClient.invalidateQueries({ queryKey: budgetKeys.dossier(dossierId) }),
  });
  return (
    <VersionedFormDialog
      versioned={versioned}
      formId={formId}
      wide
      title={t.editTitle}
      texts={{ cancel: budgetTexts.cancel, save: t.save, saving: t.saving }}
      onClose={onClose}
    >
      <form id={formId} noValidate onSubmit={(event) => void versioned.submit(event)}>
        <BudgetLineFields
          form={versioned.form as UseFormReturn<LineFormValues, unknown, unknown>}
          dossierId={dossierId}
          sections={sections}
          currentArticle={line.article}
          currentDebtor={line.debtor}
        />
      </form>
    </VersionedFormDialog>
  );
}
