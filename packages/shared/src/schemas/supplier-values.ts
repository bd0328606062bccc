import { supplierMessages } from '../nl/supplier-messages.ts';

/**
 * The suppliers' plain values (kinds, statuses, sorts, labels) apart from their Zod schemas (`suppliers.ts`): a
 * page that only shows them (the dashboard) needs these and not Zod (decision 029).
 */

/** bloemist, drukkerij, krant, cateraar, vervoer, steenhouwer, overig. */
export const SUPPLIER_KINDS = [
  'florist',
  'printer',
  'newspaper',
  'caterer',
  'transport',
  'stonemason',
  'other',
] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];
export const SUPPLIER_KIND_LABELS: Record<SupplierKind, string> = supplierMessages.kinds;

/** The specification's supplier statuses: an inactive supplier stays on record (its articles keep it). */
export const SUPPLIER_STATUSES = ['active', 'inactive'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];
export const SUPPLIER_STATUS_LABELS: Record<SupplierStatus, string> = supplierMessages.statuses;

export const SUPPLIER_SORT_FIELDS = ['name', 'kind', 'city', 'created_at'] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];
export const SUPPLIER_SORTS = SUPPLIER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);
export type SupplierSort = SupplierSortField | `-${SupplierSortField}`;
export const DEFAULT_SUPPLIER_SORT: SupplierSort = 'name';

/** The country of an address without one. */
export const DEFAULT_SUPPLIER_COUNTRY = 'NL';
