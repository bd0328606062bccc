import { z } from 'zod';

/** One country of GET /api/countries: the choices of the sections' country fields, with Dutch names. */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
});
