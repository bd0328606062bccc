import { VAT_RATES, VAT_RATE_LABELS } from '@afscheid/shared';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { OptionsState } from '../api/use-article-options.ts';
import { articleTexts } from '../lib/article-texts.ts';
import { activeFilterCount, EMPTY_FILTERS, type ArticleFilters } from '../lib/list-params.ts';

const texts = articleTexts.list;
const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: rate, label: VAT_RATE_LABELS[rate] }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: texts.onlyActive },
  { value: 'false', label: texts.onlyInactive },
];

/** A value in the URL that the list does not offer (a deleted category) still shows as a choice. */
const withValue = (options: { value: string; label: string }[], value: string) =>
  value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;

/** The list's filters; every change goes straight to the URL (and so to the list). */
export function ArticleFiltersPanel({
  filters,
  categories,
  suppliers,
  onChange,
}: {
  filters: ArticleFilters;
  categories: OptionsState;
  suppliers: OptionsState;
  onChange: (next: ArticleFilters) => void;
}) {
  const set = (name: keyof ArticleFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-stone-900">{texts.filters}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={texts.category}
          placeholder={texts.allCategories}
          options={withValue(categories.options, filters.categoryId)}
          value={filters.categoryId}
          onChange={set('categoryId')}
        />
        <SelectField
          label={texts.supplier}
          placeholder={texts.allSuppliers}
          options={withValue(suppliers.options, filters.supplierId)}
          value={filters.supplierId}
          onChange={set('supplierId')}
        />
        <SelectField
          label={texts.active}
          placeholder={texts.allStatuses}
          options={ACTIVE_OPTIONS}
          value={filters.active}
          onChange={set('active')}
        />
        <SelectField
          label={texts.vatRate}
          placeholder={texts.allVatRates}
          options={VAT_OPTIONS}
          value={filters.vatRate}
          onChange={set('vatRate')}
        />
      </div>
      {activeFilterCount(filters) > 0 && (
        <Button variant="secondary" className="mt-4" onClick={() => onChange(EMPTY_FILTERS)}>
          {texts.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
