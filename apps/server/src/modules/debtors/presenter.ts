import { debtorDisplayName, type Debtor } from '@afscheid/shared';
import type { DebtorRow } from './repository.ts';

/** A debtor as the API answers it (the wire shape the budget and invoicing rely on). */
export function presentDebtor(row: DebtorRow): Debtor {
  return {
    id: row.id,
    kind: row.kind,
    displayName: debtorDisplayName({
      kind: row.kind,
      companyName: row.company_name,
      initials: row.initials,
      firstName: row.first_name,
      namePrefix: row.name_prefix,
      surname: row.surname,
    }),
    companyName: row.company_name,
    initials: row.initials,
    firstName: row.first_name,
    namePrefix: row.name_prefix,
    surname: row.surname,
    kvkNumber: row.kvk_number,
    vatNumber: row.vat_number,
    street: row.street,
    houseNumber: row.house_number,
    houseNumberAddition: row.house_number_addition,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    email: row.email,
    phone: row.phone,
    iban: row.iban,
    invoiceMethod: row.invoice_method,
    notes: row.notes,
    wefactDebtorCode: row.wefact_debtor_code,
    sourceDossier:
      row.source_dossier_id && row.source_dossier_number
        ? { id: row.source_dossier_id, number: row.source_dossier_number }
        : null,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
