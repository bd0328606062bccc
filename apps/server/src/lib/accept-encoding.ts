import { negotiate } from '@fastify/accept-negotiator';

/**
 * The encoding, of `supported` (best first), that the request's `accept-encoding` takes, or null for none.
 * `@fastify/accept-negotiator` (the negotiator `@fastify/static` uses for the assets) reads the weights, so
 * `gzip;q=0` is a no.
 */
export function acceptedEncoding<T extends string>(
  acceptEncoding: string | string[] | undefined,
  supported: readonly T[],
): T | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (!header) return null;
  return (negotiate(header, [...supported]) as T | null) ?? null;
}
