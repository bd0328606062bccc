import { z } from 'zod';
import { DEBTOR_KINDS, INVOICE_METHODS } from './debtors.ts';

/** A debtor as the server answers it (camelCase; snake_case on the wire). */
export const debtorDataSchema = z.object({
  id: z.string(),
  kind: z.enum(DEBTOR_KINDS),
  displayName: z.string(),
  companyName: z.string().nullable(),
  initials: z.string().nullable(),
  firstName: z.string().nullable(),
  namePrefix: z.string().nullable(),
  surname: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  houseNumberAddition: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  iban: z.string().nullable(),
  invoiceMethod: z.enum(INVOICE_METHODS),
  notes: z.string().nullable(),
  wefactDebtorCode: z.string().nullable(),
  sourceDossier: z.object({ id: z.string(), number: z.string() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Debtor = z.infer<typeof debtorDataSchema>;
