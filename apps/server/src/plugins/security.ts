import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Security headers; the content security policy is the one the built SPA runs under (no inline code). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    // Same-origin app: no cross-origin embedding of its pages or resources.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    // Sensitive data: no page is ever indexed, and API answers are never cached by intermediaries.
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') || request.method !== 'GET') reply.header('cache-control', 'no-store');
  });
}
