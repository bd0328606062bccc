import type { SupplierData, SupplierKind } from '@afscheid/shared';
import type { SupplierRow } from './repository.ts';

/** A supplier as the API answers it. */
export function presentSupplier(row: SupplierRow): SupplierData {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as SupplierKind,
    contactPerson: row.contact_person,
    street: row.street,
    houseNumber: row.house_number,
    houseNumberAddition: row.house_number_addition,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    kvkNumber: row.kvk_number,
    iban: row.iban,
    notes: row.notes,
    status: row.status,
    articleCount: Number(row.article_count ?? 0),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
