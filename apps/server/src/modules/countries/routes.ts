import type { FastifyInstance } from 'fastify';

/** Countries with Dutch names (docs/api-dossiers.md). */
export async function countryRoutes(_app: FastifyInstance): Promise<void> {}
