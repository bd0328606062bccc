import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an organisation-scoped route requires; enforced by `organizationAccess`. */
    permission?: string;
    /** Only the super role may call the route. */
    superOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route (tests walk it to prove that each one checks tenancy and permissions). */
    routeTable: RouteEntry[];
  }
}

export type RouteEntry = {
  method: string;
  url: string;
  config: { permission?: string; superOnly?: boolean };
};

/** Must run before any route is registered: records each route as it is added. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as RouteEntry['config'];
    for (const method of methods) table.push({ method, url: route.url ?? route.path, config });
  });
}
