import {
  interpolate,
  lineAmount,
  quantityToMilli,
  percentToBasisPoints,
  formatMoney,
  hasAtMostDecimals,
} from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { ClientDebtorButton, DebtorCreateDialog } from '../../debtors/index.ts';
import {
  getPolicies,
  searchArticles,
  searchDebtors,
  type BudgetSectionData,
  type PickableArticle,
} from '../api/budget-api.ts';
import { budgetKeys } from '../api/query-keys.ts';
import { isValidQuantity, parseDiscount, parseQuantity, VAT_OPTIONS } from '../lib/budget-format.ts';
import type { LineFormValues } from '../lib/line-form.ts';
import { budgetTexts } from '../lib/texts.ts';

const t = budgetTexts.lineDialog;

/** The live preview of the line amount (shared `lineAmount`), or null while the input is incomplete. */
export function previewAmount(
  values: Pick<LineFormValues, 'quantity' | 'unitPrice' | 'discount'>,
): number | null {
  const quantity = parseQuantity(values.quantity);
  const discount = parseDiscount(values.discount);
  if (!isValidQuantity(quantity) || values.unitPrice === null || !Number.isInteger(values.unitPrice))
    return null;
  if (!(discount >= 0 && discount <= 100 && hasAtMostDecimals(discount, 2))) return null;
  return lineAmount({
    quantityMilli: quantityToMilli(quantity),
    unitPrice: values.unitPrice,
    discountBp: percentToBasisPoints(discount),
  });
}

/** The fields of the line dialog (create and edit): section, article, description, amounts, policy, debtor. */
export function BudgetLineFields({
  form,
  dossierId,
  sections,
  currentArticle,
  currentDebtor,
}: {
  form: UseFormReturn<LineFormValues, unknown, unknown>;
  dossierId: string;
  sections: readonly Pick<BudgetSectionData, 'id' | 'name'>[];
  currentArticle?: { id: string; code: string; name: string } | null;
  currentDebtor?: { id: string; displayName: string } | null;
}) {
  const { register, control, setValue, watch, formState } = form;
  const errors = formState.errors;
  const gate = useGate();
  const [articleSearch, setArticleSearch] = useState('');
  const [debtorSearch, setDebtorSearch] = useState('');
  const [creatingDebtor, setCreatingDebtor] = useState(false);
  const [extraDebtors, setExtraDebtors] = useState<{ id: string; displayName: string }[]>([]);
  const articleTerm = useDebouncedValue(articleSearch, 250);
  const debtorTerm = useDebouncedValue(debtorSearch, 250);
  const articles = useQuery({
    queryKey: budgetKeys.articles(articleTerm),
    queryFn: () => searchArticles(articleTerm),
    enabled: gate.can('articles.view'),
  });
  const debtors = useQuery({
    queryKey: budgetKeys.debtors(debtorTerm),
    queryFn: () => searchDebtors(debtorTerm),
    enabled: gate.can('debtors.view'),
  });
  const policies = useQuery({
    queryKey: budgetKeys.policies(dossierId),
    queryFn: () => getPolicies(dossierId),
  });

  const values = watch();
  const amount = previewAmount(values);
  const message = (name: keyof LineFormValues) => errors[name]?.message as string | undefined;

  const articleOptions = [
    ...(currentArticle
      ? [{ value: currentArticle.id, label: `${currentArticle.code} · ${currentArticle.name}` }]
      : []),
    ...(articles.data ?? [])
      .filter((article) => article.id !== currentArticle?.id)
      .map((article) => ({ value: article.id, label: `${article.code} · ${article.name}` })),
  ];
  const pickArticle = (id: string) => {
    setValue('articleId', id, { shouldDirty: true });
    const article: PickableArticle | undefined = articles.data?.find((item) => item.id === id);
    if (!article) return;
    setValue('description', article.name, { shouldDirty: true });
    setValue('unit', article.unit, { shouldDirty: true });
    setValue('unitPrice', article.unitPrice, { shouldDirty: true });
    setValue('vatRate', article.vatRate, { shouldDirty: true });
  };

  const debtorOptions = [
    ...(currentDebtor ? [{ value: currentDebtor.id, label: currentDebtor.displayName }] : []),
    ...extraDebtors.map((debtor) => ({ value: debtor.id, label: debtor.displayName })),
    ...(debtors.data ?? [])
      .filter(
        (debtor) => debtor.id !== currentDebtor?.id && !extraDebtors.some((extra) => extra.id === debtor.id),
      )
      .map((debtor) => ({ value: debtor.id, label: debtor.displayName })),
  ];
  const chooseDebtor = (debtor: { id: string; displayName: string }) => {
    setExtraDebtors((list) => [debtor, ...list.filter((item) => item.id !== debtor.id)]);
    setValue('debtorId', debtor.id, { shouldDirty: true });
  };

  const policyOptions = (policies.data ?? [])
    .filter((policy) => policy.policyNumber)
    .map((policy) => ({
      value: policy.policyNumber!,
      label: [policy.insurerName || policy.insurer, policy.policyNumber].filter(Boolean).join(' · '),
    }));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t.section}
        className="sm:col-span-2"
        options={sections.map((section) => ({ value: section.id, label: section.name }))}
        error={message('sectionId')}
        {...register('sectionId')}
      />
      {gate.can('articles.view') && (
        <>
          <TextField
            label={t.articleSearch}
            type="search"
            value={articleSearch}
            onChange={(event) => setArticleSearch(event.target.value)}
          />
          <SelectField
            label={t.article}
            options={articleOptions}
            placeholder={t.articleNone}
            description={t.articleHelp}
            error={message('articleId')}
            value={values.articleId}
            onChange={(event) => pickArticle(event.target.value)}
          />
        </>
      )}
      <TextField
        label={t.description}
        className="sm:col-span-2"
        error={message('description')}
        {...register('description')}
      />
      <TextField
        label={t.quantity}
        inputMode="decimal"
        description={t.quantityHelp}
        error={message('quantity')}
        {...register('quantity')}
      />
      <TextField label={t.unit} error={message('unit')} {...register('unit')} />
      <Controller
        control={control}
        name="unitPrice"
        render={({ field }) => (
          <MoneyField
            label={t.unitPrice}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalidMessage={t.moneyInvalid}
            description={t.unitPriceHelp}
            error={message('unitPrice')}
          />
        )}
      />
      <SelectField
        label={t.vatRate}
        options={VAT_OPTIONS}
        placeholder={t.vatRate}
        error={message('vatRate')}
        {...register('vatRate')}
      />
      <TextField
        label={t.discount}
        inputMode="decimal"
        error={message('discount')}
        {...register('discount')}
      />
      <p
        className="self-end text-stone-800 sm:col-span-2"
        aria-live="polite"
        data-testid="budget-line-preview"
      >
        {amount === null ? t.previewUnknown : interpolate(t.preview, { amount: formatMoney(amount) })}
      </p>
      <SelectField
        label={t.policy}
        options={policyOptions}
        placeholder={t.policyNone}
        error={message('insurancePolicy')}
        {...register('insurancePolicy')}
      />
      <Controller
        control={control}
        name="insuranceCovered"
        render={({ field }) => (
          <MoneyField
            label={t.covered}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalidMessage={t.moneyInvalid}
            error={message('insuranceCovered')}
          />
        )}
      />
      {gate.can('debtors.view') && (
        <>
          <TextField
            label={t.debtorSearch}
            type="search"
            value={debtorSearch}
            onChange={(event) => setDebtorSearch(event.target.value)}
          />
          {/* Controlled: a debtor made in the dialog is chosen in the same render that adds its option. */}
          <Controller
            control={control}
            name="debtorId"
            render={({ field }) => (
              <SelectField
                label={t.debtor}
                options={debtorOptions}
                placeholder={t.debtorNone}
                error={message('debtorId')}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          {gate.can('debtors.create') && (
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <Button variant="secondary" onClick={() => setCreatingDebtor(true)}>
                {t.newDebtor}
              </Button>
              <ClientDebtorButton dossierId={dossierId} onDebtor={(debtor) => chooseDebtor(debtor)} />
            </div>
          )}
        </>
      )}
      <CheckboxField label={t.billable} className="sm:col-span-2" {...register('billable')} />
      <DebtorCreateDialog
        isOpen={creatingDebtor}
        onClose={() => setCreatingDebtor(false)}
        onCreated={(debtor) => chooseDebtor(debtor)}
      />
    </div>
  );
}
