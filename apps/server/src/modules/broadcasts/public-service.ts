import {
  interpolate,
  messages,
  parseStreamUrl,
  type ParsedStream,
  type PublicBroadcast,
} from '@afscheid/shared';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { accessCodeMatches, SLUG_PATTERN } from './codes.ts';
import { presentPublicBroadcast } from './presenter.ts';
import type { BroadcastRow } from './repository.ts';

/** Wrong codes one client address may try on one broadcast page within the window (decision 016). */
export const WRONG_CODES_PER_CLIENT = 5;
export const CLIENT_WINDOW_SECONDS = 15 * 60;
/** The ceiling of one page over all addresses: many addresses together guess no further. */
export const WRONG_CODES_PER_SLUG = 50;
export const SLUG_WINDOW_SECONDS = 60 * 60;

type LimitDeps = { db: Db; clock: Clock };

const { public: texts } = messages.broadcasts;

const wrongCode = () => new HttpError(404, texts.wrongCode, { errors: { code: [texts.wrongCode] } });

function tooManyAttempts(seconds: number): HttpError {
  const message = interpolate(texts.tooManyAttempts, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  return new HttpError(429, message, {
    headers: { 'retry-after': String(seconds) },
    errors: { code: [message] },
  });
}

/** The two rate-limit keys of an attempt; a slug that cannot exist is hashed, so a key stays short. */
export function broadcastLimitKeys(slug: string, ip: string) {
  const page = SLUG_PATTERN.test(slug) ? slug : sha256(slug).slice(0, 32);
  return { client: `broadcast-code:${page}|${ip}`, slug: `broadcast-code:${page}` };
}

/**
 * Counts one attempt at a code before it is checked (atomically, so simultaneous guesses cannot slip past the
 * limit, as with logins): first for this page and address, then for the page. Over either limit: 429 with
 * `Retry-After`, whatever the code. The caller gives the attempt back when the code was right, so only wrong
 * codes count.
 */
async function countAttempt(deps: LimitDeps, slug: string, ip: string): Promise<() => Promise<void>> {
  const perClient = createRateLimiter(deps.db, deps.clock, {
    maxHits: WRONG_CODES_PER_CLIENT,
    windowSeconds: CLIENT_WINDOW_SECONDS,
  });
  const perSlug = createRateLimiter(deps.db, deps.clock, {
    maxHits: WRONG_CODES_PER_SLUG,
    windowSeconds: SLUG_WINDOW_SECONDS,
  });
  const keys = broadcastLimitKeys(slug, ip);
  const clientSlot = await perClient.reserve(keys.client);
  if (!clientSlot.allowed) throw tooManyAttempts(clientSlot.retryAfter);
  const slugSlot = await perSlug.reserve(keys.slug);
  if (!slugSlot.allowed) {
    // Refused without a check: not one of this address's attempts.
    await perClient.release(clientSlot);
    throw tooManyAttempts(slugSlot.retryAfter);
  }
  return async () => {
    await Promise.all([perClient.release(clientSlot), perSlug.release(slugSlot)]);
  };
}

/** An unknown slug is a wrong code: counted the same way, answered the same way (404, later 429). */
export async function countUnknownSlug(deps: LimitDeps, slug: string, ip: string): Promise<never> {
  await countAttempt(deps, slug, ip);
  throw wrongCode();
}

export type Availability =
  { state: 'watchable'; stream: ParsedStream } | { state: 'cancelled' | 'unavailable' };

/**
 * Whether relatives can watch now: not cancelled, not past "recording available until" (or past the end when
 * no recording is kept), and with a stream the product can play.
 */
export function availabilityOf(
  broadcast: Pick<BroadcastRow, 'status' | 'available_until' | 'ends_at' | 'stream_url'>,
  now: Date,
): Availability {
  if (broadcast.status === 'cancelled') return { state: 'cancelled' };
  const until = Date.parse(broadcast.available_until ?? broadcast.ends_at);
  const stream = parseStreamUrl(broadcast.stream_url);
  if (!stream || !(now.getTime() < until)) return { state: 'unavailable' };
  return { state: 'watchable', stream };
}

/**
 * POST /api/public/broadcasts/{slug}/access: the right code opens the broadcast (title, the deceased's name,
 * times, status, the player and how long it stays available); a wrong code is 404, too many wrong codes 429,
 * a cancelled broadcast or one no longer available 410 (told only to who has the code).
 */
export async function openBroadcast(
  deps: LimitDeps,
  broadcast: BroadcastRow,
  code: string,
  ip: string,
): Promise<PublicBroadcast> {
  const giveBack = await countAttempt(deps, broadcast.slug, ip);
  if (!accessCodeMatches(code, broadcast.access_code)) throw wrongCode();
  await giveBack();
  const availability = availabilityOf(broadcast, deps.clock.now());
  if (availability.state !== 'watchable') {
    throw new HttpError(410, availability.state === 'cancelled' ? texts.cancelled : texts.unavailable);
  }
  return presentPublicBroadcast(broadcast, availability.stream);
}
