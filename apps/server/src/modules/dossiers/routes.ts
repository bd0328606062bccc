import type { FastifyInstance } from 'fastify';

/** Dossiers: list, create, detail, edit, status, history (docs/api-dossiers.md). */
export async function dossierRoutes(_app: FastifyInstance): Promise<void> {}
