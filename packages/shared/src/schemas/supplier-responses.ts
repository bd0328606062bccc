import { z } from 'zod';
import { SUPPLIER_KINDS, SUPPLIER_STATUSES } from './supplier-values.ts';

/** One supplier of GET /api/suppliers, GET/POST/PUT /api/suppliers/{id}; `articleCount`: its articles. */
export const supplierDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  contactPerson: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  houseNumberAddition: z.string().nullable(),
  /** A Dutch postcode as `1234 AB`. */
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166 alpha-2 (`NL`). */
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  /** The electronic form, without spaces (`NL91ABNA0417164300`). */
  iban: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SUPPLIER_STATUSES),
  articleCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierData = z.infer<typeof supplierDataSchema>;
