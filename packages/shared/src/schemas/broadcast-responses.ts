import { z } from 'zod';
import { placeRefSchema } from './place-responses.ts';
import { plannerDossierSchema } from './reservation-responses.ts';
import { BROADCAST_STATUSES } from './broadcasts.ts';

/** One broadcast of GET /api/places/{id}/broadcasts and its record routes (the funeral company's view). */
export const broadcastDataSchema = z.object({
  id: z.string(),
  place: placeRefSchema,
  reservationId: z.string().nullable(),
  dossier: plannerDossierSchema.nullable(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  streamUrl: z.string(),
  streamKind: z.enum(['youtube', 'vimeo', 'hls']),
  /** Readable, grouped (`K7QM-3XPD`); relatives type it on the public page. */
  accessCode: z.string(),
  /** The public page: `{APP_URL}/uitzending/{slug}`. */
  publicUrl: z.string(),
  availableUntil: z.string().nullable(),
  status: z.enum(BROADCAST_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BroadcastData = z.infer<typeof broadcastDataSchema>;

/**
 * POST /api/public/broadcasts/{slug}/access with the right code: only what relatives need to watch. A wrong
 * code is 404, too many wrong codes 429; a cancelled broadcast or one past "available until" is 410.
 */
export const publicBroadcastSchema = z.object({
  title: z.string(),
  /** The name of the deceased as the dossier gives it, or null without a dossier. */
  deceasedName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  stream: z.object({ kind: z.enum(['youtube', 'vimeo', 'hls']), playerUrl: z.string() }),
  availableUntil: z.string().nullable(),
});
export type PublicBroadcast = z.infer<typeof publicBroadcastSchema>;
