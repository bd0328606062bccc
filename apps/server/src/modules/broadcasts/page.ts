import type { FastifyRequest } from 'fastify';
import type { ParsedStream } from '@afscheid/shared';
import { contentSecurityPolicy } from '../../plugins/security.ts';
import { SLUG_PATTERN } from './codes.ts';
import { availabilityOf } from './public-service.ts';
import { broadcastsRepository } from './repository.ts';

/** The public page's path, as `public_url` ends: `/uitzending/{slug}`. */
const PAGE_PATH = /^\/uitzending(?:\/|$)/;
const SLUG_PATH = /^\/uitzending\/([^/]+)\/?$/;

/**
 * The content security policy of a broadcast's page: the app's own plus exactly the stream's hosts. An embed
 * (YouTube without cookies, Vimeo) is a frame; an HLS stream is fetched by hls.js (`connect-src`) into a
 * `blob:` media source, with its worker from a `blob:` URL (`media-src`, `worker-src`).
 */
export function streamPolicy(stream: ParsedStream): string {
  if (stream.kind === 'hls') {
    return contentSecurityPolicy({
      connectSrc: stream.hosts,
      mediaSrc: ['blob:', ...stream.hosts],
      workerSrc: ['blob:'],
    });
  }
  return contentSecurityPolicy({ frameSrc: stream.hosts });
}

function slugOf(path: string): string | null {
  const match = SLUG_PATH.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * The headers of the public page `/uitzending/{slug}` (the web app's index.html; the SPA shows it): never
 * indexed or archived, no referrer to the stream hosts, never cached, and, while the broadcast can be watched,
 * a policy that allows its stream hosts. Any other path: null. An unknown slug keeps the app's usual policy.
 */
export async function broadcastPageHeaders(request: FastifyRequest): Promise<Record<string, string> | null> {
  const path = request.url.split('?')[0] ?? '';
  if (!PAGE_PATH.test(path)) return null;
  const headers: Record<string, string> = {
    'x-robots-tag': 'noindex, nofollow, noarchive',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
  const slug = slugOf(path);
  if (slug && SLUG_PATTERN.test(slug)) {
    const { db, clock } = request.server.deps;
    const broadcast = await broadcastsRepository.findBySlug(db, slug);
    const availability = broadcast ? availabilityOf(broadcast, clock.now()) : null;
    if (availability?.state === 'watchable')
      headers['content-security-policy'] = streamPolicy(availability.stream);
  }
  return headers;
}
