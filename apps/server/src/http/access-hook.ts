import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes an access resolver run at most once per request: the `preValidation` hook calls it before the body is
 * validated (so a stranger gets 404 and a member without the permission 403, whatever they send), and the
 * handler calls it again for its typed result.
 */
export function perRequest<T>(resolve: (request: FastifyRequest) => Promise<T>): (request: FastifyRequest) => Promise<T> {
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
