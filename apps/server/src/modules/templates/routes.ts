import type { FastifyInstance } from 'fastify';

/** The organisation's own Word templates (issue 16): /api/templates. */
export async function templateRoutes(_app: FastifyInstance): Promise<void> {}
