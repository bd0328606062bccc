import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRevision } from '../db/revisions.ts';
import { acceptedEncoding } from './accept-encoding.ts';

/**
 * Answers served again as the bytes sent before, while the database says nothing they show has changed
 * (decision 025). The key of an answer is what the request asked (organisation, query, record) and the
 * revisions of its sources in `response_revisions`, which the database's triggers bump in the transaction of
 * every write that can change it (migration 0020). The revisions are read per request, so a write through
 * another app server on the same database is seen at once; nothing is ever served by time alone.
 *
 * The revisions are read before the answer is built and the answer is stored under them: a write that commits
 * in between makes a newer answer stored under the older revision, which the next request no longer asks for
 * (its revision has moved on). An answer built from older data than its revision cannot happen.
 */

/** The whole cache per app, at most; a planner week is about 1.1 MB, a 300-line budget 174 KB. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is not kept (it would push out many others). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/** `until`: the instant (ms) from which the answer would read differently by the clock alone (decision 044). */
type Entry = { revision: string; body: Buffer; gzipped?: Buffer; until?: number };

/** Below this an answer is sent as it is: compressing it would save less than it costs. */
const GZIP_MIN_BYTES = 8 * 1024;

/**
 * Least recently used first out, bounded by the bytes of the bodies. One entry per key: storing a newer
 * revision replaces the old one at once, so outdated answers take no room.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Answers served from the cache and answers built, since start (for tests and a look in a debugger). */
  hits = 0;
  misses = 0;

  constructor(
    readonly maxBytes = MAX_BYTES,
    readonly maxEntryBytes = MAX_ENTRY_BYTES,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The body stored for `key` at exactly this revision and still valid at `now` (ms), or undefined. */
  get(key: string, revision: string, now = Date.now()): Buffer | undefined {
    return this.#entry(key, revision, now)?.body;
  }

  /**
   * The body for `key` at this revision gzipped, made once from the stored body (the planner week's 1.1 MB is
   * about 60 KB: sending it costs less than a fiftieth), or undefined when there is no such entry or the body is
   * too small to gain. Counts in the cache's bytes like the body.
   */
  getGzipped(key: string, revision: string): Buffer | undefined {
    // After `get` (which counted the hit and moved the entry to the end).
    const entry = this.#entries.get(key);
    if (!entry || entry.revision !== revision || entry.body.length < GZIP_MIN_BYTES) return undefined;
    if (!entry.gzipped) {
      // Level 6 of 9 compresses about as well as 9 at a fraction of the time; done once per revision.
      entry.gzipped = gzipSync(entry.body, { level: 6 });
      this.#bytes += entry.gzipped.length;
      this.#evict();
    }
    return entry.gzipped;
  }

  #entry(key: string, revision: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.revision !== revision || (entry.until !== undefined && now >= entry.until)) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps `body` for `key` at `revision`; with `until` (ms) only until that instant. */
  set(key: string, revision: string, body: Buffer, until?: number): void {
    this.delete(key);
    if (body.length > this.maxEntryBytes) return;
    this.#entries.set(key, until === undefined ? { revision, body } : { revision, body, until });
    this.#bytes += body.length;
    this.#evict();
  }

  #evict(): void {
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length + (entry.gzipped?.length ?? 0);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length + (entry.gzipped?.length ?? 0);
  }
}

/** One cache per app (its `deps`, shared by every plugin context), never shared between apps. */
const caches = new WeakMap<object, ResponseCache>();

/** The cache of the app whose `deps` these are. */
export function responseCacheFor(deps: object): ResponseCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(deps, cache);
  }
  return cache;
}

const responseCacheOf = (request: FastifyRequest) => responseCacheFor(request.server.deps);

/** The scope of the users' names, which every cached answer that names a user depends on. */
export const USERS_SCOPE = 'users';

/** The scope of the organisations' names (migration 0028), for answers that name other organisations. */
export const ORGANIZATION_NAMES_SCOPE = 'organization-names';

/** Where a missed answer is to be stored once serialised (by `storeCachedAnswer`). */
const pending = new WeakMap<
  FastifyRequest,
  { cache: ResponseCache; key: string; revision: string; until?: number }
>();

/**
 * What `build` may say about the answer it builds: `until(instant)`, the first instant at which the same rows
 * would give another answer by the clock alone (an event leaving a window of days, a pending invoice turning
 * stale). The answer is then served until that instant at most; null is "not by the clock".
 */
export type CachedBuild = { until(instant: Date | null): void };

/**
 * The handler's answer from the cache when `scopes` still have the revisions it was stored under, else built
 * by `build` and stored once serialised. The route must declare `onSend: storeCachedAnswer`. Only for answers
 * that depend on nothing but `key` and the rows behind `scopes` (not on the actor beyond what `key` holds, and
 * not on the clock beyond what `key` holds, such as today's date, or what `build` says with `until`).
 */
export async function cachedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { key, scopes }: { key: string; scopes: readonly string[] },
  build: (kept: CachedBuild) => Promise<T>,
): Promise<T | FastifyReply> {
  const cache = responseCacheOf(request);
  const revision = await readRevision(request.server.deps.db, scopes);
  const body = cache.get(key, revision, request.server.deps.clock.now().getTime());
  if (body) {
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const gzipped = acceptsGzip(request) ? cache.getGzipped(key, revision) : undefined;
    return gzipped ? reply.header('content-encoding', 'gzip').send(gzipped) : reply.send(body);
  }
  const store: { cache: ResponseCache; key: string; revision: string; until?: number } = {
    cache,
    key,
    revision,
  };
  pending.set(request, store);
  return build({
    until(instant) {
      if (instant) store.until = Math.min(store.until ?? Infinity, instant.getTime());
    },
  });
}

/** Whether the client takes gzip (every browser says so); `gzip;q=0` is a no. */
const acceptsGzip = (request: FastifyRequest): boolean =>
  acceptedEncoding(request.headers['accept-encoding'], ['gzip']) !== null;

/** The route's `onSend` hook of `cachedAnswer`: keeps the serialised body of a missed 200 answer. */
export function storeCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const store = pending.get(request);
  if (store && reply.statusCode === 200 && typeof payload === 'string') {
    store.cache.set(store.key, store.revision, Buffer.from(payload), store.until);
  }
  done(null, payload);
}
