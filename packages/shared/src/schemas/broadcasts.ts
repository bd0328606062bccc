import { z } from 'zod';
import { messages } from '../nl/catalogue.ts';
import { interpolate } from '../nl/interpolate.ts';
import { always, optionalText, required } from './fields.ts';
import { checkReservationTimes, instantField } from './reservations.ts';

const { fields, broadcasts } = messages;
const labels = broadcasts.fields;

/** gepland, live, afgelopen, geannuleerd. */
export const BROADCAST_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
export const BROADCAST_STATUS_LABELS: Record<BroadcastStatus, string> = broadcasts.statuses;

/** The WHATWG URL parser of the runtime (browser and Node); the shared package compiles without DOM types. */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  pathname: string;
  origin: string;
  searchParams: { get(name: string): string | null };
  toString(): string;
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

export type StreamKind = 'youtube' | 'vimeo' | 'hls';

/** A stream the product can play: the player's URL and the hosts the page's content security policy allows. */
export interface ParsedStream {
  kind: StreamKind;
  /** The embed URL (YouTube, Vimeo) or the `.m3u8` URL (HLS). */
  playerUrl: string;
  /** The hosts the public page needs: `frame-src` for an embed, `media-src`/`connect-src` for HLS. */
  hosts: string[];
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * Reads a stream URL: https only; YouTube (`watch?v=`, `youtu.be/`, `/live/`, `/embed/`) and Vimeo (`/123`,
 * `/event/123`, `player.vimeo.com/video/123`) become their embed player (YouTube without cookies), any https
 * URL whose path ends in `.m3u8` is an HLS stream. Anything else is null.
 */
export function parseStreamUrl(input: string): ParsedStream | null {
  let url: ParsedUrl;
  try {
    url = new UrlParser(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null = null;
    if (host === 'youtu.be') id = parts[0] ?? null;
    else if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'live' || parts[0] === 'embed') id = parts[1] ?? null;
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return {
      kind: 'youtube',
      playerUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      hosts: ['https://www.youtube-nocookie.com'],
    };
  }
  if (VIMEO_HOSTS.has(host)) {
    if (host === 'player.vimeo.com' && parts[0] === 'video' && VIMEO_ID.test(parts[1] ?? '')) {
      return {
        kind: 'vimeo',
        playerUrl: `https://player.vimeo.com/video/${parts[1]}`,
        hosts: ['https://player.vimeo.com'],
      };
    }
    if (parts[0] === 'event' && VIMEO_ID.test(parts[1] ?? '')) {
      return {
        kind: 'vimeo',
        playerUrl: `https://vimeo.com/event/${parts[1]}/embed`,
        hosts: ['https://vimeo.com'],
      };
    }
    if (host !== 'player.vimeo.com' && VIMEO_ID.test(parts[0] ?? '')) {
      return {
        kind: 'vimeo',
        playerUrl: `https://player.vimeo.com/video/${parts[0]}`,
        hosts: ['https://player.vimeo.com'],
      };
    }
    return null;
  }
  if (url.pathname.toLowerCase().endsWith('.m3u8')) {
    return { kind: 'hls', playerUrl: url.toString(), hosts: [url.origin] };
  }
  return null;
}

const streamUrlField = () =>
  z
    .string({ error: required(labels.streamUrl) })
    .trim()
    .min(1, { error: required(labels.streamUrl), abort: true })
    .max(1000, { error: broadcasts.errors.streamUrl, abort: true })
    .refine((text) => parseStreamUrl(text) !== null, { error: broadcasts.errors.streamUrl });

const titleField = () =>
  z
    .string({ error: required(labels.title) })
    .trim()
    .min(1, { error: required(labels.title) })
    .max(150, { error: interpolate(messages.validation.max, { field: labels.title, length: 150 }) });

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = () => z.preprocess(emptyToUndefined, z.string().trim().min(1).nullable().optional());
const optionalInstant = (field: string) =>
  z.preprocess(emptyToUndefined, instantField(field).nullable().optional());
/** An edit's optional link or instant: absent keeps what is stored, null (or '') empties it. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);
const clearableId = () => z.preprocess(emptyToNull, z.string().trim().min(1).nullable().optional());
const clearableInstant = (field: string) => z.preprocess(emptyToNull, instantField(field).nullable().optional());

function checkAvailableUntil(
  value: { endsAt?: unknown; availableUntil?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof value.endsAt !== 'string' || typeof value.availableUntil !== 'string') return;
  if (new Date(value.availableUntil).getTime() < new Date(value.endsAt).getTime()) {
    ctx.addIssue({ code: 'custom', path: ['availableUntil'], message: broadcasts.errors.availableUntil });
  }
}

/**
 * POST /api/places/{id}/broadcasts `{ title, starts_at, ends_at, stream_url, dossier_id?, reservation_id?,
 * available_until? }` → 201 with `{ data: { id, access_code, public_url, … } }`.
 */
export const createBroadcastSchema = z
  .object({
    title: titleField(),
    startsAt: instantField(labels.startsAt),
    endsAt: instantField(labels.endsAt),
    streamUrl: streamUrlField(),
    dossierId: optionalId(),
    reservationId: optionalId(),
    availableUntil: optionalInstant(labels.availableUntil),
  })
  .superRefine(checkReservationTimes, always)
  .superRefine(checkAvailableUntil, always);

/**
 * PUT /api/places/{id}/broadcasts/{broadcastId}: the version read and the fields to change; `dossier_id`,
 * `reservation_id` and `available_until` sent as null are emptied.
 */
export const updateBroadcastSchema = z
  .object({
    version: z
      .number({ error: required(fields.version) })
      .int({ error: required(fields.version) })
      .min(1),
    title: titleField().optional(),
    startsAt: instantField(labels.startsAt).optional(),
    endsAt: instantField(labels.endsAt).optional(),
    streamUrl: streamUrlField().optional(),
    dossierId: clearableId(),
    reservationId: clearableId(),
    availableUntil: clearableInstant(labels.availableUntil),
    status: z.enum(BROADCAST_STATUSES, { error: broadcasts.errors.status }).optional(),
  })
  .superRefine(checkReservationTimes, always)
  .superRefine(checkAvailableUntil, always);

/** POST /api/places/{id}/broadcasts/{broadcastId}/share: the code and link by e-mail to up to 20 addresses. */
export const shareBroadcastSchema = z.object({
  recipients: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: interpolate(messages.validation.email, { field: labels.recipients }) })),
      { error: required(labels.recipients) },
    )
    .min(1, { error: required(labels.recipients) })
    .max(20, { error: interpolate(messages.validation.max_value, { field: labels.recipients, max: 20 }) }),
  message: optionalText(labels.message, 2000),
});

/** POST /api/public/broadcasts/{slug}/access `{ code }`: upper-cased, spaces and dashes ignored. */
export const broadcastAccessSchema = z.object({
  code: z
    .string({ error: required(labels.code) })
    .trim()
    .min(1, { error: required(labels.code) })
    .max(40, { error: broadcasts.public.wrongCode })
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, '')),
});

export type CreateBroadcastInput = z.input<typeof createBroadcastSchema>;
export type CreateBroadcastData = z.output<typeof createBroadcastSchema>;
export type UpdateBroadcastInput = z.input<typeof updateBroadcastSchema>;
export type UpdateBroadcastData = z.output<typeof updateBroadcastSchema>;
export type ShareBroadcastInput = z.input<typeof shareBroadcastSchema>;
