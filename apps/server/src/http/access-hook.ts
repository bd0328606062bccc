import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { notFound } from '../lib/errors.ts';

/**
 * Makes an access resolver run at most once per request: the `preValidation` hook calls it before the body is
 * validated (so a stranger gets 404 and a member without the permission 403, whatever they send), and the
 * handler calls it again for its typed result.
 */
export function perRequest<T>(
  resolve: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const cache = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let found = cache.get(request);
    if (!found) {
      found = resolve(request);
      cache.set(request, found);
    }
    return found;
  };
}

/** Order of a request: session (onRequest) → CSRF → case conversion → access → schema validation → handler. */
export function registerAccessHook(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) await access(request);
  });
}

/**
 * The access of one record below a parent access, for routes like `/…/:noteId`: the parent's access first, then
 * the record `find` looks up by the route parameter `param` within it (404 when the parameter is missing or
 * nothing is found), then `check` (e.g. a 403 for someone else's note). The result is the parent's access with
 * the record under `key`, resolved once per request (see `perRequest`).
 */
export function recordAccess<P, K extends string, R>(opts: {
  parent: (request: FastifyRequest) => Promise<P>;
  param: string;
  key: K;
  find: (db: Db, parent: P, id: string) => Promise<R | undefined>;
  check?: (record: R, parent: P) => void;
}): (request: FastifyRequest) => Promise<P & Record<K, R>> {
  return perRequest(async (request) => {
    const parent = await opts.parent(request);
    const id = (request.params as Record<string, string | undefined>)[opts.param];
    const record = id ? await opts.find(request.server.deps.db, parent, id) : undefined;
    if (!record) throw notFound();
    opts.check?.(record, parent);
    return { ...parent, [opts.key]: record } as P & Record<K, R>;
  });
}
