import {
  basisPointsToPercent,
  budgetTotals,
  debtorDisplayName as sharedDebtorDisplayName,
  lineAmount,
  milliToQuantity,
  type BudgetLineData,
  type BudgetLineInput,
  type BudgetSectionData,
  type BudgetTotals,
  type BudgetTotalsData,
} from '@afscheid/shared';
import type { BudgetLineRow, BudgetSectionRow } from './repository.ts';

/**
 * How a debtor is named on a line: the shared rule of the debtors (`debtorDisplayName`): the company name of a
 * company, else initials (or first name), prefix and surname.
 */
export function debtorDisplayName(row: {
  kind: string | null;
  company_name: string | null;
  initials: string | null;
  first_name: string | null;
  name_prefix: string | null;
  surname: string | null;
}): string {
  return sharedDebtorDisplayName({
    kind: row.kind ?? 'person',
    companyName: row.company_name,
    initials: row.initials,
    firstName: row.first_name,
    namePrefix: row.name_prefix,
    surname: row.surname,
  });
}

/** The arithmetic's view of a line (shared `money/budget.ts`). */
export const lineInput = (
  row: Pick<
    BudgetLineRow,
    'quantity_milli' | 'unit_price' | 'discount_bp' | 'vat_rate' | 'insurance_covered'
  >,
): BudgetLineInput => ({
  quantityMilli: Number(row.quantity_milli),
  unitPrice: Number(row.unit_price),
  discountBp: Number(row.discount_bp),
  vatRate: row.vat_rate,
  insuranceCovered: Number(row.insurance_covered),
});

export function presentLine(row: BudgetLineRow): BudgetLineData {
  const input = lineInput(row);
  return {
    id: row.id,
    sectionId: row.section_id,
    article:
      row.article_id && row.article_code !== null && row.article_name !== null
        ? { id: row.article_id, code: row.article_code, name: row.article_name }
        : null,
    description: row.description,
    unit: row.unit,
    quantity: milliToQuantity(input.quantityMilli),
    unitPrice: input.unitPrice,
    vatRate: row.vat_rate,
    discount: basisPointsToPercent(input.discountBp ?? 0),
    amount: lineAmount(input),
    insurancePolicy: row.insurance_policy,
    insuranceCovered: input.insuranceCovered ?? 0,
    debtor: row.debtor_id
      ? {
          id: row.debtor_id,
          displayName: debtorDisplayName({
            kind: row.debtor_kind,
            company_name: row.debtor_company_name,
            initials: row.debtor_initials,
            first_name: row.debtor_first_name,
            name_prefix: row.debtor_name_prefix,
            surname: row.debtor_surname,
          }),
        }
      : null,
    billable: Number(row.billable) === 1,
    invoice: row.invoice_id
      ? {
          id: row.invoice_id,
          code: row.invoice_code,
          status: row.invoice_wefact_status ?? row.invoice_state ?? 'pending',
        }
      : null,
    invoicedAt: row.invoiced_at,
    creditsLineId: row.credits_line_id,
    credited: Number(row.credited) === 1,
    position: Number(row.position),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy:
      row.updated_by && row.updated_by_name ? { id: row.updated_by, name: row.updated_by_name } : null,
  };
}

export const presentTotals = (totals: BudgetTotals): BudgetTotalsData => ({
  excl: totals.excl,
  vat: totals.vat.map((row) => ({ rate: row.rate, base: row.base, amount: row.amount })),
  incl: totals.incl,
  covered: totals.covered,
  toPay: totals.toPay,
});

export const presentSection = (row: BudgetSectionRow): BudgetSectionData => ({
  id: row.id,
  name: row.name,
  position: Number(row.position),
  lineCount: Number(row.line_count),
  version: Number(row.version),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Totals of presented lines, computed from the stored integers again (never from rounded figures). */
export const totalsOfRows = (rows: BudgetLineRow[]) => presentTotals(budgetTotals(rows.map(lineInput)));
