import type { FastifyInstance } from 'fastify';

/** The start page's counts (issue 16): GET /api/dashboard. */
export async function dashboardRoutes(_app: FastifyInstance): Promise<void> {}
