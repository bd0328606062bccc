import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 with a Dutch message when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  message: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
