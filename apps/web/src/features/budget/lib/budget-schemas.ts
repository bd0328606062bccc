/**
 * The budget line form's schema, loaded on demand through budget-resolvers.ts: the form's texts (a Dutch
 * quantity '2,5', a discount '12,5') become the wire's numbers and go through the shared schema, so the form
 * refuses what the server refuses, with the same Dutch messages.
 */
import { createBudgetLineSchema } from '@afscheid/shared';
import { z } from 'zod';
import { lineFormToInput } from './line-form.ts';

export const budgetSchemas = {
  budgetLine: z.preprocess((values) => lineFormToInput(values as never), createBudgetLineSchema),
};
