import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The content security policy the built SPA runs under (no inline code), by directive. */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The app's policy as a header value, with `extra` sources added to some directives (camelCase names). A
 * directive the policy does not name starts from `default-src`, its fallback, so only the extra sources are new:
 * a broadcast's page allows exactly its stream hosts this way.
 */
export function contentSecurityPolicy(extra: Readonly<Record<string, readonly string[]>> = {}): string {
  const directives: Record<string, readonly string[]> = { ...CSP_DIRECTIVES };
  for (const [name, sources] of Object.entries(extra)) {
    const base = directives[name] ?? CSP_DIRECTIVES['defaultSrc'] ?? [];
    directives[name] = [...new Set([...base, ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The headers helmet's middleware sets for these options. Every value is static (no nonces, no functions of the
 * request), so they are computed once: `@fastify/helmet` builds helmet's middleware anew for every request,
 * parsing the policy each time (7 % of the CPU of GET /api/auth/user, profiled).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet's middleware runs synchronously and reads nothing of the request.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.freeze(headers);
}

/** The security headers of every answer; the content security policy is the one the built SPA runs under. */
export const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: CSP_DIRECTIVES as Record<string, string[]>,
  },
  // Same-origin app: no cross-origin embedding of its pages or resources.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Security headers (helmet's, computed once), no indexing, no caching of API answers, the request id. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Hooks with a callback, not async: no promise per request for work that never waits.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Sensitive data: no page is ever indexed (a page may say more, e.g. noarchive), and API answers are never
    // cached by intermediaries.
    if (!reply.hasHeader('x-robots-tag')) reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') || request.method !== 'GET') reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
