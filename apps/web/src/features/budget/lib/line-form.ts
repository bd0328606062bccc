import type { BudgetLineData, VatRate } from '@afscheid/shared';
import type { BudgetLineInput } from '../api/budget-api.ts';
import { formatQuantity, parseDiscount, parseQuantity } from './budget-format.ts';

/** The line dialog's values: texts as typed (quantity '2,5', discount '12,5'), amounts in cents. */
export interface LineFormValues {
  sectionId: string;
  articleId: string;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: number | null;
  vatRate: VatRate | '';
  discount: string;
  debtorId: string;
  billable: boolean;
  insurancePolicy: string;
  insuranceCovered: number | null;
}

export const emptyLineForm = (sectionId: string): LineFormValues => ({
  sectionId,
  articleId: '',
  description: '',
  unit: '',
  quantity: '1',
  unitPrice: null,
  vatRate: '',
  discount: '',
  debtorId: '',
  billable: true,
  insurancePolicy: '',
  insuranceCovered: null,
});

export const lineToForm = (line: BudgetLineData): LineFormValues => ({
  sectionId: line.sectionId,
  articleId: line.article?.id ?? '',
  description: line.description,
  unit: line.unit ?? '',
  quantity: formatQuantity(line.quantity).replace(/\./g, ''),
  unitPrice: line.unitPrice,
  vatRate: line.vatRate,
  discount: line.discount ? String(line.discount).replace('.', ',') : '',
  debtorId: line.debtor?.id ?? '',
  billable: line.billable,
  insurancePolicy: line.insurancePolicy ?? '',
  insuranceCovered: line.insuranceCovered || null,
});

const orUndefined = <T>(value: T | null | '') => (value === null || value === '' ? undefined : value);

/** The form's values as the wire's input (before the shared schema checks them). */
export function lineFormToInput(values: LineFormValues): Record<string, unknown> {
  const quantity = parseQuantity(values.quantity ?? '');
  return {
    sectionId: values.sectionId || null,
    articleId: values.articleId || null,
    description: values.description,
    unit: values.unit,
    quantity: quantity === null ? undefined : quantity,
    unitPrice: orUndefined(values.unitPrice),
    vatRate: orUndefined(values.vatRate),
    discount: parseDiscount(values.discount ?? ''),
    debtorId: values.debtorId || null,
    billable: values.billable,
    insurancePolicy: values.insurancePolicy || null,
    insuranceCovered: values.insuranceCovered,
  };
}

/** The checked values (the shared schema's output) as the request body: every field, so a PUT sets them all. */
export function toLineInput(output: {
  sectionId?: string | null;
  articleId?: string | null;
  description?: string | null;
  unit?: string | null;
  quantity: number;
  unitPrice?: number;
  vatRate?: VatRate;
  discount?: number;
  debtorId?: string | null;
  billable?: boolean;
  insurancePolicy?: string | null;
  insuranceCovered?: number | null;
}): BudgetLineInput {
  return {
    sectionId: output.sectionId ?? null,
    articleId: output.articleId ?? null,
    description: output.description ?? '',
    unit: output.unit ?? null,
    quantity: output.quantity,
    unitPrice: output.unitPrice ?? 0,
    vatRate: output.vatRate ?? '21',
    discount: output.discount ?? 0,
    debtorId: output.debtorId ?? null,
    billable: output.billable ?? true,
    insurancePolicy: output.insurancePolicy ?? null,
    insuranceCovered: output.insuranceCovered ?? null,
  };
}
