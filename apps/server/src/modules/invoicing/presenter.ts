import {
  budgetTotals,
  debtorDisplayName,
  deceasedFullName,
  isVatRate,
  type BillableDebtor,
  type BillableDossier,
  type BudgetLineInput,
  type InvoiceData,
} from '@afscheid/shared';
import type { BillableDossierRow, BillableLineRow, InvoiceRow } from './repository.ts';

export type DebtorName = { id: string; displayName: string };

/** A stored line as the shared arithmetic reads it (the one place amounts are computed). */
export function lineInput(
  line: Pick<BillableLineRow, 'quantity_milli' | 'unit_price' | 'discount_bp' | 'vat_rate'>,
): BudgetLineInput {
  if (!isVatRate(line.vat_rate)) throw new Error(`budget line with an unknown VAT rate: ${line.vat_rate}`);
  return {
    quantityMilli: line.quantity_milli,
    unitPrice: line.unit_price,
    discountBp: line.discount_bp,
    vatRate: line.vat_rate,
  };
}

/** What an invoice of these lines comes to: excl., VAT (per rate, rounded per rate) and incl., in cents. */
export function invoiceAmounts(lines: readonly BillableLineRow[]): {
  excl: number;
  vat: number;
  incl: number;
} {
  const totals = budgetTotals(lines.map(lineInput));
  return { excl: totals.excl, vat: totals.incl - totals.excl, incl: totals.incl };
}

/** One dossier of the billable list: its lines per debtor (one invoice each) and the sum of those. */
export function presentBillableDossier(
  dossier: BillableDossierRow,
  lines: readonly BillableLineRow[],
  debtors: ReadonlyMap<string, DebtorName>,
): BillableDossier {
  const groups = new Map<string | null, BillableLineRow[]>();
  for (const line of lines) {
    const key = line.debtor_id;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const perDebtor: BillableDebtor[] = [...groups.entries()].map(([debtorId, group]) => {
    const amounts = invoiceAmounts(group);
    return {
      debtor: debtorId ? (debtors.get(debtorId) ?? { id: debtorId, displayName: '' }) : null,
      lineCount: group.length,
      excl: amounts.excl,
      incl: amounts.incl,
    };
  });
  // Named debtors by name, the lines without a debtor last.
  perDebtor.sort((a, b) =>
    !a.debtor ? 1 : !b.debtor ? -1 : a.debtor.displayName.localeCompare(b.debtor.displayName, 'nl'),
  );
  return {
    dossier: {
      id: dossier.id,
      number: dossier.number,
      name: deceasedFullName(
        dossier.deceased_first_names,
        dossier.deceased_name_prefix,
        dossier.deceased_last_name,
      ),
      status: dossier.status,
    },
    debtors: perDebtor,
    lineCount: lines.length,
    excl: perDebtor.reduce((sum, group) => sum + group.excl, 0),
    incl: perDebtor.reduce((sum, group) => sum + group.incl, 0),
  };
}

export const debtorNameOf = (debtor: {
  kind: string;
  company_name: string | null;
  initials: string | null;
  first_name: string | null;
  name_prefix: string | null;
  surname: string | null;
}): string =>
  debtorDisplayName({
    kind: debtor.kind,
    companyName: debtor.company_name,
    initials: debtor.initials,
    firstName: debtor.first_name,
    namePrefix: debtor.name_prefix,
    surname: debtor.surname,
  });

export function presentInvoice(row: InvoiceRow): InvoiceData {
  return {
    id: row.id,
    dossier: { id: row.dossier_id, number: row.dossier_number },
    debtor: {
      id: row.debtor_id,
      displayName: debtorNameOf({
        kind: row.debtor_kind,
        company_name: row.debtor_company_name,
        initials: row.debtor_initials,
        first_name: row.debtor_first_name,
        name_prefix: row.debtor_name_prefix,
        surname: row.debtor_surname,
      }),
    },
    state: row.state,
    code: row.wefact_code,
    status: row.wefact_status,
    // bigint on PostgreSQL (migration 0024), which answers it as text.
    amountExcl: Number(row.amount_excl),
    amountVat: Number(row.amount_vat),
    amountIncl: Number(row.amount_incl),
    lineCount: row.line_count,
    createdAt: row.created_at,
    statusRefreshedAt: row.status_refreshed_at,
    lastError: row.last_error,
  };
}
