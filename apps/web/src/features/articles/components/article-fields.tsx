import { ARTICLE_UNITS, ARTICLE_UNIT_LABELS, formatMoney, interpolate, messages, VAT_RATES, VAT_RATE_LABELS } from '@afscheid/shared';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import type { OptionsState } from '../api/use-article-options.ts';
import { priceIncl, type ArticleFormOutput, type ArticleFormValues } from '../lib/article-form.ts';
import { articleTexts } from '../lib/article-texts.ts';

const labels = messages.articles.fields;
const texts = articleTexts.form;

const UNIT_OPTIONS: SelectOption[] = ARTICLE_UNITS.map((unit) => ({ value: unit, label: ARTICLE_UNIT_LABELS[unit] }));
const VAT_OPTIONS: SelectOption[] = VAT_RATES.map((rate) => ({ value: rate, label: VAT_RATE_LABELS[rate] }));

/** An option for a current value the list does not offer (yet): it stays selectable. */
function withCurrent(options: SelectOption[], current: SelectOption | null): SelectOption[] {
  if (!current || current.value === '' || options.some((option) => option.value === current.value)) return options;
  return [...options, current];
}

function Choices({
  name,
  label,
  placeholder,
  choices,
  current,
  error,
  register,
}: {
  name: 'categoryId' | 'supplierId';
  label: string;
  placeholder: string;
  choices: OptionsState;
  current: SelectOption | null;
  error: string | undefined;
  register: UseFormRegister<ArticleFormValues>;
}) {
  return (
    <div>
      <SelectField
        label={`${label} ${articleTexts.common.optional}`}
        placeholder={placeholder}
        options={withCurrent(choices.options, current)}
        disabled={choices.loading}
        error={error}
        {...register(name)}
      />
      {choices.failed && (
        <Alert tone="warning" className="mt-2">
          {texts.optionsFailed}
        </Alert>
      )}
    </div>
  );
}

/**
 * The fields of an article, for the "article create" dialog, the edit page and a supplier's page: code, name,
 * description, unit, price excl. VAT (with the price incl. VAT beside it), VAT rate, category, the supplier as a
 * choice or fixed, the purchase price and the active flag.
 */
export function ArticleFields({
  register,
  control,
  errors,
  categories,
  suppliers,
  currentCategory = null,
  currentSupplier = null,
}: {
  register: UseFormRegister<ArticleFormValues>;
  control: Control<ArticleFormValues, unknown, ArticleFormOutput>;
  errors: FieldErrors<ArticleFormValues>;
  categories: OptionsState;
  suppliers: { mode: 'select'; choices: OptionsState } | { mode: 'fixed'; name: string };
  currentCategory?: SelectOption | null;
  currentSupplier?: SelectOption | null;
}) {
  const [unitPrice, vatRate] = useWatch({ control, name: ['unitPrice', 'vatRate'] });
  const incl = priceIncl(unitPrice, vatRate);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={labels.code}
        required
        maxLength={30}
        autoComplete="off"
        description={texts.codeHint}
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField label={labels.name} required maxLength={200} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextareaField
        label={`${labels.description} ${articleTexts.common.optional}`}
        className="sm:col-span-2"
        rows={2}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={labels.unit}
        required
        placeholder={texts.chooseUnit}
        options={UNIT_OPTIONS}
        error={errors.unit?.message}
        {...register('unit')}
      />
      <SelectField
        label={labels.vatRate}
        required
        placeholder={texts.chooseVat}
        options={VAT_OPTIONS}
        description={texts.vatHint}
        error={errors.vatRate?.message}
        {...register('vatRate')}
      />
      <Controller
        control={control}
        name="unitPrice"
        render={({ field }) => (
          <MoneyField
            label={labels.unitPrice}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            invalidMessage={texts.moneyInvalid}
            description={incl === null ? texts.priceHint : interpolate(texts.inclPreview, { amount: formatMoney(incl) })}
            error={errors.unitPrice?.message}
          />
        )}
      />
      <Choices
        name="categoryId"
        label={labels.categoryId}
        placeholder={texts.chooseCategory}
        choices={categories}
        current={currentCategory}
        error={errors.categoryId?.message}
        register={register}
      />
      {suppliers.mode === 'select' ? (
        <Choices
          name="supplierId"
          label={labels.supplierId}
          placeholder={texts.chooseSupplier}
          choices={suppliers.choices}
          current={currentSupplier}
          error={errors.supplierId?.message}
          register={register}
        />
      ) : (
        <div>
          <p className="font-medium text-stone-900">{texts.supplierFixed}</p>
          <p className="mt-1 text-stone-800">{suppliers.name}</p>
        </div>
      )}
      <Controller
        control={control}
        name="purchasePrice"
        render={({ field }) => (
          <MoneyField
            label={`${labels.purchasePrice} ${articleTexts.common.optional}`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            invalidMessage={texts.moneyInvalid}
            description={texts.purchaseHint}
            error={errors.purchasePrice?.message}
          />
        )}
      />
      <div className="sm:col-span-2">
        <CheckboxField label={labels.active} {...register('active')} />
        <p className="mt-1 text-sm text-stone-700">{texts.activeHint}</p>
      </div>
    </div>
  );
}
