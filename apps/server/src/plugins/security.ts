import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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

/** Security headers; the content security policy is the one the built SPA runs under (no inline code). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: CSP_DIRECTIVES,
    },
    // Same-origin app: no cross-origin embedding of its pages or resources.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    // Sensitive data: no page is ever indexed (a page may say more, e.g. noarchive), and API answers are never
    // cached by intermediaries.
    if (!reply.hasHeader('x-robots-tag')) reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') || request.method !== 'GET') reply.header('cache-control', 'no-store');
  });
}
