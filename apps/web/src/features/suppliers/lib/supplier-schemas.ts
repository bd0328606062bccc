/**
 * The schemas of the supplier forms (the shared schemas), loaded on demand through supplier-resolvers.ts: Zod
 * stays out of a page's first load.
 */
import { createSupplierSchema, supplierFormSchema } from '@afscheid/shared';

export const supplierSchemas = {
  createSupplier: createSupplierSchema,
  /** The edit form: the same fields; only the changed ones are sent, with the version. */
  editSupplier: supplierFormSchema,
};
