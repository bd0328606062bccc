import { countryName, formatDate, formatMoney, formatNumber, type FieldDescriptor } from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { isPlainObject } from './section-fields.ts';

const texts = nld.history;

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A value without a known field: text as it is, yes/no, a count of list items, the filled parts of an object. */
function genericText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.length === 1 ? texts.itemCountOne : texts.itemCount.replace('{count}', String(value.length));
  }
  if (isPlainObject(value)) {
    return Object.values(value)
      .map(genericText)
      .filter((part) => part !== '')
      .join(', ');
  }
  return String(value);
}

/**
 * A stored value as a person reads it: "€ 1.234,56", "21 november 2026", "Ja", the option's label, the country's
 * Dutch name. '' for an empty value (the caller shows "(leeg)").
 */
export function displayValue(field: FieldDescriptor | null, value: unknown): string {
  if (isEmpty(value)) return '';
  if (!field) return genericText(value);
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : genericText(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) || value : genericText(value);
    case 'boolean':
      return value === true || value === 'true'
        ? texts.yes
        : value === false || value === 'false'
          ? texts.no
          : genericText(value);
    case 'select':
    case 'radio': {
      const option = field.options?.find((candidate) => candidate.value === String(value));
      return option ? option.label : genericText(value);
    }
    case 'country':
      return typeof value === 'string' ? countryName(value) || value : genericText(value);
    default:
      return genericText(value);
  }
}
