import { z } from 'zod';
import { WEFACT_TAX_RATES } from './wefact.ts';

/** GET /api/organizations/{id}/wefact: the key itself never leaves the server, only its last four characters. */
export const wefactSettingsDataSchema = z.object({
  configured: z.boolean(),
  apiKeyLast4: z.string().nullable(),
  baseUrl: z.string(),
  taxCodes: z.record(z.enum(WEFACT_TAX_RATES), z.string()),
  updatedAt: z.string().nullable(),
});
export type WefactSettingsData = z.infer<typeof wefactSettingsDataSchema>;

/** POST /api/organizations/{id}/wefact/test: WeFact's own text when it refused. */
export const wefactTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type WefactTestResult = z.infer<typeof wefactTestResultSchema>;
