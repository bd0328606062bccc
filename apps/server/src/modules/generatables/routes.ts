import type { FastifyInstance } from 'fastify';

/** Generated documents (issue 16): GET /api/generatables, GET/POST /api/dossiers/{id}/generatables[/{key}]. */
export async function generatableRoutes(_app: FastifyInstance): Promise<void> {}
