/**
 * The schemas of the debtor forms (the shared schemas), loaded on demand through debtor-resolvers.ts: Zod stays
 * out of a page's first load.
 */
import { debtorFormSchema } from '@afscheid/shared';
import { z } from 'zod';
import { withoutHiddenFields } from './debtor-form.ts';

const hideByKind = (value: unknown) =>
  value !== null && typeof value === 'object' ? withoutHiddenFields(value as Record<string, unknown>) : value;

export const debtorSchemas = {
  /** Create and edit: the whole record, with the fields the chosen kind hides left empty. */
  debtorForm: z.preprocess(hideByKind, debtorFormSchema),
};
